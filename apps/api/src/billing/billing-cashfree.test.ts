// Checkout through Cashfree (a local stand-in): every gateway outcome, the webhook's checks, the return URL,
// and one month granted once whoever reports the payment first.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  gatewayCallsFor as gatewayCallsOf,
  startCheckout as startCheckoutOn,
  startTestServerWithFakeCashfree,
} from '../../test/support/cashfree.ts';
import { capturedLog } from '../../test/support/log.ts';
import { databases, type TestServer } from '../../test/support/server.ts';
import { orders } from '../db/schema/billing.ts';
import { CASHFREE_API_VERSION, PLACEHOLDER_CUSTOMER_PHONE } from './cashfree.ts';
import type { GatewayPaymentStatus } from './gateway.ts';
import { oneCalendarMonthAfter } from './testing/calendar.ts';
import type { FakeCashfree } from './testing/fake-cashfree.ts';
import { signWebhook, WEBHOOK_MAX_AGE_MS } from './webhook-signature.ts';

const SECOND = 1000;

describe.each(databases)('checkout with Cashfree on %s', (database) => {
  let cashfree: FakeCashfree;
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    ({ cashfree, server } = await startTestServerWithFakeCashfree(
      database,
      { logLevel: 'error' },
      { logStream: log.stream },
    ));
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    cashfree.setDelay(0);
  });

  const startCheckout = (token: string) => startCheckoutOn(server, token);

  const verify = (token: string, orderId: string) =>
    server.call('/checkout/verify', { token, json: { orderId } });
  const billing = async (token: string) => (await server.call('/auth/check-billing', { token })).json();
  const returnFromCheckout = (orderId: string) =>
    fetch(`${server.api}/checkout/return?order_id=${orderId}`, { redirect: 'manual' });
  const gatewayCallsFor = (orderId: string) => gatewayCallsOf(cashfree, orderId);

  /** A delivery as Cashfree makes it: pretty-printed JSON, signed over its exact bytes. */
  function webhookFor(orderId: string, status: GatewayPaymentStatus, overrides: { timestamp?: string } = {}) {
    const payment = cashfree.addPayment(orderId, status);
    const type = status === 'SUCCESS' ? 'PAYMENT_SUCCESS_WEBHOOK' : `PAYMENT_${status}_WEBHOOK`;
    const body = JSON.stringify(
      {
        data: {
          order: { order_id: orderId, order_amount: 150, order_currency: 'INR', order_tags: null },
          payment: {
            cf_payment_id: Number(payment.cf_payment_id),
            payment_status: status,
            payment_amount: 150,
            payment_currency: 'INR',
            payment_message: payment.payment_message,
            payment_time: payment.payment_time,
            payment_group: 'upi',
          },
          customer_details: { customer_name: null, customer_id: 'termtap1', customer_email: 'a@b.c' },
        },
        event_time: payment.payment_time,
        type,
      },
      null,
      2,
    );
    const timestamp = overrides.timestamp ?? String(Date.now());
    return { body, timestamp, signature: signWebhook(cashfree.secretKey, timestamp, Buffer.from(body)) };
  }

  const deliver = (delivery: { body: string; timestamp: string; signature: string }) =>
    server.call('/checkout/webhook', {
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'x-webhook-signature': delivery.signature,
        'x-webhook-timestamp': delivery.timestamp,
        'x-webhook-version': '2023-08-01',
      },
    });

  test('create-session creates a ₹150 order at Cashfree with our return and webhook URLs', async () => {
    const { token, userId, email } = await server.signUp();

    const response = await server.call('/checkout/create-session', { method: 'POST', token });

    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session).toEqual({
      payment_session_id: `session_${session.order_id}_fake`,
      order_id: expect.stringMatching(/^tt_[A-Za-z0-9_]+$/),
      gateway: 'cashfree',
      mode: 'sandbox',
    });
    const sent = cashfree.requests.find(
      (request) => request.method === 'POST' && JSON.stringify(request.body).includes(session.order_id),
    );
    expect(sent?.headers['x-api-version']).toBe(CASHFREE_API_VERSION);
    expect(sent?.headers['x-idempotency-key']).toBe(session.order_id);
    expect(sent?.body).toEqual({
      order_id: session.order_id,
      order_amount: 150,
      order_currency: 'INR',
      customer_details: {
        customer_id: `termtap${userId}`,
        customer_email: email,
        customer_phone: PLACEHOLDER_CUSTOMER_PHONE,
      },
      order_meta: {
        return_url: 'https://termtap.test/api/checkout/return?order_id={order_id}',
        notify_url: 'https://termtap.test/api/checkout/webhook',
      },
      order_note: 'TermTap monthly subscription',
    });
  });

  test.each([
    { gateway: 'PAID', attempts: ['SUCCESS'], orderStatus: 'SUCCESS', paymentStatus: 'paid' },
    {
      gateway: 'ACTIVE with USER_DROPPED',
      attempts: ['USER_DROPPED'],
      orderStatus: 'USER_DROPPED',
      paymentStatus: 'unpaid',
    },
    { gateway: 'ACTIVE with FAILED', attempts: ['FAILED'], orderStatus: 'FAILED', paymentStatus: 'unpaid' },
    {
      gateway: 'ACTIVE with PENDING',
      attempts: ['PENDING'],
      orderStatus: 'PENDING',
      paymentStatus: 'unpaid',
    },
    { gateway: 'ACTIVE, not attempted', attempts: [], orderStatus: 'PENDING', paymentStatus: 'unpaid' },
    {
      gateway: 'PAID after a drop',
      attempts: ['USER_DROPPED', 'SUCCESS'],
      orderStatus: 'SUCCESS',
      paymentStatus: 'paid',
    },
  ] satisfies {
    gateway: string;
    attempts: GatewayPaymentStatus[];
    orderStatus: string;
    paymentStatus: string;
  }[])(
    'verify: Cashfree says $gateway → $orderStatus, $paymentStatus',
    async ({ attempts, orderStatus, paymentStatus }) => {
      const { token } = await server.signUp();
      const orderId = await startCheckout(token);
      for (const status of attempts) cashfree.addPayment(orderId, status);

      const response = await verify(token, orderId);

      expect(response.status).toBe(200);
      const result = await response.json();
      expect(result).toMatchObject({ orderId, orderStatus, paymentStatus });
      expect(result.payments.map((payment: { payment_status: string }) => payment.payment_status)).toEqual(
        [...attempts].reverse(),
      );
      expect((await billing(token)).paymentStatus).toBe(paymentStatus);
    },
  );

  test('verify: an EXPIRED order failed, and check-billing stops asking Cashfree about it', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    cashfree.setOrderStatus(orderId, 'EXPIRED');

    const result = await (await verify(token, orderId)).json();
    const callsAfterVerify = gatewayCallsFor(orderId);
    await billing(token);

    expect(result).toMatchObject({ orderStatus: 'FAILED', paymentStatus: 'unpaid', paidUntil: null });
    expect(gatewayCallsFor(orderId)).toBe(callsAfterVerify);
  });

  test('PAID for another amount than we charged grants nothing', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    cashfree.addPayment(orderId, 'SUCCESS', { payment_amount: 1 });
    const order = cashfree.orders.get(orderId);
    if (order) order.order_amount = 1;

    const result = await (await verify(token, orderId)).json();

    expect(result).toMatchObject({ orderStatus: 'FAILED', paymentStatus: 'unpaid', paidUntil: null });
    const logged = log.lines.map((line) => JSON.parse(line)).find((entry) => entry.orderId === orderId);
    expect(logged).toMatchObject({ level: 50, msg: 'payment does not match the order: nothing granted' });
  });

  test('check-billing grants a payment made since, once, and shows its payments', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    cashfree.addPayment(orderId, 'SUCCESS');

    const first = await billing(token);
    const second = await billing(token);

    expect(first).toEqual({
      paymentStatus: 'paid',
      paidUntil: expect.any(String),
      payments: [{ payment_status: 'SUCCESS', is_captured: true }],
    });
    expect(second).toEqual({ paymentStatus: 'paid', paidUntil: first.paidUntil });
  });

  test("someone else's order is not found, and Cashfree is not asked", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const orderId = await startCheckout(owner.token);
    cashfree.addPayment(orderId, 'SUCCESS');

    const response = await verify(other.token, orderId);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found.' });
    expect(gatewayCallsFor(orderId)).toBe(0);
    expect((await billing(other.token)).paymentStatus).toBe('unpaid');
  });

  test('Cashfree not answering: 502 for create-session and verify, UNKNOWN on return, billing still answers', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);

    cashfree.failNext(500);
    const created = await server.call('/checkout/create-session', { method: 'POST', token });
    cashfree.failNext(502, 2);
    const verified = await verify(token, orderId);
    cashfree.failNext(502, 2);
    const returned = await returnFromCheckout(orderId);
    cashfree.failNext(502, 2);
    const state = await server.call('/auth/check-billing', { token });

    expect(created.status).toBe(502);
    expect(await created.json()).toEqual({
      message: 'The payment gateway is not answering. Please try again later.',
    });
    expect(verified.status).toBe(502);
    expect(returned.headers.get('location')).toBe(`/payment-status?order_id=${orderId}&order_status=UNKNOWN`);
    expect(state.status).toBe(200);
    expect(await state.json()).toMatchObject({ paymentStatus: 'unpaid' });
  });

  test('an order Cashfree refused to create is FAILED on verify, without asking Cashfree again', async () => {
    const { token, userId } = await server.signUp();
    cashfree.failNext(400);
    const created = await server.call('/checkout/create-session', { method: 'POST', token });
    const [order] = await server.app.services.db.select().from(orders).where(eq(orders.userId, userId));
    const callsBefore = cashfree.requests.length;

    const verified = await verify(token, order?.id ?? '');

    expect(created.status).toBe(502);
    expect(await verified.json()).toMatchObject({
      orderStatus: 'FAILED',
      paymentStatus: 'unpaid',
      payments: [],
    });
    expect(cashfree.requests.length).toBe(callsBefore);
  });

  test('the return URL asks Cashfree and redirects with the verified outcome', async () => {
    const { token } = await server.signUp();
    const paidOrder = await startCheckout(token);
    cashfree.addPayment(paidOrder, 'SUCCESS');
    const droppedOrder = await startCheckout(token);
    cashfree.addPayment(droppedOrder, 'USER_DROPPED');

    const paid = await returnFromCheckout(paidOrder);
    const dropped = await returnFromCheckout(droppedOrder);

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/payment-status?order_id=${paidOrder}&order_status=SUCCESS`);
    expect(dropped.status).toBe(303);
    expect(dropped.headers.get('location')).toBe(
      `/payment-status?order_id=${droppedOrder}&order_status=USER_DROPPED`,
    );
    expect((await billing(token)).paymentStatus).toBe('paid');
  });

  test('a webhook with a good signature grants the month after asking Cashfree; a replay changes nothing', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    const delivery = webhookFor(orderId, 'SUCCESS');

    const first = await deliver(delivery);
    const afterFirst = await billing(token);
    const callsAfterFirst = gatewayCallsFor(orderId);
    const replay = await deliver(delivery);

    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'ok' });
    expect(callsAfterFirst).toBeGreaterThan(0);
    expect(afterFirst.paymentStatus).toBe('paid');
    expect(replay.status).toBe(200);
    expect(gatewayCallsFor(orderId)).toBe(callsAfterFirst);
    expect((await billing(token)).paidUntil).toBe(afterFirst.paidUntil);
  });

  test('a webhook grants nothing the gateway does not confirm', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);
    const delivery = webhookFor(orderId, 'SUCCESS');
    // Cashfree's own record says the order is still open: the payload alone proves nothing.
    cashfree.setOrderStatus(orderId, 'ACTIVE');

    const response = await deliver(delivery);

    expect(response.status).toBe(200);
    expect((await billing(token)).paymentStatus).toBe('unpaid');
  });

  test('a webhook with a bad signature is refused before anything is read from it', async () => {
    const { token, userId } = await server.signUp();
    const orderId = await startCheckout(token);
    const delivery = webhookFor(orderId, 'SUCCESS');
    const forged = {
      ...delivery,
      signature: signWebhook('not-the-secret', delivery.timestamp, Buffer.from(delivery.body)),
    };
    // The same JSON without the pretty-printing: other bytes, so the signature does not hold.
    const reserialised = { ...delivery, body: JSON.stringify(JSON.parse(delivery.body)) };

    const responses = [await deliver(forged), await deliver(reserialised)];

    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid webhook signature.' });
    }
    expect(gatewayCallsFor(orderId)).toBe(0);
    expect(await server.app.services.billing.billingOf(userId)).toEqual({
      paymentStatus: 'unpaid',
      paidUntil: null,
    });
  });

  test('a webhook with a stale timestamp is refused', async () => {
    const { token, userId } = await server.signUp();
    const orderId = await startCheckout(token);
    const stale = webhookFor(orderId, 'SUCCESS', {
      timestamp: String(Date.now() - WEBHOOK_MAX_AGE_MS - 60 * SECOND),
    });
    // The payment is real but unreported: only the stale delivery could grant it.
    const callsBefore = gatewayCallsFor(orderId);

    const response = await deliver(stale);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Stale webhook timestamp.' });
    expect(gatewayCallsFor(orderId)).toBe(callsBefore);
    expect(await server.app.services.billing.billingOf(userId)).toEqual({
      paymentStatus: 'unpaid',
      paidUntil: null,
    });
  });

  test('a webhook without its signature headers is a bad request', async () => {
    const response = await server.call('/checkout/webhook', {
      json: { type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: { order_id: 'tt_x' } } },
    });

    expect(response.status).toBe(400);
  });

  test('a signed webhook about an order that is not ours is acknowledged and ignored', async () => {
    const body = JSON.stringify({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: { order: { order_id: 'other_shop_1' } },
    });
    const timestamp = String(Date.now());

    const response = await deliver({
      body,
      timestamp,
      signature: signWebhook(cashfree.secretKey, timestamp, Buffer.from(body)),
    });

    expect(response.status).toBe(200);
  });

  test('a webhook racing verify, check-billing and the return URL grants one month, once', async () => {
    const { token, userId } = await server.signUp();
    const orderId = await startCheckout(token);
    const delivery = webhookFor(orderId, 'SUCCESS');
    cashfree.setDelay(30);
    const before = new Date(Date.now() - SECOND);

    const answers = await Promise.all([
      deliver(delivery),
      verify(token, orderId),
      deliver(delivery),
      verify(token, orderId),
      server.call('/auth/check-billing', { token }),
      returnFromCheckout(orderId),
      verify(token, orderId),
    ]);
    const after = new Date(Date.now() + SECOND);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 303, 200]);
    const { paidUntil } = await server.app.services.billing.billingOf(userId);
    const end = new Date(paidUntil ?? 0).getTime();
    expect(end).toBeGreaterThanOrEqual(oneCalendarMonthAfter(before).getTime());
    expect(end).toBeLessThanOrEqual(oneCalendarMonthAfter(after).getTime());
  });

  test('the local test gateway does not exist when Cashfree is configured', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(token);

    const response = await server.call('/checkout/local/complete', {
      token,
      json: { orderId, outcome: 'success' },
    });

    expect(response.status).toBe(404);
    expect(server.app.services.billing.localGateway).toBeNull();
    expect((await billing(token)).paymentStatus).toBe('unpaid');
  });
});
