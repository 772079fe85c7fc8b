// Dates as Indian students read them: Indian English or Hindi, India's time zone ("23 Dec 2026",
// "23 दिस॰ 2026"). One place, reused by the account page, its receipts, the subject badge and the month-ended
// notice. Screens pass the interface's language (`useLanguage()`); English is the default.
import { intlLocale, type Language } from '../i18n/language.ts';

const dateFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};
/**
 * Made at the first date shown, not when the module loads: building it loads ICU's locale and time-zone data,
 * which took 30–40 ms of the entry script's evaluation on every page (most of that one long task; 4× that on a
 * slow phone), while a visitor who is not signed in sees no date at all (decision 0012).
 */
const dateFormatter = (language: Language) =>
  (dateFormats[language] ??= new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }));

const dayMs = 24 * 60 * 60 * 1000;

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "23 Dec 2026" in Asia/Kolkata; null when there is no date or it cannot be read. */
export function readableDate(
  value: string | Date | null | undefined,
  language: Language = 'en',
): string | null {
  if (value === null || value === undefined) return null;
  const date = toDate(value);
  return date === null ? null : dateFormatter(language).format(date);
}

/** "23 Dec 2026" in Asia/Kolkata; a missing or unreadable date is shown as a dash. */
export function formatDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  return readableDate(value, language) ?? '—';
}

/** "23 Nov 2026 – 23 Dec 2026"; a dash when either end is missing. */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  language: Language = 'en',
): string {
  if (!start || !end) return '—';
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
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
