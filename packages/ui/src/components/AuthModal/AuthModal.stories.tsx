import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { logInFails, signUpPasswordTooShort } from '../../mocks/auth.ts';
import { AuthModal } from './AuthModal.tsx';

/** The login and signup dialog on its own, as the landing page and the subject screens open it. */
const meta = {
  title: 'Components/AuthModal',
  component: AuthModal,
  args: { mode: 'signup', onModeChange: fn(), onClose: fn() },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Start free trial": e-mail and password with their hints, and a way to log in instead. */
export const Signup: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await expect(dialog).toHaveAccessibleDescription(
      'Sign up and get 16 free describes, shared across all subjects.',
    );
    await expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email must be valid');
    await expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be more than 5 characters',
    );
    await expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in instead' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('login');
  },
};

/** "Login": the same fields, and the way to a forgotten password. */
export const Login: Story = {
  args: { mode: 'login' },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    await expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { mode: 'login' },
  parameters: { msw: { handlers: { auth: [logInFails] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

/** The server's "password: must be at least 6 characters." reads as a plain sentence. */
export const PasswordTooShort: Story = {
  parameters: { msw: { handlers: { auth: [signUpPasswordTooShort] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Password must be at least 6 characters long.');
    await expect(alert).not.toHaveTextContent('password:');
  },
};

/** A new account is made and the student lands on the nutrition list. */
export const SignedUp: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new.student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(storyFakes(context).navigation.lastCall).toMatchObject({ to: '/nutrition' }));
  },
};

const hindi = { viewport: { value: 'phone', isRotated: false }, language: 'hi' };

/** Signup in Hindi: the hints, and the server's validator text as a Hindi sentence. */
export const HindiSignup: Story = {
  globals: hindi,
  parameters: { msw: { handlers: { auth: [signUpPasswordTooShort] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'अपना मुफ़्त ट्रायल शुरू करें' });
    await expect(dialog).toHaveAccessibleDescription('साइन अप करें और सभी विषयों के लिए कुल 16 मुफ़्त विवरण पाएँ।');
    await expect(within(dialog).getByLabelText('पासवर्ड')).toHaveAccessibleDescription(
      'पासवर्ड 5 से ज़्यादा अक्षरों का होना चाहिए',
    );
    await userEvent.type(within(dialog).getByLabelText('ईमेल'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('पासवर्ड'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'साइन अप करें' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
    );
  },
};

/** Login in Hindi: a wrong password is said in Hindi. */
export const HindiLogin: Story = {
  args: { mode: 'login' },
  globals: hindi,
  parameters: { msw: { handlers: { auth: [logInFails] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'लॉग इन' });
    await expect(within(dialog).getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('ईमेल'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('पासवर्ड'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'लॉग इन करें' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड गलत है।');
  },
};
