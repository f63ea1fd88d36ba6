import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Database } from '../open-database.ts';
import { openTestPostgres, openTestSqlite, type TestDatabase } from '../testing/test-databases.ts';

/** A migrated, empty database of the seed tests, and how to get rid of it. */
export interface SeedTestDatabase {
  database: Database;
  /** A temporary folder for the uploads the seed writes. */
  uploadsDir: string;
  dispose(): Promise<void>;
}

export type OpenSeedTestDatabase = () => Promise<SeedTestDatabase>;

/** The shared throwaway databases of the adapter's tests, plus a temporary uploads folder. */
function withUploads(open: () => Promise<TestDatabase>): OpenSeedTestDatabase {
  return async () => {
    const database = await open();
    const folder = mkdtempSync(join(tmpdir(), 'pretscope-seed-'));
    return {
      database,
      uploadsDir: join(folder, 'uploads'),
      async dispose() {
        await database.dispose();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  };
}

export const openSeedSqlite = withUploads(openTestSqlite);
export const openSeedPostgres = withUploads(openTestPostgres);

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
