import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { currentUserByToken, logInFails, logInWithoutUser, signUpEmailTaken } from '../../mocks/auth.ts';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { app: { path: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/₹150 a month/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See pricing' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/articles-plan');
    await userEvent.click(canvas.getByText('What happens when my free clicks run out?'));
    await expect(canvas.getByText(/You can still browse every term list/)).toBeVisible();
  },
};

export const LoginOpen: Story = {
  args: { initialAuthMode: 'login' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    const email = within(dialog).getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAccessibleDescription('Email must be valid');
    await expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be more than 5 characters',
    );
    await expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const SignupOpen: Story = {
  args: { initialAuthMode: 'signup' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  },
};

export const OpensFromButtons: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(canvas.getByRole('dialog', { name: 'Start your free trial' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in instead' }));
    await expect(canvas.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toHaveFocus();
  },
};

export const AuthError: Story = {
  args: { initialAuthMode: 'login' },
  parameters: { msw: { handlers: { auth: [logInFails] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const SignupEmailTaken: Story = {
  args: { initialAuthMode: 'signup' },
  parameters: { msw: { handlers: { auth: [signUpEmailTaken] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

/** An older backend's answer without a user: the app asks GET /auth/me, then replaces the page. */
export const LoginSuccess: Story = {
  args: { initialAuthMode: 'login' },
  parameters: { msw: { handlers: { auth: [logInWithoutUser, currentUserByToken] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(navigation.lastCall).toEqual({ to: '/nutrition', replace: true, fullPage: true }),
    );
    await expect(storage.getItem('token')).toBe('"token-free-user"');
    await expect(JSON.parse(storage.getItem('authuser') ?? 'null')).toMatchObject({ remainingClicks: 12 });
  },
};
