import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers, currentUserFails } from '../mocks/auth.ts';
import { HomeScreen } from '../screens/Home/HomeScreen.tsx';
import { Layout } from '../screens/Layout/Layout.tsx';
import { SubjectScreen } from '../screens/Subject/SubjectScreen.tsx';
import { findSubjectBySlug } from './subjects.ts';

/** Screens inside the shared layout, as the host app shows them (the host composes them the same way). */
const meta = {
  title: 'Screens/App',
  component: Layout,
  args: { children: null },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  parameters: { app: { path: '/' } },
  render: () => (
    <Layout>
      <HomeScreen />
    </Layout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  },
};

export const SubjectWithADescribedTerm: Story = {
  parameters: { app: { path: '/nutrition', session: 'free' } },
  render: () => (
    <Layout>
      <SubjectScreen subject={findSubjectBySlug('nutrition')} />
    </Layout>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe protein' }));
    await expect(await canvas.findByRole('link', { name: /Website Link/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nutrition Terms' })).toBeVisible();
  },
};

/**
 * The session was ended elsewhere (a password reset, "log out other devices"): GET /auth/me answers 401. The
 * page stops claiming a subscription, says so politely, and offers the login dialog in place.
 */
export const SessionEndedElsewhere: Story = {
  parameters: {
    app: { path: '/chemistry', session: 'paid' },
    msw: { handlers: { auth: [currentUserFails, ...authHandlers] } },
  },
  render: () => (
    <Layout>
      <SubjectScreen subject={findSubjectBySlug('chemistry')} />
    </Layout>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login to try' })).toBeVisible();
    await expect(canvas.queryByText(/Subscribed/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Login' });
    await expect(within(dialog).getByLabelText(/email/i)).toBeVisible();
  },
};
