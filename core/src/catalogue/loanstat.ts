import * as v from 'valibot';
import type { RateStats } from '../finance/rate-stats.ts';
import { count, dateInput, id, rate } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** Statistics of a product's observed rates on a day (spec §3, API type `loanstats`). */
export interface Loanstat extends RateStats {
  id: number;
  createdAt: Date;
  productId: number;
}

/** The figures of a RateStats, as any input carries them (a loanstat, a product's config). */
export const rateStatsEntries = {
  count: count('Le nombre de taux'),
  min: rate('Le taux minimum'),
  max: rate('Le taux maximum'),
  mean: rate('Le taux moyen'),
  std: v.pipe(
    v.number('L’écart type doit être un nombre.'),
    v.minValue(0, 'L’écart type ne peut pas être négatif.'),
    // Rates lie in [0, 100], so their standard deviation cannot exceed half that range.
    v.maxValue(50, 'L’écart type ne peut pas dépasser 50.'),
  ),
};

/** Statistics of at least one rate must have min ≤ mean ≤ max; those of none are all zeros (see EMPTY_RATE_STATS). */
export function isConsistentRateStats(stats: RateStats): boolean {
  if (stats.count === 0) return stats.min === 0 && stats.max === 0 && stats.mean === 0 && stats.std === 0;
  return stats.min <= stats.mean && stats.mean <= stats.max;
}

function consistentStats<TStats extends RateStats>() {
  return v.check<TStats, string>(
    isConsistentRateStats,
    'Les statistiques sont incohérentes\u00a0: il faut minimum ≤ moyenne ≤ maximum, et des zéros quand il n’y a aucun taux.',
  );
}

export const rateStatsSchema = v.pipe(strictEntity(rateStatsEntries), consistentStats());

const loanstatObject = strictEntity({
  ...rateStatsEntries,
  createdAt: v.optional(dateInput('La date')),
  productId: id('Le produit'),
});

/** What creating a loanstat accepts; without createdAt, the store stamps the current time. */
export const loanstatInputSchema = v.pipe(loanstatObject, consistentStats());
export type LoanstatInput = v.InferOutput<typeof loanstatInputSchema>;

/**
 * What updating a loanstat accepts. The consistency of min, mean and max can only be checked against the stored
 * record, so the use case checks the merged result with `isConsistentRateStats`.
 */
export const loanstatPatchSchema = v.partial(loanstatObject);
export type LoanstatPatch = v.InferOutput<typeof loanstatPatchSchema>;
