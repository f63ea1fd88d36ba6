import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  byFrenchName,
  categoryVisibility,
  isListed,
  sortByCountry,
  type CatalogReader,
  type ProductListing,
  type ProductRates,
} from '@pretscope/core';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { CategorySchema } from '../entities/category-schema.ts';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import type { ProductRow } from '../entities/rows.ts';
import {
  allOf,
  READ_ONLY,
  searchWhere,
  toRateObservation,
  toLoanstat,
  toPublicAdvertiser,
  toPublicCategory,
  toPublicProduct,
  visibilityWhere,
  type Where,
} from './public-records.ts';

/**
 * The latest observation of its (product, amount, duration) point: the comparator's seek (mikroorm-offer-store.ts),
 * down the `loans_product_grid_latest` index from the newest row, one probe per point.
 */
const LATEST_AT_ITS_POINT = (alias: string) =>
  `${alias}."id" = (select l2."id" from "loans" l2 where l2."product_id" = ${alias}."product_id" and l2."amount" = ${alias}."amount" and l2."duration" = ${alias}."duration" order by l2."created_at" desc, l2."id" desc limit 1)`;

/**
 * The catalogue read port on MikroORM (ports/catalog-reader.ts): every query carries the core's visibility rule as
 * SQL (public-records.ts `visibilityWhere`), so a hidden record is never read, and lists are filtered by the
 * database. Names are put in French order here, after the database's filter: collations differ between SQLite
 * and PostgreSQL, and the lists so ordered (categories, a directory, an advertiser's products) are read whole.
 */
export function createCatalogReader(em: EntityManager): CatalogReader {
  const visibleProduct = visibilityWhere('product', 'visible');

  async function listings(where: Where, limit?: number): Promise<ProductListing[]> {
    const rows = await em.find(ProductSchema, allOf(visibleProduct, where), {
      ...READ_ONLY,
      populate: ['advertiser', 'categories'],
      orderBy: { id: 'asc' },
      ...(limit === undefined ? {} : { limit }),
    });
    return rows.map((row: ProductRow) => ({
      product: toPublicProduct(row),
      advertiser: toPublicAdvertiser(row.advertiser),
      categories: row.categories.getItems().map(toPublicCategory).sort(byFrenchName),
    }));
  }

  /** A product's latest observation at each point and its latest statistics; `visibleOnly` applies decision 0010. */
  async function ratesOf(productId: number, visibleOnly: boolean): Promise<ProductRates> {
    const ofProduct = { product: productId };
    const [latest, statistics] = await Promise.all([
      em.find(
        RateObservationSchema,
        allOf(visibleOnly ? visibilityWhere('observation', 'visible') : {}, ofProduct, { [raw(LATEST_AT_ITS_POINT)]: [] }),
        { ...READ_ONLY, orderBy: { amount: 'asc', duration: 'asc' } },
      ),
      em.findOne(LoanstatSchema, allOf(visibleOnly ? visibilityWhere('statistics', 'visible') : {}, ofProduct), {
        ...READ_ONLY,
        orderBy: { createdAt: 'desc', id: 'desc' },
      }),
    ]);
    return { latest: latest.map(toRateObservation), statistics: statistics ? toLoanstat(statistics) : null };
  }

  return {
    async categories() {
      const rows = await em.find(CategorySchema, visibilityWhere('category', 'listed'), { ...READ_ONLY, orderBy: { id: 'asc' } });
      return rows.map(toPublicCategory).sort(byFrenchName);
    },

    async categoryBySlug(slug) {
      const row = await em.findOne(CategorySchema, allOf(visibilityWhere('category', 'visible'), { slug }), READ_ONLY);
      return row ? toPublicCategory(row) : null;
    },

    async advertisers(query = {}) {
      const rows = await em.find(
        AdvertiserSchema,
        allOf(
          visibilityWhere('advertiser', 'listed'),
          query.kind ? { advertisersCategory: query.kind } : {},
          searchWhere(['name', 'slug', 'description'], query.search),
        ),
        { ...READ_ONLY, orderBy: { id: 'asc' } },
      );
      const advertisers = sortByCountry(rows.map(toPublicAdvertiser)).slice(
        0,
        query.limit === undefined ? undefined : Math.max(0, query.limit),
      );
      const counts = new Map<number, number>();
      if (advertisers.length > 0) {
        // One grouped count for the whole list.
        const counted = await em
          .createQueryBuilder(ProductSchema, 'p')
          .select(['advertiser', raw('count(*) as product_count')])
          .where(allOf(visibleProduct, { advertiser: { $in: advertisers.map((advertiser) => advertiser.id) } }))
          .groupBy('advertiser')
          .execute<{ advertiser: number | string; product_count: number | string }[]>('all');
        for (const row of counted) counts.set(Number(row.advertiser), Number(row.product_count));
      }
      return advertisers.map((advertiser) => ({ advertiser, productCount: counts.get(advertiser.id) ?? 0 }));
    },

    async advertiserBySlug(slug) {
      const row = await em.findOne(AdvertiserSchema, allOf(visibilityWhere('advertiser', 'visible'), { slug }), READ_ONLY);
      return row ? toPublicAdvertiser(row) : null;
    },

    async products(query) {
      const found = await listings('advertiserId' in query ? { advertiser: query.advertiserId } : { advertiserbroker: query.brokerId });
      return found.sort((a, b) => byFrenchName(a.product, b.product));
    },

    async product(key) {
      const where =
        'id' in key
          ? { id: key.id }
          : 'advertiserId' in key
            ? { slug: key.slug, advertiser: key.advertiserId }
            : { slug: key.slug, categories: key.categoryId };
      return (await listings(where, 1))[0] ?? null;
    },

    async productRates(productId) {
      return ratesOf(productId, true);
    },

    async productForPreview(id) {
      // The back office's signed preview only: the product and its rates whatever their visibility (decision 0010's
      // one exception, as ContentReader.articleForPreview).
      const row = await em.findOne(ProductSchema, { id }, { ...READ_ONLY, populate: ['advertiser', 'categories'] });
      if (!row) return null;
      const listing: ProductListing = {
        product: toPublicProduct(row),
        advertiser: toPublicAdvertiser(row.advertiser),
        categories: row.categories.getItems().map(toPublicCategory).sort(byFrenchName),
      };
      return { listing, rates: await ratesOf(id, false) };
    },

    async marketRates(query) {
      // A market: the visible products of a category whose lender is of a country, at one duration of its grid.
      const market = allOf(visibilityWhere('observation', 'visible'), {
        duration: query.duration,
        product: { advertiser: { country: query.country }, categories: { slug: query.categorySlug } },
      });
      const until = new Date(Date.UTC(query.month.getUTCFullYear(), query.month.getUTCMonth() + 1, 1));
      // The latest observation up to the month asked names the month to read (that one, or an earlier one).
      const latest = await em.findOne(RateObservationSchema, allOf(market, { createdAt: { $lt: until } }), {
        ...READ_ONLY,
        fields: ['createdAt'],
        orderBy: { createdAt: 'desc' },
      });
      if (!latest) return null;
      const month = new Date(Date.UTC(latest.createdAt.getUTCFullYear(), latest.createdAt.getUTCMonth(), 1));
      const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
      // Then the month's rates, grouped in the database: a few dozen distinct rates for hundreds of observations.
      const rows = await em
        .createQueryBuilder(RateObservationSchema, 'l')
        .select(['rate', raw('count(*) as times')])
        .where(allOf(market, { createdAt: { $gte: month, $lt: next } }))
        .groupBy('rate')
        .orderBy({ rate: 'asc' })
        .execute<{ rate: number | string; times: number | string }[]>('all');
      return { month, rates: rows.map((row) => [Number(row.rate), Number(row.times)] as const) };
    },

    async sitemap() {
      const [categories, advertisers, products] = await Promise.all([
        em.find(CategorySchema, visibilityWhere('category', 'listed'), {
          ...READ_ONLY,
          fields: ['slug', 'modifiedAt'],
          orderBy: { id: 'asc' },
        }),
        em.find(AdvertiserSchema, visibilityWhere('advertiser', 'listed'), {
          ...READ_ONLY,
          fields: ['slug', 'modifiedAt'],
          orderBy: { id: 'asc' },
        }),
        em.find(ProductSchema, visibilityWhere('product', 'listed'), {
          ...READ_ONLY,
          fields: ['slug', 'modifiedAt', 'advertiser.slug', 'categories.name', 'categories.slug', 'categories.isBlacklisted'],
          orderBy: { id: 'asc' },
        }),
      ]);
      return {
        categories: categories.map(({ slug, modifiedAt }) => ({ slug, modifiedAt })),
        advertisers: advertisers.map(({ slug, modifiedAt }) => ({ slug, modifiedAt })),
        products: products.map((row) => ({
          slug: row.slug,
          modifiedAt: row.modifiedAt,
          advertiserSlug: row.advertiser.slug,
          // A product's few categories, read with it: the listed ones, by the same rule.
          categorySlugs: row.categories
            .getItems()
            .filter((category) => isListed(categoryVisibility(category)))
            .sort(byFrenchName)
            .map((category) => category.slug),
        })),
      };
    },
  };
}
