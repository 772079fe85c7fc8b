import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionUser } from '@termtap/api-client';
import { expect, waitFor, within } from 'storybook/test';
import { formatDate } from '../../app/dates.ts';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { monthEndedDismissedKey } from '../../components/MonthEndedNotice/MonthEndedNotice.tsx';
import {
  changePasswordPending,
  changePasswordRateLimited,
  currentStoryPassword,
  endedUser,
  endedUserPayments,
  expiringUser,
  logoutOthersOk,
  oneMonthAfter,
  paidPayment,
  paidUserPayments,
  paymentsFail,
  paymentsOk,
  paymentsPending,
  resetAccountMockState,
  statefulAccount,
  unpaidPayment,
} from '../../mocks/account.ts';
import { authHandlers, currentUser } from '../../mocks/auth.ts';
import { orderId } from '../../mocks/checkout.ts';
import { paidUser } from '../../mocks/fixtures.ts';
import { http } from '../../mocks/http.ts';
import { Layout } from '../Layout/Layout.tsx';
import { AccountScreen } from './AccountScreen.tsx';

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  loaders: [resetAccountMockState],
  parameters: { app: { session: 'free', path: '/account' } },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with a story token, but as `user` (stored and answered by GET /auth/me). */
function signedInAs(user: SessionUser) {
  return {
    app: { session: 'paid' as const, path: '/account', storage: { authuser: JSON.stringify(user) } },
  };
}

const sections = {
  plan: 'Your plan',
  payments: 'Payment history',
  password: 'Change password',
  devices: 'Other devices',
} as const;

function section(
  canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement },
  name: string,
) {
  return within(canvas.getByRole('region', { name }));
}

async function fillPasswords(
  canvas: { getByLabelText: (text: string) => HTMLElement },
  userEvent: { type: (element: HTMLElement, text: string) => Promise<void> },
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await userEvent.type(canvas.getByLabelText('Current password'), values.current);
  if (values.next) await userEvent.type(canvas.getByLabelText('New password'), values.next);
  if (values.confirm) await userEvent.type(canvas.getByLabelText('Confirm new password'), values.confirm);
}

export const FreeDescribesLeft: Story = {
  name: 'Free, describes left, no payments',
  play: async ({ canvas }) => {
    const plan = section(canvas, sections.plan);
    await expect(plan.getByText('student@example.com')).toBeVisible();
    await expect(plan.getByText('Free — 12 of 16 describes left')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/articles-plan');
    await expect(plan.queryByRole('button', { name: 'Add another month' })).not.toBeInTheDocument();
    await expect(await canvas.findByText(/No payments yet/)).toBeVisible();
  },
};

/** A free user whose one try at paying did not go through: the row shows, with no receipt. */
export const FreeWithFailedTry: Story = {
  name: 'Free, one failed payment',
  parameters: {
    msw: {
      handlers: { account: paymentsOk([unpaidPayment(orderId, '2026-11-20T05:00:00.000Z', 'FAILED')]) },
    },
  },
  play: async ({ canvas }) => {
    const payments = section(canvas, sections.payments);
    const rows = await payments.findAllByRole('row');
    await expect(rows).toHaveLength(2);
    const row = within(rows[1] as HTMLElement);
    await expect(row.getByText(orderId)).toBeVisible();
    await expect(row.getByText('Failed')).toBeVisible();
    await expect(row.getByText('₹150')).toBeVisible();
    await expect(row.getByText('—')).toBeVisible();
    await expect(payments.queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  },
};

export const Paid: Story = {
  name: 'Paid, with payments',
  parameters: { app: { session: 'paid' } },
  play: async ({ canvas, userEvent }) => {
    const plan = section(canvas, sections.plan);
    await expect(plan.getByText('Subscribed until 21 Dec 2026')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Add another month' })).toBeEnabled();
    await expect(plan.queryByText(/Your month ends/)).not.toBeInTheDocument();
    const payments = section(canvas, sections.payments);
    const rows = await payments.findAllByRole('row');
    // The header row, then the paid month; the try the student left days ago is folded away.
    await expect(rows.map((row) => row.textContent)).toEqual([
      'DateOrder IDAmountStatusMonth boughtReceipt',
      `21 Nov 2026${orderId}₹150Paid21 Nov 2026 – 21 Dec 2026Receipt`,
    ]);
    await userEvent.click(payments.getByRole('button', { name: 'Show 1 older unfinished order' }));
    await expect(payments.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateOrder IDAmountStatusMonth boughtReceipt',
      `21 Nov 2026${orderId}₹150Paid21 Nov 2026 – 21 Dec 2026Receipt`,
      '21 Nov 2026tt_01JD4V0A1B2C3D4E5F₹150Not completed—',
    ]);
    await expect(payments.queryByRole('button', { name: /older unfinished/ })).not.toBeInTheDocument();
    await expect(payments.getByRole('link', { name: `Receipt for order ${orderId}` })).toHaveAttribute(
      'href',
      `/account/receipts/${orderId}`,
    );
    await expect(payments.getAllByRole('link')).toHaveLength(1);
  },
};

export const PaidNoPayments: Story = {
  name: 'Paid, no payments listed',
  parameters: { app: { session: 'paid' }, msw: { handlers: { account: paymentsOk([]) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subscribed until 21 Dec 2026')).toBeVisible();
    await expect(await canvas.findByText(/No payments yet/)).toBeVisible();
  },
};

export const PaidEndsInTwoDays: Story = {
  name: 'Paid, ends in 2 days',
  parameters: {
    ...signedInAs(expiringUser),
    msw: {
      handlers: {
        auth: [currentUser(expiringUser), ...authHandlers],
        account: paymentsOk([paidPayment('tt_01JDEXPIRING0000AB', expiringUser.paidUntil ?? '')]),
      },
    },
  },
  play: async ({ canvas }) => {
    const plan = section(canvas, sections.plan);
    const endDate = formatDate(expiringUser.paidUntil);
    await expect(plan.getByText(`Subscribed until ${endDate}`)).toBeVisible();
    await expect(
      plan.getByText(`Your month ends in 2 days, on ${endDate}. Nothing renews by itself.`),
    ).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Add another month' })).toBeEnabled();
  },
};

/** The month has run out: every page (here in the layout) says so once, with Renew, until dismissed. */
export const MonthEnded: Story = {
  name: 'Month ended, with the notice',
  parameters: {
    ...signedInAs(endedUser),
    msw: {
      handlers: {
        auth: [currentUser(endedUser), ...authHandlers],
        account: paymentsOk(endedUserPayments),
      },
    },
  },
  render: () => (
    <Layout>
      <AccountScreen />
    </Layout>
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const text = 'Your month of unlimited describes ended on 23 Oct 2026.';
    const notice = within(canvas.getByText(`${text} Nothing renews by itself.`).parentElement as HTMLElement);
    await expect(notice.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/articles-plan');
    const plan = section(canvas, sections.plan);
    await expect(plan.getByText('Free — 0 of 16 describes left')).toBeVisible();
    await expect(plan.getByText(text)).toBeVisible();
    await expect(plan.getByRole('link', { name: 'Buy another month' })).toHaveAttribute(
      'href',
      '/articles-plan',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Dismiss: ${text}` }));
    await expect(canvas.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    await expect(storyFakes(context).storage.getItem(monthEndedDismissedKey)).toBe(endedUser.paidUntil);
  },
};

/** Dismissed once for this end date: the notice stays away. */
export const MonthEndedDismissed: Story = {
  name: 'Month ended, notice dismissed',
  parameters: {
    app: {
      ...signedInAs(endedUser).app,
      storage: { authuser: JSON.stringify(endedUser), [monthEndedDismissedKey]: endedUser.paidUntil ?? '' },
    },
    msw: { handlers: { auth: [currentUser(endedUser), ...authHandlers] } },
  },
  render: () => (
    <Layout>
      <AccountScreen />
    </Layout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  },
};

const addMonth = statefulAccount({ user: paidUser, payments: paidUserPayments });

/** The same checkout as Pay Now; afterwards the student stays here and the end date is a month later. */
export const AddAnotherMonth: Story = {
  name: 'Add another month',
  parameters: { app: { session: 'paid' }, msw: { handlers: addMonth } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, paymentGateway } = storyFakes(context);
    const plan = section(canvas, sections.plan);
    await expect(plan.getByText('Subscribed until 21 Dec 2026')).toBeVisible();
    await userEvent.click(plan.getByRole('button', { name: 'Add another month' }));
    const newEnd = formatDate(oneMonthAfter(paidUser.paidUntil ?? ''));
    await expect(newEnd).toBe('21 Jan 2027');
    await expect(await plan.findByText(`Subscribed until ${newEnd}`)).toBeVisible();
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    await expect(paymentGateway.checkouts).toHaveLength(1);
    await expect(navigation.calls).toEqual([]);
    const payments = section(canvas, sections.payments);
    await waitFor(() =>
      expect(payments.getAllByRole('link', { name: /^Receipt for order/ })).toHaveLength(2),
    );
    await expect(payments.getByText('21 Dec 2026 – 21 Jan 2027')).toBeVisible();
  },
};

export const PaymentsLoading: Story = {
  name: 'Payments loading',
  parameters: { msw: { handlers: { account: [paymentsPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your payments…')).toBeVisible();
  },
};

export const PaymentsFail: Story = {
  name: 'Payments could not load',
  parameters: { msw: { handlers: { account: [paymentsFail] } } },
  play: async ({ canvas }) => {
    const payments = section(canvas, sections.payments);
    await expect(await payments.findByRole('alert')).toHaveTextContent('Could not load your payments.');
    await expect(payments.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The session ended elsewhere (a password change on another device): say so, and offer to log in again. */
export const LoggedOutElsewhere: Story = {
  name: 'Logged out on this device',
  parameters: {
    msw: {
      handlers: {
        account: [
          http.get('/me/payments', ({ response }) =>
            response(401).json({ message: 'Please log in to continue.' }),
          ),
        ],
      },
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const payments = section(canvas, sections.payments);
    await expect(await payments.findByRole('alert')).toHaveTextContent('This device has been logged out');
    await userEvent.click(payments.getByRole('button', { name: 'Log in again' }));
    const { navigation, storage } = storyFakes(context);
    await waitFor(() => expect(navigation.lastCall).toMatchObject({ to: '/', replace: true }));
    await expect(storage.getItem('token')).toBeNull();
  },
};

export const PasswordChanged: Story = {
  name: 'Password changed',
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, {
      current: currentStoryPassword,
      next: 'new-secret-2',
      confirm: 'new-secret-2',
    });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Password changed. Other devices have been logged out.',
    );
    await expect(form.getByLabelText('Current password')).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = {
  name: 'Wrong current password',
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, {
      current: 'not-my-password',
      next: 'new-secret-2',
      confirm: 'new-secret-2',
    });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  },
};

export const NewPasswordTooShort: Story = {
  name: 'New password too short',
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, { current: currentStoryPassword, next: 'abc', confirm: 'abc' });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'New passwords do not match',
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, {
      current: currentStoryPassword,
      next: 'new-secret-2',
      confirm: 'new-secret-3',
    });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  },
};

export const CurrentPasswordMissing: Story = {
  name: 'Current password left empty',
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, { next: 'new-secret-2', confirm: 'new-secret-2' });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Please enter your current password.');
  },
};

export const TooManyTries: Story = {
  name: 'Too many tries',
  parameters: { msw: { handlers: { account: [changePasswordRateLimited, ...paymentsOk([])] } } },
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, {
      current: currentStoryPassword,
      next: 'new-secret-2',
      confirm: 'new-secret-2',
    });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  },
};

export const ChangingPassword: Story = {
  name: 'Changing password',
  parameters: { msw: { handlers: { account: [changePasswordPending, ...paymentsOk([])] } } },
  play: async ({ canvas, userEvent }) => {
    const form = section(canvas, sections.password);
    await fillPasswords(form, userEvent, {
      current: currentStoryPassword,
      next: 'new-secret-2',
      confirm: 'new-secret-2',
    });
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('button', { name: 'Changing...' })).toBeDisabled();
  },
};

export const LoggedOutOtherDevices: Story = {
  name: 'Logged out of other devices',
  play: async ({ canvas, userEvent }) => {
    const devices = section(canvas, sections.devices);
    await userEvent.click(devices.getByRole('button', { name: 'Log out of other devices' }));
    await expect(await devices.findByRole('status')).toHaveTextContent(
      'Logged out of 2 other devices. This one stays logged in.',
    );
  },
};

export const NoOtherDevices: Story = {
  name: 'No other device signed in',
  parameters: { msw: { handlers: { account: [logoutOthersOk(0), ...paymentsOk([])] } } },
  play: async ({ canvas, userEvent }) => {
    const devices = section(canvas, sections.devices);
    await userEvent.click(devices.getByRole('button', { name: 'Log out of other devices' }));
    await expect(await devices.findByRole('status')).toHaveTextContent('No other device was logged in.');
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The account page in Hindi on a phone: labels, the plan, the payments as cards, and the server's known answer. */
export const Hindi: Story = {
  name: 'Hindi, paid, with payments',
  parameters: { app: { session: 'paid' } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'खाता' })).toBeVisible();
    const plan = section(canvas, 'आपका प्लान');
    await expect(plan.getByText(/^सब्सक्रिप्शन 21 .* 2026 तक$/)).toBeVisible();
    await expect(plan.getByRole('button', { name: 'एक और महीना जोड़ें' })).toBeEnabled();
    const payments = section(canvas, 'भुगतान का इतिहास');
    await expect(await payments.findByText('भुगतान हुआ')).toBeVisible();
    await expect(payments.getByRole('link', { name: `ऑर्डर ${orderId} की रसीद` })).toBeVisible();
    await userEvent.click(payments.getByRole('button', { name: '1 पुराना अधूरा ऑर्डर दिखाएँ' }));
    await expect(payments.getByText('पूरा नहीं हुआ')).toBeVisible();
    const form = section(canvas, 'पासवर्ड बदलें');
    await userEvent.type(form.getByLabelText('मौजूदा पासवर्ड'), 'not-my-password');
    await userEvent.type(form.getByLabelText('नया पासवर्ड'), 'new-secret-2');
    await userEvent.type(form.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'new-secret-2');
    await userEvent.click(form.getByRole('button', { name: 'पासवर्ड बदलें' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('मौजूदा पासवर्ड गलत है।');
    const devices = section(canvas, 'दूसरे डिवाइस');
    await expect(devices.getByRole('button', { name: 'दूसरे डिवाइसों से लॉग आउट करें' })).toBeEnabled();
  },
};

/** A free account in Hindi: the describes left and the way to the plans. */
export const HindiFree: Story = {
  name: 'Hindi, free',
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    const plan = within(await canvas.findByRole('region', { name: 'आपका प्लान' }));
    await expect(plan.getByText('मुफ़्त — 16 में से 12 विवरण बचे हैं')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'प्लान देखें' })).toHaveAttribute('href', '/articles-plan');
    await expect(plan.getByText('₹150 में एक महीने तक असीमित विवरण; यह अपने-आप रिन्यू नहीं होता।')).toBeVisible();
  },
};
