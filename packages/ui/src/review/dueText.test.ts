// Proves a card's due time reads as a student would say it.
import { expect, test } from 'vitest';
import { dueIn } from './dueText.ts';

const now = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

test('minutes, hours and days, rounded', () => {
  expect(dueIn(later(60_000), now)).toBe('in 1 minute');
  expect(dueIn(later(10 * 60_000), now)).toBe('in 10 minutes');
  expect(dueIn(later(20_000), now)).toBe('in 1 minute');
  expect(dueIn(later(3 * 3_600_000), now)).toBe('in 3 hours');
  expect(dueIn(later(8 * 86_400_000 + 3_600_000), now)).toBe('in 8 days');
  expect(dueIn(later(86_400_000), now)).toBe('in 1 day');
  expect(dueIn(later(86_400_000 - 2_000), now)).toBe('in 1 day');
});

test('a time already past is now; no time or an unreadable one is null', () => {
  expect(dueIn(later(-5_000), now)).toBe('now');
  expect(dueIn(null, now)).toBeNull();
  expect(dueIn('soon', now)).toBeNull();
});
