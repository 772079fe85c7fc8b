import type { ApiError } from '@termtap/api-client';
import { useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { humanErrorText } from '../../app/errorText.ts';
import { paths } from '../../app/paths.ts';
import { type Translate, useT } from '../../i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';

export type AuthMode = 'login' | 'signup';

/**
 * docs/spec.md §8: the server's message, else the error's message, else 'Authentication failed'; a
 * validator's raw text ("password: must be at least 6 characters.") is shown as a sentence (humanErrorText).
 */
export function authErrorText(t: Translate, error: Pick<ApiError, 'message'> | Error | undefined): string {
  return humanErrorText(t, error?.message, t('auth.failed'));
}

/** Logs in or signs up; on success saves the session and goes to /nutrition by a full page replace. */
export function useAuthForm(mode: AuthMode) {
  const { api, navigation } = useServices();
  const { signIn } = useSession();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(email: string, password: string) {
    setError(null);
    setIsSubmitting(true);
    try {
      const credentials = { email: email.trim(), password };
      const result = mode === 'login' ? await api.logIn(credentials) : await api.signUp(credentials);
      if (result.error) {
        setError(authErrorText(t, result.error));
        return;
      }
      await signIn(result.data);
      navigation.replacePage(paths.nutrition);
    } catch (thrown) {
      setError(authErrorText(t, thrown instanceof Error ? thrown : undefined));
    } finally {
      setIsSubmitting(false);
    }
  }

  return { submit, error, isSubmitting, clearError: () => setError(null) };
}
