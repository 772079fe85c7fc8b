// docs/spec.md §2 and §4 for the reset-password screen: where the token comes from and when it moves on (its
// texts are the password.* messages; the password rules are the change-password form's too:
// components/NewPasswordFields/passwordRules.ts).

/** docs/spec.md §4: after a successful reset, wait this long, then go to /. */
export const redirectAfterResetMs = 2000;

/** The token from `?token=`, or from `?t=` as the alternative (docs/spec.md §2). */
export function readResetToken(search: URLSearchParams): string | null {
  return search.get('token')?.trim() || search.get('t')?.trim() || null;
}
