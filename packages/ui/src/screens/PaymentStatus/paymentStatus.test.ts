// What the payment status screen reads from its query (docs/spec.md §2): order_status upper-cased, UNKNOWN by
// default.
import { expect, test } from 'vitest';
import { paymentStatusKind, readPaymentResultQuery } from './paymentStatus.ts';

const read = (query: string) => readPaymentResultQuery(new URLSearchParams(query));

test('order_status is upper-cased and trimmed', () => {
  expect(read('order_id=tt_1&order_status=success')).toEqual({ orderId: 'tt_1', orderStatus: 'SUCCESS' });
  expect(read('order_status=%20user_dropped%20').orderStatus).toBe('USER_DROPPED');
});

test('a missing or empty order_status is UNKNOWN, a missing or empty order_id is null', () => {
  expect(read('')).toEqual({ orderId: null, orderStatus: 'UNKNOWN' });
  expect(read('order_id=&order_status=')).toEqual({ orderId: null, orderStatus: 'UNKNOWN' });
});

test.each([
  ['SUCCESS', 'success'],
  ['FAILED', 'failed'],
  ['CANCELLED', 'failed'],
  ['USER_DROPPED', 'failed'],
  ['PENDING', 'pending'],
  ['UNKNOWN', 'unknown'],
  ['PAID', 'unknown'],
  ['ACTIVE', 'unknown'],
])('%s is shown as %s', (orderStatus, kind) => {
  expect(paymentStatusKind(orderStatus)).toBe(kind);
});
