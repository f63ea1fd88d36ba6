import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateStats } from './rate-stats.ts';

describe('rateStats', () => {
  it('gives count, min, max, mean and the population standard deviation', () => {
    // Rates 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations sum to 32, 32 / 8 = 4, std 2.
    expect(rateStats([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ count: 8, min: 2, max: 9, mean: 5, std: 2 });
  });

  it('answers count 0 and no NaN for no observation', () => {
    const stats = rateStats([]);
    expect(stats.count).toBe(0);
    expect(Object.values(stats).some(Number.isNaN)).toBe(false);
  });

  it('gives a zero deviation for one rate', () => {
    expect(rateStats([3.45])).toEqual({ count: 1, min: 3.45, max: 3.45, mean: 3.45, std: 0 });
  });

  describe('properties', () => {
    const rates = fc.array(
      fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
      { minLength: 1, maxLength: 200 },
    );

    it('keeps min ≤ mean ≤ max and std ≥ 0', () => {
      fc.assert(
        fc.property(rates, (values) => {
          const stats = rateStats(values);
          expect(stats.count).toBe(values.length);
          expect(stats.min).toBeLessThanOrEqual(stats.mean);
          expect(stats.mean).toBeLessThanOrEqual(stats.max);
          expect(stats.std).toBeGreaterThanOrEqual(0);
          expect(stats.std).toBeLessThanOrEqual((stats.max - stats.min) / 2 + 1e-9);
        }),
      );
    });

    it('agrees with the two-pass textbook formulas', () => {
      fc.assert(
        fc.property(rates, (values) => {
          const mean = values.reduce((a, b) => a + b, 0) / values.length;
          const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
          const stats = rateStats(values);
          expect(stats.mean).toBeCloseTo(mean, 9);
          expect(stats.std).toBeCloseTo(Math.sqrt(variance), 9);
        }),
      );
    });

    it('does not depend on the order of observations', () => {
      fc.assert(
        fc.property(rates, (values) => {
          const forward = rateStats(values);
          const backward = rateStats([...values].reverse());
          expect(backward.mean).toBeCloseTo(forward.mean, 9);
          expect(backward.std).toBeCloseTo(forward.std, 9);
        }),
      );
    });
  });
});
