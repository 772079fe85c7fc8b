import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { authHandlers, forgotPasswordPending, forgotPasswordRateLimited } from '../../mocks/auth.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Screens/Forgot Password',
  component: ForgotPasswordScreen,
  parameters: { app: { path: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'student @example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(email).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { auth: [forgotPasswordPending, ...authHandlers] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'student@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Spaces around the address are trimmed before it is checked and sent. */
export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '  student@example.com ');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If the email exists, a reset link was sent.',
    );
  },
};

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { auth: [forgotPasswordRateLimited, ...authHandlers] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'student@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

/** In Hindi: the form, the screen's own check, and the server's answer in Hindi. */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'ईमेल' });
    await userEvent.type(email, 'student@example');
    await userEvent.click(canvas.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('कृपया सही ईमेल पता लिखें।');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'अगर इस ईमेल से खाता है, तो रीसेट लिंक भेज दिया गया है।',
    );
  },
};

export const HindiTooManyAttempts: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  parameters: { msw: { handlers: { auth: [forgotPasswordRateLimited, ...authHandlers] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'ईमेल' }), 'student@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
  },
};
