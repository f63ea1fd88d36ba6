import { formatPercent } from '@pretscope/core';

/**
 * A product's « dès » TAEG: the lowest TAEG the comparator computes over its current rate grid (core lowestOfferApr),
 * never a typed figure (issue 20). Nothing when the product has no observed rate.
 */
export function FromApr({ apr, className }: { apr: number | null; className?: string }) {
  if (apr === null) return null;
  return (
    <p className={className} data-figure="from-apr">
      TAEG dès <strong className="numeric">{formatPercent(apr)}</strong>
    </p>
  );
}
