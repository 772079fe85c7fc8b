import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { useNotices } from './NoticesProvider.tsx';

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
