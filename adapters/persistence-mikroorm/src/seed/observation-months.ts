import { normalizeToMidnight } from '@pretscope/core';

/** How many calendar months of rate observations the demo data and the scale generator write. */
export const OBSERVED_MONTHS = 24;

/**
 * The first day, at 00:00 UTC, of the `count` calendar months ending with the month of `now`, oldest first.
 * Observations of a month are all dated its first day: normalised to midnight (spec §3) and grouped by month
 * without any ambiguity.
 */
export function observationMonths(now: Date, count: number = OBSERVED_MONTHS): Date[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - (count - 1 - index), 1)));
}

/**
 * The date of the loanstat that summarises a month: the month's last day at 00:00 UTC, or today (midnight) for
 * the month in progress, never a day in the future. We chose the last day rather than the 1st because a loanstat
 * summarises what was observed before it: on that day `saveOneLoanStat` (statistics of the last 30 days) sees
 * exactly the month's observations, all dated the 1st, so the seeded series reads like one the daily job wrote.
 */
export function loanstatDate(monthStart: Date, now: Date): Date {
  const lastDay = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
  const today = normalizeToMidnight(now);
  return lastDay.getTime() > today.getTime() ? today : lastDay;
}
