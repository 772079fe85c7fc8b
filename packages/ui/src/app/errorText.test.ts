import { describe, expect, test } from 'vitest';
import { humanErrorText } from './errorText.ts';

const fallback = 'Authentication failed';

describe('humanErrorText', () => {
  test.each([
    ['password: must be at least 6 characters.', 'Password must be at least 6 characters long.'],
    ['newPassword: must be at least 6 characters.', 'Password must be at least 6 characters long.'],
    ['password: must be at most 128 characters.', 'Password must be at most 128 characters long.'],
    ['email: must be a valid email address.', 'Please enter a valid email address.'],
    ['email: must be at least 3 characters.', 'Email must be at least 3 characters long.'],
    ['email: is required.', 'Please enter your email.'],
    ['password: is required.', 'Please enter your password.'],
    ['token: contains characters that are not allowed.', 'This reset link is invalid or has expired.'],
  ])('turns the validator text %j into %j', (raw, human) => {
    expect(humanErrorText(raw, fallback)).toBe(human);
  });

  test.each([
    'the request body: must be an object.',
    'email: must be a string.',
    'role: is not allowed.',
    'The request body is not valid JSON.',
    'Unsupported content type: send application/json.',
    'The Content-Length does not match the body.',
  ])('shows the fallback for the technical text %j', (raw) => {
    expect(humanErrorText(raw, fallback)).toBe(fallback);
  });

  test.each([
    'Invalid email or password.',
    'An account with this email already exists.',
    'Too many attempts. Please try again later.',
    'This reset link is invalid or has expired.',
  ])('keeps the server sentence %j as it is', (sentence) => {
    expect(humanErrorText(sentence, fallback)).toBe(sentence);
  });

  test('no message, or an empty one, gives the fallback', () => {
    expect(humanErrorText(undefined, fallback)).toBe(fallback);
    expect(humanErrorText(null, fallback)).toBe(fallback);
    expect(humanErrorText('  ', fallback)).toBe(fallback);
  });
});
