import { describe, expect, test } from 'vitest';
import { loadLanguage, translator } from '../i18n/I18nProvider.tsx';
import { humanErrorText } from './errorText.ts';

// translator('hi') reads the Hindi messages, fetched once (as the app does when Hindi is chosen).
await loadLanguage('hi');

const t = translator('en');
const hindi = translator('hi');

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
    expect(humanErrorText(t, raw, fallback)).toBe(human);
  });

  test.each([
    'the request body: must be an object.',
    'email: must be a string.',
    'role: is not allowed.',
    'The request body is not valid JSON.',
    'Unsupported content type: send application/json.',
    'The Content-Length does not match the body.',
  ])('shows the fallback for the technical text %j', (raw) => {
    expect(humanErrorText(t, raw, fallback)).toBe(fallback);
  });

  test.each([
    'Invalid email or password.',
    'An account with this email already exists.',
    'Too many attempts. Please try again later.',
    'This reset link is invalid or has expired.',
    'Too many attempts. Please try again in 1 minute.',
    'Too many attempts. Please try again in 15 minutes.',
    'Current password is incorrect.',
    'Order not found.',
  ])('keeps the server sentence %j as it is', (sentence) => {
    expect(humanErrorText(t, sentence, fallback)).toBe(sentence);
  });

  test('no message, or an empty one, gives the fallback', () => {
    expect(humanErrorText(t, undefined, fallback)).toBe(fallback);
    expect(humanErrorText(t, null, fallback)).toBe(fallback);
    expect(humanErrorText(t, '  ', fallback)).toBe(fallback);
  });
});

describe('humanErrorText in Hindi', () => {
  test.each([
    ['password: must be at least 6 characters.', 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।'],
    [
      'currentPassword: must be at most 128 characters.',
      'मौजूदा पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।',
    ],
    ['email: must be a valid email address.', 'कृपया सही ईमेल पता लिखें।'],
    ['email: is required.', 'कृपया अपना ईमेल लिखें।'],
    ['name: contains characters that are not allowed.', 'नाम में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।'],
    ['token: contains characters that are not allowed.', 'यह रीसेट लिंक गलत है या इसका समय खत्म हो गया है।'],
  ])('turns the validator text %j into %j', (raw, human) => {
    expect(humanErrorText(hindi, raw, fallback)).toBe(human);
  });

  test.each([
    ['Invalid email or password.', 'ईमेल या पासवर्ड गलत है।'],
    ['An account with this email already exists.', 'इस ईमेल से पहले से एक खाता बना हुआ है।'],
    [
      'Too many attempts. Please try again in 15 minutes.',
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    ],
    ['Your session has ended. Please log in again.', 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।'],
  ])('says the known server sentence %j in Hindi', (sentence, hindiSentence) => {
    expect(humanErrorText(hindi, sentence, fallback)).toBe(hindiSentence);
  });

  test('a server sentence the interface does not know stays as the server wrote it; the fallback is the screen’s', () => {
    expect(humanErrorText(hindi, 'Order not found.', 'कुछ गड़बड़ हो गई।')).toBe('Order not found.');
    expect(humanErrorText(hindi, 'The request body is not valid JSON.', 'कुछ गड़बड़ हो गई।')).toBe(
      'कुछ गड़बड़ हो गई।',
    );
  });
});
