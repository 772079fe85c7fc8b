// When a card comes due, as a student reads it: "in 10 minutes", "in 3 hours", "in 8 days" (or in Hindi).
import { formatCount } from '../app/counts.ts';
import type { MessageId } from '../i18n/generated/en.ts';
import type { Translate } from '../i18n/I18nProvider.tsx';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const inUnits = (t: Translate, id: MessageId, count: number) =>
  t(id, { count, countText: formatCount(count) });

/** "in 10 minutes"; "now" when due already; null when the time cannot be read. */
export function dueIn(t: Translate, due: string | null | undefined, now: Date = new Date()): string | null {
  if (!due) return null;
  const at = Date.parse(due);
  if (Number.isNaN(at)) return null;
  const ms = at - now.getTime();
  if (ms <= 0) return t('review.dueNow');
  if (ms < HOUR) return inUnits(t, 'review.dueInMinutes', Math.max(1, Math.round(ms / MINUTE)));
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return inUnits(t, 'review.dueInHours', hours);
  return inUnits(t, 'review.dueInDays', Math.round(ms / DAY));
}
