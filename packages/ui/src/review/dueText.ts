// When a card comes due, as a student reads it: "in 10 minutes", "in 3 hours", "in 8 days".

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "in 10 minutes"; "now" when due already; null when the time cannot be read. */
export function dueIn(due: string | null | undefined, now: Date = new Date()): string | null {
  if (!due) return null;
  const at = Date.parse(due);
  if (Number.isNaN(at)) return null;
  const ms = at - now.getTime();
  if (ms <= 0) return 'now';
  if (ms < HOUR) return `in ${plural(Math.max(1, Math.round(ms / MINUTE)), 'minute')}`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `in ${plural(hours, 'hour')}`;
  return `in ${plural(Math.round(ms / DAY), 'day')}`;
}
