import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { make, productConfig } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

const at = (iso: string) => new Date(iso);

/** The tracker's click summaries and the home page's stale products, on every database. */
export function describeBackOfficeReportsContract(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: back-office reports`, () => {
    let database: TestDatabase;
    let ids: { alpha: number; beta: number; fresh: number; stale: number; never: number; inactive: number };

    beforeAll(async () => {
      database = await open();
      const { resources } = createStores(database.fork());
      const alpha = await make(resources, 'announcers', {
        name: 'Banque Alpha',
        slug: 'banque-alpha',
        country: 'FR',
        advertisersCategory: 'banque',
      });
      const beta = await make(resources, 'announcers', {
        name: 'Banque Bêta',
        slug: 'banque-beta',
        country: 'BE',
        advertisersCategory: 'banque',
      });
      const product = (slug: string, advertiserId: number, extra: Record<string, unknown> = {}) =>
        make(resources, 'products', { name: slug, slug, advertiserId, config: productConfig, ...extra });
      ids = {
        alpha,
        beta,
        fresh: await product('frais', alpha),
        stale: await product('ancien', beta),
        never: await product('jamais', alpha),
        inactive: await product('inactif', alpha, { isActive: false }),
      };
      const observation = (productId: number, createdAt: Date) =>
        make(resources, 'loans', { rate: 3.5, amount: 200_000, duration: 240, productId, createdAt });
      await observation(ids.fresh, at('2026-10-01T00:00:00Z'));
      await observation(ids.fresh, at('2026-11-20T00:00:00Z'));
      await observation(ids.stale, at('2026-09-15T00:00:00Z'));
      await observation(ids.inactive, at('2026-01-01T00:00:00Z'));
      const click = (productId: number, advertiserId: number, createdAt: Date) =>
        make(resources, 'clicks', { productId, advertiserId, ip: null, createdAt });
      await click(ids.fresh, alpha, at('2026-11-01T08:00:00Z'));
      await click(ids.fresh, alpha, at('2026-11-01T23:59:59Z'));
      await click(ids.stale, beta, at('2026-11-01T12:00:00Z'));
      await click(ids.stale, beta, at('2026-11-03T00:00:00Z'));
      await click(ids.fresh, alpha, at('2026-11-03T10:00:00Z'));
      await click(ids.fresh, alpha, at('2026-10-31T23:59:59Z'));
    });
    afterAll(async () => database?.dispose());

    it('counts clicks per UTC day within the period, for everything or one product', async () => {
      const { reports } = createStores(database.fork());
      const november = { from: at('2026-11-01T00:00:00Z'), to: at('2026-12-01T00:00:00Z') };
      expect(await reports.clicksPerDay(november)).toEqual([
        { day: '2026-11-01', count: 3 },
        { day: '2026-11-03', count: 2 },
      ]);
      expect(await reports.clicksPerDay({ ...november, productId: ids.stale })).toEqual([
        { day: '2026-11-01', count: 1 },
        { day: '2026-11-03', count: 1 },
      ]);
      expect(await reports.clicksPerDay({ ...november, advertiserId: ids.alpha })).toEqual([
        { day: '2026-11-01', count: 2 },
        { day: '2026-11-03', count: 1 },
      ]);
    });

    it('ranks the most clicked products and advertisers of the period', async () => {
      const { reports } = createStores(database.fork());
      const period = { from: at('2026-11-01T00:00:00Z'), to: at('2026-12-01T00:00:00Z'), limit: 10 };
      expect(await reports.topClicked({ ...period, by: 'product' })).toEqual([
        { id: ids.fresh, name: 'frais', owner: 'Banque Alpha', count: 3 },
        { id: ids.stale, name: 'ancien', owner: 'Banque Bêta', count: 2 },
      ]);
      expect(await reports.topClicked({ ...period, by: 'advertiser', limit: 1 })).toEqual([
        { id: ids.alpha, name: 'Banque Alpha', owner: null, count: 3 },
      ]);
    });

    it('lists active products without an observation since the date, never observed first', async () => {
      const { reports } = createStores(database.fork());
      const result = await reports.staleProducts({ before: at('2026-10-22T00:00:00Z'), limit: 10 });
      expect(result.count).toBe(2);
      expect(result.products.map((product) => product.id)).toEqual([ids.never, ids.stale]);
      expect(result.products[0]).toMatchObject({ name: 'jamais', advertiserName: 'Banque Alpha', lastObservedAt: null });
      expect(result.products[1]?.lastObservedAt?.toISOString()).toBe('2026-09-15T00:00:00.000Z');
      expect((await reports.staleProducts({ before: at('2026-10-22T00:00:00Z'), limit: 1 })).products).toHaveLength(1);
    });
  });
}
