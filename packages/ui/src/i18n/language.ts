// The interface's languages, and where a student's choice is kept in the browser. No React here: the host's
// entry and its build read these too.

export type Language = 'en' | 'hi';

export const languages: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

/** localStorage key of the student's choice (the host also sends it as the `languageCookie`). */
export const languageStorageKey = 'termtap.language';

/**
 * The cookie that tells the server which prerendered page to send (`hi` or `en`), so a reload paints in the
 * chosen language before any script runs.
 */
export const languageCookie = 'termtap_lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** The locale Intl formats dates in for a language: Indian English or Hindi, both with India's conventions. */
export const intlLocale = (language: Language): string => (language === 'hi' ? 'hi-IN' : 'en-IN');
