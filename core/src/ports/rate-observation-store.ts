/** The latest observation of a product at one (amount, duration) point. */
export interface LatestRate {
  productId: number;
  /** Euros. */
  amount: number;
  /** Months. */
  duration: number;
  /** Annual rate in percent. */
  rate: number;
  /** The day it was observed (midnight UTC). */
  observedAt: Date;
}

/** Observed rates (spec §3 Loan entity): what the comparator and the statistics are computed from. */
export interface RateObservationStore {
  /** The rates observed for one product, optionally from a date on. */
  ratesForProduct(productId: number, since?: Date): Promise<number[]>;
  /** Ids of the products that have at least one observation (for the daily statistics job). */
  productIdsWithObservations(): Promise<number[]>;
  /**
   * For each of these products (visible or not: the back office's rate grid and imports), its latest observation at
   * each (amount, duration) it was observed at: the latest day, then the latest written that day, as the comparator
   * reads it. Ordered by product, amount, duration.
   */
  latestRates(productIds: readonly number[]): Promise<LatestRate[]>;
}
