import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { BatchCounter, MailingBatches } from '@pretscope/core';
import type { BatchCountRow } from '../entities/rows.ts';
import { BatchCountSchema } from '../entities/batch-count-schema.ts';

const ENTITY = BatchCountSchema;
const COLUMNS: Readonly<Record<BatchCounter, string>> = {
  batchCount: 'batch_count',
  countOpenings: 'count_openings',
  countClick: 'count_click',
};

/** The batch_count table's counters, incremented by the database (`x = x + 1`) so no process loses a count. */
export function createMailingBatches(em: EntityManager): MailingBatches {
  const start = async ({ title, recipient }: { title: string; recipient: string }) => {
    const id = await em.insert(ENTITY, { title, recipient, batchCount: 0, countOpenings: 0, countClick: 0, createdAt: new Date() });
    return Number(id);
  };
  return {
    start,
    async ensure(batch) {
      const found = await em.findOne(ENTITY, { title: batch.title }, { fields: ['id'], orderBy: { id: 'asc' }, disableIdentityMap: true });
      return found ? found.id : start(batch);
    },
    async increment(id, counter) {
      const column = COLUMNS[counter];
      const affected = await em.nativeUpdate(ENTITY, { id }, { [counter]: raw(`${column} + 1`) } as Partial<BatchCountRow>);
      return affected > 0;
    },
  };
}
