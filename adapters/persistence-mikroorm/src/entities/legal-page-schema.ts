import { EntitySchema } from '@mikro-orm/core';
import type { LegalPageRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

export const LegalPageSchema: EntitySchema<LegalPageRow> = new EntitySchema<LegalPageRow>({
  name: 'LegalPage',
  tableName: 'legal_pages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 300 },
    slug: { type: 'string', length: 120, unique: true },
    content: { type: 'text', default: '' },
    ...timestamps,
  },
});
