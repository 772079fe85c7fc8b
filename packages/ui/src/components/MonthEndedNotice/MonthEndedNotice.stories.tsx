import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { endedUser } from '../../mocks/account.ts';
import { authHandlers, currentUser } from '../../mocks/auth.ts';
import { MonthEndedNotice, monthEndedDismissedKey } from './MonthEndedNotice.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Month ended notice',
  component: MonthEndedNotice,
  parameters: {
    app: { session: 'paid', storage: { authuser: JSON.stringify(endedUser) } },
    msw: { handlers: { auth: [currentUser(endedUser), ...authHandlers] } },
  },
} satisfies Meta<typeof MonthEndedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month ran out on 23 Oct 2026: said once, with Renew, until dismissed. */
export const Ended: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const text = 'Your month of unlimited describes ended on 23 Oct 2026.';
    const notice = within(canvas.getByText(`${text} Nothing renews by itself.`).parentElement as HTMLElement);
    await expect(notice.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/articles-plan');
    await userEvent.click(canvas.getByRole('button', { name: `Dismiss: ${text}` }));
    await expect(canvas.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    await expect(storyFakes(context).storage.getItem(monthEndedDismissedKey)).toBe(endedUser.paidUntil);
  },
};

/** In Hindi, with the date as Hindi writes it. */
export const Hindi: Story = {
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    const text = await canvas.findByText(/^असीमित विवरण वाला आपका महीना 23 .+ 2026 को खत्म हो गया।/);
    await expect(text).toHaveTextContent(/कुछ भी अपने-आप रिन्यू नहीं होता।$/);
    const notice = within(text.parentElement as HTMLElement);
    await expect(notice.getByRole('link', { name: 'रिन्यू करें' })).toHaveAttribute('href', '/articles-plan');
    await expect(notice.getByRole('button', { name: /^हटाएँ: असीमित विवरण वाला आपका महीना/ })).toBeVisible();
  },
};
