import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { LoanstatStore, RateObservationStore, RateStats, StoredLoanstat } from '@pretscope/core';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import type { LoanstatRow } from '../entities/rows.ts';

export function createRateObservationStore(em: EntityManager): RateObservationStore {
  return {
    async ratesForProduct(productId, since) {
      const rows = await em.find(
        RateObservationSchema,
        { product: productId, ...(since ? { createdAt: { $gte: since } } : {}) },
        { fields: ['rate'], disableIdentityMap: true },
      );
      return rows.map((row) => row.rate);
    },
    async productIdsWithObservations() {
      const rows = await em
        .getConnection()
        .execute<{ product_id: number }[]>('select distinct product_id from loans order by product_id', [], 'all');
      return rows.map((row) => Number(row.product_id));
    },
    async latestRates(productIds) {
      if (productIds.length === 0) return [];
      // The comparator's seek (mikroorm-offer-store.ts): per point, the newest day, then the newest id of that day.
      const rows = await em.find(
        RateObservationSchema,
        {
          product: { $in: [...productIds] },
          [raw(
            (alias: string) =>
              `${alias}."id" = (select l2."id" from "loans" l2 where l2."product_id" = ${alias}."product_id" and l2."amount" = ${alias}."amount" and l2."duration" = ${alias}."duration" order by l2."created_at" desc, l2."id" desc limit 1)`,
          )]: [],
        },
        {
          fields: ['rate', 'amount', 'duration', 'createdAt', 'product'],
          disableIdentityMap: true,
          orderBy: { product: 'asc', amount: 'asc', duration: 'asc' },
        },
      );
      return rows.map((row) => ({
        productId: Number(row.product.id),
        amount: Number(row.amount),
        duration: Number(row.duration),
        rate: Number(row.rate),
        observedAt: new Date(row.createdAt),
      }));
    },
  };
}

export function createLoanstatStore(em: EntityManager): LoanstatStore {
  return {
    async save(productId, stats, at) {
      const row = em.create(LoanstatSchema, { ...stats, product: productId, createdAt: at });
      await em.flush();
      return toStoredLoanstat(row, productId);
    },
    async series(productIds, from, to) {
      if (productIds.length === 0) return [];
      // Read-only rows, not entities: a category page's trend reads a few hundred, and making each an entity cost
      // more than the query. The query builder still converts the dates both ways for each dialect.
      const rows = await em
        .createQueryBuilder(LoanstatSchema)
        .select(['id', 'count', 'min', 'max', 'mean', 'std', 'product', 'createdAt'])
        .where({ product: { $in: [...productIds] }, createdAt: { $gte: from, $lte: to } })
        .orderBy({ createdAt: 'asc', id: 'asc' })
        .execute<SeriesRow[]>('all');
      return rows.map((row) => toStoredLoanstat(row, Number(row.product)));
    },
    async updateProductStats(productId, stats: RateStats) {
      const product = await em.findOneOrFail(ProductSchema, productId);
      product.config = { ...product.config, stats: { ...stats } };
      await em.flush();
    },
  };
}

/** A loanstat as the query builder maps it: the product as its id. */
type SeriesRow = Omit<LoanstatRow, 'product'> & { product: number | string };

function toStoredLoanstat(row: Omit<LoanstatRow, 'product'>, productId: number): StoredLoanstat {
  return {
    id: Number(row.id),
    productId,
    count: Number(row.count),
    min: Number(row.min),
    max: Number(row.max),
    mean: Number(row.mean),
    std: Number(row.std),
    createdAt: new Date(row.createdAt),
  };
}
