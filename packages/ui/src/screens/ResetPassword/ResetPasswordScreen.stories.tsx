import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import {
  authHandlers,
  resetPasswordLinkExpired,
  resetPasswordPending,
  resetPasswordServerDown,
} from '../../mocks/auth.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Screens/Reset Password',
  component: ResetPasswordScreen,
  parameters: { app: { path: '/reset-password?token=3q2-7Hh_reset-token' } },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const newPassword = (canvas: Canvas) => canvas.getByLabelText('New password');
const confirmation = (canvas: Canvas) => canvas.getByLabelText('Confirm new password');

async function submit(canvas: Canvas, userEvent: UserEvent, password: string, confirm: string) {
  if (password) await userEvent.type(newPassword(canvas), password);
  if (confirm) await userEvent.type(confirmation(canvas), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

/** Opened without ?token= (or ?t=): only the explanation and the way to a new link, no form. */
export const WithoutResetLink: Story = {
  parameters: { app: { path: '/reset-password' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByText('Please use the password reset link you received by email.')).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Ask for a new reset link' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/forgot-password');
  },
};

export const OnlyOneFieldFilled: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByText('At least 6 characters')).toBeVisible();
    await submit(canvas, userEvent, 'only-one', '');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill both password fields.');
    await expect(newPassword(canvas)).toHaveValue('');
  },
};

export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'abc12', 'abc12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    await expect(newPassword(canvas)).toHaveValue('');
    await expect(confirmation(canvas)).toHaveValue('');
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'new-secret', 'new-secret!');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    await expect(confirmation(canvas)).toHaveValue('');
  },
};

/** The Show toggle reveals both fields while typing. */
export const PasswordsShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(newPassword(canvas)).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show passwords' }));
    await expect(newPassword(canvas)).toHaveAttribute('type', 'text');
    await expect(confirmation(canvas)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide passwords' })).toBeVisible();
  },
};

export const Resetting: Story = {
  parameters: { msw: { handlers: { auth: [resetPasswordPending, ...authHandlers] } } },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'new-secret', 'new-secret');
    await expect(await canvas.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await expect(newPassword(canvas)).toHaveValue('');
  },
};

/** The message shows, then after 2 seconds (instant here) the person is sent to /. */
export const PasswordChanged: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { clock, navigation } = storyFakes(context);
    await submit(canvas, userEvent, 'new-secret', 'new-secret');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Password reset successfully.');
    await waitFor(() => expect(navigation.lastCall?.to).toBe('/'));
    await expect(clock.sleeps).toEqual([2000]);
  },
};

/** The ?t= alternative carries the token too; the server refuses it and its message is shown. */
export const LinkExpired: Story = {
  parameters: {
    app: { path: '/reset-password?t=expired-token' },
    msw: { handlers: { auth: [resetPasswordLinkExpired, ...authHandlers] } },
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'new-secret', 'new-secret');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: { auth: [resetPasswordServerDown, ...authHandlers] } } },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent, 'new-secret', 'new-secret');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  },
};

/** In Hindi: the fields, the Show toggle, the rules and the server's success. */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' })).toBeVisible();
    await expect(canvas.getByText('कम से कम 6 अक्षर')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    await expect(canvas.getByLabelText('नया पासवर्ड')).toHaveAttribute('type', 'text');
    await userEvent.type(canvas.getByLabelText('नया पासवर्ड'), 'abc');
    await userEvent.type(canvas.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।');
    await userEvent.type(canvas.getByLabelText('नया पासवर्ड'), 'new-secret-2');
    await userEvent.type(canvas.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'new-secret-2');
    await userEvent.click(canvas.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('पासवर्ड रीसेट हो गया।');
  },
};

/** Without a link, in Hindi. */
export const HindiWithoutResetLink: Story = {
  parameters: { app: { path: '/reset-password' } },
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('कृपया ईमेल में मिला पासवर्ड रीसेट लिंक खोलें।')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'नया रीसेट लिंक मँगाएँ' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};
