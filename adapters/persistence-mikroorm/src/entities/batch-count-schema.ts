import { EntitySchema } from '@mikro-orm/core';
import type { BatchCountRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

/** One e-mail mailing and what became of it (spec §3 batch_count). */
export const BatchCountSchema: EntitySchema<BatchCountRow> = new EntitySchema<BatchCountRow>({
  name: 'BatchCount',
  tableName: 'batch_counts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 300 },
    recipient: { type: 'string', length: 254 },
    batchCount: { type: 'integer', default: 0 },
    countOpenings: { type: 'integer', default: 0 },
    countClick: { type: 'integer', default: 0 },
    ...createdAtOnly,
  },
});
