// Proves how the browser's language port picks the first render's language and remembers a choice (decision 0024).
import { MemoryStorage } from '@termtap/ui/testing/fakes.ts';
import { afterEach, expect, test } from 'vitest';
import {
  firstLanguage,
  languageCookieValue,
  pageLanguage,
  readChosenLanguage,
  rememberLanguage,
} from '../src/ports/language.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the test wrote.
  document.cookie = 'termtap_lang=; Path=/; Max-Age=0';
});

test('the stored choice comes first, then the cookie; anything else is no choice', () => {
  const storage = new MemoryStorage();
  expect(readChosenLanguage(storage, '')).toBeNull();
  expect(readChosenLanguage(storage, 'theme=dark; termtap_lang=hi')).toBe('hi');
  expect(readChosenLanguage(storage, 'termtap_lang=fr; other=1')).toBeNull();
  expect(readChosenLanguage(storage, 'not_termtap_lang=hi')).toBeNull();
  storage.setItem('termtap.language', 'en');
  expect(readChosenLanguage(storage, 'termtap_lang=hi')).toBe('en');
  storage.setItem('termtap.language', 'klingon');
  expect(readChosenLanguage(storage, '')).toBeNull();
});

test("the first render is in the remembered choice, else the prerendered page's language, else English", () => {
  expect(firstLanguage({ pageLanguage: 'hi', chosen: 'en' })).toBe('en');
  expect(firstLanguage({ pageLanguage: 'en', chosen: 'hi' })).toBe('hi');
  expect(firstLanguage({ pageLanguage: 'hi', chosen: null })).toBe('hi');
  expect(firstLanguage({ pageLanguage: null, chosen: null })).toBe('en');
  expect(pageLanguage(true, 'hi')).toBe('hi');
  expect(pageLanguage(true, '')).toBe('en');
  expect(pageLanguage(false, 'hi')).toBeNull();
});

test('the cookie lasts a year for the whole site, and is Secure on https', () => {
  expect(languageCookieValue('hi', false)).toBe('termtap_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(languageCookieValue('en', true)).toBe(
    'termtap_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
  );
});

test('a remembered choice is in storage and in the cookie the server reads', () => {
  const storage = new MemoryStorage();
  rememberLanguage('hi', storage);
  expect(storage.getItem('termtap.language')).toBe('hi');
  expect(document.cookie).toContain('termtap_lang=hi');
  expect(readChosenLanguage(new MemoryStorage(), document.cookie)).toBe('hi');
});
