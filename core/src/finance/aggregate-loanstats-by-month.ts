import type { RateStats } from './rate-stats.ts';

export interface DatedRateStats extends RateStats {
  createdAt: Date | string;
}

export interface MonthlyRateStats extends RateStats {
  /** Calendar month in UTC, 'YYYY-MM'. */
  month: string;
}

/**
 * Monthly aggregation of loanstats (spec §3): min, max, mean and std are averaged over the month's loanstats,
 * counts are summed. Months come out in calendar order; dates are read in UTC like everything stored.
 */
export function aggregateLoanstatsByMonth(stats: readonly DatedRateStats[]): MonthlyRateStats[] {
  const groups = new Map<string, DatedRateStats[]>();
  for (const stat of stats) {
    const month = new Date(stat.createdAt).toISOString().slice(0, 7);
    const group = groups.get(month);
    if (group) group.push(stat);
    else groups.set(month, [stat]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, group]) => ({
      month,
      count: group.reduce((total, s) => total + s.count, 0),
      min: average(group, 'min'),
      max: average(group, 'max'),
      mean: average(group, 'mean'),
      std: average(group, 'std'),
    }));
}

function average(group: readonly RateStats[], field: 'min' | 'max' | 'mean' | 'std'): number {
  return group.reduce((total, s) => total + s[field], 0) / group.length;
}
