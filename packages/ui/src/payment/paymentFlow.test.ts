// The payment flow's branches a story cannot show: the 12-poll limit, which verify answers count as paid,
// and how each test-checkout choice ends. Real api client, MSW (started by the setup file), an instant clock.
import { createApiClient } from '@termtap/api-client';
import { expect, test } from 'vitest';
import type { CheckoutResult } from '../app/ports.ts';
import { InstantClock } from '../app/testing/fakes.ts';
import { server } from '../app/testing/mswSetup.node.ts';
import { billingPaid, billingUnpaid } from '../mocks/auth.ts';
import {
  completeLocalPaymentOk,
  createCashfreeSession,
  createLocalSession,
  createSessionWithoutIds,
  orderId,
  verifyPaid,
  verifyPending,
} from '../mocks/checkout.ts';
import { http, mockApiBaseUrl } from '../mocks/http.ts';
import { toCheckoutResult } from './localCheckout.ts';
import { type PaymentFlowPorts, runPaymentFlow } from './paymentFlow.ts';

const api = createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => 'token-free-user' });

function flow(result: CheckoutResult | 'fails to load', extra: Partial<PaymentFlowPorts> = {}) {
  const clock = new InstantClock();
  const outcome = runPaymentFlow({
    api,
    clock,
    checkout: () =>
      result === 'fails to load' ? Promise.reject(new Error('no SDK')) : Promise.resolve(result),
    ...extra,
  });
  return { clock, outcome };
}

/** Billing answers unpaid until the nth call (never, by default); counts the calls. */
function billingCalls(paidOnCall = Number.POSITIVE_INFINITY) {
  const calls = { count: 0 };
  server.use(
    http.get('/auth/check-billing', ({ response }) => {
      calls.count += 1;
      return calls.count >= paidOnCall
        ? response(200).json({ paymentStatus: 'paid', paidUntil: '2026-12-21T10:15:00.000Z' })
        : response(200).json({ paymentStatus: 'unpaid', paidUntil: null });
    }),
  );
  return calls;
}

test('checks billing once, then polls 12 times 2000 ms apart, then reports pending', async () => {
  server.use(createCashfreeSession, verifyPending);
  const calls = billingCalls();
  const { clock, outcome } = flow({ paymentDetails: {} });
  await expect(outcome).resolves.toEqual({ kind: 'pending', orderId });
  expect(calls.count).toBe(13);
  expect(clock.sleeps).toEqual(Array(12).fill(2000));
});

test('stops polling as soon as billing says paid', async () => {
  server.use(createCashfreeSession, verifyPending);
  const calls = billingCalls(4);
  const { clock, outcome } = flow({ paymentDetails: {} });
  await expect(outcome).resolves.toEqual({ kind: 'paid', orderId, paidUntil: '2026-12-21T10:15:00.000Z' });
  expect(calls.count).toBe(4);
  expect(clock.sleeps).toHaveLength(3);
});

test('no result at all from the SDK skips verify and polls billing', async () => {
  // No verify handler: a verify call would be an unhandled request and fail the test.
  server.use(createCashfreeSession);
  const calls = billingCalls(2);
  const { outcome } = flow(undefined);
  await expect(outcome).resolves.toMatchObject({ kind: 'paid' });
  expect(calls.count).toBe(2);
});

test('a poll stops when the screen goes away', async () => {
  server.use(createCashfreeSession, verifyPending);
  const calls = billingCalls();
  const controller = new AbortController();
  const clock = new InstantClock();
  const sleep = clock.sleep.bind(clock);
  clock.sleep = (ms) => {
    if (clock.sleeps.length === 3) controller.abort();
    return sleep(ms);
  };
  const outcome = await runPaymentFlow({
    api,
    clock,
    signal: controller.signal,
    checkout: () => Promise.resolve({ paymentDetails: {} }),
  });
  expect(outcome).toEqual({ kind: 'cancelled' });
  expect(calls.count).toBe(4);
});

const paidVerifyAnswers: Array<[string, Record<string, unknown>]> = [
  ['paymentStatus paid', { paymentStatus: 'paid', paidUntil: '2026-12-21T10:15:00.000Z' }],
  ['payment_status SUCCESS', { payment_status: 'SUCCESS' }],
  ['status success', { status: 'success' }],
  [
    'first payment SUCCESS',
    { paymentStatus: 'unpaid', payments: [{ payment_status: 'SUCCESS', is_captured: false }] },
  ],
  [
    'first payment captured',
    { paymentStatus: 'unpaid', payments: [{ payment_status: 'PENDING', is_captured: true }] },
  ],
  ['raw[0].payments first SUCCESS', { raw: [{ payments: [{ payment_status: 'SUCCESS' }] }] }],
];

test.each(paidVerifyAnswers)(
  'a verify answer with %s counts as paid, with no billing check',
  async (_, body) => {
    server.use(
      createCashfreeSession,
      http.post('/checkout/verify', ({ response }) => response.untyped(Response.json(body))),
    );
    const { outcome } = flow({ paymentDetails: { paymentMessage: 'done' } });
    await expect(outcome).resolves.toMatchObject({ kind: 'paid', orderId });
  },
);

test('a verify answer whose later payment succeeded does not count: only the first payment does', async () => {
  server.use(
    createCashfreeSession,
    http.post('/checkout/verify', ({ response }) =>
      response.untyped(
        Response.json({
          paymentStatus: 'unpaid',
          payments: [
            { payment_status: 'FAILED', is_captured: false },
            { payment_status: 'SUCCESS', is_captured: true },
          ],
        }),
      ),
    ),
    billingUnpaid,
  );
  const { outcome } = flow({ paymentDetails: {} });
  await expect(outcome).resolves.toEqual({ kind: 'pending', orderId });
});

test('a failed verify is not a verdict: billing is asked', async () => {
  server.use(
    createCashfreeSession,
    http.post('/checkout/verify', ({ response }) => response(502).json({ message: 'Gateway down.' })),
    billingPaid,
  );
  const { outcome } = flow({ paymentDetails: {} });
  await expect(outcome).resolves.toMatchObject({ kind: 'paid' });
});

test('an SDK error, a redirect and a load failure end without asking the server', async () => {
  server.use(createCashfreeSession);
  await expect(flow({ error: { message: 'Payment failed' } }).outcome).resolves.toEqual({
    kind: 'failed',
    orderId,
  });
  await expect(flow({ redirect: true }).outcome).resolves.toEqual({ kind: 'redirect', orderId });
  await expect(flow('fails to load').outcome).resolves.toEqual({ kind: 'sdk-load-failed' });
});

test('a session without ids, or a refused one, never opens the checkout', async () => {
  let opened = 0;
  const checkout = () => {
    opened += 1;
    return Promise.resolve(undefined);
  };
  server.use(createSessionWithoutIds);
  await expect(flow(undefined, { checkout }).outcome).resolves.toEqual({ kind: 'no-session' });
  server.use(
    http.post('/checkout/create-session', ({ response }) => response(502).json({ message: 'Down.' })),
  );
  await expect(flow(undefined, { checkout }).outcome).resolves.toEqual({ kind: 'no-session' });
  server.use(
    http.post('/checkout/create-session', ({ response }) => response(401).json({ message: 'Log in.' })),
  );
  await expect(flow(undefined, { checkout }).outcome).resolves.toEqual({ kind: 'login-required' });
  expect(opened).toBe(0);
});

test.each([
  ['success', verifyPaid, { kind: 'paid', orderId }],
  ['pending', verifyPending, { kind: 'pending', orderId }],
  ['failed', verifyPending, { kind: 'failed', orderId }],
  ['user_dropped', verifyPending, { kind: 'checkout-closed', orderId }],
] as const)(
  'the test checkout choice %s ends like the Cashfree result would',
  async (choice, verify, expected) => {
    server.use(createLocalSession, completeLocalPaymentOk, verify, billingUnpaid);
    const { outcome } = flow(undefined, {
      checkout: async (session) => {
        expect(session.gateway).toBe('local');
        return toCheckoutResult(choice);
      },
    });
    await expect(outcome).resolves.toMatchObject(expected);
  },
);

test.each([
  ['Test checkout was closed.', 'checkout-closed'],
  ['Payment cancelled by user', 'checkout-closed'],
  ['User closed the checkout', 'checkout-closed'],
  ['Payment failed', 'failed'],
  ['Insufficient balance', 'failed'],
  [undefined, 'failed'],
] as const)('the SDK error %j ends as %s', async (message, kind) => {
  server.use(createCashfreeSession);
  await expect(flow({ error: { message } }).outcome).resolves.toEqual({ kind, orderId });
});

test('says when it starts asking the server, after the checkout and before verify and billing', async () => {
  server.use(createCashfreeSession, verifyPaid);
  const confirming: string[] = [];
  const { outcome } = flow({ paymentDetails: {} }, { onConfirming: (id) => confirming.push(id) });
  await expect(outcome).resolves.toMatchObject({ kind: 'paid' });
  expect(confirming).toEqual([orderId]);
  const closed: string[] = [];
  await flow({ error: { message: 'closed' } }, { onConfirming: (id) => closed.push(id) }).outcome;
  expect(closed).toEqual([]);
});
