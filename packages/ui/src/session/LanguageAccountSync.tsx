// The interface language follows the account (PUT /me/language, SessionUser.language), so a student who chose
// Hindi on one device gets Hindi on the next one they sign in on.

import { useEffect, useRef } from 'react';
import { useServices } from '../app/AppServicesProvider.tsx';
import type { StoragePort } from '../app/ports.ts';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import { isLanguage, type Language } from '../i18n/language.ts';
import { useSession } from './SessionProvider.tsx';

/**
 * A choice this browser made that the account has not confirmed yet (the save failed: offline, or the server
 * was down): `{"email":…,"language":…}`. It is sent again at the next start, and until then it wins over the
 * account's older language.
 */
export const unsavedLanguageKey = 'termtap.languageUnsaved';

function readUnsaved(storage: StoragePort, email: string): Language | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(unsavedLanguageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { email: owner, language } = value as { email?: unknown; language?: unknown };
    return owner === email && isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

interface Seen {
  token: string;
  language: Language;
  account: Language | null;
}

/**
 * Keeps the interface language and the signed-in account's language together; renders nothing. Needs the
 * session and language providers above it.
 * - The student switches language while signed in: the account is told (PUT /me/language). A save that gets
 *   no answer is kept in this browser and sent again at the next start; a save the server refuses is dropped.
 * - The account's language differs from the one shown (at sign-in or sign-up, or when GET /auth/me says so at
 *   start or later, because it was changed on another device): the interface switches to it, through the
 *   provider's `setLanguage`, so the host remembers it as if the student had chosen it here.
 * - An account that never chose (`language: null`) while the interface is in Hindi: Hindi is saved to it.
 * An answer without `language` (an older server) changes nothing.
 */
export function LanguageAccountSync() {
  const { api, storage } = useServices();
  const { token, user, isLoading, setUser } = useSession();
  const { language, setLanguage } = useLanguage();
  const email = user?.email ?? null;
  const account = user?.language;
  const seen = useRef<Seen | null>(null);
  const retriedUnsaved = useRef(false);

  useEffect(() => {
    if (token === null || isLoading || email === null || account === undefined) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = { token, language, account };

    const save = async (next: Language) => {
      storage.setItem(unsavedLanguageKey, JSON.stringify({ email, language: next }));
      const result = await api.setLanguage(next);
      // No answer, or the server failing: kept for the next start. Any other refusal will not change on retry.
      const isLost = result.error !== undefined && (result.error.status === 0 || result.error.status >= 500);
      if (isLost) return;
      if (readUnsaved(storage, email) === next) storage.removeItem(unsavedLanguageKey);
      if (result.error === undefined) {
        setUser((current) => (current?.email === email ? { ...current, language: next } : current));
      }
    };

    if (account === language) {
      if (readUnsaved(storage, email) === language) storage.removeItem(unsavedLanguageKey);
      return;
    }
    // The shown language changed while the account's stayed: the student switched here.
    const studentSwitched =
      previous !== null &&
      previous.token === token &&
      previous.account === account &&
      previous.language !== language;
    if (studentSwitched) {
      void save(language);
      return;
    }
    const unsaved = readUnsaved(storage, email);
    if (unsaved !== null) {
      // This browser's choice waits to be saved: it is sent again once per start, and the account's older
      // language is not followed meanwhile.
      if (!retriedUnsaved.current) {
        retriedUnsaved.current = true;
        void save(unsaved);
      }
      return;
    }
    if (account === null) {
      if (language === 'hi') void save('hi');
      return;
    }
    void setLanguage(account);
  }, [api, storage, token, isLoading, email, account, language, setLanguage, setUser]);

  return null;
}
