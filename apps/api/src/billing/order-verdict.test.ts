// The gateway's view of an order becomes the result screen's outcome, and only an exact PAID settles it.
import { expect, test } from 'vitest';
import type { GatewayOrder, GatewayPayment, GatewayPaymentStatus } from './gateway.ts';
import { judgeOrder, summarisePayments } from './order-verdict.ts';

const charged = { amountPaise: 15000, currency: 'INR' };
const order = (status: GatewayOrder['status'], overrides: Partial<GatewayOrder> = {}): GatewayOrder => ({
  orderId: 'tt_1',
  status,
  amountPaise: 15000,
  currency: 'INR',
  ...overrides,
});
let seconds = 0;
const payment = (status: GatewayPaymentStatus, overrides: Partial<GatewayPayment> = {}): GatewayPayment => {
  seconds += 1;
  return {
    paymentId: `p${seconds}`,
    status,
    isCaptured: status === 'SUCCESS',
    amountPaise: 15000,
    currency: 'INR',
    time: `2025-05-10T10:00:${String(seconds).padStart(2, '0')}+05:30`,
    ...overrides,
  };
};

test('PAID for the amount and currency charged is a success that settles the order', () => {
  expect(judgeOrder(charged, order('PAID'), [payment('USER_DROPPED'), payment('SUCCESS')])).toEqual({
    outcome: 'SUCCESS',
    settle: 'paid',
    mismatch: null,
  });
});

test('PAID for another amount or currency grants nothing', () => {
  expect(judgeOrder(charged, order('PAID', { amountPaise: 100 }), [payment('SUCCESS')])).toMatchObject({
    outcome: 'FAILED',
    settle: null,
    mismatch: expect.stringContaining('100 paise'),
  });
  expect(judgeOrder(charged, order('PAID', { currency: 'USD' }), [])).toMatchObject({ settle: null });
  expect(judgeOrder(charged, order('PAID'), [payment('SUCCESS', { amountPaise: 14999 })])).toMatchObject({
    settle: null,
  });
  expect(judgeOrder(charged, order('PAID'), [payment('SUCCESS', { currency: 'USD' })])).toMatchObject({
    settle: null,
  });
});

test('a payment above the order amount (a gateway service charge) still counts', () => {
  expect(judgeOrder(charged, order('PAID'), [payment('SUCCESS', { amountPaise: 15354 })]).settle).toBe(
    'paid',
  );
});

test('EXPIRED and TERMINATED orders failed and can no longer be paid', () => {
  expect(judgeOrder(charged, order('EXPIRED'), [])).toEqual({
    outcome: 'FAILED',
    settle: 'failed',
    mismatch: null,
  });
  expect(judgeOrder(charged, order('TERMINATED'), [payment('FAILED')]).settle).toBe('failed');
});

test('an ACTIVE order takes the outcome of its newest attempt and stays open', () => {
  expect(judgeOrder(charged, order('ACTIVE'), [])).toEqual({
    outcome: 'PENDING',
    settle: null,
    mismatch: null,
  });
  expect(judgeOrder(charged, order('ACTIVE'), [payment('FAILED'), payment('USER_DROPPED')]).outcome).toBe(
    'USER_DROPPED',
  );
  expect(judgeOrder(charged, order('ACTIVE'), [payment('USER_DROPPED'), payment('FAILED')]).outcome).toBe(
    'FAILED',
  );
  expect(judgeOrder(charged, order('ACTIVE'), [payment('PENDING')]).outcome).toBe('PENDING');
  expect(judgeOrder(charged, order('ACTIVE'), [payment('CANCELLED')]).outcome).toBe('CANCELLED');
  // A successful attempt the gateway has not turned into PAID yet proves nothing.
  expect(judgeOrder(charged, order('ACTIVE'), [payment('SUCCESS')])).toMatchObject({
    outcome: 'PENDING',
    settle: null,
  });
});

test('payments are summarised newest first, whatever order the gateway lists them in', () => {
  const older = payment('USER_DROPPED');
  const newer = payment('SUCCESS');

  expect(summarisePayments([newer, older])).toEqual([
    { payment_status: 'SUCCESS', is_captured: true },
    { payment_status: 'USER_DROPPED', is_captured: false },
  ]);
  expect(summarisePayments([older, newer])).toEqual(summarisePayments([newer, older]));
});
