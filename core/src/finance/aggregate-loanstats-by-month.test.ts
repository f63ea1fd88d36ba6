import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateLoanstatsByMonth } from './aggregate-loanstats-by-month.ts';

describe('aggregateLoanstatsByMonth (spec §3)', () => {
  it('averages min, max, mean and std and sums counts per month', () => {
    const months = aggregateLoanstatsByMonth([
      { createdAt: '2026-02-03T00:00:00Z', count: 10, min: 3, max: 4, mean: 3.5, std: 0.2 },
      { createdAt: '2026-01-15T00:00:00Z', count: 4, min: 2.9, max: 3.9, mean: 3.3, std: 0.3 },
      { createdAt: new Date('2026-02-20T00:00:00Z'), count: 6, min: 3.2, max: 4.4, mean: 3.9, std: 0.4 },
    ]);
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02']);
    expect(months[1]).toMatchObject({ count: 16 });
    expect(months[1]?.min).toBeCloseTo(3.1, 12);
    expect(months[1]?.max).toBeCloseTo(4.2, 12);
    expect(months[1]?.mean).toBeCloseTo(3.7, 12);
    expect(months[1]?.std).toBeCloseTo(0.3, 12);
  });

  it('reads dates in UTC', () => {
    // 23:30 on 31 January in Paris is still January in UTC only if the offset is applied; stored dates are UTC.
    expect(aggregateLoanstatsByMonth([{ createdAt: '2026-01-31T23:30:00Z', count: 1, min: 1, max: 1, mean: 1, std: 0 }])[0]?.month).toBe(
      '2026-01',
    );
  });

  it('answers no month for no loanstat', () => {
    expect(aggregateLoanstatsByMonth([])).toEqual([]);
  });

  describe('properties', () => {
    const stat = fc.record({
      createdAt: fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
      count: fc.integer({ min: 0, max: 1000 }),
      min: fc.double({ min: 0, max: 5, noNaN: true }),
      max: fc.double({ min: 5, max: 10, noNaN: true }),
      mean: fc.double({ min: 0, max: 10, noNaN: true }),
      std: fc.double({ min: 0, max: 2, noNaN: true }),
    });

    it('preserves the total count and keeps months sorted and distinct', () => {
      fc.assert(
        fc.property(fc.array(stat, { maxLength: 60 }), (stats) => {
          const months = aggregateLoanstatsByMonth(stats);
          expect(months.reduce((t, m) => t + m.count, 0)).toBe(stats.reduce((t, s) => t + s.count, 0));
          const keys = months.map((m) => m.month);
          expect([...keys].sort()).toEqual(keys);
          expect(new Set(keys).size).toBe(keys.length);
        }),
      );
    });

    it('keeps each average between the month’s extremes', () => {
      fc.assert(
        fc.property(fc.array(stat, { minLength: 1, maxLength: 60 }), (stats) => {
          for (const month of aggregateLoanstatsByMonth(stats)) {
            const inMonth = stats.filter((s) => s.createdAt.toISOString().startsWith(month.month));
            expect(month.min).toBeGreaterThanOrEqual(Math.min(...inMonth.map((s) => s.min)) - 1e-9);
            expect(month.min).toBeLessThanOrEqual(Math.max(...inMonth.map((s) => s.min)) + 1e-9);
          }
        }),
      );
    });
  });
});
