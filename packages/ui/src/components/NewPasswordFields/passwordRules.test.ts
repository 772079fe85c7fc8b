// The order the new-password rules are checked in (docs/spec.md §5), for the reset and change-password forms.
import { expect, test } from 'vitest';
import { passwordProblem } from './passwordRules.ts';

test('both fields first, then the length, then the match', () => {
  expect(passwordProblem('', '')).toBe('Please fill both password fields.');
  expect(passwordProblem('abc', '')).toBe('Please fill both password fields.');
  expect(passwordProblem('abc', 'abd')).toBe('Password must be at least 6 characters long.');
  expect(passwordProblem('abcdef', 'abcdeg')).toBe('Passwords do not match.');
  expect(passwordProblem('abcdef', 'abcdef')).toBeNull();
});
