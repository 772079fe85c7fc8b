// Proves how a billing check changes the signed-in user: paid when verified, unpaid when it ended, else kept.
import type { BillingState, SessionUser } from '@termtap/api-client';
import { expect, test } from 'vitest';
import { userAfterBillingCheck } from '../src/billing.ts';

const freeUser: SessionUser = {
  email: 'a@example.com',
  remainingClicks: 3,
  paymentStatus: 'unpaid',
  paidUntil: null,
};
const paid: BillingState = { paymentStatus: 'paid', paidUntil: '2026-12-21T10:15:00.000Z', isPaid: true };
const unpaid: BillingState = { paymentStatus: 'unpaid', paidUntil: null, isPaid: false };

test('a verified payment makes the user paid until the server says', () => {
  expect(userAfterBillingCheck(freeUser, paid)).toEqual({
    ...freeUser,
    paymentStatus: 'paid',
    paidUntil: '2026-12-21T10:15:00.000Z',
  });
});

test('a subscription the server no longer reports as paid has ended', () => {
  const subscriber = { ...freeUser, paymentStatus: 'paid', paidUntil: '2026-01-01T00:00:00.000Z' };
  expect(userAfterBillingCheck(subscriber, unpaid)).toEqual({
    ...freeUser,
    paymentStatus: 'unpaid',
    paidUntil: null,
  });
});

test('nothing changes when the check agrees, or for a status only the client knows', () => {
  const subscriber = { ...freeUser, paymentStatus: 'paid', paidUntil: paid.paidUntil };
  expect(userAfterBillingCheck(subscriber, paid)).toBe(subscriber);
  const pending = { ...freeUser, paymentStatus: 'pending' };
  expect(userAfterBillingCheck(pending, unpaid)).toBe(pending);
  expect(userAfterBillingCheck(null, paid)).toBeNull();
});
