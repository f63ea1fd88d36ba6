/**
 * A date normalised to midnight (spec §3: products' and loans' dates are normalised to midnight), so that two
 * records of the same day compare equal and group into the same day or month.
 *
 * Midnight is UTC midnight: servers, the database columns and JSON all carry UTC instants, so a UTC day is the
 * same day on every machine that reads it, whatever its own time zone. (Local midnight in Luxembourg would be
 * 23:00 or 22:00 UTC the day before, and would shift with daylight saving time.)
 */
export function normalizeToMidnight(date: Date): Date {
  const time = date.getTime();
  // An invalid date here is a caller's bug (inputs are parsed at the edge), not a visitor's mistake.
  if (Number.isNaN(time)) throw new RangeError('normalizeToMidnight: invalid date');
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
