// Proves a card's due time reads as a student would say it, in English and in Hindi.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { LanguageProvider, loadLanguage, type Translate, useT } from '../i18n/I18nProvider.tsx';
import type { Language } from '../i18n/language.ts';
import { dueIn } from './dueText.ts';

/** The `t` a screen in `language` gets. */
function translator(language: Language): Translate {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>
  );
  return renderHook(() => useT(), { wrapper }).result.current;
}

let en: Translate;
let hi: Translate;
beforeAll(async () => {
  await loadLanguage('hi');
  en = translator('en');
  hi = translator('hi');
});

const now = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

test('minutes, hours and days, rounded', () => {
  expect(dueIn(en, later(60_000), now)).toBe('in 1 minute');
  expect(dueIn(en, later(10 * 60_000), now)).toBe('in 10 minutes');
  expect(dueIn(en, later(20_000), now)).toBe('in 1 minute');
  expect(dueIn(en, later(3 * 3_600_000), now)).toBe('in 3 hours');
  expect(dueIn(en, later(8 * 86_400_000 + 3_600_000), now)).toBe('in 8 days');
  expect(dueIn(en, later(86_400_000), now)).toBe('in 1 day');
  expect(dueIn(en, later(86_400_000 - 2_000), now)).toBe('in 1 day');
});

test('in Hindi: मिनट, घंटे and दिन, with Latin digits', () => {
  expect(dueIn(hi, later(60_000), now)).toBe('1 मिनट में');
  expect(dueIn(hi, later(3 * 3_600_000), now)).toBe('3 घंटे में');
  expect(dueIn(hi, later(8 * 86_400_000), now)).toBe('8 दिन में');
  expect(dueIn(hi, later(-5_000), now)).toBe('अभी');
});

test('a time already past is now; no time or an unreadable one is null', () => {
  expect(dueIn(en, later(-5_000), now)).toBe('now');
  expect(dueIn(en, null, now)).toBeNull();
  expect(dueIn(en, 'soon', now)).toBeNull();
});
