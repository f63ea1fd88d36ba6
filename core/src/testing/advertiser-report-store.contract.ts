import { describe, expect, it } from 'vitest';
import { monthsEndingAt } from '../catalogue/advertiser-report.ts';
import type { AdvertiserReportStore } from '../ports/advertiser-report-store.ts';

/** What a contract run prepares: two advertisers (`a`, `b`), their products, and clicks and requests on them. */
export interface AdvertiserReportSeed {
  products: { key: string; advertiser: 'a' | 'b' }[];
  clicks: { product: string; at: Date }[];
  requests: { product: string | null; at: Date }[];
}

export interface AdvertiserReportUnderTest {
  store: AdvertiserReportStore;
  productId(key: string): number;
  advertiserId(key: 'a' | 'b'): number;
  dispose?(): Promise<void>;
}

export type AdvertiserReportStoreFactory = (seed: AdvertiserReportSeed) => Promise<AdvertiserReportUnderTest>;

const at = (iso: string) => new Date(iso);

const SEED: AdvertiserReportSeed = {
  products: [
    { key: 'habitat', advertiser: 'a' },
    { key: 'perso', advertiser: 'a' },
    { key: 'autre', advertiser: 'b' },
  ],
  clicks: [
    // 1 November 00:30 in Luxembourg is still 31 October in UTC: it counts for November.
    { product: 'habitat', at: at('2026-10-31T23:30:00Z') },
    { product: 'habitat', at: at('2026-11-15T10:00:00Z') },
    { product: 'habitat', at: at('2026-10-31T22:30:00Z') },
    { product: 'perso', at: at('2026-11-30T22:59:59Z') },
    // 1 December 00:00 in Luxembourg.
    { product: 'perso', at: at('2026-11-30T23:00:00Z') },
    { product: 'autre', at: at('2026-11-10T10:00:00Z') },
  ],
  requests: [
    { product: 'habitat', at: at('2026-11-02T09:00:00Z') },
    { product: 'habitat', at: at('2026-11-20T09:00:00Z') },
    { product: 'perso', at: at('2026-10-05T09:00:00Z') },
    { product: 'autre', at: at('2026-11-05T09:00:00Z') },
    { product: null, at: at('2026-11-05T09:00:00Z') },
  ],
};

/**
 * The contract of AdvertiserReportStore: the in-memory fake, SQLite and PostgreSQL run it unchanged (DESIGN.md).
 * Months are Luxembourg months; impressions are added, never overwritten, whoever writes them.
 */
export function describeAdvertiserReportStoreContract(name: string, makeStore: AdvertiserReportStoreFactory): void {
  describe(`${name}: advertiser report store contract`, () => {
    it('adds impressions to what a day and product already count, and reads them per month with clicks and requests', async () => {
      const subject = await makeStore(SEED);
      try {
        const { store, productId, advertiserId } = subject;
        const habitat = productId('habitat');
        const perso = productId('perso');
        await store.addImpressions([
          { day: '2026-11-01', productId: habitat, impressions: 10, rankSum: 25 },
          { day: '2026-11-30', productId: perso, impressions: 4, rankSum: 20 },
          { day: '2026-10-31', productId: habitat, impressions: 2, rankSum: 2 },
          { day: '2026-11-01', productId: productId('autre'), impressions: 7, rankSum: 7 },
        ]);
        // A second process's flush of the same day adds to it.
        await store.addImpressions([{ day: '2026-11-01', productId: habitat, impressions: 5, rankSum: 5 }]);
        await store.addImpressions([]);
        const figures = await store.monthlyFigures({ advertiserId: advertiserId('a'), months: monthsEndingAt('2026-11', 2) });
        expect(figures).toEqual(
          [
            { productId: habitat, month: '2026-10', impressions: 2, rankSum: 2, clicks: 1, requests: 0 },
            { productId: habitat, month: '2026-11', impressions: 15, rankSum: 30, clicks: 2, requests: 2 },
            { productId: perso, month: '2026-10', impressions: 0, rankSum: 0, clicks: 0, requests: 1 },
            { productId: perso, month: '2026-11', impressions: 4, rankSum: 20, clicks: 1, requests: 0 },
          ].sort((x, y) => x.productId - y.productId || x.month.localeCompare(y.month)),
        );
      } finally {
        await subject.dispose?.();
      }
    });

    it('answers nothing for months without figures, and only the advertiser’s own products', async () => {
      const subject = await makeStore(SEED);
      try {
        const { store, productId, advertiserId } = subject;
        expect(await store.monthlyFigures({ advertiserId: advertiserId('a'), months: monthsEndingAt('2025-06', 3) })).toEqual([]);
        const other = await store.monthlyFigures({ advertiserId: advertiserId('b'), months: monthsEndingAt('2026-11', 1) });
        expect(other).toEqual([{ productId: productId('autre'), month: '2026-11', impressions: 0, rankSum: 0, clicks: 1, requests: 1 }]);
      } finally {
        await subject.dispose?.();
      }
    });

    it('keeps large counts exact', async () => {
      const subject = await makeStore(SEED);
      try {
        const { store, productId, advertiserId } = subject;
        const big = { day: '2026-09-10', productId: productId('perso'), impressions: 1_500_000_000, rankSum: 2_000_000_000 };
        await store.addImpressions([big]);
        await store.addImpressions([big]);
        const [figures] = await store.monthlyFigures({ advertiserId: advertiserId('a'), months: monthsEndingAt('2026-09', 1) });
        expect(figures).toMatchObject({ impressions: 3_000_000_000, rankSum: 4_000_000_000 });
      } finally {
        await subject.dispose?.();
      }
    });
  });
}
