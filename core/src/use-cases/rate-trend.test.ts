import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInMemoryLoanStores } from '../testing/in-memory-loan-stores.ts';
import { rateTrend } from './rate-trend.ts';

const now = new Date('2026-11-24T09:30:00Z');
const clock = { now: () => now };
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('rateTrend', () => {
  it('aggregates the chosen products by month over the last months, the current one included', async () => {
    const { loanstats } = createInMemoryLoanStores();
    await loanstats.save(1, { count: 10, min: 3, max: 4, mean: 3.5, std: 0.2 }, day('2026-10-01'));
    await loanstats.save(2, { count: 30, min: 3.4, max: 4.4, mean: 3.9, std: 0.4 }, day('2026-10-01'));
    await loanstats.save(1, { count: 12, min: 2.9, max: 3.9, mean: 3.3, std: 0.1 }, day('2026-11-01'));
    // Outside the window (older than 2 months) or another product: not counted.
    await loanstats.save(1, { count: 99, min: 9, max: 9, mean: 9, std: 0 }, day('2026-09-30'));
    await loanstats.save(3, { count: 99, min: 9, max: 9, mean: 9, std: 0 }, day('2026-11-01'));

    const trend = await rateTrend({ loanstats, clock }, { productIds: [1, 2], months: 2 });

    expect(trend.map((month) => month.month)).toEqual(['2026-10', '2026-11']);
    expect(trend[0]).toMatchObject({ count: 40 });
    expect(trend[0]!.min).toBeCloseTo(3.2, 12);
    expect(trend[0]!.max).toBeCloseTo(4.2, 12);
    expect(trend[0]!.mean).toBeCloseTo(3.7, 12);
    expect(trend[0]!.std).toBeCloseTo(0.3, 12);
    expect(trend[1]).toMatchObject({ count: 12, min: 2.9, max: 3.9, mean: 3.3, std: 0.1 });
  });

  it('answers nothing for no products or no months', async () => {
    const { loanstats } = createInMemoryLoanStores();
    await loanstats.save(1, { count: 1, min: 3, max: 3, mean: 3, std: 0 }, day('2026-11-01'));
    expect(await rateTrend({ loanstats, clock }, { productIds: [], months: 12 })).toEqual([]);
    expect(await rateTrend({ loanstats, clock }, { productIds: [1], months: 0 })).toEqual([]);
  });

  describe('properties', () => {
    it('never answers more months than asked, in order, with every month inside the window, and counts add up', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              productId: fc.integer({ min: 1, max: 4 }),
              daysBack: fc.integer({ min: 0, max: 800 }),
              count: fc.integer({ min: 1, max: 50 }),
            }),
            { maxLength: 40 },
          ),
          fc.integer({ min: 1, max: 30 }),
          async (stats, months) => {
            const { loanstats } = createInMemoryLoanStores();
            for (const stat of stats)
              await loanstats.save(
                stat.productId,
                { count: stat.count, min: 3, max: 4, mean: 3.5, std: 0.1 },
                new Date(now.getTime() - stat.daysBack * 86_400_000),
              );
            const trend = await rateTrend({ loanstats, clock }, { productIds: [1, 2], months });
            expect(trend.length).toBeLessThanOrEqual(months);
            const keys = trend.map((month) => month.month);
            expect([...keys].sort()).toEqual(keys);
            const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
            const counted = stats.filter((stat) => stat.productId <= 2 && new Date(now.getTime() - stat.daysBack * 86_400_000) >= first);
            expect(trend.reduce((total, month) => total + month.count, 0)).toBe(counted.reduce((total, stat) => total + stat.count, 0));
          },
        ),
      );
    });
  });
});
