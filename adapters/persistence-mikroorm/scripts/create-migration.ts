/**
 * Writes a migration for each dialect from the difference between the entity schemas and a database migrated to
 * the latest committed migration (a temporary SQLite file; PG_TEST_URL's PostgreSQL, in a throwaway schema).
 *
 *   node --conditions=source adapters/persistence-mikroorm/scripts/create-migration.ts [name]
 *
 * Then add the new class to src/migrations/{sqlite,postgresql}/index.ts and commit both.
 */
import { MikroORM } from '@mikro-orm/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../src/database-url.ts';
import { ormOptions } from '../src/orm-config.ts';

const name = process.argv[2] ?? 'change';
const migrationsDir = fileURLToPath(new URL('../src/migrations/', import.meta.url));

async function create(target: DatabaseTarget, folder: string, schema?: string) {
  const options = ormOptions(target);
  const orm = await MikroORM.init({
    ...options,
    ...(schema ? { schema } : {}),
    migrations: {
      ...options.migrations,
      path: join(migrationsDir, folder),
      pathTs: join(migrationsDir, folder),
      emit: 'ts',
      fileName: (timestamp: string) => `migration-${timestamp}-${name}`,
    },
  });
  try {
    if (schema) await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
    await orm.migrator.up();
    const result = await orm.migrator.createMigration(undefined, false, false);
    if (result.fileName && schema) unqualify(join(migrationsDir, folder, result.fileName), schema);
    console.log(result.fileName ? `${folder}: wrote ${result.fileName}` : `${folder}: no change`);
  } finally {
    if (schema) await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
    await orm.close(true);
  }
}

/** The migration must run in whatever schema the server uses: drop the throwaway schema's name from the SQL. */
function unqualify(file: string, schema: string) {
  const sql = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.includes(`schema if not exists "${schema}"`) && !line.includes(`schema if exists "${schema}"`))
    .join('\n')
    .replaceAll(`"${schema}".`, '');
  writeFileSync(file, sql);
}

const dir = mkdtempSync(join(tmpdir(), 'pretscope-migration-'));
try {
  await create({ dialect: 'sqlite', file: join(dir, 'schema.sqlite') }, 'sqlite');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const pgUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
await create({ dialect: 'postgresql', url: pgUrl }, 'postgresql', `migration_${Date.now()}`);
