// The checkout with the local test gateway: each outcome, one month granted once, order ownership, the return URL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases, startTestServer, type TestServer } from '../../test/support/server.ts';
import { orders } from '../db/schema/billing.ts';
import { createBilling } from './create-billing.ts';
import { GatewayError } from './gateway.ts';
import { oneCalendarMonthAfter } from './testing/calendar.ts';
import { signWebhook } from './webhook-signature.ts';

const SECOND = 1000;

describe.each(databases)('checkout with the local test gateway on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function startCheckout(token: string): Promise<string> {
    const response = await server.call('/checkout/create-session', { method: 'POST', token });
    expect(response.status).toBe(200);
    const session = await response.json();
    return session.order_id;
  }

  const complete = (token: string, orderId: string, outcome: string) =>
    server.call('/checkout/local/complete', { token, json: { orderId, outcome } });

  const billing = async (token: string) => (await server.call('/auth/check-billing', { token })).json();

  // The browser arrives without a token; the redirect is the answer, so it is not followed.
  const returnFromCheckout = (query: string) =>
    fetch(`${server.api}/checkout/return?${query}`, { redirect: 'manual' });

  test('create-session makes a ₹150 order with the local gateway in test mode', async () => {
    const { token } = await server.signUp();
    const response = await server.call('/checkout/create-session', { method: 'POST', token });

    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session).toEqual({
      payment_session_id: expect.stringMatching(/^local_[0-9a-f]+$/),
      order_id: expect.stringMatching(/^tt_[A-Za-z0-9_]+$/),
      gateway: 'local',
      mode: 'test',
    });
    const order = await server.app.services.billing.findOrder(session.order_id);
    expect(order).toMatchObject({ amountPaise: 15000, currency: 'INR', state: 'open' });
  });

  test('create-session needs a signed-in user', async () => {
    const response = await server.call('/checkout/create-session', { method: 'POST' });

    expect(response.status).toBe(401);
  });

  test('success grants one calendar month, once, however many times it is reported', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    const before = new Date(Date.now() - SECOND);

    const completed = await complete(token, orderId, 'success');
    const after = new Date(Date.now() + SECOND);

    expect(completed.status).toBe(200);
    expect(await completed.json()).toEqual({ orderId, orderStatus: 'SUCCESS' });
    const paid = await billing(token);
    expect(paid.paymentStatus).toBe('paid');
    const paidUntil = new Date(paid.paidUntil);
    expect(paidUntil.getTime()).toBeGreaterThanOrEqual(oneCalendarMonthAfter(before).getTime());
    expect(paidUntil.getTime()).toBeLessThanOrEqual(oneCalendarMonthAfter(after).getTime());

    const verified = await server.call('/checkout/verify', { token, json: { orderId } });
    const returned = await returnFromCheckout(`order_id=${orderId}`);
    expect(await verified.json()).toEqual({
      orderId,
      orderStatus: 'SUCCESS',
      paymentStatus: 'paid',
      paidUntil: paid.paidUntil,
      payments: [{ payment_status: 'SUCCESS', is_captured: true }],
    });
    expect(returned.status).toBe(303);
    expect((await billing(token)).paidUntil).toBe(paid.paidUntil);
    const again = await complete(token, orderId, 'success');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This order is already settled.' });
  });

  test('a settled-at-the-gateway order reported by many calls at once grants one month', async () => {
    const { token, userId } = await server.signUp();
    const orderId = await startCheckout(token);
    const before = new Date(Date.now() - SECOND);
    // The gateway has the payment; nothing on our side has heard of it yet.
    await server.app.services.billing.localGateway?.recordAttempt(orderId, 'success');

    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => server.call('/checkout/verify', { token, json: { orderId } })),
      ...Array.from({ length: 4 }, () => server.call('/auth/check-billing', { token })),
      ...Array.from({ length: 4 }, () => returnFromCheckout(`order_id=${orderId}`)),
    ]);
    const after = new Date(Date.now() + SECOND);

    expect(answers.map((answer) => answer.status)).toEqual([...Array(8).fill(200), ...Array(4).fill(303)]);
    const { paidUntil } = await server.app.services.billing.billingOf(userId);
    const end = new Date(paidUntil ?? 0).getTime();
    expect(end).toBeGreaterThanOrEqual(oneCalendarMonthAfter(before).getTime());
    expect(end).toBeLessThanOrEqual(oneCalendarMonthAfter(after).getTime());
  });

  test('paying while subscribed extends from the current end', async () => {
    const { token, userId } = await server.signUp();
    const currentEnd = new Date(Date.now() + 10 * 24 * 3600 * SECOND);
    await server.app.services.setPaidUntil(userId, currentEnd);
    const orderId = await startCheckout(token);

    await complete(token, orderId, 'success');

    expect((await billing(token)).paidUntil).toBe(oneCalendarMonthAfter(currentEnd).toISOString());
  });

  test('paying after a subscription ended counts from now, not from the old end', async () => {
    const { token, userId } = await server.signUp();
    await server.app.services.setPaidUntil(userId, new Date(Date.now() - 3 * 24 * 3600 * SECOND));
    const orderId = await startCheckout(token);
    const before = new Date(Date.now() - SECOND);

    await complete(token, orderId, 'success');

    const end = new Date((await billing(token)).paidUntil).getTime();
    expect(end).toBeGreaterThanOrEqual(oneCalendarMonthAfter(before).getTime());
  });

  test('a failed test payment fails the order and grants nothing', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);

    const failed = await complete(token, orderId, 'failed');

    expect(await failed.json()).toEqual({ orderId, orderStatus: 'FAILED' });
    const verified = await (await server.call('/checkout/verify', { token, json: { orderId } })).json();
    expect(verified).toEqual({
      orderId,
      orderStatus: 'FAILED',
      paymentStatus: 'unpaid',
      paidUntil: null,
      payments: [{ payment_status: 'FAILED', is_captured: false }],
    });
    expect((await complete(token, orderId, 'success')).status).toBe(409);
  });

  test('a dropped test payment leaves the order open to pay again', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);

    const dropped = await complete(token, orderId, 'user_dropped');
    expect(await dropped.json()).toEqual({ orderId, orderStatus: 'USER_DROPPED' });
    expect(await billing(token)).toEqual({
      paymentStatus: 'unpaid',
      paidUntil: null,
      payments: [{ payment_status: 'USER_DROPPED', is_captured: false }],
    });

    const retried = await complete(token, orderId, 'success');
    expect(await retried.json()).toEqual({ orderId, orderStatus: 'SUCCESS' });
    const verified = await (await server.call('/checkout/verify', { token, json: { orderId } })).json();
    expect(verified.payments).toEqual([
      { payment_status: 'SUCCESS', is_captured: true },
      { payment_status: 'USER_DROPPED', is_captured: false },
    ]);
  });

  test('a pending test payment stays pending and unpaid', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);

    const pending = await complete(token, orderId, 'pending');

    expect(await pending.json()).toEqual({ orderId, orderStatus: 'PENDING' });
    const verified = await (await server.call('/checkout/verify', { token, json: { orderId } })).json();
    expect(verified).toMatchObject({ orderStatus: 'PENDING', paymentStatus: 'unpaid', paidUntil: null });
  });

  test("someone else's order is not found, for verify and for the test checkout", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const orderId = await startCheckout(owner.token);

    const verified = await server.call('/checkout/verify', { token: other.token, json: { orderId } });
    const completed = await complete(other.token, orderId, 'success');

    expect(verified.status).toBe(404);
    expect(await verified.json()).toEqual({ message: 'Order not found.' });
    expect(completed.status).toBe(404);
    expect((await billing(owner.token)).paymentStatus).toBe('unpaid');
    expect((await billing(other.token)).paymentStatus).toBe('unpaid');
  });

  test('an order made with another gateway (before a configuration change) is answered from our records', async () => {
    const { token, userId } = await server.signUp();
    const orderId = 'tt_made_with_cashfree';
    await server.app.services.db.insert(orders).values({
      id: orderId,
      userId,
      gateway: 'cashfree',
      amountPaise: 15000,
      currency: 'INR',
      outcome: 'USER_DROPPED',
    });

    const verified = await server.call('/checkout/verify', { token, json: { orderId } });

    expect(await verified.json()).toMatchObject({ orderStatus: 'USER_DROPPED', paymentStatus: 'unpaid' });
    expect(await billing(token)).toEqual({ paymentStatus: 'unpaid', paidUntil: null });
  });

  test('verify checks its body', async () => {
    const { token } = await server.signUp();

    const badId = await server.call('/checkout/verify', { token, json: { orderId: 'no spaces allowed' } });
    const unknown = await server.call('/checkout/verify', { token, json: { orderId: 'tt_does_not_exist' } });

    expect(badId.status).toBe(400);
    expect(unknown.status).toBe(404);
  });

  test('the return URL redirects to the result screen with the verified outcome', async () => {
    const { token } = await server.signUp();
    const paidOrder = await startCheckout(token);
    await complete(token, paidOrder, 'success');
    const droppedOrder = await startCheckout(token);
    await server.app.services.billing.localGateway?.recordAttempt(droppedOrder, 'user_dropped');

    const paid = await returnFromCheckout(`order_id=${paidOrder}`);
    const dropped = await returnFromCheckout(`order_id=${droppedOrder}&cf_extra=1`);
    const unknown = await returnFromCheckout('order_id=tt_unknown_order');
    const invalid = await returnFromCheckout('order_id=%3Cscript%3E');

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/payment-status?order_id=${paidOrder}&order_status=SUCCESS`);
    expect(dropped.headers.get('location')).toBe(
      `/payment-status?order_id=${droppedOrder}&order_status=USER_DROPPED`,
    );
    expect(unknown.headers.get('location')).toBe(
      '/payment-status?order_id=tt_unknown_order&order_status=UNKNOWN',
    );
    expect(invalid.status).toBe(400);
  });

  test('in production the test gateway is off, and checkout without Cashfree keys is refused', async () => {
    const production = createBilling(
      { ...server.app.services.config, nodeEnv: 'production' },
      server.app.services.db,
    );
    const { userId, email } = await server.signUp();

    expect(production.localGateway).toBeNull();
    await expect(production.createCheckoutSession({ id: userId, email })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  test("the pages' CSP lets in Cashfree's SDK script and checkout frames, and scripts from nowhere else", async () => {
    // Any address outside /api/ gets the pages' headers (the API's JSON answers get a policy allowing nothing).
    const response = await fetch(`${server.api.replace(/\/api$/, '')}/plans-page-probe`);
    const directives = new Map(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

    expect(directives.get('script-src')).toEqual(["'self'", 'https://sdk.cashfree.com']);
    expect(directives.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://sdk.cashfree.com',
        'https://payments.cashfree.com',
        'https://payments-test.cashfree.com',
      ]),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  test('the Cashfree webhook does not exist while the test gateway is on', async () => {
    const response = await server.call('/checkout/webhook', {
      json: { type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: { order_id: 'tt_x' } } },
      headers: { 'x-webhook-signature': 'x', 'x-webhook-timestamp': String(Date.now()) },
    });

    expect(response.status).toBe(404);
  });

  test('with a signing secret and clock set by a test, the webhook checks signatures and grants', async () => {
    const local = server.app.services.billing.localGateway;
    if (local === null) throw new Error('The test gateway is off.');
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    await local.recordAttempt(orderId, 'success');
    const body = JSON.stringify({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: { order: { order_id: orderId }, payment: { cf_payment_id: `${orderId}_1` } },
    });
    // An hour ago by the real clock: only the clock the test set makes it fresh.
    const sentAt = Date.now() - 60 * 60 * SECOND;
    const deliver = (secret: string) =>
      server.call('/checkout/webhook', {
        body,
        headers: {
          'content-type': 'application/json',
          'x-webhook-signature': signWebhook(secret, String(sentAt), Buffer.from(body)),
          'x-webhook-timestamp': String(sentAt),
        },
      });
    local.webhookSigning = { secret: 'test-webhook-secret', now: sentAt + 10 * SECOND };
    try {
      const forged = await deliver('another-secret');
      expect(forged.status).toBe(401);
      expect(await forged.json()).toEqual({ message: 'Invalid webhook signature.' });
      // Our records, not check-billing (which would ask the gateway itself).
      const recorded = () => server.app.services.billing.findOrder(orderId);
      expect(await recorded()).toMatchObject({ state: 'open' });

      const signed = await deliver('test-webhook-secret');
      expect(signed.status).toBe(200);
      expect(await signed.json()).toEqual({ message: 'ok' });
      expect(await recorded()).toMatchObject({ state: 'paid', outcome: 'SUCCESS' });
    } finally {
      local.webhookSigning = null;
    }
  });
});
