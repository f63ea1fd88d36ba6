import type { EntityManager } from '@mikro-orm/sql';
import type { RateObservationWriter } from '@pretscope/core';
import { ProductSchema } from '../entities/product-schema.ts';
import { insertRateObservationRows } from '../seed/insert-rate-observation-rows.ts';
import { dialectOf, sqlRunner } from './sql-runner.ts';

/**
 * Bulk writes of rate observations (imports) with the multi-row statements of the scale seeder: in the
 * transaction of `em` when it has one (the unit of work's), else in one of its own, so a call is all or nothing.
 */
export function createRateObservationWriter(em: EntityManager): RateObservationWriter {
  return {
    async add(observations) {
      if (observations.length === 0) return 0;
      if (em.isInTransaction()) return insertRateObservationRows(em, observations);
      return em.transactional((transactionEm) => insertRateObservationRows(transactionEm as EntityManager, observations));
    },
    /**
     * PostgreSQL: the products' rows locked `for update` until the transaction ends, in id order (two imports of the
     * same products never wait for each other in a circle); another transaction's lock of one of them waits, and its
     * next statement reads what this one committed (READ COMMITTED takes a new snapshot per statement).
     * SQLite: nothing to do, a transaction already has the database to itself: the process's one connection runs one
     * transaction at a time (Kysely queues the others), and SQLite lets one writer at a time in anyway.
     */
    async lockRates(productIds) {
      const ids = [...new Set(productIds)].sort((a, b) => a - b);
      if (ids.length === 0 || !em.isInTransaction() || dialectOf(em) === 'sqlite') return;
      const meta = em.getMetadata().get(ProductSchema);
      const id = meta.properties.id.fieldNames[0] ?? 'id';
      await sqlRunner(em).rows(
        `select "${id}" from "${meta.tableName}" where "${id}" in (${ids.map(() => '?').join(', ')}) order by "${id}" for update`,
        ids,
      );
    },
  };
}
