// The Cashfree adapter sends what Cashfree documents (headers, body) and reads its documented answers.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { CASHFREE_API_VERSION, createCashfreeGateway, PLACEHOLDER_CUSTOMER_PHONE } from './cashfree.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { type FakeCashfree, startFakeCashfree } from './testing/fake-cashfree.ts';

let cashfree: FakeCashfree;
let gateway: PaymentGateway;

beforeEach(async () => {
  cashfree = await startFakeCashfree();
  gateway = createCashfreeGateway({
    appId: cashfree.appId,
    secretKey: cashfree.secretKey,
    env: 'sandbox',
    apiUrl: cashfree.url,
  });
});

afterEach(async () => {
  await cashfree.close();
});

const newOrder = {
  orderId: 'tt_test_order_1',
  amountPaise: 15000,
  currency: 'INR',
  customer: { id: 'user42', email: 'student@example.com' },
  returnUrl: 'https://termtap.in/api/checkout/return?order_id={order_id}',
  notifyUrl: 'https://termtap.in/api/checkout/webhook',
};

test('create order sends the credentials, the API version, an idempotency key and the documented body', async () => {
  const { paymentSessionId } = await gateway.createOrder(newOrder);

  expect(paymentSessionId).toBe('session_tt_test_order_1_fake');
  const [request] = cashfree.requests;
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/pg/orders');
  expect(request?.headers['x-client-id']).toBe(cashfree.appId);
  expect(request?.headers['x-client-secret']).toBe(cashfree.secretKey);
  expect(request?.headers['x-api-version']).toBe(CASHFREE_API_VERSION);
  expect(request?.headers['x-idempotency-key']).toBe('tt_test_order_1');
  expect(request?.headers['content-type']).toBe('application/json');
  expect(request?.body).toEqual({
    order_id: 'tt_test_order_1',
    order_amount: 150,
    order_currency: 'INR',
    customer_details: {
      customer_id: 'user42',
      customer_email: 'student@example.com',
      customer_phone: PLACEHOLDER_CUSTOMER_PHONE,
    },
    order_meta: {
      return_url: 'https://termtap.in/api/checkout/return?order_id={order_id}',
      notify_url: 'https://termtap.in/api/checkout/webhook',
    },
    order_note: 'TermTap monthly subscription',
  });
});

test('create order leaves notify_url out when the server has no https address', async () => {
  await gateway.createOrder({ ...newOrder, notifyUrl: null });

  expect(cashfree.requests[0]?.body).toMatchObject({
    order_meta: { return_url: newOrder.returnUrl },
  });
  expect(JSON.stringify(cashfree.requests[0]?.body)).not.toContain('notify_url');
});

test('a retried create with the same idempotency key gets the same session', async () => {
  const first = await gateway.createOrder(newOrder);
  const second = await gateway.createOrder(newOrder);

  expect(second).toEqual(first);
  expect(cashfree.orders.size).toBe(1);
});

test('get order reads status, amount and currency; get payments reads each attempt', async () => {
  await gateway.createOrder(newOrder);
  cashfree.addPayment(newOrder.orderId, 'USER_DROPPED');
  cashfree.addPayment(newOrder.orderId, 'SUCCESS');

  const order = await gateway.getOrder(newOrder.orderId);
  const payments = await gateway.getPayments(newOrder.orderId);

  expect(order).toEqual({ orderId: newOrder.orderId, status: 'PAID', amountPaise: 15000, currency: 'INR' });
  expect(
    payments.map(({ status, isCaptured, amountPaise, currency }) => ({
      status,
      isCaptured,
      amountPaise,
      currency,
    })),
  ).toEqual([
    { status: 'USER_DROPPED', isCaptured: false, amountPaise: 15000, currency: 'INR' },
    { status: 'SUCCESS', isCaptured: true, amountPaise: 15000, currency: 'INR' },
  ]);
  for (const request of cashfree.requests.slice(1)) {
    expect(request.method).toBe('GET');
    expect(request.headers['x-client-id']).toBe(cashfree.appId);
    expect(request.headers['x-client-secret']).toBe(cashfree.secretKey);
    expect(request.headers['x-api-version']).toBe(CASHFREE_API_VERSION);
  }
  expect(cashfree.requests.map((request) => request.path)).toEqual([
    '/pg/orders',
    '/pg/orders/tt_test_order_1',
    '/pg/orders/tt_test_order_1/payments',
  ]);
});

test('a payment id sent as a number is read as text', async () => {
  await gateway.createOrder(newOrder);
  const payment = cashfree.addPayment(newOrder.orderId, 'FAILED');
  // Older API versions sent cf_payment_id as a number.
  Object.assign(payment, { cf_payment_id: 885522 });

  const [read] = await gateway.getPayments(newOrder.orderId);

  expect(read?.paymentId).toBe('885522');
});

test('Cashfree errors become gateway errors that carry the status and message', async () => {
  await expect(gateway.getOrder('tt_unknown')).rejects.toThrow(
    new GatewayError('Cashfree answered 404: order not found', 404),
  );
  cashfree.failNext(500);
  await expect(gateway.createOrder(newOrder)).rejects.toMatchObject({ name: 'GatewayError', status: 500 });
});

test('wrong credentials are a gateway error, not an order', async () => {
  const wrong = createCashfreeGateway({
    appId: 'nope',
    secretKey: 'nope',
    env: 'sandbox',
    apiUrl: cashfree.url,
  });

  await expect(wrong.createOrder(newOrder)).rejects.toMatchObject({ name: 'GatewayError', status: 401 });
});

test('an unreachable Cashfree is a gateway error', async () => {
  const url = cashfree.url;
  await cashfree.close();
  cashfree = await startFakeCashfree();
  const unreachable = createCashfreeGateway({ appId: 'a', secretKey: 'b', env: 'production', apiUrl: url });

  await expect(unreachable.getOrder('tt_x')).rejects.toBeInstanceOf(GatewayError);
});

test('an answer without the fields we need is a gateway error', async () => {
  await gateway.createOrder(newOrder);
  const order = cashfree.orders.get(newOrder.orderId);
  if (order !== undefined) Object.assign(order, { order_status: 'SOMETHING_NEW' });

  await expect(gateway.getOrder(newOrder.orderId)).rejects.toThrow(/order_status SOMETHING_NEW/);
});
