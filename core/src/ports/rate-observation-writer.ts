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
}
