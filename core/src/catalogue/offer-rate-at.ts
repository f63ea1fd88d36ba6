import { nearestGridPoint } from './lending-terms.ts';
import type { RateObservation } from './rate-observation.ts';

/**
 * A product's own rate for some terms, as its page quotes it: among its latest observation at each point
 * (CatalogReader.productRates), the one at the duration nearest the terms' and, at that duration, the amount nearest
 * theirs. Null for a product with no observation.
 */
export function offerRateAt(
  latest: readonly Pick<RateObservation, 'amount' | 'duration' | 'rate'>[],
  terms: { amount: number; duration: number },
): { amount: number; duration: number; rate: number } | null {
  const duration = nearestGridPoint(
    latest.map((observation) => observation.duration),
    terms.duration,
  );
  const atDuration = latest.filter((observation) => observation.duration === duration);
  const amount = nearestGridPoint(
    atDuration.map((observation) => observation.amount),
    terms.amount,
  );
  const found = atDuration.find((observation) => observation.amount === amount);
  return found ? { amount: found.amount, duration: found.duration, rate: found.rate } : null;
}
