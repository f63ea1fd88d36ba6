import type { Clock } from '@pretscope/core';
import {
  CATALOG_FIXTURE,
  CONTENT_FIXTURE,
  CONTENT_NOW,
  describeCatalogReaderContract,
  describeContentReaderContract,
  type CatalogFixture,
  type ContentFixture,
} from '@pretscope/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { createCatalogReader } from '../stores/mikroorm-catalog-reader.ts';
import { createContentReader } from '../stores/mikroorm-content-reader.ts';
import { make } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

/** Ids by slug, as the database gave them. */
function idsBySlug() {
  const ids = new Map<string, number>();
  return {
    set: (slug: string, id: number) => ids.set(slug, id),
    get(slug: string): number {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`fixture: no ${slug}`);
      return id;
    },
  };
}

/** The fixture written through the generic store, as the back office writes records. */
async function seedCatalog(database: TestDatabase, fixture: CatalogFixture) {
  const { resources } = createStores(database.fork());
  const [categories, advertisers, products] = [idsBySlug(), idsBySlug(), idsBySlug()];
  for (const category of fixture.categories) categories.set(category.slug, await make(resources, 'categories', { ...category }));
  for (const advertiser of fixture.advertisers) advertisers.set(advertiser.slug, await make(resources, 'announcers', { ...advertiser }));
  for (const { advertiser, broker, categories: slugs, ...fields } of fixture.products) {
    const id = await make(resources, 'products', {
      ...fields,
      advertiserId: advertisers.get(advertiser),
      advertiserBrokerId: broker === null ? null : advertisers.get(broker),
      categories: slugs.map(categories.get),
    });
    products.set(fields.slug, id);
  }
  for (const { product, ...fields } of fixture.observations)
    await make(resources, 'loans', { ...fields, productId: products.get(product) });
  for (const { product, ...fields } of fixture.statistics)
    await make(resources, 'loanstats', { ...fields, productId: products.get(product) });
  return { category: categories.get, advertiser: advertisers.get, product: products.get };
}

async function seedContent(database: TestDatabase, fixture: ContentFixture) {
  const { resources } = createStores(database.fork());
  const authors = idsBySlug();
  for (const author of fixture.authors) authors.set(author.slug, await make(resources, 'authors', { ...author }));
  for (const { name, slug } of fixture.rubriques) await make(resources, 'rubriques', { name, slug });
  const articles = idsBySlug();
  for (const { author, ...fields } of fixture.articles)
    articles.set(fields.slug, await make(resources, 'articles', { ...fields, authorId: author === null ? null : authors.get(author) }));
  for (const page of fixture.legalPages) await make(resources, 'legalpages', { ...page });
  return { author: authors.get, article: articles.get };
}

/** The core's read port contracts on one database: seeded once through the generic store, then only read. */
export function describeReadPorts(name: string, open: () => Promise<TestDatabase>): void {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database?.dispose());

  describeCatalogReaderContract(name, async (fixture) => ({
    reader: createCatalogReader(database.fork()),
    ids: await seedCatalog(database, fixture),
  }));
  describeContentReaderContract(name, async (fixture, clock: Clock) => ({
    reader: createContentReader(database.fork(), { clock }),
    ids: await seedContent(database, fixture),
  }));
}

/**
 * How many statements each read costs, on a database holding the contract's fixture: a fixed number whatever the
 * size of the list (no query per record), which the contract's in-memory reference cannot say.
 */
export function describeReadPortStatements(
  name: string,
  open: (options: { onQuery: (sql: string) => void }) => Promise<TestDatabase>,
): void {
  describe(`${name}: read port statements`, () => {
    let database: TestDatabase;
    let statements: string[] = [];
    let ids: { advertiser(slug: string): number; product(slug: string): number };
    beforeAll(async () => {
      database = await open({ onQuery: (sql) => statements.push(sql) });
      ids = await seedCatalog(database, CATALOG_FIXTURE);
      await seedContent(database, CONTENT_FIXTURE);
    });
    afterAll(async () => database?.dispose());

    const count = async (work: () => Promise<unknown>) => {
      statements = [];
      await work();
      // eslint-disable-next-line no-control-regex
      return statements.map((s) => s.replace(/\u001b\[[0-9;]*m/g, '')).filter((s) => /\[query\]\s*select\b/i.test(s)).length;
    };

    it('reads each page’s data in one to three statements', async () => {
      const catalog = createCatalogReader(database.fork());
      const content = createContentReader(database.fork(), { clock: { now: () => CONTENT_NOW } });
      expect(await count(() => catalog.categories())).toBe(1);
      expect(await count(() => catalog.categoryBySlug('pret-immobilier'))).toBe(1);
      // The advertisers, then one grouped count of their products.
      expect(await count(() => catalog.advertisers())).toBe(2);
      expect(await count(() => catalog.products({ advertiserId: ids.advertiser('banque-alpha') }))).toBe(1);
      expect(await count(() => catalog.products({ advertiserId: ids.advertiser('banque-delta') }))).toBe(1);
      expect(await count(() => catalog.product({ id: ids.product('alpha-habitat') }))).toBe(1);
      expect(await count(() => catalog.productRates(ids.product('alpha-habitat')))).toBe(2);
      expect(await count(() => catalog.sitemap())).toBe(3);
      // The month to read, then its rates grouped.
      const market = { categorySlug: 'pret-immobilier', country: 'FR', duration: 240, month: new Date('2026-03-15T00:00:00Z') };
      expect(await count(() => catalog.marketRates(market))).toBe(2);
      // A page of articles and its total.
      expect(await count(() => content.articles({ page: { offset: 0, limit: 12 } }))).toBe(2);
      expect(await count(() => content.articleBySlug('taeg-explique'))).toBe(1);
      expect(await count(() => content.sitemap())).toBe(2);
    });
  });
}
