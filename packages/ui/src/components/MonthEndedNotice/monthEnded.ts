// When a subscriber's month has run out, and what the notice and the account page say about it.
import type { SessionUser } from '@termtap/api-client';
import { formatDate, isPast } from '../../app/dates.ts';

/** The end date of a month that has run out: unpaid, with a past paidUntil; null otherwise. */
export function endedMonth(user: SessionUser | null, now: Date = new Date()): string | null {
  if (user === null || user.paymentStatus === 'paid' || !user.paidUntil) return null;
  return isPast(user.paidUntil, now) ? user.paidUntil : null;
}

export function monthEndedText(paidUntil: string): string {
  return `Your month of unlimited describes ended on ${formatDate(paidUntil)}.`;
}
