import type { EntityManager } from '@mikro-orm/sql';
import { rateStats } from '@pretscope/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import { SEED_CATEGORIES } from './data/categories.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { testHash, type OpenSeedTestDatabase, type SeedTestDatabase } from './seed-databases.test-support.ts';
import { seedScale, type SeedScaleResult } from './seed-scale.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const MONTHS = Array.from({ length: 24 }, (_, index) => Date.UTC(2024, 11 + index, 1));
const PRODUCTS = 40;
const LOANS = 20_000;

/** The scale generator on top of the demo data, on a database of the given kind. */
export function describeSeedScale(open: OpenSeedTestDatabase): void {
  let db: SeedTestDatabase;
  let em: () => EntityManager;
  let result: SeedScaleResult;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    db = await open();
    em = () => db.database.fork();
    await seedDemoData(em(), { now: NOW, uploadsDir: db.uploadsDir, hashPassword: testHash, admin: { email: 'admin@pretscope.example' } });
    result = await seedScale(em(), {
      products: PRODUCTS,
      loans: LOANS,
      now: NOW,
      onProgress: (done, total) => progress.push([done, total]),
    });
  }, 120_000);
  afterAll(async () => {
    await db?.dispose();
  }, 60_000);

  it('writes the products and observations asked for, one advertiser per 50 products, and reports its progress', async () => {
    expect(result).toMatchObject({ products: PRODUCTS, loans: LOANS, loanstats: expect.any(Number) });
    expect(result.ms).toBeGreaterThan(0);
    expect(await em().count(ProductSchema, { slug: { $like: 'produit-de-charge-%' } })).toBe(PRODUCTS);
    expect(await em().count(RateObservationSchema, { product: { slug: { $like: 'produit-de-charge-%' } } })).toBe(LOANS);
    const advertisers = await em().find(AdvertiserSchema, { slug: { $like: 'charge-%' } });
    expect(advertisers.map((advertiser) => [advertiser.name, advertiser.country])).toEqual([['Charge 001', 'LUX']]);
    expect(progress.map(([done]) => done)).toEqual([10_000, 20_000]);
    expect(progress.every(([, total]) => total === LOANS)).toBe(true);
  });

  it('spreads the products over every category, and each product’s observations over its grid and the 24 months', async () => {
    const products = await em().find(
      ProductSchema,
      { slug: { $like: 'produit-de-charge-%' } },
      { populate: ['categories'], orderBy: { id: 'asc' } },
    );
    expect(new Set(products.map((product) => product.categories.getItems()[0]?.slug))).toEqual(
      new Set(SEED_CATEGORIES.map((category) => category.slug)),
    );
    for (const product of products.slice(0, 6)) {
      const category = product.categories.getItems()[0];
      const level = SEED_CATEGORIES.find((candidate) => candidate.slug === category?.slug)?.rateLevel;
      const loans = await em().find(RateObservationSchema, { product }, { orderBy: { id: 'asc' } });
      expect(loans).toHaveLength(LOANS / PRODUCTS);
      for (const observation of loans) {
        expect(category?.config.amounts).toContain(observation.amount);
        expect(category?.config.durations).toContain(observation.duration);
        expect(observation.rate).toBeGreaterThanOrEqual(level?.min ?? Infinity);
        expect(observation.rate).toBeLessThanOrEqual(level?.max ?? -Infinity);
      }
      // The latest month covers the whole grid: the comparator finds the product at every amount and duration.
      const latest = loans.filter((observation) => observation.createdAt.getTime() === MONTHS.at(-1));
      expect(new Set(latest.map((observation) => `${observation.amount}/${observation.duration}`)).size).toBe(
        (category?.config.amounts.length ?? 0) * (category?.config.durations.length ?? 0),
      );
      expect(new Set(loans.map((observation) => observation.createdAt.getTime()))).toEqual(new Set(MONTHS));
    }
  });

  it('stores the dates exactly as the ORM does: read back through it, they are the months’ first days at midnight UTC', async () => {
    const loans = await em().find(
      RateObservationSchema,
      { product: { slug: 'produit-de-charge-1' } },
      { fields: ['createdAt', 'modifiedAt'] },
    );
    expect(loans.length).toBeGreaterThan(0);
    for (const observation of loans) {
      expect(MONTHS).toContain(observation.createdAt.getTime());
      expect(observation.modifiedAt.getTime()).toBe(observation.createdAt.getTime());
    }
    // Same storage as a date the ORM wrote itself (the demo products' createdAt, through a flush): the raw values
    // have the same type, and compare in SQL.
    const connection = em().getConnection();
    const [ours] = await connection.execute<{ value: unknown }[]>(
      "select max(l.created_at) as value from loans l join products p on p.id = l.product_id where p.slug like 'produit-de-charge-%'",
    );
    const [orms] = await connection.execute<{ value: unknown }[]>(
      "select max(created_at) as value from products where slug not like 'produit-de-charge-%'",
    );
    expect(typeof ours?.value).toBe(typeof orms?.value);
    expect(rawTime(ours?.value)).toBe(MONTHS.at(-1));
    expect(rawTime(orms?.value)).toBe(MONTHS[0]);
    const inMonth = await em().count(RateObservationSchema, {
      product: { slug: { $like: 'produit-de-charge-%' } },
      createdAt: { $gte: new Date(MONTHS.at(-1) as number) },
    });
    expect(inMonth).toBeGreaterThan(0);
  });

  it('writes each product’s monthly loanstats from its observations, and its current statistics', async () => {
    const product = await em().findOneOrFail(ProductSchema, { slug: 'produit-de-charge-3' });
    const loans = await em().find(RateObservationSchema, { product });
    const loanstats = await em().find(LoanstatSchema, { product }, { orderBy: { createdAt: 'asc' } });
    expect(loanstats).toHaveLength(24);
    for (const stat of loanstats) {
      const month = Date.UTC(stat.createdAt.getUTCFullYear(), stat.createdAt.getUTCMonth(), 1);
      const expected = rateStats(
        loans.filter((observation) => observation.createdAt.getTime() === month).map((observation) => observation.rate),
      );
      expect(stat.count).toBe(expected.count);
      expect(stat.mean).toBeCloseTo(expected.mean, 9);
      expect(stat.std).toBeCloseTo(expected.std, 9);
    }
    expect(product.config.stats.count).toBe(loanstats.at(-1)?.count);
    expect(product.config.stats.min).toBe(loanstats.at(-1)?.min);
  });

  it('adds to an earlier run: numbers continue, and products may have no observation at all', async () => {
    const more = await seedScale(em(), { products: 3, loans: 2, now: NOW });
    expect(more).toMatchObject({ products: 3, loans: 2 });
    const products = await em().find(
      ProductSchema,
      { slug: { $in: ['produit-de-charge-41', 'produit-de-charge-42', 'produit-de-charge-43'] } },
      { populate: ['advertiser'] },
    );
    expect(products).toHaveLength(3);
    expect(new Set(products.map((product) => product.advertiser.slug))).toEqual(new Set(['charge-002']));
    const [last] = products.filter((product) => product.slug === 'produit-de-charge-43');
    expect(last?.config.stats.count).toBe(0);
  });

  it('refuses observations without products', async () => {
    await expect(seedScale(em(), { products: 0, loans: 10, now: NOW })).rejects.toThrow(RangeError);
  });
}

/** A date as the driver answers it: integer milliseconds (SQLite), a Date or a timestamptz string (PostgreSQL). */
function rawTime(value: unknown): number {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return Number(value);
  if (value instanceof Date) return value.getTime();
  return Date.parse(
    String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  );
}
