// Which e-mails the forgot-password screen sends (docs/spec.md §5): trimmed, then name@domain.tld with no
// spaces.
import { expect, test } from 'vitest';
import { readValidEmail } from './forgotPassword.ts';

test('a valid address is sent trimmed', () => {
  expect(readValidEmail('  student@example.com\t')).toBe('student@example.com');
  expect(readValidEmail('a.b+c@mail.example.co.in')).toBe('a.b+c@mail.example.co.in');
});

test.each(['', '   ', 'student', 'student@example', '@example.com', 'stu dent@example.com', 'a@b@c.com'])(
  '%j is refused',
  (input) => {
    expect(readValidEmail(input)).toBeNull();
  },
);
