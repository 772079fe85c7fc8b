import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers, currentUserFails } from '../../mocks/auth.ts';
import { SessionEndedNotice } from './SessionEndedNotice.tsx';

/** The notice on its own: the stored session was ended elsewhere, so GET /auth/me answers 401. */
const meta = {
  title: 'Components/SessionEndedNotice',
  component: SessionEndedNotice,
  parameters: {
    app: { path: '/chemistry', session: 'paid' },
    msw: { handlers: { auth: [currentUserFails, ...authHandlers] } },
  },
} satisfies Meta<typeof SessionEndedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ended: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Dismiss: Your session has ended. Please log in again.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    await expect(await canvas.findByRole('dialog', { name: 'Login' })).toBeVisible();
  },
};

/** In Hindi: the notice, its buttons and the login dialog it opens. */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'फिर से लॉग इन करें' }));
    const dialog = await canvas.findByRole('dialog', { name: 'लॉग इन' });
    await expect(within(dialog).getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  },
};
