import { rateStats } from '../finance/rate-stats.ts';
import type { Clock } from '../ports/clock.ts';
import type { LoanstatStore, StoredLoanstat } from '../ports/loanstat-store.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import { err, ok, type Result } from '../result.ts';

/** A loanstat summarises the rates observed over the last this-many days: one month of market. */
export const LOANSTAT_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

export interface SaveOneLoanStatDeps {
  rates: RateObservationStore;
  loanstats: LoanstatStore;
  clock: Clock;
}

export type SaveOneLoanStatError = { type: 'loanstat/no-observations'; productId: number };

/**
 * `POST /api/loans/saveOneLoanStat` and the admin's « recalculer »: statistics of a product's recent rates,
 * stored as a loanstat and copied into the product's config.stats.
 */
export async function saveOneLoanStat(
  deps: SaveOneLoanStatDeps,
  input: { productId: number },
): Promise<Result<StoredLoanstat, SaveOneLoanStatError>> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOANSTAT_WINDOW_DAYS * DAY_MS);
  const rates = await deps.rates.ratesForProduct(input.productId, since);
  if (rates.length === 0) return err({ type: 'loanstat/no-observations', productId: input.productId });
  const stats = rateStats(rates);
  const saved = await deps.loanstats.save(input.productId, stats, now);
  await deps.loanstats.updateProductStats(input.productId, stats);
  return ok(saved);
}
