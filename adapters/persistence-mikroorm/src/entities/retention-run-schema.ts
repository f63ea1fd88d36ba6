import { EntitySchema } from '@mikro-orm/core';
import type { RetentionCounts, RetentionTrigger } from '@pretscope/core';

export interface RetentionRunRow {
  id: number;
  /** The UTC day of a daily run (unique: the claim); null for runs started by hand. */
  day: string | null;
  trigger: RetentionTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  counts: RetentionCounts | null;
  error: string | null;
}

/** The log of retention runs (core RetentionRuns), and the daily run's claim: one row per day, made unique by the database. */
export const RetentionRunSchema: EntitySchema<RetentionRunRow> = new EntitySchema<RetentionRunRow>({
  name: 'RetentionRun',
  tableName: 'retention_runs',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    day: { type: 'string', length: 10, nullable: true, unique: true },
    trigger: { type: 'string', length: 20 },
    startedAt: { type: 'datetime' },
    finishedAt: { type: 'datetime', nullable: true },
    counts: { type: 'json', nullable: true },
    error: { type: 'text', nullable: true },
  },
});
