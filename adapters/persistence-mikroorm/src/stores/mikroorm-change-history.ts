import type { EntityManager } from '@mikro-orm/sql';
import type { ChangeEntry, ChangeHistory } from '@pretscope/core';
import { ChangeEntrySchema, type ChangeEntryRow } from '../entities/change-entry-schema.ts';

const ENTITY = ChangeEntrySchema;

/** The history of changes in its table: inserted, read and removed with plain statements (no identity map). */
export function createChangeHistory(em: EntityManager): ChangeHistory {
  return {
    async record(entry) {
      const row: Omit<ChangeEntryRow, 'id'> = {
        resourceType: entry.resourceType,
        resourceId: entry.resourceId,
        action: entry.action,
        actorId: entry.actor.userId,
        actorEmail: entry.actor.email,
        actorName: entry.actor.name,
        at: entry.at,
        previous: entry.previous,
        next: entry.next,
        changedFields: entry.changedFields,
        restoredFrom: entry.restoredFrom,
        parentType: entry.parent?.type ?? null,
        parentId: entry.parent?.id ?? null,
      };
      const id = Number(await em.insert(ENTITY, row as ChangeEntryRow));
      return toChangeEntry({ ...row, id });
    },

    async get(id) {
      const row = await em.findOne(ENTITY, { id }, { disableIdentityMap: true });
      return row ? toChangeEntry(row) : null;
    },

    async list({ resourceType, resourceId, offset, limit }) {
      const [rows, count] = await em.findAndCount(
        ENTITY,
        {
          $or: [
            { resourceType, resourceId },
            { parentType: resourceType, parentId: resourceId },
          ],
        },
        { orderBy: { at: 'desc', id: 'desc' }, offset, limit, disableIdentityMap: true },
      );
      return { entries: rows.map(toChangeEntry), count };
    },

    async listDeleted({ resourceTypes, offset, limit }) {
      if (resourceTypes.length === 0) return { entries: [], count: 0 };
      // Restores are few: the entries they undid are read first, then left out.
      const restores = await em.find(ENTITY, { restoredFrom: { $ne: null } }, { fields: ['restoredFrom'], disableIdentityMap: true });
      const restored = [...new Set(restores.map((row) => row.restoredFrom).filter((id): id is number => id !== null))];
      const [rows, count] = await em.findAndCount(
        ENTITY,
        { action: 'delete', resourceType: { $in: [...resourceTypes] }, ...(restored.length > 0 ? { id: { $nin: restored } } : {}) },
        { orderBy: { at: 'desc', id: 'desc' }, offset, limit, disableIdentityMap: true },
      );
      return { entries: rows.map(toChangeEntry), count };
    },

    removeBefore(cutoff) {
      return em.nativeDelete(ENTITY, { at: { $lt: cutoff } });
    },
  };
}

/** A row as core's entry; JSON columns come back parsed on both dialects (SQLite as text, parsed by the ORM's type). */
function toChangeEntry(row: ChangeEntryRow): ChangeEntry {
  return {
    id: row.id,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    action: row.action,
    actor: { userId: row.actorId, email: row.actorEmail, name: row.actorName },
    at: new Date(row.at),
    previous: parsed(row.previous),
    next: parsed(row.next),
    changedFields: parsed(row.changedFields) ?? [],
    restoredFrom: row.restoredFrom ?? null,
    parent: row.parentType && row.parentId !== null ? { type: row.parentType, id: row.parentId } : null,
  };
}

function parsed<T>(value: T | string | null): T | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
