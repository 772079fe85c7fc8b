// What the account page says about a user: the plan line, a month ending soon, a month that has ended.
import type { MyPayment, SessionUser } from '@termtap/api-client';
import { expect, test } from 'vitest';
import { readReceiptOrderId, receiptPath } from '../../app/paths.ts';
import { endedMonth, monthEndedText } from '../../components/MonthEndedNotice/monthEnded.ts';
import { loadLanguage, translator } from '../../i18n/I18nProvider.tsx';
import { unpaidPayment } from '../../mocks/account.ts';
import { endsSoonLine, foldOldUnfinished, formatAmount, paymentStatusWords, planLine } from './account.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
// translator('hi') reads the Hindi messages, fetched once (as the app does when Hindi is chosen).
await loadLanguage('hi');

const t = translator('en');
const hindi = translator('hi');
const free: SessionUser = {
  email: 'a@example.com',
  remainingClicks: 12,
  paymentStatus: 'unpaid',
  paidUntil: null,
};
const paid: SessionUser = { ...free, paymentStatus: 'paid', paidUntil: '2026-12-23T06:30:00.000Z' };

test('the plan line: free with the describes left, or subscribed until the end date', () => {
  expect(planLine(t, 'en', free)).toBe('Free — 12 of 16 describes left');
  expect(planLine(t, 'en', { ...free, remainingClicks: null })).toBe('Free — 0 of 16 describes left');
  expect(planLine(t, 'en', paid)).toBe('Subscribed until 23 Dec 2026');
});

test('the plan line in Hindi, with Hindi dates and one describe left', () => {
  expect(planLine(hindi, 'hi', free)).toBe('मुफ़्त — 16 में से 12 विवरण बचे हैं');
  expect(planLine(hindi, 'hi', { ...free, remainingClicks: 1 })).toBe('मुफ़्त — 16 में से 1 विवरण बचा है');
  expect(planLine(hindi, 'hi', paid)).toMatch(/^सब्सक्रिप्शन 23 दिस.* 2026 तक$/);
  expect(endsSoonLine(hindi, 'hi', { ...paid, paidUntil: '2026-11-25T12:00:00.000Z' }, now)).toMatch(
    /^आपका महीना 2 दिन में, 25 नव.* 2026 को खत्म हो रहा है।/,
  );
  expect(paymentStatusWords(hindi, 'PENDING')).toBe('बैंक के जवाब का इंतज़ार');
});

test('a month ending within three days is pointed out; a later one is not', () => {
  expect(endsSoonLine(t, 'en', paid, now)).toBeNull();
  expect(endsSoonLine(t, 'en', { ...paid, paidUntil: '2026-11-25T12:00:00.000Z' }, now)).toBe(
    'Your month ends in 2 days, on 25 Nov 2026. Nothing renews by itself.',
  );
  expect(endsSoonLine(t, 'en', { ...paid, paidUntil: '2026-11-23T20:00:00.000Z' }, now)).toMatch(
    /^Your month ends within a day/,
  );
  expect(endsSoonLine(t, 'en', free, now)).toBeNull();
});

test('a month has ended when the user is unpaid with a past paidUntil', () => {
  const ended = { ...free, remainingClicks: 0, paidUntil: '2026-10-23T06:30:00.000Z' };
  expect(endedMonth(ended, now)).toBe('2026-10-23T06:30:00.000Z');
  expect(monthEndedText('2026-10-23T06:30:00.000Z')).toBe(
    'Your month of unlimited describes ended on 23 Oct 2026.',
  );
  expect(endedMonth(free, now)).toBeNull();
  expect(endedMonth(paid, now)).toBeNull();
  // Still paid on the server (the billing check has not run yet): not "ended".
  expect(endedMonth({ ...paid, paidUntil: '2026-10-23T06:30:00.000Z' }, now)).toBeNull();
  expect(endedMonth({ ...free, paidUntil: '2026-12-23T06:30:00.000Z' }, now)).toBeNull();
  expect(endedMonth(null, now)).toBeNull();
});

test('statuses in words, the amount in rupees', () => {
  expect(paymentStatusWords(t, 'SUCCESS')).toBe('Paid');
  expect(paymentStatusWords(t, 'USER_DROPPED')).toBe('Not completed');
  expect(formatAmount(150, 'INR')).toBe('₹150');
});

test('receipt paths carry the order id and read it back', () => {
  expect(receiptPath('tt_01JD4W5Z8K3M2N7P9Q')).toBe('/account/receipts/tt_01JD4W5Z8K3M2N7P9Q');
  expect(readReceiptOrderId('/account/receipts/tt_01JD4W5Z8K3M2N7P9Q')).toBe('tt_01JD4W5Z8K3M2N7P9Q');
  expect(readReceiptOrderId(receiptPath('a b/c'))).toBe('a b/c');
  expect(readReceiptOrderId('/account')).toBeNull();
  expect(readReceiptOrderId('/account/receipts/%E0%A4')).toBeNull();
});

test('unfinished orders older than a day fold away; paid and failed ones never do', () => {
  const order = (orderId: string, status: MyPayment['status'], hoursAgo: number): MyPayment =>
    unpaidPayment(orderId, new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(), status);
  const items = [
    order('pending-new', 'PENDING', 2),
    order('dropped-old', 'USER_DROPPED', 25),
    order('paid-old', 'SUCCESS', 400),
    order('failed-old', 'FAILED', 400),
    order('pending-old', 'PENDING', 48),
    order('cancelled-old', 'CANCELLED', 30),
  ];
  const { shown, folded } = foldOldUnfinished(items, now);
  expect(shown.map((item) => item.orderId)).toEqual(['pending-new', 'paid-old', 'failed-old']);
  expect(folded.map((item) => item.orderId)).toEqual(['dropped-old', 'pending-old', 'cancelled-old']);
});
