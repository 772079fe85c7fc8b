const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The same date one calendar month later in India (no daylight saving there), the last day of the month when
 * it is shorter: an independent statement of the rule the database applies, for tests.
 */
export function oneCalendarMonthAfter(date: Date): Date {
  const local = new Date(date.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const daysInNextMonth = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  const next = Date.UTC(
    year,
    month + 1,
    Math.min(local.getUTCDate(), daysInNextMonth),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(next - IST_OFFSET_MS);
}
