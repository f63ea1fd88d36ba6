import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ClaimedDelivery, DeliveryOutbox, DeliveryPayload } from '@pretscope/core';
import type { DeliveryRow } from '../entities/rows.ts';
import { DeliverySchema } from '../entities/delivery-schema.ts';

const ENTITY = DeliverySchema;
const ERROR_MAX_LENGTH = 2_000;

/**
 * The outbox in the database. A claim is one conditional UPDATE (`… where id = ? and (claimed_until is null or
 * claimed_until < now)`) whose affected-row count says whether this process got the item: two processes reading
 * the same due items never both send one.
 */
export function createDeliveryOutbox(em: EntityManager): DeliveryOutbox {
  const free = (now: Date) => ({ sentAt: null, abandonedAt: null, $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }] });

  return {
    async enqueue(items, at) {
      if (items.length === 0) return;
      const rows = items.map((item) => ({
        key: item.key,
        channel: item.payload.channel,
        recipient: item.recipient,
        payload: item.payload,
        batchId: item.batchId ?? null,
        attempts: 0,
        nextAttemptAt: at,
        createdAt: at,
      }));
      // The same key twice (a retried request) keeps the first item.
      await em.createQueryBuilder(ENTITY).insert(rows).onConflict('key').ignore().execute('run');
    },

    async claimDue({ now, limit, leaseMs }) {
      const due = await em.find(
        ENTITY,
        { ...free(now), nextAttemptAt: { $lte: now } },
        { fields: ['id'], orderBy: { nextAttemptAt: 'asc', id: 'asc' }, limit, disableIdentityMap: true },
      );
      const until = new Date(now.getTime() + leaseMs);
      const claimed: number[] = [];
      for (const { id } of due) {
        const affected = await em.nativeUpdate(
          ENTITY,
          { id, ...free(now) },
          { claimedUntil: until, attempts: raw('attempts + 1') as unknown as number },
        );
        if (affected === 1) claimed.push(id);
      }
      if (claimed.length === 0) return [];
      const rows = await em.find(ENTITY, { id: { $in: claimed } }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
      return rows.filter((row) => row.payload !== null).map(toClaimed);
    },

    async markSent(id, at) {
      await em.nativeUpdate(ENTITY, { id }, { sentAt: at, claimedUntil: null, payload: null, lastError: null });
    },

    async markFailed(id, { at, error, retryAt }) {
      const lastError = error.length > ERROR_MAX_LENGTH ? `${error.slice(0, ERROR_MAX_LENGTH - 1)}…` : error;
      await em.nativeUpdate(
        ENTITY,
        { id },
        retryAt ? { lastError, claimedUntil: null, nextAttemptAt: retryAt } : { lastError, claimedUntil: null, abandonedAt: at },
      );
    },

    async summary(now) {
      const [pending, due, sent, abandoned] = await Promise.all([
        em.count(ENTITY, { sentAt: null, abandonedAt: null }),
        em.count(ENTITY, { ...free(now), nextAttemptAt: { $lte: now } }),
        em.count(ENTITY, { sentAt: { $ne: null } }),
        em.count(ENTITY, { abandonedAt: { $ne: null } }),
      ]);
      return { pending, due, sent, abandoned };
    },
  };
}

function toClaimed(row: DeliveryRow): ClaimedDelivery {
  return {
    id: row.id,
    key: row.key,
    recipient: row.recipient,
    payload: row.payload as DeliveryPayload,
    batchId: row.batchId,
    attempts: row.attempts,
  };
}
