import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateStats } from '../finance/rate-stats.ts';
import { isConsistentRateStats, loanstatInputSchema, loanstatPatchSchema, rateStatsSchema } from './loanstat.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

describe('isConsistentRateStats', () => {
  it('wants min ≤ mean ≤ max when there are rates', () => {
    expect(isConsistentRateStats({ count: 2, min: 3, max: 4, mean: 3.5, std: 0.5 })).toBe(true);
    expect(isConsistentRateStats({ count: 2, min: 3, max: 4, mean: 4.5, std: 0.5 })).toBe(false);
    expect(isConsistentRateStats({ count: 2, min: 4, max: 3, mean: 3.5, std: 0.5 })).toBe(false);
  });

  it('wants zeros when there is no rate', () => {
    expect(isConsistentRateStats({ count: 0, min: 0, max: 0, mean: 0, std: 0 })).toBe(true);
    expect(isConsistentRateStats({ count: 0, min: 3, max: 3, mean: 3, std: 0 })).toBe(false);
  });

  it('holds for whatever rateStats computes, which the schema therefore accepts', () => {
    const rates = fc.array(
      fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100),
      { maxLength: 50 },
    );
    fc.assert(
      fc.property(rates, (observed) => {
        const stats = rateStats(observed);
        expect(isConsistentRateStats(stats)).toBe(true);
        expect(issuesOf(rateStatsSchema, stats)).toEqual([]);
      }),
    );
  });
});

describe('loanstatInputSchema', () => {
  const input = { count: 12, min: 3.1, max: 3.9, mean: 3.42, std: 0.21, productId: 5 };

  it('accepts a day’s statistics of a product', () => {
    expect(parseValid(loanstatInputSchema, { ...input, createdAt: '2025-06-01' }).createdAt?.toISOString()).toBe(
      '2025-06-01T00:00:00.000Z',
    );
  });

  it('refuses incoherent statistics and impossible figures', () => {
    expect(issuesOf(loanstatInputSchema, { ...input, mean: 4 })).toEqual([
      ': Les statistiques sont incohérentes\u00a0: il faut minimum ≤ moyenne ≤ maximum, et des zéros quand il n’y a aucun taux.',
    ]);
    expect(issuesOf(loanstatInputSchema, { ...input, count: 1.5, std: -1 })).toEqual([
      'count: Le nombre de taux doit être un nombre entier.',
      'std: L’écart type ne peut pas être négatif.',
    ]);
  });
});

describe('loanstatPatchSchema', () => {
  it('accepts a subset of fields, leaving their coherence to the use case that knows the stored record', () => {
    expect(parseValid(loanstatPatchSchema, { mean: 3.5 })).toEqual({ mean: 3.5 });
  });
});
