import type { RateStats } from '../finance/rate-stats.ts';

export interface StoredLoanstat extends RateStats {
  id: number;
  productId: number;
  createdAt: Date;
}

/** Statistics of a product's rates over time (the Loanstat entity). */
export interface LoanstatStore {
  save(productId: number, stats: RateStats, at: Date): Promise<StoredLoanstat>;
  /** The loanstats of these products between two dates (both included), oldest first. */
  series(productIds: readonly number[], from: Date, to: Date): Promise<StoredLoanstat[]>;
  /** Copies the latest statistics into the product's config.stats, as the spec's Product carries them. */
  updateProductStats(productId: number, stats: RateStats): Promise<void>;
}
