import type { EntityManager } from '@mikro-orm/sql';
import type { RateObservationWriter } from '@pretscope/core';
import { insertRateObservationRows } from '../seed/insert-rate-observation-rows.ts';

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
  };
}
