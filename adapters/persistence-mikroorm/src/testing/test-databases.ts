import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../open-database.ts';

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

/** An empty PostgreSQL database of its own on the PG_TEST_URL server: its URL, and how to drop it. */
export async function createThrowawayPostgres(prefix = 'pretscope_test'): Promise<{ url: string; drop(): Promise<void> }> {
  // Read at call time, so a script may set it after importing this module.
  const serverUrl = process.env.PG_TEST_URL?.trim();
  if (!serverUrl) throw new Error('PG_TEST_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const server = await openDatabase({ databaseUrl: serverUrl, pool: { max: 1 } });
    try {
      await server.orm.em.getConnection().execute(sql);
    } finally {
      await server.close();
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

/**
 * A migrated, empty PostgreSQL database of its own, created on the PG_TEST_URL server and dropped afterwards, so
 * that test files run in parallel without seeing each other. An unreachable server fails the test (never skips).
 */
export async function openTestPostgres(options: Omit<OpenDatabaseOptions, 'databaseUrl'> = {}): Promise<TestDatabase> {
  const throwaway = await createThrowawayPostgres();
  const database = await openDatabase({ ...options, databaseUrl: throwaway.url });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      await throwaway.drop();
    },
  };
}
