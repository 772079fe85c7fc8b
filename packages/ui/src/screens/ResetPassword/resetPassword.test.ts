// Where the reset token comes from (?token= or ?t=) and the order the password rules are checked in (SPEC.md §5).
import { expect, test } from 'vitest';
import { passwordProblem, readResetToken } from './resetPassword.ts';

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

test('both fields first, then the length, then the match', () => {
  expect(passwordProblem('', '')).toBe('Please fill both password fields.');
  expect(passwordProblem('abc', '')).toBe('Please fill both password fields.');
  expect(passwordProblem('abc', 'abd')).toBe('Password must be at least 6 characters long.');
  expect(passwordProblem('abcdef', 'abcdeg')).toBe('Passwords do not match.');
  expect(passwordProblem('abcdef', 'abcdef')).toBeNull();
});
