// What the account page says about a user and their payments: the plan line, a month ending soon, the words
// for an order's status and its amount. Pure, so the rules are tested without rendering.
import type { MyPayment as Payment, SessionUser } from '@termtap/api-client';
import { daysLeft, formatDate } from '../../app/dates.ts';
import { legalFacts } from '../../app/legalFacts.ts';

export const accountTexts = {
  passwordChanged: 'Password changed. Other devices have been logged out.',
  enterCurrentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Current password is incorrect.',
  tooManyTries: 'Too many attempts. Please wait a few minutes and try again.',
  changeFailed: 'Could not change your password. Please try again.',
  logoutOthersFailed: 'Could not log out your other devices. Please try again.',
  paymentsFailed: 'Could not load your payments. Check your connection and try again.',
  signedOut:
    'This device has been logged out, for example after a password change on another device. Please log in again.',
  noPayments: 'No payments yet. When you buy a month, it shows here with its receipt.',
} as const;

/** "Free — 12 of 16 describes left" or "Subscribed until 21 Dec 2026". */
export function planLine(user: SessionUser | null): string {
  if (user?.paymentStatus === 'paid' && user.paidUntil)
    return `Subscribed until ${formatDate(user.paidUntil)}`;
  if (user?.paymentStatus === 'paid') return 'Subscribed';
  const left = Math.max(0, user?.remainingClicks ?? 0);
  return `Free — ${left} of ${legalFacts.freeDescribes} describes left`;
}

/** For a subscriber whose month ends within three days: "Your month ends in 2 days." */
export function endsSoonLine(user: SessionUser | null, now: Date = new Date()): string | null {
  if (user?.paymentStatus !== 'paid') return null;
  const days = daysLeft(user.paidUntil, now);
  if (days === null || days > 3) return null;
  const when = days <= 1 ? 'within a day' : `in ${days} days`;
  return `Your month ends ${when}, on ${formatDate(user.paidUntil)}. Nothing renews by itself.`;
}

const statusWords: Record<Payment['status'], string> = {
  SUCCESS: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  USER_DROPPED: 'Not completed',
  PENDING: 'Waiting for the bank',
};

export function paymentStatusWords(status: Payment['status']): string {
  return statusWords[status] ?? status;
}

/** "₹150" for rupees; other currencies by their code. */
export function formatAmount(amount: number, currency: string): string {
  return currency === 'INR' ? `₹${amount}` : `${amount} ${currency}`;
}

/** Orders that never finished: left at the checkout, cancelled, or still open at the bank. */
const unfinishedStatuses: ReadonlySet<Payment['status']> = new Set(['USER_DROPPED', 'CANCELLED', 'PENDING']);
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The history as shown, and the unfinished orders older than a day, folded away: they say nothing a student
 * needs after a day, and would otherwise stay at the top of the list for ever. Paid and failed orders always
 * show (a failed one may have taken money). Both keep the server's order.
 */
export function foldOldUnfinished(
  items: readonly Payment[],
  now: Date = new Date(),
): { shown: Payment[]; folded: Payment[] } {
  const shown: Payment[] = [];
  const folded: Payment[] = [];
  for (const item of items) {
    const age = now.getTime() - new Date(item.createdAt).getTime();
    if (unfinishedStatuses.has(item.status) && age > dayMs) folded.push(item);
    else shown.push(item);
  }
  return { shown, folded };
}
