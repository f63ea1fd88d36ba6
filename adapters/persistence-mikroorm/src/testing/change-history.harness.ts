import { describeChangeHistoryContract } from '@pretscope/core/testing';
import { afterAll, beforeAll } from 'vitest';
import { createStores } from '../create-stores.ts';
import { ChangeEntrySchema } from '../entities/change-entry-schema.ts';
import type { TestDatabase } from './test-databases.ts';

/** The core's contract of the history of changes on one database, emptied before each case. */
export function describeChangeHistory(name: string, open: () => Promise<TestDatabase>): void {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database?.dispose());

  describeChangeHistoryContract(name, async () => {
    await database.fork().nativeDelete(ChangeEntrySchema, {});
    // Another unit of work, as another server process would have.
    return { history: createStores(database.fork()).history, otherHistory: createStores(database.fork()).history };
  });
}
