import type { EntityManager } from '@mikro-orm/sql';
import type { DataRequest, DataRequestStore } from '@pretscope/core';
import { DataRequestSchema, type DataRequestRow } from '../entities/data-request-schema.ts';

const ENTITY = DataRequestSchema;

/**
 * Data requests in the database. Confirming is one conditional UPDATE (unconfirmed, same digest, not expired) whose
 * affected-row count says who got it: two clicks at once, or two processes, confirm once.
 */
export function createDataRequestStore(em: EntityManager): DataRequestStore {
  return {
    async create(request) {
      const id = await em.insert(ENTITY, {
        kind: request.kind,
        email: request.email,
        channel: request.channel,
        tokenDigest: request.digest,
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
        confirmedAt: request.confirmedAt ?? null,
        completedAt: null,
        summary: null,
      });
      return Number(id);
    },

    async findByDigest(digest) {
      const row = await em.findOne(ENTITY, { tokenDigest: digest, confirmedAt: null }, { disableIdentityMap: true });
      return row ? toRequest(row) : null;
    },

    async confirm({ digest, at }) {
      const row = await em.findOne(
        ENTITY,
        { tokenDigest: digest, confirmedAt: null, expiresAt: { $gt: at } },
        { disableIdentityMap: true },
      );
      if (!row) return null;
      const affected = await em.nativeUpdate(
        ENTITY,
        { id: row.id, tokenDigest: digest, confirmedAt: null },
        { confirmedAt: at, tokenDigest: null },
      );
      return affected === 1 ? { ...toRequest(row), confirmedAt: at } : null;
    },

    async complete(id, { at, summary }) {
      await em.nativeUpdate(ENTITY, { id }, { completedAt: at, summary, email: null, tokenDigest: null });
    },
  };
}

export function toRequest(row: DataRequestRow): DataRequest {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    channel: row.channel,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    confirmedAt: row.confirmedAt,
    completedAt: row.completedAt,
    summary: row.summary,
  };
}
