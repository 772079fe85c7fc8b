import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import {
  paidPayment,
  paymentCheckPending,
  paymentsOk,
  resetAccountMockState,
  unpaidPayment,
} from '../../mocks/account.ts';
import { orderId, verifyPaid } from '../../mocks/checkout.ts';
import type { StorySessionName } from '../../mocks/fixtures.ts';
import { http } from '../../mocks/http.ts';
import { PaymentStatusScreen } from './PaymentStatusScreen.tsx';

const checkingText = 'Checking your payment…';
const notYourOrderText = 'This order is not one of your payments.';
const checkFailedText = 'Could not check the payment right now. Please try again in a moment.';

const meta = {
  title: 'Screens/Payment Status',
  component: PaymentStatusScreen,
  loaders: [resetAccountMockState],
} satisfies Meta<typeof PaymentStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function at(
  orderStatus: string | null,
  id: string | null = orderId,
  session: StorySessionName | null = null,
) {
  const query = new URLSearchParams();
  if (id !== null) query.set('order_id', id);
  if (orderStatus !== null) query.set('order_status', orderStatus);
  return { app: { session, path: `/payment-status?${query}` } };
}

const createdAt = '2026-11-23T06:00:00.000Z';

// Signed in: the row is the order's verified state from our records, whatever the link says.

/** Signed in, the order is paid in our records: success. */
export const PaidConfirmed: Story = {
  name: 'Paid, confirmed',
  parameters: at('SUCCESS', orderId, 'paid'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(canvas.getByText(orderId)).toBeVisible();
    await expect(canvas.getByText('SUCCESS')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Nutrition' })).toHaveAttribute('href', '/nutrition');
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/articles-plan');
  },
};

/** The link claims success, but the order is made up or someone else's: never "Payment Successful". */
export const NotYourOrder: Story = {
  name: 'Link says paid, order is not yours',
  parameters: at('SUCCESS', 'tt_madeup', 'free'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
    await expect(canvas.getByText(notYourOrderText)).toBeVisible();
    await expect(canvas.getByText('tt_madeup')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Go to Nutrition' })).not.toBeInTheDocument();
  },
};

/** The link says success, our records say the bank has not answered yet. */
export const PendingConfirmed: Story = {
  name: 'Still waiting for the bank',
  parameters: {
    ...at('SUCCESS', orderId, 'free'),
    msw: { handlers: { account: paymentsOk([unpaidPayment(orderId, createdAt, 'PENDING')]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Pending' })).toBeVisible();
    await expect(canvas.getByText('PENDING')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

/** The link says success, our records say the bank declined it. */
export const FailedConfirmed: Story = {
  name: 'Bank declined',
  parameters: {
    ...at('SUCCESS', orderId, 'free'),
    msw: { handlers: { account: paymentsOk([unpaidPayment(orderId, createdAt, 'FAILED')]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/articles-plan');
    await expect(canvas.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    // What happens to money that left the account, and whom to ask.
    await expect(
      canvas.getByText(
        /If money left your account, the payment partner returns it automatically within 5 to 7/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancellation and Refund policy' })).toHaveAttribute(
      'href',
      '/cancellation-and-refund',
    );
    await expect(canvas.getByRole('link', { name: 'support@termtap.in' })).toHaveAttribute(
      'href',
      'mailto:support@termtap.in',
    );
  },
};

/** While our records are read, a spinner, not the link's word. */
export const Checking: Story = {
  name: 'Checking your payment',
  parameters: { ...at('SUCCESS', orderId, 'paid'), msw: { handlers: { account: [paymentCheckPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkingText)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
  },
};

/** Our records cannot be read right now: unknown, with a word on why. */
export const CheckFails: Story = {
  name: 'Could not check',
  parameters: {
    ...at('SUCCESS', orderId, 'paid'),
    msw: {
      handlers: {
        account: [
          http.get('/me/payments/{orderId}', ({ response }) =>
            response.untyped(Response.json({ message: 'Service unavailable.' }, { status: 503 })),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(checkFailedText);
  },
};

let pendingOrderVerified = false;
const pendingUntilVerified = [
  http.post('/checkout/verify', ({ response }) => {
    pendingOrderVerified = true;
    return response(200).json({
      orderId,
      orderStatus: 'SUCCESS',
      paymentStatus: 'paid',
      paidUntil: '2026-12-23T06:00:00.000Z',
      payments: [{ payment_status: 'SUCCESS', is_captured: true }],
    });
  }),
];
const readAfterVerify = [
  http.get('/me/payments/{orderId}', ({ response }) =>
    response(200).json(
      pendingOrderVerified
        ? paidPayment(orderId, '2026-12-23T06:00:00.000Z')
        : unpaidPayment(orderId, createdAt, 'PENDING'),
    ),
  ),
];

/** Refresh asks the gateway through our server, then shows the order's new verified state. */
export const PendingThenPaidConfirmed: Story = {
  name: 'Pending, then paid on Refresh',
  parameters: {
    ...at('PENDING', orderId, 'free'),
    msw: { handlers: { checkout: pendingUntilVerified, account: readAfterVerify } },
  },
  loaders: [
    () => {
      pendingOrderVerified = false;
      return {};
    },
  ],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await waitFor(() =>
      expect(storyFakes(context).navigation.lastCall).toMatchObject({
        to: `/payment-status?order_id=${orderId}&order_status=SUCCESS`,
        replace: true,
      }),
    );
  },
};

// Not signed in (the app asks to log in first; these show what the query alone decides).

export const Success: Story = {
  name: 'Signed out: link says paid',
  parameters: at('SUCCESS'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(canvas.getByText(orderId)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Nutrition' })).toHaveAttribute('href', '/nutrition');
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/articles-plan');
  },
};

export const Failed: Story = {
  name: 'Signed out: payment failed',
  parameters: at('FAILED'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/articles-plan');
    await expect(canvas.getByRole('button', { name: 'Check Status' })).toBeEnabled();
  },
};

/** The status arrives lower-case here: it is shown upper-cased. */
export const Cancelled: Story = {
  name: 'Signed out: payment cancelled',
  parameters: at('cancelled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByText('CANCELLED')).toBeVisible();
  },
};

export const UserDropped: Story = {
  name: 'Signed out: left the checkout',
  parameters: at('USER_DROPPED'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByText('USER_DROPPED')).toBeVisible();
  },
};

export const Pending: Story = {
  name: 'Signed out: payment pending',
  parameters: at('PENDING'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
    await expect(canvas.getByText(/wait a few minutes and check again/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

/** Refresh asks the server for the order's verified state and shows it. */
export const PendingThenPaid: Story = {
  name: 'Signed out: pending, then paid on Refresh',
  parameters: { ...at('PENDING'), msw: { handlers: { checkout: [verifyPaid] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(storyFakes(context).navigation.lastCall).toMatchObject({
      to: `/payment-status?order_id=${orderId}&order_status=SUCCESS`,
      replace: true,
    });
  },
};

export const Unknown: Story = {
  name: 'Signed out: status unknown',
  parameters: at('EXPIRED'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
    await expect(canvas.getByText('EXPIRED')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No query at all: no order id (a dash) and status UNKNOWN. */
export const NoOrderId: Story = {
  name: 'No order in the link',
  parameters: at(null, null, 'free'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('UNKNOWN')).toBeVisible();
  },
};

const hindiPhone = { viewport: { value: 'phone', isRotated: false }, language: 'hi' };

/** A failed payment in Hindi: the title, what happens to the money, the two ways on; the status code stays. */
export const HindiFailed: Story = {
  name: 'Hindi: payment failed',
  parameters: at('FAILED'),
  globals: hindiPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'भुगतान विफल' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'रद्दीकरण और धनवापसी नीति' })).toHaveAttribute(
      'href',
      '/cancellation-and-refund',
    );
    await expect(canvas.getByRole('link', { name: 'support@termtap.in' })).toHaveAttribute(
      'href',
      'mailto:support@termtap.in',
    );
    await expect(canvas.getByText('ऑर्डर आईडी')).toBeVisible();
    await expect(canvas.getByText('FAILED')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute(
      'href',
      '/articles-plan',
    );
    await expect(canvas.getByRole('button', { name: 'स्थिति जाँचें' })).toBeEnabled();
  },
};

/** Pending in Hindi: 'wait a few minutes and check again' in Hindi, with View Plans and Refresh. */
export const HindiPending: Story = {
  name: 'Hindi: payment pending',
  parameters: at('PENDING'),
  globals: hindiPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'भुगतान लंबित' })).toBeVisible();
    await expect(canvas.getByText(/कृपया कुछ मिनट रुकें और फिर से जाँचें।$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'प्लान देखें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeEnabled();
  },
};
