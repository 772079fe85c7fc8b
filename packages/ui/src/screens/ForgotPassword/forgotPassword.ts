// docs/spec.md §5 and §8 for the forgot-password screen: which e-mails may be sent, and the texts shown.

/** Something@something.something, with no spaces anywhere. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const invalidEmailMessage = 'Please enter a valid email address.';
export const resetLinkSentMessage = 'If the email exists, a reset link was sent.';
export const forgotPasswordFailedMessage = 'Something went wrong. Please try again.';

/** The trimmed e-mail when it is valid, otherwise null. */
export function readValidEmail(input: string): string | null {
  const email = input.trim();
  return emailPattern.test(email) ? email : null;
}
