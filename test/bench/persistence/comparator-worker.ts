/**
 * One checkout's comparator, driven by paired-trees.ts: it opens a throwaway database of the dialect in
 * PAIRED_DIALECT with the persistence bench's data (the demo data, then `seedScale`), and answers the bench's seeded
 * questions in the blocks it is sent on stdin (`run <first> <count>`), writing each block's latencies and CPU time as
 * a line of JSON on stdout.
 *
 * Everything it runs is the given checkout's (PAIRED_ROOT): its adapter, its MikroORM and drivers, imported by path,
 * so that this file runs the same way against an older tree that never had it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const root = process.env.PAIRED_ROOT;
const dialect = process.env.PAIRED_DIALECT;
if (!root || (dialect !== 'sqlite' && dialect !== 'postgresql'))
  throw new Error('PAIRED_ROOT and PAIRED_DIALECT (sqlite|postgresql) are needed');
const LOANS = Number(process.env.BENCH_LOANS ?? 1_000_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const QUESTIONS = 450;
process.env.PG_TEST_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const adapter = join(root, 'adapters/persistence-mikroorm/src');
const fromRoot = (path: string) => import(pathToFileURL(join(adapter, path)).href);
const { createStores, seedDemoData, seedScale, openTestPostgres, openTestSqlite } = await fromRoot('index.ts');
const { mulberry32 } = (await fromRoot('seed/mulberry32.ts')) as { mulberry32(seed: number): () => number };

const database = await (dialect === 'postgresql' ? openTestPostgres() : openTestSqlite());
const uploads = mkdtempSync(join(tmpdir(), 'pretscope-paired-uploads-'));
const now = new Date('2026-11-22T00:00:00Z');
await seedDemoData(database.fork(), {
  now,
  uploadsDir: uploads,
  hashPassword: async (p: string) => createHash('sha256').update(p).digest('hex'),
  admin: { email: 'admin@pretscope.example', password: 'bench-password-1234' },
});
await seedScale(database.fork(), { products: PRODUCTS, loans: LOANS, now });
await database.orm.em.getConnection().execute(dialect === 'postgresql' ? 'analyze' : 'pragma optimize');

// The persistence bench's questions: the same seeded sequence of categories, amounts and durations.
const categories = (await database.fork().getConnection().execute('select slug, config from categories', [], 'all')) as {
  slug: string;
  config: string | { amounts: number[]; durations: number[] };
}[];
const grids = categories.map((c) => ({
  slug: c.slug,
  ...((typeof c.config === 'string' ? JSON.parse(c.config) : c.config) as { amounts: number[]; durations: number[] }),
}));
const random = mulberry32(42);
const questions = Array.from({ length: QUESTIONS }, () => {
  const grid = grids[Math.floor(random() * grids.length)]!;
  return {
    categorySlug: grid.slug,
    amount: grid.amounts[Math.floor(random() * grid.amounts.length)]! * (0.9 + random() * 0.2),
    duration: grid.durations[Math.floor(random() * grid.durations.length)]!,
  };
});

// Which MikroORM the checkout's adapter runs on, as its own resolution finds it.
let orm = dirname(createRequire(join(adapter, 'index.ts')).resolve('@mikro-orm/core'));
while (!existsSync(join(orm, 'package.json')) || JSON.parse(readFileSync(join(orm, 'package.json'), 'utf8')).name !== '@mikro-orm/core')
  orm = dirname(orm);
const version = (JSON.parse(readFileSync(join(orm, 'package.json'), 'utf8')) as { version: string }).version;
process.stdout.write(`${JSON.stringify({ ready: true, orm: version })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const [command, first, count] = line.trim().split(' ');
  if (command !== 'run') break;
  const durations: number[] = [];
  let offers = 0;
  const cpu = process.cpuUsage();
  for (let i = Number(first); i < Number(first) + Number(count); i++) {
    const start = process.hrtime.bigint();
    offers += ((await createStores(database.fork()).offers.offersFor(questions[i % QUESTIONS]!)) as unknown[]).length;
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const used = process.cpuUsage(cpu);
  process.stdout.write(`${JSON.stringify({ durations, offers, cpuMs: (used.user + used.system) / 1000 })}\n`);
}
rmSync(uploads, { recursive: true, force: true });
await database.dispose();
