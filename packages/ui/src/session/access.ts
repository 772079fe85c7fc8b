// Pure rules about a signed-in user (docs/spec.md §4): access, and what a describe answer does to the counts.
import type { SessionUser, TermDescription } from '@termtap/api-client';

export function isPaid(user: SessionUser | null): boolean {
  return user?.paymentStatus === 'paid';
}

/** Paid, or free describes left. */
export function hasAccess(user: SessionUser | null): boolean {
  if (user === null) return false;
  return isPaid(user) || (user.remainingClicks ?? 0) > 0;
}

/** After a successful describe: the count from the answer; paid if the answer says so, else as before. */
export function userAfterDescribe(
  user: SessionUser | null,
  description: TermDescription,
): SessionUser | null {
  if (user === null) return null;
  return {
    ...user,
    remainingClicks: description.remainingClicks ?? user.remainingClicks,
    paymentStatus: description.paid ? 'paid' : (user.paymentStatus ?? 'unpaid'),
  };
}

/** After a 402: the count from the answer (default 0), and unpaid. */
export function userAfterPaymentRequired(user: SessionUser | null, remainingClicks?: number): SessionUser {
  return {
    email: user?.email ?? null,
    paidUntil: user?.paidUntil ?? null,
    remainingClicks: remainingClicks ?? 0,
    paymentStatus: 'unpaid',
  };
}
