import type { EntityName, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { EMPTY_RATE_STATS, normalizeToMidnight, rateStats, type AdvertiserCountry, type RateStats } from '@pretscope/core';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { CategorySchema } from '../entities/category-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { ProductCategorySchema } from '../entities/product-category-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import type { CategoryRow, ProductRow } from '../entities/rows.ts';
import { SEED_CATEGORIES } from './data/categories.ts';
import { insertRateObservationRows, type RateObservationInsert } from './insert-rate-observation-rows.ts';
import { createRateModel, type RateModel } from './market-rates.ts';
import { DEMO_SEED, mulberry32 } from './mulberry32.ts';
import { loanstatDate, observationMonths } from './observation-months.ts';
import { dialectOf, sqlRunner } from '../stores/sql-runner.ts';

export interface SeedScaleOptions {
  /** How many fictional products to add, spread over the existing categories. */
  products: number;
  /** How many rate observations to add, spread over those products, their category's grid and 24 months. */
  loans: number;
  /** The observations' 24 months end with the month of `now`. */
  now: Date;
  /** Seeded PRNG (default mulberry32(20261122)): the same options give the same rows. */
  random?: () => number;
  /** Called after each committed chunk of observations with the number written so far. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Chunks written at the same time, each on its own connection and in its own transaction (default: 1 on SQLite,
   * which has a single writer; 3 on PostgreSQL, which then uses more than one core).
   */
  concurrency?: number;
}

export interface SeedScaleResult {
  products: number;
  loans: number;
  /** Monthly loanstats written for the new products (one per product and month with observations). */
  loanstats: number;
  /** Wall time of the whole run, in milliseconds. */
  ms: number;
}

/** Observations per transaction: big enough to amortise the commit, small enough to keep each lock short. */
const LOANS_PER_CHUNK = 10_000;
/** Products (with their category links and loanstats) per transaction. */
const PRODUCTS_PER_CHUNK = 1_000;
const ROWS_PER_STATEMENT = 1_000;
const PRODUCTS_PER_ADVERTISER = 50;
const COUNTRIES: readonly AdvertiserCountry[] = ['LUX', 'BE', 'FR'];
const POSTGRES_CONCURRENCY = 3;
/** Each fictional product prices between these offsets from its market (percentage points). */
const PRODUCT_OFFSET = { min: -0.4, max: 0.6 };
const OBSERVATION_NOISE = 0.08;
const DESCRIPTION = 'Produit fictif créé pour les mesures de performance.';

/** What is known of a product before it is written: everything its observations are generated from. */
interface ScaleProduct {
  number: number;
  category: CategoryRow;
  model: RateModel;
  /** How many observations it gets. */
  count: number;
  /** Seed of its own PRNG: its observations can be generated twice (statistics, then rows) identically. */
  seed: number;
  advertiserIndex: number;
}

interface Observation {
  monthIndex: number;
  amount: number;
  duration: number;
  rate: number;
}

/**
 * Load for benchmarks: `products` fictional products (« Produit de charge n°… », one advertiser « Charge … » per
 * 50 products, countries in turn, categories in turn) and `loans` rate observations spread over them, on their
 * category's amount × duration grid and the last 24 months, with each product's monthly loanstats and current
 * statistics. Each product's observations cover its whole grid in the latest month when it has enough of them (so
 * that the comparator finds it at every amount and duration); the others are spread evenly over the older months.
 *
 * Written as fast as the database takes it, with nothing tracked by the unit of work: products first (with their
 * statistics, computed from their observations generated in memory), then the observations, generated again
 * from each product's own seed, 10 000 per transaction, in multi-row INSERT statements (one INSERT … unnest() on
 * PostgreSQL, several chunks at once). Each chunk is atomic, the whole run is not: an interrupted run leaves
 * complete products with part of their observations. Runs add up (numbers continue after the previous ones).
 */
export async function seedScale(em: EntityManager, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const started = performance.now();
  const { products: productCount, loans: loanCount, now } = options;
  if (!Number.isInteger(productCount) || productCount < 0) throw new RangeError('seedScale: products must be a whole number ≥ 0');
  if (!Number.isInteger(loanCount) || loanCount < 0) throw new RangeError('seedScale: loans must be a whole number ≥ 0');
  if (loanCount > 0 && productCount === 0) throw new RangeError('seedScale: observations need at least one product');
  const random = options.random ?? mulberry32(DEMO_SEED);
  const dialect = dialectOf(em);
  // Never more chunks at once than the pool has connections: the others would only wait for one.
  const poolMax = em.config.get('pool')?.max ?? Infinity;
  const concurrency = Math.max(
    1,
    Math.min(poolMax, Math.floor(options.concurrency ?? (dialect === 'postgresql' ? POSTGRES_CONCURRENCY : 1))),
  );

  const categories = await em.fork().find(CategorySchema, {}, { orderBy: { id: 'asc' } });
  if (categories.length === 0) throw new Error('seedScale: the database has no category; seed the demo data first');
  const levels = new Map(SEED_CATEGORIES.map((category) => [category.slug, category.rateLevel]));
  const models = new Map(categories.map((category) => [category.id, createRateModel(category, levels.get(category.slug))]));
  const months = observationMonths(now);
  const today = normalizeToMidnight(now);

  // Numbers continue after earlier runs, so that slugs stay unique.
  const firstAdvertiser = (await em.fork().count(AdvertiserSchema, { slug: { $like: 'charge-%' } })) + 1;
  const firstProduct = (await em.fork().count(ProductSchema, { slug: { $like: 'produit-de-charge-%' } })) + 1;

  const perProduct = productCount === 0 ? 0 : Math.floor(loanCount / productCount);
  const remainder = productCount === 0 ? 0 : loanCount % productCount;
  const products: ScaleProduct[] = Array.from({ length: productCount }, (_, index) => {
    const category = categories[index % categories.length] as CategoryRow;
    return {
      number: firstProduct + index,
      category,
      model: models.get(category.id) as RateModel,
      count: perProduct + (index < remainder ? 1 : 0),
      seed: Math.floor(random() * 2 ** 32),
      advertiserIndex: Math.floor(index / PRODUCTS_PER_ADVERTISER),
    };
  });

  const advertiserIds = await insertAdvertisers(
    em,
    firstAdvertiser,
    Math.ceil(productCount / PRODUCTS_PER_ADVERTISER),
    months[0] as Date,
    today,
  );

  // 1. Products, their category link, their loanstats and current statistics.
  const productIds = new Map<number, number>();
  let loanstats = 0;
  for (let start = 0; start < products.length; start += PRODUCTS_PER_CHUNK) {
    const batch = products.slice(start, start + PRODUCTS_PER_CHUNK);
    loanstats += await em.transactional(async (tem) => {
      const rows: RequiredEntityData<ProductRow>[] = [];
      const stats: { count: number; min: number; max: number; mean: number; std: number; slug: string; createdAt: Date }[] = [];
      for (const product of batch) {
        const monthly = monthlyStats(observe(product, months), months.length);
        const latest = [...monthly].reverse().find((value) => value.count > 0) ?? { ...EMPTY_RATE_STATS };
        const slug = productSlugOf(product.number);
        rows.push(
          productRow(
            product,
            slug,
            advertiserIds[product.advertiserIndex] as number,
            advertiserSlugOf(firstAdvertiser + product.advertiserIndex),
            latest,
            months[0] as Date,
            today,
          ),
        );
        monthly.forEach((value, monthIndex) => {
          if (value.count > 0) stats.push({ ...value, slug, createdAt: loanstatDate(months[monthIndex] as Date, now) });
        });
      }
      for (let offset = 0; offset < rows.length; offset += ROWS_PER_STATEMENT)
        await tem.insertMany<ProductRow>(ProductSchema, rows.slice(offset, offset + ROWS_PER_STATEMENT));
      const ids = await idsBySlug(
        tem,
        ProductSchema,
        rows.map((row) => row.slug as string),
      );
      const idOf = (slug: string) => {
        const id = ids.get(slug);
        if (id === undefined) throw new Error(`seedScale: product ${slug} was not written`);
        return id;
      };
      for (const product of batch) productIds.set(product.number, idOf(productSlugOf(product.number)));

      const links = batch.map((product) => ({ product: productIds.get(product.number) as number, category: product.category.id }));
      for (let offset = 0; offset < links.length; offset += ROWS_PER_STATEMENT)
        await tem.insertMany(ProductCategorySchema, links.slice(offset, offset + ROWS_PER_STATEMENT));
      const loanstatRows = stats.map(({ slug, ...value }) => ({ ...value, product: idOf(slug) }));
      for (let offset = 0; offset < loanstatRows.length; offset += ROWS_PER_STATEMENT)
        await tem.insertMany(LoanstatSchema, loanstatRows.slice(offset, offset + ROWS_PER_STATEMENT));
      return loanstatRows.length;
    });
  }

  // 2. Observations, chunk by chunk, `concurrency` chunks in flight.
  let done = 0;
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const write = (rows: RateObservationInsert[]) => {
    const task: Promise<void> = em
      .fork()
      .transactional(async (tem) => {
        await insertRateObservationRows(tem, rows);
      })
      .then(
        () => {
          done += rows.length;
          options.onProgress?.(done, loanCount);
        },
        (error: unknown) => {
          failure ??= error;
        },
      )
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  let chunk: RateObservationInsert[] = [];
  for (const product of products) {
    const productId = productIds.get(product.number) as number;
    for (const observation of observe(product, months)) {
      chunk.push({
        productId,
        rate: observation.rate,
        amount: observation.amount,
        duration: observation.duration,
        createdAt: months[observation.monthIndex] as Date,
      });
      if (chunk.length < LOANS_PER_CHUNK) continue;
      write(chunk);
      chunk = [];
      while (inFlight.size >= concurrency) await Promise.race(inFlight);
      if (failure !== undefined) break;
    }
    if (failure !== undefined) break;
  }
  if (failure === undefined && chunk.length > 0) write(chunk);
  await Promise.all(inFlight);
  if (failure !== undefined) throw failure;

  return { products: productCount, loans: done, loanstats, ms: Math.round(performance.now() - started) };
}

function advertiserSlugOf(number: number): string {
  return `charge-${String(number).padStart(3, '0')}`;
}

function productSlugOf(number: number): string {
  return `produit-de-charge-${number}`;
}

function productRow(
  product: ScaleProduct,
  slug: string,
  advertiserId: number,
  advertiserSlug: string,
  stats: RateStats,
  createdAt: Date,
  modifiedAt: Date,
): RequiredEntityData<ProductRow> {
  const name = `Produit de charge n°${product.number}`;
  return {
    name,
    slug,
    title: name,
    metaTitle: name,
    metaDesc: DESCRIPTION,
    link: `https://www.${advertiserSlug}.example/${slug}`,
    idBtn: `btn-${slug}`,
    info: DESCRIPTION,
    apr: '',
    aprValue: null,
    test: '',
    comment: '',
    config: { stats, linkSubtext: 'Offre soumise à conditions' },
    tags: ['charge'],
    rateType: 'fixed',
    isActive: true,
    isSponsored: false,
    isDisabled: false,
    isPrioritized: false,
    viaBroker: false,
    brokerLink: null,
    brokerProduct: '',
    advertiser: advertiserId,
    advertiserbroker: null,
    createdAt,
    modifiedAt,
  };
}

/** One advertiser per 50 products, countries in turn; answers their ids in order. */
async function insertAdvertisers(em: EntityManager, first: number, count: number, createdAt: Date, modifiedAt: Date): Promise<number[]> {
  if (count === 0) return [];
  const slugs = Array.from({ length: count }, (_, index) => advertiserSlugOf(first + index));
  return em.transactional(async (tem) => {
    const rows = slugs.map((slug, index) => ({
      name: `Charge ${String(first + index).padStart(3, '0')}`,
      slug,
      logo: null,
      website: null,
      description: 'Annonceur fictif créé pour les mesures de performance.',
      metaTitle: '',
      metaDesc: '',
      comment: '',
      advertisersCategory: 'banque' as const,
      // Load-test advertisers stay out of search engines.
      isIndexed: false,
      country: COUNTRIES[(first + index - 1) % COUNTRIES.length] as AdvertiserCountry,
      createdAt,
      modifiedAt,
    }));
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
      await tem.insertMany(AdvertiserSchema, rows.slice(start, start + ROWS_PER_STATEMENT));
    const ids = await idsBySlug(tem, AdvertiserSchema, slugs);
    return slugs.map((slug) => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`seedScale: advertiser ${slug} was not written`);
      return id;
    });
  });
}

/** Ids of freshly inserted rows, found by their unique slug (SQLite's multi-row insert answers only the last id). */
async function idsBySlug(em: EntityManager, entity: EntityName, slugs: readonly string[]): Promise<Map<string, number>> {
  const meta = em.getMetadata().get(entity);
  const sql = sqlRunner(em);
  const ids = new Map<string, number>();
  for (let start = 0; start < slugs.length; start += ROWS_PER_STATEMENT) {
    const chunk = slugs.slice(start, start + ROWS_PER_STATEMENT);
    const rows = (await sql.rows(`select ??, ?? from ?? where ?? in (${chunk.map(() => '?').join(', ')})`, [
      'id',
      'slug',
      meta.tableName,
      'slug',
      ...chunk,
    ])) as { id: number | string; slug: string }[];
    for (const row of rows) ids.set(row.slug, Number(row.id));
  }
  return ids;
}

function monthlyStats(observations: readonly Observation[], monthCount: number): RateStats[] {
  const rates: number[][] = Array.from({ length: monthCount }, () => []);
  for (const observation of observations) rates[observation.monthIndex]?.push(observation.rate);
  return rates.map((values) => rateStats(values));
}

/**
 * The product's observations on its category's grid, from its own seed (the same every time): the whole grid in
 * the latest month when there are enough of them, the others at evenly spaced cells of the older months (or of
 * all months when there are few).
 */
function observe(product: ScaleProduct, months: readonly Date[]): Observation[] {
  const { amounts, durations } = product.category.config;
  const gridSize = amounts.length * durations.length;
  if (product.count === 0 || gridSize === 0 || months.length === 0) return [];
  const random = mulberry32(product.seed);
  const offset = PRODUCT_OFFSET.min + random() * (PRODUCT_OFFSET.max - PRODUCT_OFFSET.min);
  const latest = months.length - 1;
  const cells: { monthIndex: number; cell: number }[] = [];
  const spread = (monthCount: number, wanted: number) => {
    const available = monthCount * gridSize;
    for (let index = 0; index < wanted; index++) {
      const position = Math.floor((index * available) / wanted) % available;
      cells.push({ monthIndex: Math.floor(position / gridSize), cell: position % gridSize });
    }
  };
  if (latest > 0 && product.count >= gridSize + latest) {
    spread(latest, product.count - gridSize);
    for (let cell = 0; cell < gridSize; cell++) cells.push({ monthIndex: latest, cell });
  } else {
    spread(months.length, product.count);
  }
  return cells.map(({ monthIndex, cell }) => {
    const amount = amounts[Math.floor(cell / durations.length)] as number;
    const duration = durations[cell % durations.length] as number;
    const noise = (random() * 2 - 1) * OBSERVATION_NOISE;
    return {
      monthIndex,
      amount,
      duration,
      rate: product.model.rate({ month: months[monthIndex] as Date, amount, duration, offset, noise }),
    };
  });
}
