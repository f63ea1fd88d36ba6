/** Observed rates (spec §3 Loan entity): what the comparator and the statistics are computed from. */
export interface RateObservationStore {
  /** The rates observed for one product, optionally from a date on. */
  ratesForProduct(productId: number, since?: Date): Promise<number[]>;
  /** Ids of the products that have at least one observation (for the daily statistics job). */
  productIdsWithObservations(): Promise<number[]>;
}
