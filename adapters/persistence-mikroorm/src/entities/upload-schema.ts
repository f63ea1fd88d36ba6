import { EntitySchema } from '@mikro-orm/core';
import type { UploadRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

export const UploadSchema: EntitySchema<UploadRow> = new EntitySchema<UploadRow>({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    hash: { type: 'string', length: 64, unique: true },
    filename: { type: 'string', length: 300 },
    contentType: { type: 'string', length: 100 },
    size: { type: 'integer' },
    width: { type: 'integer', default: 0 },
    height: { type: 'integer', default: 0 },
    ...createdAtOnly,
  },
});
