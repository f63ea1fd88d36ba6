/**
 * Makes the upgrade-from-6.x fixtures (issue 24) with the code of the day: a database of each dialect migrated and
 * seeded with the demo data, plus a few writes as the site makes them (a lead, an article, a batch of imported
 * rates (of the seed's observations, one in fifty is kept), a rate-limiter hit), kept as a gzipped SQLite file and a gzipped plain pg_dump, with a manifest of what
 * their tables hold (src/testing/upgrade-fixture.ts). Made once on MikroORM 6.6.16; not to be made again after.
 *
 *   PG_TEST_URL=postgres://postgres@127.0.0.1:5432/test \
 *     node --conditions=source adapters/persistence-mikroorm/scripts/make-upgrade-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createStores } from '../src/create-stores.ts';
import { openDatabase, type Database } from '../src/open-database.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { createDatabaseRateLimiter } from '../src/stores/mikroorm-rate-limiter.ts';
import { createThrowawayPostgres } from '../src/testing/test-databases.ts';
import { snapshotTables } from '../src/testing/upgrade-fixture.ts';
import { UPGRADE_FIXTURE } from '../src/testing/upgrade-fixture-writes.ts';

const fixtures = fileURLToPath(new URL('../test/fixtures/upgrade-from-6/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'pretscope-upgrade-fixture-'));

async function fill(database: Database): Promise<void> {
  await database.migrate();
  const seeded = await seedDemoData(database.fork(), {
    now: UPGRADE_FIXTURE.seedNow,
    uploadsDir: join(work, 'uploads'),
    hashPassword: async (password) => `fixture$${password.length}`,
    admin: { email: 'admin@pretscope.example', password: 'fixture-admin-password' },
  });
  if (!seeded.seeded) throw new Error('the seed wrote nothing');
  // The seed's 150 000 observations would make a fixture of megabytes: one in fifty is kept (the loanstats stay).
  await database.orm.em.getConnection().execute('delete from loans where id % 50 <> 0');
  const stores = createStores(database.fork());
  const lead = await stores.resources.create('leads', UPGRADE_FIXTURE.lead);
  if (!lead.ok) throw new Error(`lead: ${JSON.stringify(lead.error)}`);
  const article = await stores.resources.create('articles', UPGRADE_FIXTURE.article);
  if (!article.ok) throw new Error(`article: ${JSON.stringify(article.error)}`);
  await createStores(database.fork()).observations.add(UPGRADE_FIXTURE.rates);
  const limiter = createDatabaseRateLimiter({ fork: database.fork, clock: { now: () => UPGRADE_FIXTURE.rateLimitAt } });
  await limiter.hit('fixture:192.0.2.1', { limit: 5, windowMs: 3_650 * 86_400_000 });
}

const manifest: Record<string, unknown> = { made: new Date().toISOString(), mikroOrm: '6.6.16' };
try {
  const file = join(work, 'fixture.sqlite');
  const sqlite = await openDatabase({ databaseUrl: file });
  await fill(sqlite);
  manifest.sqlite = await snapshotTables(sqlite);
  await sqlite.orm.em.getConnection().execute('pragma wal_checkpoint(truncate)');
  await sqlite.orm.em.getConnection().execute('vacuum');
  await sqlite.close();
  writeFileSync(join(fixtures, 'pretscope-6x.sqlite.gz'), gzipSync(readFileSync(file), { level: 9 }));

  const throwaway = await createThrowawayPostgres('pretscope_fixture');
  try {
    const postgres = await openDatabase({ databaseUrl: throwaway.url });
    await fill(postgres);
    manifest.postgresql = await snapshotTables(postgres);
    await postgres.close();
    const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', throwaway.url], { maxBuffer: 512 * 1024 * 1024 });
    writeFileSync(join(fixtures, 'pretscope-6x.postgresql.sql.gz'), gzipSync(dump, { level: 9 }));
  } finally {
    await throwaway.drop();
  }
  writeFileSync(join(fixtures, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
