import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import {
  completeLocalPaymentOk,
  createCashfreeSession,
  createLocalSession,
  createSessionWithoutIds,
  orderId,
  verifyPaid,
  verifyPending,
} from '../../mocks/checkout.ts';
import { readStoredUser } from '../../session/storedSession.ts';
import { PlansScreen } from './PlansScreen.tsx';

const meta = {
  title: 'Screens/Plans',
  component: PlansScreen,
  parameters: { app: { path: '/articles-plan' } },
} satisfies Meta<typeof PlansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { app: { session: 'free' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pay per month ₹150 Rupees')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Standard' })).toBeVisible();
    await expect(canvas.getByText('₹150')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};

/** The customer is in the gateway's checkout: the button waits. */
export const Processing: Story = {
  parameters: { app: { session: 'free', paymentGateway: { staysOpen: true } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const PaymentSuccess: Story = {
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
    await expect(navigation.lastCall?.to).toBe('/nutrition');
    await expect(readStoredUser(storage)).toMatchObject({
      paymentStatus: 'paid',
      paidUntil: '2026-12-21T10:15:00.000Z',
    });
  },
};

/** Verify and 1 + 12 billing checks all say unpaid: the payment is left pending. */
export const PendingAfterPolling: Story = {
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

/** The SDK could not open in place and sends the customer to the gateway's page. */
export const SdkRedirect: Story = {
  parameters: { app: { session: 'free', paymentGateway: { result: { redirect: true } } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(navigation.lastCall?.to).toBe(`/payment-status?order_id=${orderId}`));
    await expect(readStoredUser(storage)?.paymentStatus).toBe('redirect');
  },
};

export const SdkError: Story = {
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

export const SdkLoadFailure: Story = {
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

export const NoSessionId: Story = {
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
export const LocalTestCheckout: Story = {
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

export const LocalTestCheckoutSuccess: Story = {
  parameters: LocalTestCheckout.parameters,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Success' }));
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/nutrition');
  },
};
