/**
 * A date written as ISO 8601 text: a calendar date ('2025-03-31', read as UTC midnight, as JavaScript does) or a
 * date-time with an explicit offset ('2025-03-31T14:05:00Z', '2025-03-31T16:05:00+02:00').
 * A date-time without an offset is refused: JavaScript would read it in the server's own time zone, so the same
 * text would mean different instants on different machines.
 */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/** The instant the text names, or null when it is not an ISO date or names a day that does not exist. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  // JavaScript rolls 2024-02-30 over to 1 March instead of refusing it; checking the calendar by hand refuses it.
  const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    calendarDay.getUTCFullYear() !== Number(year) ||
    calendarDay.getUTCMonth() !== Number(month) - 1 ||
    calendarDay.getUTCDate() !== Number(day)
  ) {
    return null;
  }
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The day of a stored date as ISO text, 'YYYY-MM-DD', in UTC (the entities keep days as midnight UTC: see
 * normalize-date.ts): from a Date, date text or epoch milliseconds; null when the value names no instant.
 */
export function isoDay(value: unknown): string | null {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}
