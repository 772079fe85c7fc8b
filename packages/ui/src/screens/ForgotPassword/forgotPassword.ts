// docs/spec.md §5 for the forgot-password screen: which e-mails may be sent (its texts, §8, are in the
// catalogues: password.resetLinkSent, password.forgotFailed, errors.validEmail).

/** Something@something.something, with no spaces anywhere. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The trimmed e-mail when it is valid, otherwise null. */
export function readValidEmail(input: string): string | null {
  const email = input.trim();
  return emailPattern.test(email) ? email : null;
}
