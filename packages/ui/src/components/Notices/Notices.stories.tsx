import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { NoticesProvider, useNotices } from './NoticesProvider.tsx';

function RaiseNotices() {
  const { notify } = useNotices();
  return (
    <div style={{ padding: '1rem', display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => notify('Payment successful!', 'success')}>Success</Button>
      <Button onClick={() => notify('Please login to continue.', 'error')}>Error</Button>
      <Button onClick={() => notify('Your session was refreshed.', 'info')}>Info</Button>
    </div>
  );
}

const meta = {
  title: 'Components/Notices',
  component: RaiseNotices,
} satisfies Meta<typeof RaiseNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ErrorAndSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please login to continue.');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Payment successful!');
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss: Payment successful!' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Success and info notices go by themselves (6 s in the app; 300 ms here); an error stays until dismissed. */
export const SuccessGoesByItself: Story = {
  decorators: [
    (Story) => (
      <NoticesProvider autoDismissMs={300}>
        <Story />
      </NoticesProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Payment successful!');
    // Moving the pointer away from the notice lets its timer run.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
    const error = canvas.getByRole('alert');
    await expect(error).toHaveTextContent('Please login to continue.');
    await userEvent.click(within(error).getByRole('button', { name: 'Dismiss: Please login to continue.' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While notices show, the page gets room below its end, so they never hide its last row. */
export const RoomBelowThePage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const error = await canvas.findByRole('alert');
    await waitFor(() => expect(document.body.style.paddingBottom).toMatch(/^\d+px$/));
    await userEvent.click(within(error).getByRole('button', { name: 'Dismiss: Please login to continue.' }));
    await expect(document.body.style.paddingBottom).toBe('');
  },
};

/** In Hindi: the region and each dismiss button are named in Hindi (the message is the caller's own text). */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const region = await canvas.findByRole('region', { name: 'सूचनाएँ' });
    await userEvent.click(within(region).getByRole('button', { name: 'हटाएँ: Please login to continue.' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
