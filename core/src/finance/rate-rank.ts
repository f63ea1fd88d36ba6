/**
 * Observed rates as a compact distribution: each distinct rate once, in ascending order, with how many observations
 * had it. A month of a market's observations at one duration holds a few hundred rows but a few dozen distinct
 * rates, so this is what the pages (and the browser, for a live calculator) carry.
 */
export type RateDistribution = readonly (readonly [rate: number, count: number])[];

/** The distribution of some observed rates (the fake reader's and the tests' way to build one). */
export function rateDistribution(rates: readonly number[]): [rate: number, count: number][] {
  const counts = new Map<number, number>();
  for (const rate of rates) counts.set(rate, (counts.get(rate) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/** Where a rate stands among observed ones (rateRank). */
export interface RateRank {
  /** How many observations the rate is better than: those strictly higher (a lower rate is the better one). */
  beaten: number;
  /** How many observations there are. */
  count: number;
  /**
   * The share beaten, in whole percent rounded DOWN, so that a sentence never claims more than is true: 1 beaten
   * out of 3 is 33 %, 142 out of 143 is 99 % (100 % only when every observation is beaten); 0 when there is none.
   */
  percent: number;
}

/**
 * How a rate compares with the observed ones: « meilleur que N % des taux relevés » means strictly lower than that
 * share of the observations. An observation at exactly the same rate is not beaten (nor does it beat): a tie is
 * never counted as better. Rates are compared as given (the stored values, the visitor's typed value), no rounding.
 */
export function rateRank(distribution: RateDistribution, rate: number): RateRank {
  let count = 0;
  let beaten = 0;
  for (const [observed, times] of distribution) {
    count += times;
    if (observed > rate) beaten += times;
  }
  return { beaten, count, percent: count === 0 ? 0 : Math.floor((beaten * 100) / count) };
}
