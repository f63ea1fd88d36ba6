import { describeRateLimiterContract } from '@pretscope/core/testing';
import { afterAll, beforeAll } from 'vitest';
import { RateLimitSchema } from '../entities/rate-limit-schema.ts';
import { createDatabaseRateLimiter } from '../stores/mikroorm-rate-limiter.ts';
import type { TestDatabase } from './test-databases.ts';

/** The core's rate limiter contract on one database; `other` is a second limiter, as another process has. */
export function describeDatabaseRateLimiter(name: string, open: () => Promise<TestDatabase>): void {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database?.dispose());

  describeRateLimiterContract(name, async (clock) => {
    await database.fork().nativeDelete(RateLimitSchema, {});
    return {
      limiter: createDatabaseRateLimiter({ fork: () => database.fork(), clock }),
      other: createDatabaseRateLimiter({ fork: () => database.fork(), clock }),
      storedWindows: () => database.fork().count(RateLimitSchema, {}),
    };
  });
}
