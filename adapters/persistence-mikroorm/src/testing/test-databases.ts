import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../open-database.js';

export interface TestDatabase extends Database {
  /** Closes the database and removes it (the SQLite file, or the PostgreSQL database). */
  dispose(): Promise<void>;
}

/** A migrated, empty SQLite database in a temporary folder. */
export async function openTestSqlite(options: Omit<OpenDatabaseOptions, 'databaseUrl'> = {}): Promise<TestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'pretscope-test-'));
  const database = await openDatabase({ ...options, databaseUrl: join(folder, 'test.sqlite') });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server tests use: PG_TEST_URL, or none (the PostgreSQL half is then skipped, and says so). */
export const PG_TEST_URL = process.env.PG_TEST_URL?.trim() || undefined;

/**
 * A migrated, empty PostgreSQL database of its own, created on the PG_TEST_URL server and dropped afterwards, so
 * that test files run in parallel without seeing each other. An unreachable server fails the test (never skips).
 */
export async function openTestPostgres(options: Omit<OpenDatabaseOptions, 'databaseUrl'> = {}): Promise<TestDatabase> {
  // Read at call time, so a script may set it after importing this module.
  const serverUrl = process.env.PG_TEST_URL?.trim();
  if (!serverUrl) throw new Error('PG_TEST_URL is not set');
  const name = `pretscope_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, pool: { max: 1 } });
  try {
    await admin.orm.em.getConnection().execute(`create database "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleaner = await openDatabase({ databaseUrl: serverUrl, pool: { max: 1 } });
      try {
        await cleaner.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleaner.close();
      }
    },
  };
}
