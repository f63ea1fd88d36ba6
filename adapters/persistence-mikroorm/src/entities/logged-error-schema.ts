import { EntitySchema } from '@mikro-orm/core';
import type { LoggedErrorRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

export const LoggedErrorSchema: EntitySchema<LoggedErrorRow> = new EntitySchema<LoggedErrorRow>({
  name: 'LoggedError',
  tableName: 'logged_errors',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    content: { type: 'text' },
    ip: { type: 'string', length: 64, nullable: true },
    sheet: { type: 'string', length: 100, default: 'global' },
    url: { type: 'string', length: 2000, default: '' },
    ...createdAtOnly,
  },
  indexes: [{ name: 'logged_errors_created', properties: ['createdAt'] }],
});
