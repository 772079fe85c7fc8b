// Proves the payment endpoints hold up against abuse, on each database: Cashfree calls cannot be multiplied,
// a signed webhook with a NUL byte is acknowledged instead of failing forever, and an https site sends HSTS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GATEWAY_ASKS_PER_RETURN_IP } from '../src/billing/gateway-budget.ts';
import type { FakeCashfree } from '../src/billing/testing/fake-cashfree.ts';
import { signWebhook } from '../src/billing/webhook-signature.ts';
import { gatewayCallsFor, startCheckout, startTestServerWithFakeCashfree } from './support/cashfree.ts';
import { databases, type TestServer } from './support/server.ts';

describe.each(databases)('payment hardening on %s', (database) => {
  let cashfree: FakeCashfree;
  let server: TestServer;
  beforeAll(async () => {
    // The public URL's scheme in capitals, as an operator may write it: still https.
    ({ cashfree, server } = await startTestServerWithFakeCashfree(database, {
      publicUrl: 'HTTPS://termtap.test',
    }));
  });
  afterAll(async () => {
    await server?.close();
  });

  function signedDelivery(payload: unknown) {
    const body = JSON.stringify(payload);
    const timestamp = String(Date.now());
    return server.call('/checkout/webhook', {
      body,
      headers: {
        'content-type': 'application/json',
        'x-webhook-signature': signWebhook(cashfree.secretKey, timestamp, Buffer.from(body)),
        'x-webhook-timestamp': timestamp,
        'x-webhook-version': '2023-08-01',
      },
    });
  }

  test('100 simultaneous check-billing calls share their round trips to Cashfree', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    cashfree.setDelay(300);
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => server.call('/auth/check-billing', { token })),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      cashfree.setDelay(0);
    }
    // Each round trip is two calls (the order and its payments); calls arriving while one is under way join it.
    // Before: 200 calls for this one order.
    expect(gatewayCallsFor(cashfree, orderId)).toBeLessThanOrEqual(20);
  });

  test('a webhook arriving while a shared round trip is under way still asks afresh and grants the month', async () => {
    const { token, userId } = await server.signUp();
    const orderId = await startCheckout(server, token);
    cashfree.setDelay(400);
    try {
      // This check asks Cashfree before the payment exists, and its answer arrives after the webhook.
      const staleCheck = server.call('/auth/check-billing', { token });
      await new Promise((resolve) => setTimeout(resolve, 100));
      cashfree.addPayment(orderId, 'SUCCESS');
      const webhook = await signedDelivery({
        type: 'PAYMENT_SUCCESS_WEBHOOK',
        data: { order: { order_id: orderId }, payment: { cf_payment_id: 4242 } },
      });
      expect(webhook.status).toBe(200);
      await (await staleCheck).body?.cancel();
    } finally {
      cashfree.setDelay(0);
    }
    // Our records, not another check (which would ask Cashfree again and hide a stale webhook).
    expect((await server.app.services.billing.billingOf(userId)).paymentStatus).toBe('paid');
  });

  test('one user polling check-billing far past the web app gets answers from our records', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    for (let call = 0; call < 60; call += 1) {
      expect((await server.call('/auth/check-billing', { token })).status).toBe(200);
    }
    // The budget is 40 asks per user per 10 minutes: at most 80 calls, not 120.
    expect(gatewayCallsFor(cashfree, orderId)).toBeLessThanOrEqual(80);
    cashfree.addPayment(orderId, 'SUCCESS');
    // The webhook always asks, so a payment still lands while the budget is spent.
    const order = cashfree.orders.get(orderId);
    expect(order).toBeDefined();
    const webhook = await signedDelivery({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: { order: { order_id: orderId }, payment: { cf_payment_id: 77 } },
    });
    expect(webhook.status).toBe(200);
    expect((await (await server.call('/auth/check-billing', { token })).json()).paymentStatus).toBe('paid');
  });

  test('unauthenticated return requests ask Cashfree at most 10 times per IP, and still redirect', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    cashfree.addPayment(orderId, 'USER_DROPPED');
    const ip = '198.19.7.1';
    for (let call = 0; call < 30; call += 1) {
      const response = await server.call(`/checkout/return?order_id=${orderId}`, { ip });
      expect(response.redirected || response.status === 200 || response.status === 303).toBe(true);
    }
    expect(gatewayCallsFor(cashfree, orderId)).toBeLessThanOrEqual(2 * GATEWAY_ASKS_PER_RETURN_IP.max);
    const answer = await fetch(`${server.api}/checkout/return?order_id=${orderId}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': ip },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `/payment-status?order_id=${orderId}&order_status=USER_DROPPED`,
    );
  });

  test('a signed webhook with a NUL byte in an id is acknowledged (200), not a 500 retried forever', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    const nulOrder = await signedDelivery({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: { order: { order_id: `${orderId}\u0000` }, payment: { cf_payment_id: 1 } },
    });
    expect(nulOrder.status).toBe(200);
    expect(await nulOrder.json()).toEqual({ message: 'ok' });

    cashfree.addPayment(orderId, 'SUCCESS');
    const nulPayment = await signedDelivery({
      type: 'PAYMENT_SUCCESS\u0000WEBHOOK',
      data: { order: { order_id: orderId }, payment: { cf_payment_id: `12\u000034` } },
    });
    expect(nulPayment.status).toBe(200);
    expect((await (await server.call('/auth/check-billing', { token })).json()).paymentStatus).toBe('paid');
  });

  test('with an https public URL every answer, errors included, carries HSTS', async () => {
    for (const path of ['/health', '/no-such-route', '/pages/%ZZ']) {
      const response = await fetch(`${server.api}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  test('an https public URL in capitals still gives Cashfree our webhook URL', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    const sent = cashfree.requests.find(
      (request) => request.method === 'POST' && JSON.stringify(request.body).includes(orderId),
    );
    expect(JSON.stringify(sent?.body)).toContain('/api/checkout/webhook');
  });
});
