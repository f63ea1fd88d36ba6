import type { EntityManager } from '@mikro-orm/knex';
import type { LoanstatStore, RateObservationStore, RateStats, StoredLoanstat } from '@pretscope/core';
import { LoanSchema } from '../entities/loan-schema.js';
import { LoanstatSchema } from '../entities/loanstat-schema.js';
import { ProductSchema } from '../entities/product-schema.js';
import type { LoanstatRow } from '../entities/rows.js';

export function createRateObservationStore(em: EntityManager): RateObservationStore {
  return {
    async ratesForProduct(productId, since) {
      const rows = await em.find(LoanSchema, { product: productId, ...(since ? { createdAt: { $gte: since } } : {}) }, { fields: ['rate'], disableIdentityMap: true });
      return rows.map((row) => row.rate);
    },
    async productIdsWithObservations() {
      const rows = await em.getConnection().execute<{ product_id: number }[]>('select distinct product_id from loans order by product_id', [], 'all');
      return rows.map((row) => Number(row.product_id));
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
      const rows = await em.find(LoanstatSchema, { product: { $in: [...productIds] }, createdAt: { $gte: from, $lte: to } }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
      return rows.map((row) => toStoredLoanstat(row, row.product.id));
    },
    async updateProductStats(productId, stats: RateStats) {
      const product = await em.findOneOrFail(ProductSchema, productId);
      product.config = { ...product.config, stats: { ...stats } };
      await em.flush();
    },
  };
}

function toStoredLoanstat(row: LoanstatRow, productId: number): StoredLoanstat {
  return { id: row.id, productId, count: row.count, min: row.min, max: row.max, mean: row.mean, std: row.std, createdAt: row.createdAt };
}
