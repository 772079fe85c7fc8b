// When a subscriber's month has run out, and what the notice and the account page say about it.
import type { SessionUser } from '@termtap/api-client';
import { formatDate, isPast } from '../../app/dates.ts';
import { type Translate, translateEnglish } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';

/** The end date of a month that has run out: unpaid, with a past paidUntil; null otherwise. */
export function endedMonth(user: SessionUser | null, now: Date = new Date()): string | null {
  if (user === null || user.paymentStatus === 'paid' || !user.paidUntil) return null;
  return isPast(user.paidUntil, now) ? user.paidUntil : null;
}

/** "Your month of unlimited describes ended on 23 Oct 2026." in the interface's language. */
export function monthEndedText(
  paidUntil: string,
  t: Translate = translateEnglish,
  language: Language = 'en',
): string {
  return t('notices.monthEnded', { date: formatDate(paidUntil, language) });
}
