import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateDistribution, rateRank } from './rate-rank.ts';

describe('rateRank — worked examples', () => {
  it('counts the observations strictly above the rate; a tie is not beaten', () => {
    // Eight observations; 3,40 % is strictly lower than 3,5, 3,6, 3,6 and 3,9: 4 of 8, 50 %. The two at 3,40 % tie.
    const distribution = rateDistribution([3.6, 3.1, 3.4, 3.9, 3.2, 3.4, 3.6, 3.5]);
    expect(distribution).toEqual([
      [3.1, 1],
      [3.2, 1],
      [3.4, 2],
      [3.5, 1],
      [3.6, 2],
      [3.9, 1],
    ]);
    expect(rateRank(distribution, 3.4)).toEqual({ beaten: 4, count: 8, percent: 50 });
    expect(rateRank(distribution, 3.39)).toEqual({ beaten: 6, count: 8, percent: 75 });
    expect(rateRank(distribution, 3.9)).toEqual({ beaten: 0, count: 8, percent: 0 });
    expect(rateRank(distribution, 3.0)).toEqual({ beaten: 8, count: 8, percent: 100 });
  });

  it('reads the issue’s example: 89 of 143 observations above 3,40 % is 62 % (62,24 rounded down)', () => {
    const rates = [...Array(54).fill(3.2), ...Array(89).fill(3.7)];
    expect(rateRank(rateDistribution(rates), 3.4)).toEqual({ beaten: 89, count: 143, percent: 62 });
  });

  it('rounds down, so it never claims more than is true: 142 of 143 is 99 %, 1 of 143 is 0 %', () => {
    expect(
      rateRank(
        [
          [3, 1],
          [4, 142],
        ],
        3,
      ).percent,
    ).toBe(99);
    expect(
      rateRank(
        [
          [3, 142],
          [4, 1],
        ],
        3,
      ).percent,
    ).toBe(0);
  });

  it('answers 0 of 0 for no observation', () => {
    expect(rateRank([], 3.4)).toEqual({ beaten: 0, count: 0, percent: 0 });
  });
});

describe('properties', () => {
  const rate = fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100);
  const rates = fc.array(rate, { maxLength: 300 });

  it('counts every observation once', () => {
    fc.assert(
      fc.property(rates, rate, (observed, mine) => {
        const distribution = rateDistribution(observed);
        expect(rateRank(distribution, mine).count).toBe(observed.length);
        expect(distribution.reduce((sum, [, times]) => sum + times, 0)).toBe(observed.length);
      }),
    );
  });

  it('agrees with counting the raw observations strictly above the rate', () => {
    fc.assert(
      fc.property(rates, rate, (observed, mine) => {
        expect(rateRank(rateDistribution(observed), mine).beaten).toBe(observed.filter((other) => other > mine).length);
      }),
    );
  });

  it('is monotone: a lower rate beats at least as many observations', () => {
    fc.assert(
      fc.property(rates, rate, rate, (observed, a, b) => {
        const distribution = rateDistribution(observed);
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        expect(rateRank(distribution, lower).beaten).toBeGreaterThanOrEqual(rateRank(distribution, higher).beaten);
        expect(rateRank(distribution, lower).percent).toBeGreaterThanOrEqual(rateRank(distribution, higher).percent);
      }),
    );
  });

  it('gives 0 % to a rate at or above every observation and 100 % to one below them all', () => {
    fc.assert(
      fc.property(fc.array(rate, { minLength: 1, maxLength: 300 }), (observed) => {
        const distribution = rateDistribution(observed);
        expect(rateRank(distribution, Math.max(...observed)).percent).toBe(0);
        expect(rateRank(distribution, Math.max(...observed) + 0.01).beaten).toBe(0);
        expect(rateRank(distribution, Math.min(...observed) - 0.01).percent).toBe(100);
      }),
    );
  });

  it('keeps the share within 0 to 100 and 100 only when every observation is beaten', () => {
    fc.assert(
      fc.property(rates, rate, (observed, mine) => {
        const { beaten, count, percent } = rateRank(rateDistribution(observed), mine);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent === 100).toBe(count > 0 && beaten === count);
        expect(percent / 100).toBeLessThanOrEqual(count === 0 ? 0 : beaten / count);
      }),
    );
  });
});
