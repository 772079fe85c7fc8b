// docs/spec.md §5 and §8: the rules a new password meets, for the reset and the change-password forms alike.
import type { Translate } from '../../i18n/I18nProvider.tsx';

export const minimumPasswordLength = 6;

/** The text to show when the new password cannot be sent, or null when it can. */
export function passwordProblem(t: Translate, newPassword: string, confirmation: string): string | null {
  if (newPassword === '' || confirmation === '') return t('password.fillBoth');
  if (newPassword.length < minimumPasswordLength) return t('password.tooShort');
  if (newPassword !== confirmation) return t('password.mismatch');
  return null;
}
