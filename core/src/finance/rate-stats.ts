/** Statistics over observed rates, as stored in a loanstat and a product's config (spec §3). */
export interface RateStats {
  count: number;
  min: number;
  max: number;
  mean: number;
  /** Population standard deviation (divides by count): the rates observed are the whole population. */
  std: number;
}

/** Statistics of no observation: count 0 and zeros, never NaN, so they store and serialise cleanly. */
export const EMPTY_RATE_STATS: Readonly<RateStats> = Object.freeze({ count: 0, min: 0, max: 0, mean: 0, std: 0 });

/** Count, min, max, mean and population standard deviation, with Welford's update for numerical stability. */
export function rateStats(rates: readonly number[]): RateStats {
  if (rates.length === 0) return { ...EMPTY_RATE_STATS };
  let count = 0;
  let mean = 0;
  let squaredDeviations = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const rate of rates) {
    count++;
    const delta = rate - mean;
    mean += delta / count;
    squaredDeviations += delta * (rate - mean);
    if (rate < min) min = rate;
    if (rate > max) max = rate;
  }
  // Rounding can push the running mean a hair outside [min, max] when all rates are equal; clamp it back.
  mean = Math.min(max, Math.max(min, mean));
  return { count, min, max, mean, std: Math.sqrt(Math.max(0, squaredDeviations / count)) };
}
