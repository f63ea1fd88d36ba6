import { createStores, openTestPostgres, openTestSqlite, PG_TEST_URL, seedDemoData, seedScale } from '@pretscope/persistence-mikroorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadList } from '../../apps/web/app/admin/load-list.server.ts';
import { appContext } from '../../apps/web/app/app-context.ts';
import type { WebRequestScope } from '../../apps/web/app/request-scope.ts';

type TestDatabase = Awaited<ReturnType<typeof openTestSqlite>>;

/** Enough products for 120 generated advertisers (one per 50): with the demo's, more than one store page (100) of them. */
const SCALE_PRODUCTS = 6_000;
const NOW = new Date('2026-11-22T10:00:00Z');
const ADMIN = { userId: 1, email: 'admin@pretscope.example', roles: ['admin' as const] };

/**
 * The product list's loader (issue 6: « fast on thousands of rows », filters that do not lose choices) on a real
 * database of a few thousand products: the demo data, then the scale generator of the benchmarks. Its timing is
 * measured in test/bench, not here.
 */
for (const [dialect, open] of [
  ['sqlite', openTestSqlite],
  ['postgresql', openTestPostgres],
] as const) {
  describe.skipIf(dialect === 'postgresql' && !PG_TEST_URL)(
    `the admin product list on ${dialect} with ${SCALE_PRODUCTS} more products`,
    () => {
      let database: TestDatabase;
      let uploads: string;
      /** What the database holds, read without the store: the answers the loader must give. */
      let advertisers: { id: number; name: string }[];
      let categories: { id: number; name: string }[];
      let products: number;

      beforeAll(async () => {
        database = await open();
        uploads = mkdtempSync(join(tmpdir(), 'pretscope-list-'));
        await seedDemoData(database.fork(), {
          now: NOW,
          uploadsDir: uploads,
          hashPassword: async (password) => `test$${password}`,
          admin: { email: ADMIN.email },
        });
        await seedScale(database.fork(), { products: SCALE_PRODUCTS, loans: 0, now: NOW });
        const connection = database.fork().getConnection();
        advertisers = (await connection.execute<{ id: number; name: string }[]>('select id, name from advertisers', [], 'all')).map(
          ({ id, name }) => ({ id: Number(id), name }),
        );
        categories = (await connection.execute<{ id: number; name: string }[]>('select id, name from categories', [], 'all')).map(
          ({ id, name }) => ({ id: Number(id), name }),
        );
        products = Number((await connection.execute<{ n: number | string }[]>('select count(*) as n from products', [], 'all'))[0]?.n);
      }, 120_000);
      afterAll(async () => {
        await database?.dispose();
        if (uploads) rmSync(uploads, { recursive: true, force: true });
      });

      /** The loader as React Router calls it, for an admin, over a fresh unit of work (one per request, as in the app). */
      const load = (query = '') => {
        const context = new RouterContextProvider();
        context.set(appContext, {
          site: { siteUrl: 'http://localhost' },
          useCases: { verifyAccessToken: async () => ADMIN, today: () => new Date() },
          stores: { resources: createStores(database.fork()).resources },
        } as unknown as WebRequestScope);
        const request = new Request(`http://localhost/_admin_/products${query}`, { headers: { cookie: 'pretscope_admin=jeton' } });
        return loadList({ request, url: new URL(request.url), context });
      };
      const optionsOf = (loaded: Awaited<ReturnType<typeof load>>, field: string) =>
        loaded.filters.find((filter) => filter.field === field)!;
      const byId = (a: { value: string }, b: { value: string }) => Number(a.value) - Number(b.value);

      it('counts every product and pages through them 25 at a time, the last page holding the rest', async () => {
        expect(products).toBeGreaterThan(SCALE_PRODUCTS);
        const first = await load();
        expect(first.count).toBe(products);
        expect(first.rows).toHaveLength(25);
        const lastPage = Math.ceil(products / 25);
        const last = await load(`?page=${lastPage}`);
        expect(last.count).toBe(products);
        expect(last.state.page).toBe(lastPage);
        expect(last.rows).toHaveLength(products - (lastPage - 1) * 25);
        const second = await load('?page=2');
        expect(second.rows.map((row) => row.id).filter((id) => first.rows.some((row) => row.id === id))).toEqual([]);
      });

      it('offers every advertiser and every category as a filter choice, past one store page', async () => {
        expect(advertisers.length).toBeGreaterThan(100);
        const loaded = await load();
        const advertiserFilter = optionsOf(loaded, 'advertiserId');
        expect(advertiserFilter.complete).toBe(true);
        expect([...advertiserFilter.options].sort(byId)).toEqual(
          advertisers.map(({ id, name }) => ({ value: String(id), label: name })).sort(byId),
        );
        const categoryFilter = optionsOf(loaded, 'categories');
        expect([...categoryFilter.options].sort(byId)).toEqual(
          categories.map(({ id, name }) => ({ value: String(id), label: name })).sort(byId),
        );
      });

      it('filters by an advertiser past the first hundred choices, and keeps it selected', async () => {
        const [generated] = advertisers.filter((advertiser) => advertiser.name.startsWith('Charge ')).sort((a, b) => b.id - a.id);
        const loaded = await load(`?advertiserId=${generated!.id}`);
        // One generated advertiser per 50 generated products.
        expect(loaded.count).toBe(50);
        expect(loaded.state.filters.advertiserId).toBe(String(generated!.id));
        const options = optionsOf(loaded, 'advertiserId').options;
        expect(options.filter((option) => option.value === String(generated!.id))).toEqual([
          { value: String(generated!.id), label: generated!.name },
        ]);
        // Where a list cut at one store page lost it.
        expect(options.findIndex((option) => option.value === String(generated!.id))).toBeGreaterThanOrEqual(100);
      });

      it('shows a bookmarked advertiser that no longer exists as the selected choice, with no product', async () => {
        const gone = Math.max(...advertisers.map((advertiser) => advertiser.id)) + 1_000;
        const loaded = await load(`?advertiserId=${gone}`);
        expect(loaded.count).toBe(0);
        expect(loaded.state.filters.advertiserId).toBe(String(gone));
        expect(optionsOf(loaded, 'advertiserId').options[0]).toEqual({ value: String(gone), label: `n° ${gone} (introuvable)` });
        expect(optionsOf(loaded, 'advertiserId').options).toHaveLength(advertisers.length + 1);
      });
    },
  );
}
