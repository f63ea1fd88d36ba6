import { aggregateLoanstatsByMonth, type MonthlyRateStats } from '../finance/aggregate-loanstats-by-month.ts';
import type { Clock } from '../ports/clock.ts';
import type { LoanstatStore } from '../ports/loanstat-store.ts';

export interface RateTrendDeps {
  loanstats: LoanstatStore;
  clock: Clock;
}

export interface RateTrendInput {
  /** One product (its page) or the products of a comparison (a category page). */
  productIds: readonly number[];
  /** How many calendar months back, the current one included. */
  months: number;
}

/**
 * The monthly rate trend of some products: their loanstats over the last `months` calendar months (UTC), aggregated
 * by month as the spec says (min, max, mean and std averaged, counts summed), oldest month first.
 */
export async function rateTrend(deps: RateTrendDeps, input: RateTrendInput): Promise<MonthlyRateStats[]> {
  if (input.productIds.length === 0 || input.months < 1) return [];
  const now = deps.clock.now();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (Math.floor(input.months) - 1), 1));
  return aggregateLoanstatsByMonth(await deps.loanstats.series(input.productIds, from, now));
}
