/**
 * Persistence bench (issue 3): with 1 000 000 rate observations and 2 000 products, the latency of the comparator
 * query and of a product's 24-month statistics series, on SQLite and on PostgreSQL, and the time to write the
 * observations; and the back office's product list (its loader: one page, the count and every filter choice) at
 * that size.
 *
 *   npm run bench -- persistence            (PostgreSQL from PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_LOANS=200000 npm run bench -- persistence   (a smaller run)
 *
 * Each database is a throwaway one (a temporary SQLite file; a fresh PostgreSQL database, dropped afterwards).
 * The queries run through the same stores the site uses, one fresh unit of work per query, sequentially, after a
 * warm-up: the figures are per-request latencies at one connection, not throughput. The comparator's row also gives
 * the CPU time per query, this process's and the PostgreSQL backends' (issue 24): latencies on a shared machine move
 * with its load, CPU time hardly, so two trees measured one after the other compare on it.
 */
import { aggregateLoanstatsByMonth } from '@pretscope/core';
import { createStores, seedDemoData, seedScale } from '@pretscope/persistence-mikroorm';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { loadList } from '../../../apps/web/app/admin/load-list.server.ts';
import { appContext } from '../../../apps/web/app/app-context.ts';
import type { WebRequestScope } from '../../../apps/web/app/request-scope.ts';
import { mulberry32 } from '../../../adapters/persistence-mikroorm/src/seed/mulberry32.ts';
import { openTestPostgres, openTestSqlite, type TestDatabase } from '../../../adapters/persistence-mikroorm/src/testing/test-databases.ts';

const LOANS = Number(process.env.BENCH_LOANS ?? 1_000_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const SAMPLES = 400;
const WARMUP = 50;
process.env.PG_TEST_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The CPU time the timed queries cost, in ms: this process's (the ORM, the driver, and SQLite itself), plus, for a
 * PostgreSQL server on this machine, its backends' for this database (their /proc entries; NaN when unreadable).
 * Unlike latencies, it hardly moves with what else the machine runs, so two trees measured on a shared machine compare.
 */
async function cpuMeter(database: TestDatabase): Promise<() => Promise<{ node: number; server?: number }>> {
  const ticks = async (): Promise<Map<number, number>> => {
    const counts = new Map<number, number>();
    if (database.target.dialect !== 'postgresql') return counts;
    const backends = await database
      .fork()
      .getConnection()
      .execute<{ pid: number }[]>('select pid from pg_stat_activity where datname = current_database()', [], 'all');
    for (const { pid } of backends) {
      // Fields after « pid (comm) »: state is the 1st, utime the 12th and stime the 13th (proc(5): 14 and 15).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ');
      counts.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    }
    return counts;
  };
  const CLOCK_TICKS_PER_SECOND = 100;
  const before = await ticks().catch(() => undefined);
  const started = process.cpuUsage();
  return async () => {
    const used = process.cpuUsage(started);
    const after = before && (await ticks().catch(() => undefined));
    const node = (used.user + used.system) / 1000;
    // SQLite runs in this process: its CPU is already in ours.
    if (database.target.dialect !== 'postgresql') return { node };
    let server = after ? 0 : Number.NaN;
    for (const [pid, count] of after ?? []) server += ((count - (before?.get(pid) ?? 0)) * 1000) / CLOCK_TICKS_PER_SECOND;
    return { node, server };
  };
}

async function time(samples: number, work: (i: number) => Promise<unknown>, database?: TestDatabase) {
  for (let i = 0; i < WARMUP; i++) await work(i);
  const durations: number[] = [];
  const meter = database && (await cpuMeter(database));
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    await work(i);
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const cpu = meter && (await meter());
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    p99: percentile(durations, 0.99),
    cpuPerQuery: cpu && { node: cpu.node / samples, server: cpu.server === undefined ? undefined : cpu.server / samples },
  };
}

async function benchDatabase(name: string, open: () => Promise<TestDatabase>) {
  const database = await open();
  const uploads = mkdtempSync(join(tmpdir(), 'pretscope-bench-uploads-'));
  try {
    const now = new Date('2026-11-22T00:00:00Z');
    await seedDemoData(database.fork(), {
      now,
      uploadsDir: uploads,
      hashPassword: async (p) => createHash('sha256').update(p).digest('hex'),
      admin: { email: 'admin@pretscope.example', password: 'bench-password-1234' },
    });
    const seeding = await seedScale(database.fork(), { products: PRODUCTS, loans: LOANS, now });
    if (database.target.dialect === 'postgresql') await database.orm.em.getConnection().execute('analyze');
    else await database.orm.em.getConnection().execute('pragma optimize');

    const connection = database.fork().getConnection();
    const categories = await connection.execute<{ slug: string; config: string | { amounts: number[]; durations: number[] } }[]>(
      'select slug, config from categories',
      [],
      'all',
    );
    const grids = categories.map((c) => ({
      slug: c.slug,
      ...((typeof c.config === 'string' ? JSON.parse(c.config) : c.config) as { amounts: number[]; durations: number[] }),
    }));
    const productIds = (await connection.execute<{ id: number }[]>('select id from products order by id', [], 'all')).map((r) =>
      Number(r.id),
    );
    const counts = await connection.execute<{ n: number | string }[]>('select count(*) as n from loans', [], 'all');

    // The same seeded sequence of questions on both databases.
    const random = mulberry32(42);
    const questions = Array.from({ length: SAMPLES + WARMUP }, () => {
      const grid = grids[Math.floor(random() * grids.length)]!;
      return {
        categorySlug: grid.slug,
        amount: grid.amounts[Math.floor(random() * grid.amounts.length)]! * (0.9 + random() * 0.2),
        duration: grid.durations[Math.floor(random() * grid.durations.length)]!,
      };
    });
    let offersSeen = 0;
    const comparator = await time(
      SAMPLES,
      async (i) => {
        const offers = await createStores(database.fork()).offers.offersFor(questions[i % questions.length]!);
        offersSeen += offers.length;
      },
      database,
    );

    const from = new Date('2024-12-01T00:00:00Z');
    const series = await time(SAMPLES, async (i) => {
      // The admin's list of a product's observations (100 rows, oldest first), through the generic resource store.
      const productId = productIds[(i * 7919) % productIds.length]!;
      const rows = await createStores(database.fork()).resources.list({
        type: 'loans',
        filter: { productId: [String(productId)] },
        sort: [{ field: 'createdAt', direction: 'asc' }],
        page: { offset: 0, limit: 100 },
        include: [],
      });
      if (!rows.ok) throw new Error('series query failed');
      return rows;
    });
    // The product page's history: the product's monthly loanstats over 24 months, aggregated by month (core).
    const stored = await time(SAMPLES, async (i) => {
      const productId = productIds[(i * 7919) % productIds.length]!;
      const loanstats = await createStores(database.fork()).loanstats.series([productId], from, now);
      return aggregateLoanstatsByMonth(loanstats);
    });
    // The admin's product list, as its loader answers it: pages across the table in the orders of its headers
    // (the advertiser's name is a subquery per row), with the count and the advertiser and category choices.
    const listSorts = ['', 'sort=advertiser.name&', 'sort=-aprValue&', 'sort=isActive&'];
    const listPages = Math.ceil(productIds.length / 25);
    const adminList = await time(SAMPLES / 4, async (i) => {
      const context = new RouterContextProvider();
      const verifyAccessToken = async () => ({ userId: 1, email: 'admin@pretscope.example', roles: ['admin'] });
      context.set(appContext, {
        site: { siteUrl: 'http://localhost' },
        useCases: { verifyAccessToken, today: () => new Date() },
        stores: { resources: createStores(database.fork()).resources },
      } as unknown as WebRequestScope);
      const request = new Request(
        `http://localhost/_admin_/products?${listSorts[i % listSorts.length]}page=${1 + ((i * 7919) % listPages)}`,
        { headers: { cookie: 'pretscope_admin=bench' } },
      );
      const loaded = await loadList({ request, url: new URL(request.url), context });
      if (loaded.rows.length === 0) throw new Error('admin list: empty page');
      return loaded;
    });
    return {
      name,
      loans: Number(counts[0]?.n ?? 0),
      seedingMs: seeding.ms,
      comparator,
      series,
      stored,
      adminList,
      offersPerQuery: offersSeen / (SAMPLES + WARMUP),
    };
  } finally {
    rmSync(uploads, { recursive: true, force: true });
    await database.dispose();
  }
}

const format = (ms: number) => ms.toFixed(2);
const cpuCell = (cpu?: { node: number; server?: number }) => {
  if (!cpu) return '–';
  if (cpu.server === undefined) return `${format(cpu.node)} ms`;
  if (Number.isNaN(cpu.server)) return `${format(cpu.node)} ms + ?`;
  return `${format(cpu.node)} + ${format(cpu.server)} = ${format(cpu.node + cpu.server)} ms`;
};
console.log(`# persistence bench — node ${process.version}, ${new Date().toISOString()}`);
console.log(
  `${LOANS.toLocaleString('en')} observations over ${PRODUCTS} products (+ the demo data), ${SAMPLES} timed queries after ${WARMUP} warm-up, one at a time\n`,
);
const results = [];
for (const [name, open] of [
  ['SQLite', openTestSqlite],
  ['PostgreSQL', openTestPostgres],
] as const) {
  process.stderr.write(`${name}: seeding…\n`);
  results.push(await benchDatabase(name, open));
}
console.log(
  '| database | loans | seeding | comparator p50 | p95 | p99 | CPU/query, ours + database server | offers/query | 100 observations of a product p50 | p95 | 24-month loanstats series p50 | p95 | admin product list p50 | p95 |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.loans.toLocaleString('en')} | ${(r.seedingMs / 1000).toFixed(1)} s | ${format(r.comparator.p50)} ms | ${format(r.comparator.p95)} ms | ${format(r.comparator.p99)} ms | ${cpuCell(r.comparator.cpuPerQuery)} | ${r.offersPerQuery.toFixed(0)} | ${format(r.series.p50)} ms | ${format(r.series.p95)} ms | ${format(r.stored.p50)} ms | ${format(r.stored.p95)} ms | ${format(r.adminList.p50)} ms | ${format(r.adminList.p95)} ms |`,
  );
}
const goals = [
  ['SQLite comparator p95 ≤ 15 ms', results[0]!.comparator.p95 <= 15],
  ['PostgreSQL comparator p95 ≤ 25 ms', results[1]!.comparator.p95 <= 25],
  ['1 000 000 observations written in < 60 s (SQLite)', LOANS < 1_000_000 || results[0]!.seedingMs < 60_000],
] as const;
console.log('');
for (const [goal, met] of goals) console.log(`- ${goal}: ${met ? 'met' : 'NOT MET'}`);
