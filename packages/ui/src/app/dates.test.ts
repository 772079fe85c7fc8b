// Dates as the account page shows them: Indian English, India's time zone.
import { expect, test } from 'vitest';
import { daysLeft, formatDate, formatPeriod, isPast, readableDate } from './dates.ts';

test('a date is shown day, short month, year, in Asia/Kolkata', () => {
  expect(formatDate('2026-12-23T10:00:00.000Z')).toBe('23 Dec 2026');
  // 20:00 UTC is already the next day in India (UTC+5:30).
  expect(formatDate('2026-12-22T20:00:00.000Z')).toBe('23 Dec 2026');
  expect(formatDate(null)).toBe('—');
  expect(formatDate('not a date')).toBe('—');
});

test('a date that is missing or unreadable has no text where a caller would leave it out', () => {
  expect(readableDate('2026-12-22T20:00:00.000Z')).toBe('23 Dec 2026');
  expect(readableDate(undefined)).toBeNull();
  expect(readableDate('not a date')).toBeNull();
});

test('a period joins its two ends; a missing end is a dash', () => {
  expect(formatPeriod('2026-11-23T10:00:00.000Z', '2026-12-23T10:00:00.000Z')).toBe(
    '23 Nov 2026 – 23 Dec 2026',
  );
  expect(formatPeriod(null, '2026-12-23T10:00:00.000Z')).toBe('—');
});

test('days left round up, and a past date has none', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  expect(daysLeft('2026-11-25T12:00:00.000Z', now)).toBe(2);
  expect(daysLeft('2026-11-24T00:00:00.000Z', now)).toBe(1);
  expect(daysLeft('2026-11-23T11:00:00.000Z', now)).toBeNull();
  expect(isPast('2026-11-23T11:00:00.000Z', now)).toBe(true);
  expect(isPast('2026-11-23T13:00:00.000Z', now)).toBe(false);
  expect(isPast(null, now)).toBe(false);
});

test('in Hindi a date keeps the day-month-year order and the time zone, with a Hindi month', () => {
  expect(formatDate('2026-12-22T20:00:00.000Z', 'hi')).toBe('23 दिस॰ 2026');
  expect(formatPeriod('2026-11-23T10:00:00.000Z', '2026-12-23T10:00:00.000Z', 'hi')).toBe(
    '23 नव॰ 2026 – 23 दिस॰ 2026',
  );
  expect(formatPeriod(null, '2026-12-23T10:00:00.000Z', 'hi')).toBe('—');
});
