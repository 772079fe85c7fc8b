import type { BillingState, SessionUser } from '@termtap/api-client';

/**
 * What a billing check tells us about the signed-in user: a verified payment makes them paid (until the
 * server's end date); a subscription the server no longer reports as paid has ended. Anything else the client
 * stored (pending, redirect, failed) stays, and the user object is unchanged when nothing changed.
 */
export function userAfterBillingCheck(user: SessionUser | null, billing: BillingState): SessionUser | null {
  if (user === null) return null;
  if (billing.isPaid) {
    const paidUntil = billing.paidUntil ?? user.paidUntil;
    if (user.paymentStatus === 'paid' && user.paidUntil === paidUntil) return user;
    return { ...user, paymentStatus: 'paid', paidUntil };
  }
  if (user.paymentStatus === 'paid') {
    return { ...user, paymentStatus: billing.paymentStatus ?? 'unpaid', paidUntil: billing.paidUntil };
  }
  return user;
}
