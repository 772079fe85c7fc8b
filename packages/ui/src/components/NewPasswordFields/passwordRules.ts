// docs/spec.md §5 and §8: the rules a new password meets, for the reset and the change-password forms alike.

export const minimumPasswordLength = 6;

export const passwordTexts = {
  fillBothFields: 'Please fill both password fields.',
  tooShort: 'Password must be at least 6 characters long.',
  mismatch: 'Passwords do not match.',
} as const;

/** The text to show when the new password cannot be sent, or null when it can. */
export function passwordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword === '' || confirmation === '') return passwordTexts.fillBothFields;
  if (newPassword.length < minimumPasswordLength) return passwordTexts.tooShort;
  if (newPassword !== confirmation) return passwordTexts.mismatch;
  return null;
}
