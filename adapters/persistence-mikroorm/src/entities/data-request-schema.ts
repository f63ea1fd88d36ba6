import { EntitySchema } from '@mikro-orm/core';
import type { DataRequestChannel, DataRequestKind } from '@pretscope/core';

/** One request for a copy or the erasure of a person's data, as stored (core DataRequest plus its token's digest). */
export interface DataRequestRow {
  id: number;
  kind: DataRequestKind;
  /** Removed once the request is carried out. */
  email: string | null;
  channel: DataRequestChannel;
  /** SHA-256 of the confirmation link's token; removed once confirmed (single use). */
  tokenDigest: string | null;
  createdAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
  completedAt: Date | null;
  summary: Record<string, number> | null;
}

/** Requests for a copy or the erasure of one's data (core DataRequestStore): the proof of what was done stays, the address goes. */
export const DataRequestSchema: EntitySchema<DataRequestRow> = new EntitySchema<DataRequestRow>({
  name: 'DataRequest',
  tableName: 'data_requests',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    kind: { type: 'string', length: 20 },
    email: { type: 'string', length: 254, nullable: true, index: true },
    channel: { type: 'string', length: 20 },
    tokenDigest: { type: 'string', length: 64, nullable: true, unique: true, hidden: true },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime', index: true },
    confirmedAt: { type: 'datetime', nullable: true },
    completedAt: { type: 'datetime', nullable: true },
    summary: { type: 'json', nullable: true },
  },
});
