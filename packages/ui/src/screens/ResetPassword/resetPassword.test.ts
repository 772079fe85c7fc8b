// Where the reset token comes from: ?token=, or ?t= (docs/spec.md §2).
import { expect, test } from 'vitest';
import { readResetToken } from './resetPassword.ts';

const token = (query: string) => readResetToken(new URLSearchParams(query));

test('the token comes from ?token=, or from ?t= as the alternative', () => {
  expect(token('token=abc')).toBe('abc');
  expect(token('t=xyz')).toBe('xyz');
  expect(token('token=abc&t=xyz')).toBe('abc');
});

test('an empty or blank token counts as none, and the other parameter is used', () => {
  expect(token('')).toBeNull();
  expect(token('token=')).toBeNull();
  expect(token('token=%20%20')).toBeNull();
  expect(token('token=&t=xyz')).toBe('xyz');
});
