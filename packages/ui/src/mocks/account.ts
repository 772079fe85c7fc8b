// MSW handlers for the account calls: GET /me/payments, GET /me/payments/{orderId}, POST /auth/change-password
// and POST /auth/logout-others, with their fixtures; plus a stateful "account" whose month grows when a payment
// is verified, for the stories where the student adds a month.
import type { SessionUser } from '@termtap/api-client';
import type { components } from '@termtap/api-client/schema';
import { delay } from 'msw';
import { authHandlers } from './auth.ts';
import { orderId as checkoutOrderId } from './checkout.ts';
import { paidUser, storySessions } from './fixtures.ts';
import { http } from './http.ts';

/** An order as GET /me/payments sends it. */
export type Payment = components['schemas']['Payment'];

/** The password the story users type as their current one; anything else is "incorrect". */
export const currentStoryPassword = 'old-secret-1';

export const changePasswordTexts = {
  wrongCurrent: 'Current password is incorrect.',
  tooManyTries: 'Too many attempts. Please try again in 15 minutes.',
  tooShortFromServer: 'Password must be at least 6 characters long.',
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** One calendar month after `iso` (UTC), as the server extends a month. */
export function oneMonthAfter(iso: string): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

function monthBefore(iso: string): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString();
}

/** A granted payment of ₹150 for the month ending at `periodEnd`. */
export function paidPayment(orderId: string, periodEnd: string): Payment {
  const periodStart = monthBefore(periodEnd);
  return {
    orderId,
    createdAt: periodStart,
    amount: 150,
    currency: 'INR',
    status: 'SUCCESS',
    periodStart,
    periodEnd,
    receiptSentAt: new Date(new Date(periodStart).getTime() + 5000).toISOString(),
  };
}

/** An order that did not buy a month (failed, cancelled, left, or still open at the bank). */
export function unpaidPayment(orderId: string, createdAt: string, status: Payment['status']): Payment {
  return {
    orderId,
    createdAt,
    amount: 150,
    currency: 'INR',
    status,
    periodStart: null,
    periodEnd: null,
    receiptSentAt: null,
  };
}

/** The paid story user's history, newest first: the month that ends on 21 Dec 2026, after a dropped try. */
export const paidUserPayments: Payment[] = [
  paidPayment(checkoutOrderId, paidUser.paidUntil ?? '2026-12-21T10:15:00.000Z'),
  unpaidPayment('tt_01JD4V0A1B2C3D4E5F', '2026-11-21T10:05:00.000Z', 'USER_DROPPED'),
];

/** Now plus some days, at a fixed time of day, for "ends in 2 days" stories. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * dayMs).toISOString();
}

/** A subscriber whose month ends in two days. */
export const expiringUser: SessionUser = {
  email: 'expiring@example.com',
  remainingClicks: 0,
  paymentStatus: 'paid',
  paidUntil: daysFromNow(2),
};

/** A former subscriber whose month ended on 23 Oct 2026: unpaid, with the old end date kept. */
export const endedUser: SessionUser = {
  email: 'ended@example.com',
  remainingClicks: 0,
  paymentStatus: 'unpaid',
  paidUntil: '2026-10-23T06:30:00.000Z',
};

export const endedUserPayments: Payment[] = [paidPayment('tt_01JB8E0K3M2N7P9QAB', endedUser.paidUntil ?? '')];

const knownToken = (token: string | null) =>
  token !== null && Object.values(storySessions).some((session) => session.token === token);

const defaultPaymentsByToken: Record<string, Payment[]> = {
  [storySessions.paid.token]: paidUserPayments,
};

/** GET /me/payments and GET /me/payments/{orderId}, answering from `listFor(token)`. */
function paymentReads(listFor: (token: string) => Payment[]) {
  return [
    http.get('/me/payments', ({ request, response }) => {
      const token = request.headers.get('x-access-token');
      if (!knownToken(token) || token === null)
        return response(401).json({ message: 'Please log in to continue.' });
      return response(200).json({ items: listFor(token) });
    }),
    http.get('/me/payments/{orderId}', ({ request, params, response }) => {
      const token = request.headers.get('x-access-token');
      if (!knownToken(token) || token === null)
        return response(401).json({ message: 'Please log in to continue.' });
      const payment = listFor(token).find((item) => item.orderId === params.orderId);
      if (!payment) return response(404).json({ message: 'Order not found.' });
      return response(200).json(payment);
    }),
  ];
}

/** Any signed-in story user has these payments (newest first). */
export function paymentsOk(payments: readonly Payment[]) {
  return paymentReads(() => [...payments]);
}

export const paymentsPending = http.get('/me/payments', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const paymentsFail = http.get('/me/payments', ({ response }) =>
  response.untyped(Response.json({ message: 'Service unavailable.' }, { status: 503 })),
);

/** GET /me/payments/{orderId} never answers: the payment status screen keeps checking. */
export const paymentCheckPending = http.get('/me/payments/{orderId}', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const changePasswordOk = http.post('/auth/change-password', async ({ request, response }) => {
  const { currentPassword, newPassword } = await request.json();
  if (currentPassword !== currentStoryPassword)
    return response(401).json({ message: changePasswordTexts.wrongCurrent });
  if (newPassword.length < 6) return response(400).json({ message: changePasswordTexts.tooShortFromServer });
  return response(204).empty();
});

export const changePasswordRateLimited = http.post('/auth/change-password', ({ response }) =>
  response(429).json({ message: changePasswordTexts.tooManyTries }),
);

export const changePasswordPending = http.post('/auth/change-password', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

/** Two other devices were signed in. */
export function logoutOthersOk(revoked = 2) {
  return http.post('/auth/logout-others', ({ response }) => response(200).json({ revoked }));
}

export const accountHandlers = [
  ...paymentReads((token) => [...(defaultPaymentsByToken[token] ?? [])]),
  changePasswordOk,
  logoutOthersOk(),
];

// A story's account with state: the user and their payments change when a checkout is verified.
type ApiUser = {
  email: string;
  remainingClicks: number;
  paymentStatus: 'paid' | 'unpaid' | 'pending' | 'redirect' | 'failed';
  paidUntil: string | null;
};

function toApiUser(user: SessionUser): ApiUser {
  return {
    email: user.email ?? 'student@example.com',
    remainingClicks: user.remainingClicks ?? 0,
    paymentStatus: user.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    paidUntil: user.paidUntil,
  };
}

const accountResets = new Set<() => void>();

/** Puts every stateful account back to its start; the account stories run it as a loader. */
export function resetAccountMockState(): Record<string, never> {
  for (const reset of accountResets) reset();
  return {};
}

/**
 * A signed-in user and their payments that the story's checkout changes: a verified order adds one calendar
 * month from the current end date (or from now when ended) and a SUCCESS row. Returns the `auth`, `checkout`
 * and `account` handler groups for `parameters.msw.handlers`.
 */
export function statefulAccount(start: { user: SessionUser; payments: readonly Payment[] }) {
  let user = toApiUser(start.user);
  let payments = [...start.payments];
  let orders = 0;
  accountResets.add(() => {
    user = toApiUser(start.user);
    payments = [...start.payments];
    orders = 0;
  });
  const currentOrderId = () => `tt_01JDADDMONTH000${orders}`;
  return {
    auth: [http.get('/auth/me', ({ response }) => response(200).json(user)), ...authHandlers],
    checkout: [
      http.post('/checkout/create-session', ({ response }) => {
        orders += 1;
        return response(200).json({
          payment_session_id: `session_add_month_${orders}`,
          order_id: currentOrderId(),
          gateway: 'cashfree',
          mode: 'production',
        });
      }),
      http.post('/checkout/verify', ({ response }) => {
        const orderId = currentOrderId();
        if (!payments.some((payment) => payment.orderId === orderId)) {
          const from =
            user.paidUntil && new Date(user.paidUntil).getTime() > Date.now()
              ? user.paidUntil
              : new Date().toISOString();
          const periodEnd = oneMonthAfter(from);
          payments = [{ ...paidPayment(orderId, periodEnd), periodStart: from }, ...payments];
          user = { ...user, paymentStatus: 'paid', paidUntil: periodEnd };
        }
        return response(200).json({
          orderId,
          orderStatus: 'SUCCESS',
          paymentStatus: 'paid',
          paidUntil: user.paidUntil,
          payments: [{ payment_status: 'SUCCESS', is_captured: true }],
        });
      }),
    ],
    account: [...paymentReads(() => payments), changePasswordOk, logoutOthersOk()],
  };
}
