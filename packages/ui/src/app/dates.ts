// Dates as Indian students read them: Indian English, India's time zone ("23 Dec 2026"). One place, reused by
// the account page, its receipts and the month-ended notice.

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const dayMs = 24 * 60 * 60 * 1000;

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "23 Dec 2026" in Asia/Kolkata; an unreadable date is shown as a dash. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const date = toDate(value);
  return date === null ? '—' : dateFormat.format(date);
}

/** "23 Nov 2026 – 23 Dec 2026"; a dash when either end is missing. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start || !end) return '—';
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** True when the date is readable and already past at `now`. */
export function isPast(value: string | null | undefined, now: Date = new Date()): boolean {
  if (!value) return false;
  const date = toDate(value);
  return date !== null && date.getTime() <= now.getTime();
}

/** Whole days left until `value` (rounded up: 36 hours left is 2 days); null when unreadable or past. */
export function daysLeft(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value) return null;
  const date = toDate(value);
  if (date === null || date.getTime() <= now.getTime()) return null;
  return Math.ceil((date.getTime() - now.getTime()) / dayMs);
}
