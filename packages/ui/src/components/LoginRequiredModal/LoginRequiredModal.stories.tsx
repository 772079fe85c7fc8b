import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { LoginRequiredModal } from './LoginRequiredModal.tsx';

const meta = {
  title: 'Components/LoginRequiredModal',
  component: LoginRequiredModal,
  parameters: { app: { path: '/payment-status' } },
} satisfies Meta<typeof LoginRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginNeeded: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const dialog = canvas.getByRole('dialog', { name: 'Login required' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('You need to Login to see this page.');
    const close = canvas.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(storyFakes(context).navigation.lastCall).toMatchObject({ to: '/', replace: true });
  },
};

export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'लॉग इन ज़रूरी है' });
    await expect(dialog).toHaveAccessibleDescription('यह पेज देखने के लिए लॉग इन करें।');
    await expect(canvas.getByRole('button', { name: 'बंद करें' })).toBeVisible();
  },
};
