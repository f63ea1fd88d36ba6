import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { openDatabase, type Database } from '../open-database.ts';
import { createDatabaseRateLimiter } from '../stores/mikroorm-rate-limiter.ts';
import { createThrowawayPostgres } from './test-databases.ts';
import { snapshotTables, type TableSnapshot } from './upgrade-fixture.ts';
import { UPGRADE_FIXTURE } from './upgrade-fixture-writes.ts';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/upgrade-from-6/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')) as Record<
  'sqlite' | 'postgresql',
  Record<string, TableSnapshot>
>;

/** A copy of the fixture of one dialect, opened with today's code, and how to get rid of it. */
export interface FixtureCopy {
  database: Database;
  dispose(): Promise<void>;
}

/** The SQLite fixture, unzipped to a temporary file. */
export async function openSqliteFixture(): Promise<FixtureCopy> {
  const folder = mkdtempSync(join(tmpdir(), 'pretscope-upgrade-'));
  const file = join(folder, 'pretscope.sqlite');
  writeFileSync(file, gunzipSync(readFileSync(join(FIXTURES, 'pretscope-6x.sqlite.gz'))));
  const database = await openDatabase({ databaseUrl: file });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL dump, restored with psql into a throwaway database of the PG_TEST_URL server. */
export async function openPostgresFixture(): Promise<FixtureCopy> {
  const throwaway = await createThrowawayPostgres('pretscope_upgrade');
  execFileSync('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--dbname', throwaway.url], {
    input: gunzipSync(readFileSync(join(FIXTURES, 'pretscope-6x.postgresql.sql.gz'))),
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const database = await openDatabase({ databaseUrl: throwaway.url });
  return {
    database,
    async dispose() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * A database made and filled by the 6.x code (MikroORM 6.6.16, scripts/make-upgrade-fixtures.ts) opens with
 * today's code, migrates, and holds every row it held, value for value; the site's reads and writes work on it.
 */
export function describeUpgradeFrom6(dialect: 'sqlite' | 'postgresql', open: () => Promise<FixtureCopy>): void {
  describe(`A ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database made by the 6.x code`, () => {
    it('migrates, then holds every row it held, value for value', async () => {
      const { database, dispose } = await open();
      try {
        await database.migrate();
        expect(await database.migrate()).toEqual([]);
        expect(await snapshotTables(database)).toEqual(manifest[dialect]);
        // And its schema is the entities' (foreign-key rules included, decision 0025).
        expect(await database.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
      } finally {
        await dispose();
      }
    });

    it('reads its lead, its article and its imported rates back through the stores, and takes new writes', async () => {
      const { database, dispose } = await open();
      try {
        await database.migrate();
        const stores = createStores(database.fork());
        const lead = await stores.resources.list({ type: 'leads', filter: {}, sort: [], page: { offset: 0, limit: 10 }, include: [] });
        expect(lead.ok && lead.value.records.map((record) => record.attributes)).toEqual([
          expect.objectContaining({
            firstName: UPGRADE_FIXTURE.lead.firstName,
            lastName: UPGRADE_FIXTURE.lead.lastName,
            email: UPGRADE_FIXTURE.lead.email,
            amount: UPGRADE_FIXTURE.lead.amount,
          }),
        ]);
        const article = await stores.resources.get('articles', 14);
        expect(article.ok && article.value.record.attributes).toMatchObject({
          title: UPGRADE_FIXTURE.article.title,
          slug: UPGRADE_FIXTURE.article.slug,
          content: UPGRADE_FIXTURE.article.content,
          publishedAt: UPGRADE_FIXTURE.article.publishedAt,
        });
        expect(await stores.rates.ratesForProduct(1, new Date('2026-11-27T00:00:00Z'))).toEqual(expect.arrayContaining([3.125, 3.375]));
        expect(await stores.rates.ratesForProduct(2, new Date('2026-11-27T00:00:00Z'))).toEqual([2.95]);
        // The fixture's rate-limit window counts its hit: this one is the second.
        const limiter = createDatabaseRateLimiter({ fork: database.fork, clock: { now: () => UPGRADE_FIXTURE.rateLimitAt } });
        expect(await limiter.hit('fixture:192.0.2.1', { limit: 1, windowMs: 60_000 })).toMatchObject({ allowed: false });
        const written = await createStores(database.fork()).resources.create('leads', {
          ...UPGRADE_FIXTURE.lead,
          email: 'apres@example.org',
        });
        expect(written.ok && written.value.id).toBe(2);
      } finally {
        await dispose();
      }
    });
  });
}
