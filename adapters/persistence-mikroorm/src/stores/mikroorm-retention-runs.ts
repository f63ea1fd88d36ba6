import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { RetentionRun, RetentionRuns } from '@pretscope/core';
import { RetentionRunSchema, type RetentionRunRow } from '../entities/retention-run-schema.ts';

const ENTITY = RetentionRunSchema;

/**
 * The retention runs' log. A day is claimed by inserting its row (the `day` column is unique: one process wins), or,
 * when a claim went stale unfinished, by a conditional UPDATE of its start that one process only can make.
 */
export function createRetentionRuns(em: EntityManager): RetentionRuns {
  return {
    async claimDay({ day, at, staleAfterMs }) {
      try {
        return Number(await em.insert(ENTITY, { day, trigger: 'daily', startedAt: at, finishedAt: null, counts: null, error: null }));
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
      const stale = new Date(at.getTime() - staleAfterMs);
      const affected = await em.nativeUpdate(ENTITY, { day, finishedAt: null, startedAt: { $lte: stale } }, { startedAt: at, error: null });
      if (affected !== 1) return null;
      const row = await em.findOne(ENTITY, { day }, { fields: ['id'], disableIdentityMap: true });
      return row?.id ?? null;
    },

    async start({ trigger, at }) {
      return Number(await em.insert(ENTITY, { day: null, trigger, startedAt: at, finishedAt: null, counts: null, error: null }));
    },

    async finish(id, { at, counts }) {
      await em.nativeUpdate(ENTITY, { id }, { finishedAt: at, counts, error: null });
    },

    async fail(id, { error }) {
      await em.nativeUpdate(ENTITY, { id }, { error: error.slice(0, 2_000) });
    },

    async latest(limit) {
      const rows = await em.find(ENTITY, {}, { orderBy: { startedAt: 'desc', id: 'desc' }, limit, disableIdentityMap: true });
      return rows.map(toRun);
    },
  };
}

function toRun(row: RetentionRunRow): RetentionRun {
  return {
    id: row.id,
    day: row.day,
    trigger: row.trigger,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    counts: row.counts,
    error: row.error,
  };
}
