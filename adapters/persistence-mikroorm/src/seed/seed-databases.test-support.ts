import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../open-database.js';

/** A migrated, empty database of the seed tests, and how to get rid of it. */
export interface SeedTestDatabase {
  database: Database;
  /** A temporary folder for the uploads the seed writes. */
  uploadsDir: string;
  dispose(): Promise<void>;
}

export type OpenSeedTestDatabase = () => Promise<SeedTestDatabase>;

/** PG_TEST_URL names a PostgreSQL server for the *.postgres.test.ts files; unset, they are skipped. */
export const PG_TEST_URL = process.env.PG_TEST_URL?.trim() || undefined;

export const PG_SKIP_MESSAGE = 'PostgreSQL (skipped: set PG_TEST_URL, e.g. postgres://postgres@127.0.0.1:5432/test, to run it)';

/** A temporary SQLite file, created through openDatabase and migrated. */
export async function openSeedSqlite(): Promise<SeedTestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'pretscope-seed-'));
  const database = await openDatabase({ databaseUrl: join(folder, 'seed.sqlite') });
  await database.migrate();
  return {
    database,
    uploadsDir: join(folder, 'uploads'),
    async dispose() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A throwaway database `pretscope_seed_<random>` on the PG_TEST_URL server, dropped (with force) afterwards. */
export async function openSeedPostgres(): Promise<SeedTestDatabase> {
  if (!PG_TEST_URL) throw new Error('PG_TEST_URL is not set');
  const name = `pretscope_seed_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}"`);
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  const folder = mkdtempSync(join(tmpdir(), 'pretscope-seed-'));
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    database,
    uploadsDir: join(folder, 'uploads'),
    async dispose() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}

async function onServer(sql: string): Promise<void> {
  const server = await openDatabase({ databaseUrl: PG_TEST_URL, pool: { max: 1 } });
  try {
    await server.orm.em.getConnection().execute(sql);
  } finally {
    await server.close();
  }
}

/** The hasher the seed tests give: a real, deterministic function (not argon2, which is slow on purpose). */
export async function testHash(password: string): Promise<string> {
  return `test$${createHash('sha256').update(password).digest('hex')}`;
}

/**
 * A small well-formedness check of the SVG the seed writes (no XML parser among our dependencies): it starts
 * with <svg, every tag is closed in order, attribute values are quoted, and text has no bare < or &.
 */
export function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let position = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    expectCleanText(svg.slice(position, match.index));
    position = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name as string);
  }
  expectCleanText(svg.slice(position));
  expect(stack).toEqual([]);
}

function expectCleanText(text: string): void {
  expect(text, 'text between tags').not.toMatch(/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
}
