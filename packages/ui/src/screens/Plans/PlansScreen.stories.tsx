import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { type SessionControls, sessionControls, storyFakes } from '../../app/testing/storyApp.tsx';
import {
  completeLocalPaymentOk,
  createCashfreeSession,
  createLocalSession,
  createSessionWithoutIds,
  orderId,
  verifyNeverAnswers,
  verifyPaid,
  verifyPending,
} from '../../mocks/checkout.ts';
import { myTermsOk, sampleUnlocked } from '../../mocks/me.ts';
import { readStoredUser } from '../../session/storedSession.ts';
import { PlansScreen } from './PlansScreen.tsx';
import { PlansGate } from './plansGate.tsx';

const meta = {
  title: 'Screens/Plans',
  component: PlansScreen,
  // A designer varies the student in Controls (on stories with a signed-in student).
  argTypes: { ...sessionControls },
  parameters: { app: { path: '/articles-plan' } },
} satisfies Meta<ComponentProps<typeof PlansScreen> & SessionControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan as a student with free describes left sees it: the price said once, in the card. */
export const PlanOffered: Story = {
  parameters: { app: { session: 'free' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Go unlimited' })).toBeVisible();
    await expect(canvas.getByText('Pay per month ₹150 Rupees')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Standard' })).toBeVisible();
    await expect(canvas.getAllByText(/₹150/)).toHaveLength(1);
    await expect(canvas.getByText(/No automatic renewal/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};

/**
 * The 0-click gate: a subject route with no free describes left and no plan shows the plans, under the
 * subject's heading and why (the host's SubjectGate wraps the screen in PlansGate).
 */
export const NoFreeDescribesLeft: Story = {
  parameters: {
    app: { session: 'noClicks', path: '/chemistry' },
    msw: { handlers: { me: myTermsOk(sampleUnlocked) } },
  },
  decorators: [
    (Story) => (
      <PlansGate subject={findSubjectBySlug('chemistry')}>
        <Story />
      </PlansGate>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chemistry Terms' })).toBeVisible();
    await expect(canvas.getByText("You've used all 16 free describes.")).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Go unlimited' })).toBeVisible();
    await expect(canvas.getByText('Pay per month ₹150 Rupees')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    // The chemistry terms this student owns are listed below the plan, free to reopen, with a way to the rest.
    const owned = await canvas.findByRole('list', { name: 'Your chemistry terms' });
    await expect(
      within(owned)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('oxidation'), expect.stringContaining('acid')]);
    await expect(
      canvas.getByText('You have unlocked 2 chemistry terms. Reopen them any time, at no cost.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All your terms in My terms' })).toHaveAttribute(
      'href',
      '/my-terms',
    );
    await userEvent.click(within(owned).getByRole('button', { name: 'Describe acid' }));
    // The server answers a describe of an unlocked term at 0 clicks: no 402, no redirect.
    await expect(await within(owned).findByText(/turning litmus red/)).toBeVisible();
  },
};

/** The customer is in the gateway's checkout: the button waits. */
export const InCheckout: Story = {
  parameters: { app: { session: 'free', paymentGateway: { staysOpen: true } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const PaymentSuccessful: Story = {
  parameters: {
    app: {
      session: 'free',
      paymentGateway: { result: { paymentDetails: { paymentMessage: 'Payment completed' } } },
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    // The month's end in India's time zone, and this order's receipt.
    await expect(canvas.getByText('Unlimited describes until 21 Dec 2026.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the receipt' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/account\/receipts\/.+/),
    );
    await expect(navigation.lastCall?.to).toBe('/nutrition');
    await expect(readStoredUser(storage)).toMatchObject({
      paymentStatus: 'paid',
      paidUntil: '2026-12-21T10:15:00.000Z',
    });
  },
};

/**
 * The checkout has ended and the server is asked whether the payment went through: what is happening, for
 * how long, and a way to check later.
 */
export const WaitingForTheGateway: Story = {
  parameters: {
    app: { session: 'free', paymentGateway: { result: { paymentDetails: {} } } },
    msw: { handlers: { checkout: [createCashfreeSession, verifyNeverAnswers] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const waiting = await canvas.findByText(
      'Waiting for the payment gateway… this can take up to 30 seconds',
    );
    await expect(waiting).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: /Waiting for the payment gateway/ });
    await expect(progress).toHaveAttribute('max', '30');
    await expect(progress).toHaveAttribute('aria-valuetext', '0 of 30 seconds');
    await expect(canvas.getByText(/s so far/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Check the payment status later' })).toHaveAttribute(
      'href',
      `/payment-status?order_id=${orderId}&order_status=PENDING`,
    );
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

/** Verify and 1 + 12 billing checks all say unpaid: the payment is left pending. */
export const PaymentPending: Story = {
  parameters: {
    app: { session: 'free', paymentGateway: { result: { paymentDetails: {} } } },
    msw: { handlers: { checkout: [createCashfreeSession, verifyPending] } },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage, clock } = storyFakes(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(navigation.lastCall?.to).toBe(`/payment-status?order_id=${orderId}&order_status=PENDING`),
    );
    await expect(clock.sleeps).toEqual(Array(12).fill(2000));
    await expect(readStoredUser(storage)?.paymentStatus).toBe('pending');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The gateway's checkout could not open in the page and sends the customer to the gateway's own page. */
export const SentToTheGatewayPage: Story = {
  parameters: { app: { session: 'free', paymentGateway: { result: { redirect: true } } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(navigation.lastCall?.to).toBe(`/payment-status?order_id=${orderId}`));
    await expect(readStoredUser(storage)?.paymentStatus).toBe('redirect');
  },
};

/** The bank or the gateway declined the payment. */
export const PaymentDeclined: Story = {
  parameters: {
    app: { session: 'free', paymentGateway: { result: { error: { message: 'Payment failed' } } } },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    // Let the session's start-up GET /auth/me answer first: arriving later, its user overwrote 'failed'.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    await expect(navigation.lastCall?.to).toBe(`/payment-status?order_id=${orderId}&order_status=FAILED`);
    await expect(readStoredUser(storage)?.paymentStatus).toBe('failed');
  },
};

/** The gateway's checkout could not be loaded (offline, blocked). */
export const CheckoutWouldNotLoad: Story = {
  parameters: { app: { session: 'free', paymentGateway: { failsToLoad: true } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Payment SDK failed to load. Try again.',
    );
    await expect(await canvas.findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(storyFakes(context).navigation.calls).toEqual([]);
  },
};

/** The server could not start a payment. */
export const PaymentCouldNotStart: Story = {
  parameters: { app: { session: 'free' }, msw: { handlers: { checkout: [createSessionWithoutIds] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to start payment. Try again later.',
    );
    await expect(storyFakes(context).paymentGateway.checkouts).toEqual([]);
  },
};

export const NotLoggedIn: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please login to continue.');
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/');
  },
};

/** No Cashfree keys on the server: the in-page test checkout opens instead of Cashfree's. */
export const TestCheckoutOpen: Story = {
  parameters: {
    app: { session: 'free' },
    msw: { handlers: { checkout: [createLocalSession, verifyPaid, completeLocalPaymentOk] } },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment — no money moves' });
    await expect(dialog).toBeVisible();
    for (const name of ['Success', 'Failure', 'User dropped', 'Pending']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    // The dialog takes the focus (its first control) so the keyboard lands inside it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus());
    await expect(storyFakes(context).paymentGateway.checkouts).toEqual([]);
  },
};

export const TestCheckoutPaid: Story = {
  parameters: TestCheckoutOpen.parameters,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Success' }));
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/nutrition');
  },
};

/** Closing the checkout is a choice: a neutral "Payment cancelled", no red failure, the student stays here. */
export const CheckoutClosed: Story = {
  parameters: TestCheckoutOpen.parameters,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation } = storyFakes(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Test payment — no money moves' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(await canvas.findByText(/^Payment cancelled\./)).toBeVisible();
    await expect(canvas.getByText(/^Payment cancelled\./).closest('[role]')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(navigation.calls).toEqual([]);
  },
};

/** Cashfree's own modal closed by the customer reads the same way. */
export const GatewayCheckoutClosed: Story = {
  parameters: {
    app: { session: 'free', paymentGateway: { result: { error: { message: 'Payment cancelled by user' } } } },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByText(/^Payment cancelled\./)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(storyFakes(context).navigation.calls).toEqual([]);
  },
};
