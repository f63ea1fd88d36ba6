import { offerMatches, parseResourceQuery, type OfferQuery } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { categoryConfig, make, productConfig } from './contract-fixtures.ts';
import { captureSentSql } from './sent-sql.ts';
import type { TestDatabase } from './test-databases.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** Builds a category with `count` products, each observed on the whole grid in January and February 2026. */
async function seedCategory(database: TestDatabase, slug: string, count: number) {
  const resources = createStores(database.fork()).resources;
  const category = await make(resources, 'categories', { name: slug, slug, config: categoryConfig, faq: [] });
  const countries = ['LUX', 'BE', 'FR'];
  const products: number[] = [];
  for (let i = 0; i < count; i++) {
    const advertiser = await make(resources, 'announcers', {
      name: `Banque ${slug} ${i}`,
      slug: `banque-${slug}-${i}`,
      country: countries[i % 3],
    });
    const product = await make(resources, 'products', {
      name: `Prêt ${i}`,
      slug: `${slug}-pret-${i}`,
      advertiserId: advertiser,
      categories: [category],
      config: productConfig,
      isSponsored: i === 1,
      // Every third product is variable, every fourth through a broker; product 5 is a bridge loan (24 months at
      // most), product 6 lends 300 000 € and more, product 7 has no stated rate type.
      rateType: i === 7 ? null : i % 3 === 2 ? 'variable' : 'fixed',
      viaBroker: i % 4 === 3,
      ...(i % 4 === 3 ? { advertiserBrokerId: advertiser } : {}),
      ...(i === 5 ? { maxDuration: 24 } : {}),
      ...(i === 6 ? { minAmount: 300_000 } : {}),
    });
    products.push(product);
    for (const amount of categoryConfig.amounts) {
      for (const duration of categoryConfig.durations) {
        const base = 3 + i / 10 + duration / 1200;
        await make(resources, 'loans', { rate: base + 0.5, amount, duration, productId: product, createdAt: day('2026-01-01') });
        await make(resources, 'loans', { rate: base, amount, duration, productId: product, createdAt: day('2026-02-01') });
      }
    }
  }
  return { category, products };
}

/** The comparator query and the statement counts of the hot queries, on every database. */
export function describeOfferContract(name: string, open: (options?: { onQuery?: (sql: string) => void }) => Promise<TestDatabase>): void {
  describe(`${name}: comparator and query counts`, () => {
    let database: TestDatabase;
    let statements: string[] = [];
    let small: Awaited<ReturnType<typeof seedCategory>>;
    let grand: Awaited<ReturnType<typeof seedCategory>>;

    beforeAll(async () => {
      database = await open({ onQuery: (sql) => statements.push(sql) });
      small = await seedCategory(database, 'petit', 4);
      grand = await seedCategory(database, 'grand', 16);
    });
    afterAll(async () => database?.dispose());

    const count = async (work: () => Promise<unknown>) => {
      statements = [];
      await work();
      // The ORM's log lines are coloured: strip the ANSI codes before reading the statement's verb.
      // eslint-disable-next-line no-control-regex
      return statements.map((s) => s.replace(/\u001b\[[0-9;]*m/g, '')).filter((s) => /\[query\]\s*(select|insert|update|delete)\b/i.test(s))
        .length;
    };

    it('answers each active product with its latest rate at the nearest grid point', async () => {
      const offers = await createStores(database.fork()).offers.offersFor({ categorySlug: 'petit', amount: 210_000, duration: 230 });
      expect(offers.map((o) => o.productId).sort((a, b) => a - b)).toEqual(small.products);
      // Snapped to 200 000 / 240 months; February's rate (3 + i/10 + 0.2), not January's.
      const first = offers.find((o) => o.productId === small.products[0]);
      expect(first?.rate).toBeCloseTo(3.2, 10);
      expect(first?.observedAt.toISOString()).toBe('2026-02-01T00:00:00.000Z');
      // The grid point it read, for the page to say so.
      expect(first).toMatchObject({ observedAmount: 200_000, observedDuration: 240, rateType: 'fixed', advertiserKind: 'banque' });
      expect(offers.find((o) => o.productId === small.products[1])?.isSponsored).toBe(true);
    });

    it('leaves out inactive and disabled products, and filters by country', async () => {
      const resources = createStores(database.fork()).resources;
      await resources.update('products', small.products[2] as number, { isActive: false });
      await resources.update('products', small.products[3] as number, { isDisabled: true });
      const offers = await createStores(database.fork()).offers.offersFor({ categorySlug: 'petit', amount: 100_000, duration: 120 });
      expect(offers.map((o) => o.productId).sort((a, b) => a - b)).toEqual(small.products.slice(0, 2));
      const belgian = await createStores(database.fork()).offers.offersFor({
        categorySlug: 'petit',
        amount: 100_000,
        duration: 120,
        countries: ['BE'],
      });
      expect(belgian.map((o) => o.country)).toEqual(['BE']);
      expect(await createStores(database.fork()).offers.offersFor({ categorySlug: 'inconnue', amount: 1, duration: 1 })).toEqual([]);
    });

    it('filters in its one statement exactly as the core’s rule says (offerMatches), ranges included', async () => {
      const ask = (query: Omit<OfferQuery, 'categorySlug'>) =>
        createStores(database.fork()).offers.offersFor({ categorySlug: 'grand', ...query });
      const ids = (rows: { productId: number }[]) => rows.map((row) => row.productId).sort((a, b) => a - b);
      const queries: Omit<OfferQuery, 'categorySlug'>[] = [
        { amount: 250_000, duration: 240 },
        { amount: 250_000, duration: 24 },
        { amount: 350_000, duration: 240 },
        { amount: 250_000, duration: 240, countries: ['BE'] },
        { amount: 250_000, duration: 240, rateTypes: ['variable'] },
        { amount: 250_000, duration: 240, rateTypes: ['fixed', 'mixed'], countries: ['LUX', 'FR'] },
        { amount: 250_000, duration: 240, channel: 'broker' },
        { amount: 250_000, duration: 240, channel: 'direct', rateTypes: ['fixed'] },
      ];
      for (const query of queries) {
        const filtered = await ask(query);
        const unfiltered = await ask({ amount: query.amount, duration: query.duration });
        // Only what the rule keeps, and all of it.
        expect(
          filtered.every((row) => offerMatches(query, row)),
          JSON.stringify(query),
        ).toBe(true);
        expect(ids(filtered), JSON.stringify(query)).toEqual(ids(unfiltered.filter((row) => offerMatches(query, row))));
        expect(filtered.length, JSON.stringify(query)).toBeGreaterThan(0);
      }
      // The ranges: the bridge loan (5) only up to 24 months, product 6 only from 300 000 €.
      const [bridge, large] = [grand.products[5], grand.products[6]];
      expect(ids(await ask({ amount: 250_000, duration: 240 }))).toEqual(grand.products.filter((id) => id !== bridge && id !== large));
      expect(ids(await ask({ amount: 250_000, duration: 24 }))).toEqual(grand.products.filter((id) => id !== large));
      expect(ids(await ask({ amount: 300_000, duration: 240 }))).toEqual(grand.products.filter((id) => id !== bridge));
    });

    it('sends the comparator as written (decision 0003): the category, then one statement seeking each latest rate', async () => {
      const sent = await captureSentSql(database);
      await createStores(database.fork()).offers.offersFor({ categorySlug: 'grand', amount: 310_000, duration: 250, countries: ['BE'] });
      // What reached the database: the text it parsed, values in place (MikroORM inlines them, as 6.x did).
      expect(sent).toHaveLength(2);
      expect(sent[0]).toBe(`select id, config from categories where slug = 'grand'`);
      const offers = sent[1] as string;
      expect(offers).toMatch(/^\nselect p\.id as product_id, /);
      // Snapped to the grid point 300 000 € / 240 months; the seek down the (product, amount, duration, created_at)
      // index, one row per product.
      expect(offers).toContain(
        `join loans l on l.id = (
  select l2.id from loans l2
  where l2.product_id = p.id and l2.amount = 300000 and l2.duration = 240
  order by l2.created_at desc, l2.id desc
  limit 1
)
where pc.category_id = ${grand.category}
  and (p.min_amount is null or p.min_amount <= 310000) and (p.max_amount is null or p.max_amount >= 310000)
  and (p.min_duration is null or p.min_duration <= 250) and (p.max_duration is null or p.max_duration >= 250)`,
      );
      expect(offers).toMatch(/\n {2}and a\.country in \('BE'\)$/);
    });

    it('runs the same number of statements for 4 and for 16 products (no N+1)', async () => {
      const few = await count(() =>
        createStores(database.fork()).offers.offersFor({ categorySlug: 'petit', amount: 300_000, duration: 240 }),
      );
      const many = await count(() =>
        createStores(database.fork()).offers.offersFor({ categorySlug: 'grand', amount: 300_000, duration: 240 }),
      );
      expect(few).toBe(2);
      expect(many).toBe(few);
    });

    it('lists products with their relations in a constant number of statements', async () => {
      const list = (limit: number) => {
        const parsed = parseResourceQuery('products', { include: 'advertiser,categories,loanstats', 'page[limit]': String(limit) });
        if (!parsed.ok) throw new Error('bad query');
        return createStores(database.fork()).resources.list(parsed.value);
      };
      const few = await count(() => list(3));
      const many = await count(() => list(20));
      expect(many).toBe(few);
      expect(few).toBeLessThanOrEqual(5);
    });
  });
}
