// The order the new-password rules are checked in (docs/spec.md §5), for the reset and change-password forms.
import { expect, test } from 'vitest';
import { loadLanguage, translator } from '../../i18n/I18nProvider.tsx';
import { passwordProblem } from './passwordRules.ts';

// translator('hi') reads the Hindi messages, fetched once (as the app does when Hindi is chosen).
await loadLanguage('hi');

test('both fields first, then the length, then the match', () => {
  const t = translator('en');
  expect(passwordProblem(t, '', '')).toBe('Please fill both password fields.');
  expect(passwordProblem(t, 'abc', '')).toBe('Please fill both password fields.');
  expect(passwordProblem(t, 'abc', 'abd')).toBe('Password must be at least 6 characters long.');
  expect(passwordProblem(t, 'abcdef', 'abcdeg')).toBe('Passwords do not match.');
  expect(passwordProblem(t, 'abcdef', 'abcdef')).toBeNull();
});

test('the same rules in Hindi', () => {
  const t = translator('hi');
  expect(passwordProblem(t, '', 'abcdef')).toBe('कृपया पासवर्ड के दोनों खाने भरें।');
  expect(passwordProblem(t, 'abc', 'abc')).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।');
  expect(passwordProblem(t, 'abcdef', 'abcdeg')).toBe('दोनों पासवर्ड एक जैसे नहीं हैं।');
});
