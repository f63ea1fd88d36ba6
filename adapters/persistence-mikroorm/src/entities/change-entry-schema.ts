import { EntitySchema } from '@mikro-orm/core';
import type { ApiType, ChangeAction } from '@pretscope/core';

/** One entry of the history of changes (core ChangeEntry), its actor as they were at the time. */
export interface ChangeEntryRow {
  id: number;
  resourceType: ApiType;
  resourceId: number;
  action: ChangeAction;
  actorId: number;
  actorEmail: string;
  actorName: string;
  at: Date;
  previous: Record<string, unknown> | null;
  next: Record<string, unknown> | null;
  changedFields: string[];
  restoredFrom: number | null;
  parentType: ApiType | null;
  parentId: number | null;
}

/**
 * The history of changes (decision 0019): written by the composition root's recording store, read newest first per
 * record (the index), removed by the retention run after RETENTION_CHANGE_HISTORY_MONTHS (the `at` index).
 */
export const ChangeEntrySchema: EntitySchema<ChangeEntryRow> = new EntitySchema<ChangeEntryRow>({
  name: 'ChangeEntry',
  tableName: 'change_history',
  indexes: [
    { name: 'change_history_record_index', properties: ['resourceType', 'resourceId', 'at'] },
    { name: 'change_history_parent_index', properties: ['parentType', 'parentId', 'at'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    resourceType: { type: 'string', length: 20 },
    resourceId: { type: 'integer' },
    action: { type: 'string', length: 10 },
    actorId: { type: 'integer' },
    actorEmail: { type: 'string', length: 254 },
    actorName: { type: 'string', length: 200 },
    at: { type: 'datetime', index: 'change_history_at_index' },
    previous: { type: 'json', nullable: true },
    next: { type: 'json', nullable: true },
    changedFields: { type: 'json' },
    restoredFrom: { type: 'integer', nullable: true },
    parentType: { type: 'string', length: 20, nullable: true },
    parentId: { type: 'integer', nullable: true },
  },
});
