import { describe, expect, it } from 'vitest';
import { createInMemoryLoanStores } from '../testing/in-memory-loan-stores.ts';
import { computeAllLoanStats } from './compute-all-loan-stats.ts';
import { LOANSTAT_WINDOW_DAYS, saveOneLoanStat } from './save-one-loan-stat.ts';

const now = new Date('2026-11-22T06:00:00Z');
const clock = { now: () => now };
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('saveOneLoanStat', () => {
  it('stores the statistics of the rates observed in the window and copies them into the product', async () => {
    const stores = createInMemoryLoanStores([
      { productId: 7, rate: 3.2, observedAt: daysAgo(2) },
      { productId: 7, rate: 3.6, observedAt: daysAgo(10) },
      { productId: 7, rate: 9.9, observedAt: daysAgo(LOANSTAT_WINDOW_DAYS + 1) },
      { productId: 8, rate: 5, observedAt: daysAgo(1) },
    ]);
    const result = await saveOneLoanStat({ ...stores, clock }, { productId: 7 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 3.2 and 3.6 only: the 9.9 observation is older than the window.
    expect(result.value).toMatchObject({ productId: 7, count: 2, min: 3.2, max: 3.6, createdAt: now });
    expect(result.value.mean).toBeCloseTo(3.4, 12);
    expect(result.value.std).toBeCloseTo(0.2, 12);
    expect(stores.productStats(7)).toMatchObject({ count: 2, min: 3.2, max: 3.6 });
    expect(await stores.loanstats.series([7], daysAgo(1), now)).toHaveLength(1);
  });

  it('answers a typed error, and stores nothing, for a product with no recent observation', async () => {
    const stores = createInMemoryLoanStores([{ productId: 7, rate: 3.2, observedAt: daysAgo(90) }]);
    const result = await saveOneLoanStat({ ...stores, clock }, { productId: 7 });
    expect(result).toEqual({ ok: false, error: { type: 'loanstat/no-observations', productId: 7 } });
    expect(await stores.loanstats.series([7], daysAgo(365), now)).toEqual([]);
    expect(stores.productStats(7)).toBeUndefined();
  });
});

describe('computeAllLoanStats', () => {
  it('saves one loanstat per product with recent observations and reports the others', async () => {
    const stores = createInMemoryLoanStores([
      { productId: 1, rate: 3, observedAt: daysAgo(1) },
      { productId: 2, rate: 4, observedAt: daysAgo(200) },
      { productId: 3, rate: 5, observedAt: daysAgo(3) },
    ]);
    expect(await computeAllLoanStats({ ...stores, clock })).toEqual({ saved: 2, skipped: [2] });
    expect(stores.productStats(3)).toMatchObject({ count: 1, mean: 5 });
  });

  it('reports its progress after each product', async () => {
    const stores = createInMemoryLoanStores([
      { productId: 1, rate: 3, observedAt: daysAgo(1) },
      { productId: 2, rate: 4, observedAt: daysAgo(2) },
    ]);
    const progress: [number, number][] = [];
    await computeAllLoanStats({ ...stores, clock }, { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
