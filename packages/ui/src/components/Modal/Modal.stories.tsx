import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'A dialog',
    onClose: fn(),
    children: (
      <>
        <p>Focus stays inside until the dialog closes.</p>
        <Button>Continue</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'A dialog' });
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
  },
};

export const WithoutCloseButton: Story = {
  args: { hasCloseButton: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

/** In Hindi the × button is announced "बंद करें". */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'बंद करें' })).toHaveFocus();
  },
};
