import { describe, expect, it } from 'vitest';
import type { LoanstatStore } from '../ports/loanstat-store.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';

/** What a contract run needs: fresh stores holding the given observations, and a way to read back product stats. */
export interface LoanStoresUnderTest {
  rates: RateObservationStore;
  loanstats: LoanstatStore;
  productStats(productId: number): Promise<unknown> | unknown;
}

/** Observations are written in the order given; amount and duration are 100 000 € and 120 months when not said. */
export type LoanStoresFactory = (
  observations: { productId: number; rate: number; observedAt: Date; amount?: number; duration?: number }[],
) => Promise<LoanStoresUnderTest>;

/**
 * The contract of RateObservationStore and LoanstatStore. The in-memory fake and every persistence adapter run
 * this same suite unchanged (DESIGN.md), so a use case tested on the fake behaves the same on a database.
 * Product ids 1 to 3 must exist in the store the factory prepares.
 */
export function describeLoanStoresContract(name: string, makeStores: LoanStoresFactory): void {
  const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  describe(`${name}: loan store contract`, () => {
    it('answers the rates of one product, from a date on', async () => {
      const { rates } = await makeStores([
        { productId: 1, rate: 3.1, observedAt: day('2026-01-01') },
        { productId: 1, rate: 3.3, observedAt: day('2026-02-01') },
        { productId: 2, rate: 5.9, observedAt: day('2026-02-01') },
      ]);
      expect((await rates.ratesForProduct(1)).sort()).toEqual([3.1, 3.3]);
      expect(await rates.ratesForProduct(1, day('2026-01-15'))).toEqual([3.3]);
      expect(await rates.ratesForProduct(3)).toEqual([]);
    });

    it('lists the products that have observations', async () => {
      const { rates } = await makeStores([
        { productId: 2, rate: 5.9, observedAt: day('2026-02-01') },
        { productId: 1, rate: 3.1, observedAt: day('2026-01-01') },
        { productId: 2, rate: 6.1, observedAt: day('2026-03-01') },
      ]);
      expect(await rates.productIdsWithObservations()).toEqual([1, 2]);
    });

    it('answers the latest observation of each product at each point: latest day, then latest written', async () => {
      const { rates } = await makeStores([
        { productId: 1, rate: 3.1, observedAt: day('2026-03-01'), amount: 200_000, duration: 240 },
        { productId: 1, rate: 3.4, observedAt: day('2026-01-01'), amount: 200_000, duration: 240 },
        { productId: 1, rate: 3.2, observedAt: day('2026-03-01'), amount: 200_000, duration: 240 },
        { productId: 1, rate: 2.9, observedAt: day('2026-02-01'), amount: 100_000, duration: 240 },
        { productId: 1, rate: 3.6, observedAt: day('2026-02-01'), amount: 200_000, duration: 300 },
        { productId: 2, rate: 5.9, observedAt: day('2026-02-01'), amount: 10_000, duration: 48 },
        { productId: 3, rate: 7.1, observedAt: day('2026-02-01'), amount: 10_000, duration: 48 },
      ]);
      expect(await rates.latestRates([1, 2])).toEqual([
        { productId: 1, amount: 100_000, duration: 240, rate: 2.9, observedAt: day('2026-02-01') },
        { productId: 1, amount: 200_000, duration: 240, rate: 3.2, observedAt: day('2026-03-01') },
        { productId: 1, amount: 200_000, duration: 300, rate: 3.6, observedAt: day('2026-02-01') },
        { productId: 2, amount: 10_000, duration: 48, rate: 5.9, observedAt: day('2026-02-01') },
      ]);
      expect(await rates.latestRates([])).toEqual([]);
    });

    it('saves loanstats and reads a product’s series oldest first, within the dates', async () => {
      const { loanstats } = await makeStores([]);
      const march = await loanstats.save(1, { count: 3, min: 3, max: 3.4, mean: 3.2, std: 0.16 }, day('2026-03-01'));
      await loanstats.save(1, { count: 2, min: 3.1, max: 3.3, mean: 3.2, std: 0.1 }, day('2026-01-01'));
      await loanstats.save(2, { count: 1, min: 6, max: 6, mean: 6, std: 0 }, day('2026-02-01'));
      expect(march).toMatchObject({ productId: 1, count: 3, min: 3, max: 3.4, mean: 3.2 });
      expect(march.id).toBeGreaterThan(0);
      const series = await loanstats.series([1], day('2025-12-01'), day('2026-12-31'));
      expect(series.map((s) => s.createdAt.toISOString().slice(0, 10))).toEqual(['2026-01-01', '2026-03-01']);
      expect(series[1]?.std).toBeCloseTo(0.16, 12);
      expect(await loanstats.series([1], day('2026-02-01'), day('2026-02-28'))).toEqual([]);
    });

    it('reads the series of several products at once, each loanstat with its own product', async () => {
      const { loanstats } = await makeStores([]);
      await loanstats.save(2, { count: 1, min: 6, max: 6, mean: 6, std: 0 }, day('2026-02-01'));
      await loanstats.save(1, { count: 2, min: 3.1, max: 3.3, mean: 3.2, std: 0.1 }, day('2026-01-01'));
      await loanstats.save(3, { count: 4, min: 4, max: 5, mean: 4.5, std: 0.5 }, day('2026-01-15'));
      const both = await loanstats.series([1, 2], day('2026-01-01'), day('2026-02-01'));
      expect(both.map((s) => [s.productId, s.createdAt.toISOString().slice(0, 10)])).toEqual([
        [1, '2026-01-01'],
        [2, '2026-02-01'],
      ]);
      expect(await loanstats.series([], day('2020-01-01'), day('2030-01-01'))).toEqual([]);
    });

    it('copies the latest statistics into the product', async () => {
      const stores = await makeStores([]);
      await stores.loanstats.updateProductStats(1, { count: 4, min: 1, max: 2, mean: 1.5, std: 0.5 });
      await stores.loanstats.updateProductStats(1, { count: 5, min: 1, max: 3, mean: 2, std: 0.7 });
      expect(await stores.productStats(1)).toMatchObject({ count: 5, min: 1, max: 3, mean: 2, std: 0.7 });
    });
  });
}
