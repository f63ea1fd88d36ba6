/**
 * Writes a migration for each dialect from the difference between the entity schemas and a database migrated to
 * the latest committed migration (a temporary SQLite file; a throwaway database on PG_TEST_URL's PostgreSQL server).
 *
 *   node --conditions=source adapters/persistence-mikroorm/scripts/create-migration.ts [name]
 *
 * Then add the new class to src/migrations/{sqlite,postgresql}/index.ts and commit both.
 */
import { MikroORM } from '@mikro-orm/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../src/database-url.ts';
import { ormOptions } from '../src/orm-config.ts';
import { createThrowawayPostgres } from '../src/testing/test-databases.ts';

const name = process.argv[2] ?? 'change';
const migrationsDir = fileURLToPath(new URL('../src/migrations/', import.meta.url));

async function create(target: DatabaseTarget, folder: string) {
  const options = ormOptions(target);
  const orm = await MikroORM.init({
    ...options,
    migrations: {
      ...options.migrations,
      path: join(migrationsDir, folder),
      pathTs: join(migrationsDir, folder),
      emit: 'ts',
      fileName: (timestamp: string) => `migration-${timestamp}-${name}`,
    },
  });
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(undefined, false, false);
    console.log(result.fileName ? `${folder}: wrote ${result.fileName}` : `${folder}: no change`);
  } finally {
    await orm.close(true);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'pretscope-migration-'));
try {
  await create({ dialect: 'sqlite', file: join(dir, 'schema.sqlite') }, 'sqlite');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// A database of its own: under MikroORM 7 a throwaway `schema` left the migrated tables in `public` of PG_TEST_URL's database.
process.env.PG_TEST_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const throwaway = await createThrowawayPostgres('pretscope_migration');
try {
  await create({ dialect: 'postgresql', url: throwaway.url }, 'postgresql');
} finally {
  await throwaway.drop();
}
