// Proves the storage rules of docs/spec.md §4: which key the user is restored from and how the token is read.
import { expect, test } from 'vitest';
import { MemoryStorage } from '../app/testing/fakes.ts';
import { hasAccess, userAfterDescribe, userAfterPaymentRequired } from './access.ts';
import { readStoredToken, readStoredUser, writeStoredToken, writeStoredUser } from './storedSession.ts';

const user = { email: 'a@example.com', remainingClicks: 3, paymentStatus: 'unpaid', paidUntil: null };

test('invalid JSON under authuser falls through to the next key holding an object', () => {
  const storage = new MemoryStorage({
    authuser: '{not json',
    authUser: '"a string, not an object"',
    user: JSON.stringify(user),
  });
  expect(readStoredUser(storage)).toEqual(user);
});

test('authuser wins over authUser and user', () => {
  const storage = new MemoryStorage({
    authuser: JSON.stringify({ ...user, remainingClicks: 1 }),
    authUser: JSON.stringify(user),
  });
  expect(readStoredUser(storage)?.remainingClicks).toBe(1);
});

test('no valid object under any key gives no user', () => {
  expect(readStoredUser(new MemoryStorage({ authuser: 'null', user: '[1,2]' }))).toBeNull();
});

test('a user is written to authuser and authUser; null removes all three keys', () => {
  const storage = new MemoryStorage({ user: '{}' });
  writeStoredUser(storage, user);
  expect(JSON.parse(storage.getItem('authuser') ?? '')).toEqual(user);
  expect(storage.getItem('authUser')).toBe(storage.getItem('authuser'));
  writeStoredUser(storage, null);
  expect(storage.snapshot()).toEqual({});
});

test('the token is read as JSON text or as a plain string', () => {
  expect(readStoredToken(new MemoryStorage({ token: '"abc.def"' }))).toBe('abc.def');
  expect(readStoredToken(new MemoryStorage({ token: 'abc.def' }))).toBe('abc.def');
  expect(readStoredToken(new MemoryStorage({ token: '' }))).toBeNull();
  expect(readStoredToken(new MemoryStorage())).toBeNull();
  const storage = new MemoryStorage();
  writeStoredToken(storage, 'xyz');
  expect(readStoredToken(storage)).toBe('xyz');
});

test('access: paid, or clicks above 0', () => {
  expect(hasAccess(null)).toBe(false);
  expect(hasAccess({ ...user, remainingClicks: 0 })).toBe(false);
  expect(hasAccess({ ...user, remainingClicks: null })).toBe(false);
  expect(hasAccess({ ...user, remainingClicks: 1 })).toBe(true);
  expect(hasAccess({ ...user, remainingClicks: 0, paymentStatus: 'paid' })).toBe(true);
});

test('a describe answer updates the count and keeps or upgrades the payment status', () => {
  const answer = {
    snippet: 'x',
    parts: null,
    link: null,
    remainingClicks: 2,
    paid: false,
    attribution: null,
  };
  expect(userAfterDescribe(user, answer)).toMatchObject({ remainingClicks: 2, paymentStatus: 'unpaid' });
  expect(userAfterDescribe({ ...user, paymentStatus: null }, answer)?.paymentStatus).toBe('unpaid');
  expect(userAfterDescribe({ ...user, paymentStatus: 'pending' }, answer)?.paymentStatus).toBe('pending');
  expect(userAfterDescribe(user, { ...answer, paid: true })?.paymentStatus).toBe('paid');
  expect(userAfterDescribe(null, answer)).toBeNull();
});

test('a 402 stores the count from the answer, 0 by default, and unpaid', () => {
  expect(userAfterPaymentRequired({ ...user, paymentStatus: 'paid' }, 0)).toMatchObject({
    remainingClicks: 0,
    paymentStatus: 'unpaid',
  });
  expect(userAfterPaymentRequired(user, undefined).remainingClicks).toBe(0);
});
