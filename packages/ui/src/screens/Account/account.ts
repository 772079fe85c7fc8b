// What the account page says about a user and their payments: the plan line, a month ending soon, the words
// for an order's status and its amount. Pure, so the rules are tested without rendering.
import type { MyPayment as Payment, SessionUser } from '@termtap/api-client';
import { formatCount } from '../../app/counts.ts';
import { daysLeft, formatDate } from '../../app/dates.ts';
import { legalFacts } from '../../app/legalFacts.ts';
import type { MessageId } from '../../i18n/generated/en.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';

/** "Free — 12 of 16 describes left" or "Subscribed until 21 Dec 2026", in the interface's language. */
export function planLine(t: Translate, language: Language, user: SessionUser | null): string {
  if (user?.paymentStatus === 'paid' && user.paidUntil)
    return t('account.planSubscribedUntil', { date: formatDate(user.paidUntil, language) });
  if (user?.paymentStatus === 'paid') return t('account.planSubscribed');
  const left = Math.max(0, user?.remainingClicks ?? 0);
  return t('account.planFree', {
    count: left,
    leftText: formatCount(left),
    totalText: formatCount(legalFacts.freeDescribes),
  });
}

/** For a subscriber whose month ends within three days: "Your month ends in 2 days, on …". */
export function endsSoonLine(
  t: Translate,
  language: Language,
  user: SessionUser | null,
  now: Date = new Date(),
): string | null {
  if (user?.paymentStatus !== 'paid') return null;
  const days = daysLeft(user.paidUntil, now);
  if (days === null || days > 3) return null;
  const date = formatDate(user.paidUntil, language);
  return days <= 1
    ? t('account.endsWithinDay', { date })
    : t('account.endsInDays', { daysText: formatCount(days), date });
}

const statusWords: Record<Payment['status'], MessageId> = {
  SUCCESS: 'account.statusPaid',
  FAILED: 'account.statusFailed',
  CANCELLED: 'account.statusCancelled',
  USER_DROPPED: 'account.statusNotCompleted',
  PENDING: 'account.statusPending',
};

/** "Paid", "Waiting for the bank"…; a status the interface does not know is shown as the server names it. */
export function paymentStatusWords(t: Translate, status: Payment['status']): string {
  const id = statusWords[status];
  return id ? t(id) : status;
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
