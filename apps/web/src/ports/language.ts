// The student's interface language in the browser (decision 0024): which language the first render uses, and
// where a choice is remembered so that the next visit paints in it before any script runs.

import { isLanguage, type Language, languageCookie, languageStorageKey } from '@termtap/ui/language';
import type { StoragePort } from '@termtap/ui/ports';

/**
 * Where the page tells the service worker the language (it reads it for every page it serves, decision 0024):
 * a Cache Storage entry, which the page can write with or without a service worker running.
 */
export const languageFlagCache = 'termtap-language';
export const languageFlagUrl = '/termtap-language';

/** A year: the cookie outlives a browser restart, as the stored choice does. */
const cookieMaxAge = 365 * 24 * 60 * 60;

/** The choice this browser remembers (storage first, then the cookie the server reads), or null. */
export function readChosenLanguage(storage: StoragePort, cookie: string): Language | null {
  const stored = storage.getItem(languageStorageKey);
  if (isLanguage(stored)) return stored;
  const fromCookie = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`).exec(cookie)?.[1];
  return isLanguage(fromCookie) ? fromCookie : null;
}

/**
 * The first render's language: the remembered choice, else a prerendered page's own (its `<html lang>`), else
 * English. A prerendered page in another language than the choice (the cookie that picks the page was lost) is
 * rendered afresh in the choice, not hydrated (see `pageLanguage`).
 */
export function firstLanguage(options: { pageLanguage: Language | null; chosen: Language | null }): Language {
  return options.chosen ?? options.pageLanguage ?? 'en';
}

/** A prerendered page's language (its `<html lang>`); null for the app shell, which has no page to match. */
export function pageLanguage(isPrerendered: boolean, htmlLang: string): Language | null {
  if (!isPrerendered) return null;
  return isLanguage(htmlLang) ? htmlLang : 'en';
}

/** The cookie that makes the server send the page in `language` (Secure on https). */
export function languageCookieValue(language: Language, isHttps: boolean): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}

/** Remembers a choice: storage (the app), the cookie (the server's page), the flag (the service worker's page). */
export function rememberLanguage(language: Language, storage: StoragePort): void {
  storage.setItem(languageStorageKey, language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = languageCookieValue(language, window.location.protocol === 'https:');
  // Cache Storage exists on https and localhost only; without it there is no service worker to tell either.
  if (typeof caches === 'undefined') return;
  void caches
    .open(languageFlagCache)
    .then((cache) => cache.put(languageFlagUrl, new Response(language)))
    .catch(() => undefined);
}
