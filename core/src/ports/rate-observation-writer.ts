/** A rate observation to store (spec §3 Loan entity, without its id): what an import writes. */
export interface NewRateObservation {
  productId: number;
  /** Annual rate in percent. */
  rate: number;
  /** Euros. */
  amount: number;
  /** Months. */
  duration: number;
  /** Midnight UTC of the day observed. */
  createdAt: Date;
}

/** Writes rate observations in bulk (imports); inside a unit of work, all of them or none. */
export interface RateObservationWriter {
  add(observations: readonly NewRateObservation[]): Promise<number>;
  /**
   * Inside a unit of work: holds these products' rates until it ends, so that another unit of work that asks for one
   * of them waits until this one is committed or rolled back, then reads what it wrote. A version check made after
   * it, in the same unit of work as the write, cannot pass for two concurrent saves (issue 22). Call it before
   * reading the rates to check.
   */
  lockRates(productIds: readonly number[]): Promise<void>;
}
