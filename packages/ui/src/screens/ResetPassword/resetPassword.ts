// docs/spec.md §2, §4 and §8 for the reset-password screen: where the token comes from and the texts (the
// password rules are the change-password form's too: components/NewPasswordFields/passwordRules.ts).

/** docs/spec.md §4: after a successful reset, wait this long, then go to /. */
export const redirectAfterResetMs = 2000;

export const resetTexts = {
  noTokenHint: 'Please use the password reset link you received by email.',
  noTokenNext: 'Reset links work once and expire after 60 minutes. Lost yours? Ask for a new one.',
  missingToken: 'Missing reset token.',
  success: 'Password reset successfully.',
  failed: 'Failed to reset password. Please try again.',
} as const;

/** The token from `?token=`, or from `?t=` as the alternative (docs/spec.md §2). */
export function readResetToken(search: URLSearchParams): string | null {
  return search.get('token')?.trim() || search.get('t')?.trim() || null;
}
