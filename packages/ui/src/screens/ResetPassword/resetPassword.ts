// SPEC.md §2, §5 and §8 for the reset-password screen: where the token comes from, the rules and the texts.

export const minimumPasswordLength = 6;
/** SPEC.md §4: after a successful reset, wait this long, then go to /. */
export const redirectAfterResetMs = 2000;

export const resetTexts = {
  noTokenHint: 'Please use the password reset link you received by email.',
  noTokenNext: 'Reset links work once and expire after 60 minutes. Lost yours? Ask for a new one.',
  missingToken: 'Missing reset token.',
  fillBothFields: 'Please fill both password fields.',
  tooShort: 'Password must be at least 6 characters long.',
  mismatch: 'Passwords do not match.',
  success: 'Password reset successfully.',
  failed: 'Failed to reset password. Please try again.',
} as const;

/** The token from `?token=`, or from `?t=` as the alternative (SPEC.md §2). */
export function readResetToken(search: URLSearchParams): string | null {
  return search.get('token')?.trim() || search.get('t')?.trim() || null;
}

/** The text to show when the new password cannot be sent, or null when it can. */
export function passwordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword === '' || confirmation === '') return resetTexts.fillBothFields;
  if (newPassword.length < minimumPasswordLength) return resetTexts.tooShort;
  if (newPassword !== confirmation) return resetTexts.mismatch;
  return null;
}
