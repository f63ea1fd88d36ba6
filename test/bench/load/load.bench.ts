/**
 * Load bench (issue 8): the real server process under a fixed arrival rate for several minutes, on the pages and API
 * calls visitors and integrations use most, with its memory sampled throughout.
 *
 *   flock /tmp/web-build.lock sh -c 'npm run build && npm run bench -- load'
 *   BENCH_LOAD_RATE=30 BENCH_LOAD_DURATION=240 BENCH_LOAD_WARMUP=60 npm run bench -- load     (the defaults)
 *   BENCH_LOAD_DATABASE=postgresql npm run bench -- load     (a throwaway database on PG_TEST_URL instead of SQLite)
 *   BENCH_LOAD_PROFILE=1 npm run bench -- load               (the server also writes a CPU profile; its folder is printed)
 *   BENCH_LOAD_NODE_ARGS='--trace-gc' npm run bench -- load  (flags for the server's node; its output is then printed)
 *
 * The server is `apps/server/src/main.ts` as `npm start` runs it (after its build step), in its own process pinned
 * to core 0, over a fresh database with the demo data, TRUST_PROXY=true and LOG_LEVEL=info (one JSON line per
 * request, as in production). This process is the load generator, pinned to core 1.
 *
 * Method: an open model (constant arrival rate), as wrk2 or k6's constant-arrival-rate do: request i is due at
 * start + i / rate whatever happened to the previous ones, and its latency is counted from that due time, so a
 * server that stalls is not hidden by a client that waits for it (no coordinated omission). Requests follow a
 * fixed, interleaved mix of 20 (below); most URLs repeat, as real traffic does (the 1 s page and API cache serves
 * them), and some are new every time (a simulation with another amount, the comparator for another amount, a lead).
 * A request fails when it gets another status than expected, no answer within 10 s, or a network error.
 * The server's RSS (/proc/<pid>/status) and CPU time are read every second; the run is « flat » when the median
 * RSS of its last minute is within 10 % of the median of its first minute (after the warm-up), and the live heap
 * after the server's full garbage collections (V8's --trace-gc) is as large in the second half as in the first.
 * Goals: errors < 1 %, p95 ≤ 200 ms, p99 ≤ 400 ms, memory flat.
 */
import { createThrowawayPostgres } from '@pretscope/persistence-mikroorm';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { startServerProcess } from '../../support/server-process.test-support.ts';

const RATE = Number(process.env.BENCH_LOAD_RATE ?? 30);
const DURATION_S = Number(process.env.BENCH_LOAD_DURATION ?? 240);
/**
 * The warm-up is also the time V8 takes to grow its heap to its working size (a first run's GC trace: committed
 * heap 130 MB at 6 s, 280 MB at 70 s, then 317–327 MB; live data 75–82 MB throughout): RSS measured before that
 * grows without anything leaking.
 */
const WARMUP_S = Number(process.env.BENCH_LOAD_WARMUP ?? 60);
const DATABASE = process.env.BENCH_LOAD_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite';
const NODE_ARGS = (process.env.BENCH_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TIMEOUT_MS = 10_000;
const GOALS = { errorRate: 0.01, p95: 200, p99: 400, rssGrowth: 0.1 };

interface Planned {
  name: string;
  kind: 'page' | 'api';
  path: string;
  init?: RequestInit;
  expect: number;
}

type Step = (n: number) => Planned;
const page =
  (name: string, path: string): Step =>
  () => ({ name, kind: 'page', path, expect: 200 });
const api =
  (name: string, path: string): Step =>
  () => ({ name, kind: 'api', path, expect: 200 });

/** Amounts that change with every request: nothing in any cache can answer them. */
const amountOf = (n: number) => 150_000 + ((n * 7_919) % 250_000);

/** The mix, 20 requests long, spread so that the same kind never comes in a burst: 12 pages and 8 API calls. */
const MIX: Step[] = [
  page('home /', '/'),
  api('products list (20, with advertisers)', '/api/products?include=advertiser&page[limit]=20'),
  page('category /pret-hypothecaire', '/pret-hypothecaire'),
  (n) => ({
    name: 'simulation, new amount each time',
    kind: 'page',
    path: `/pret-hypothecaire/simulation?pays=LUX&montant=${amountOf(n)}&taux=3,5&duree=25`,
    expect: 200,
  }),
  page('article', '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent'),
  (n) => ({
    name: 'loans-search, new amount each time',
    kind: 'api',
    path: `/api/loans-search?category=pret-hypothecaire&amount=${amountOf(n)}&duration=300`,
    expect: 200,
  }),
  page('home /', '/'),
  page('calculator /pret-immobilier/outils/capacite-d-emprunt', '/pret-immobilier/outils/capacite-d-emprunt'),
  api('categories', '/api/categories?fields[categories]=name,slug,title'),
  page('category /pret-personnel', '/pret-personnel'),
  api('loans-search (the category page’s default)', '/api/loans-search?category=pret-hypothecaire&amount=300000&duration=300'),
  page('directory /banques-et-courtiers', '/banques-et-courtiers'),
  (n) => ({
    name: 'POST /api/leads',
    kind: 'api',
    path: '/api/leads',
    // One address per lead (the balancer's X-Forwarded-For): the 10-a-minute limit per address stays in force.
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.api+json', 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}` },
      body: JSON.stringify({
        data: {
          type: 'leads',
          attributes: {
            kind: 'contact',
            firstName: 'Léa',
            lastName: 'Charge',
            email: `lea.${n}@example.org`,
            country: 'LUX',
            message: `Demande du bench de charge n° ${n}`,
            consent: { given: true, text: 'J’accepte.', version: '2026-11' },
          },
        },
      }),
    },
    expect: 201,
  }),
  page('article', '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent'),
  api('articles', '/api/articles?page[limit]=10&sort=-publishedAt'),
  page('category /pret-hypothecaire', '/pret-hypothecaire'),
  (n) => ({
    name: 'loans-search, new amount each time',
    kind: 'api',
    path: `/api/loans-search?category=pret-hypothecaire&amount=${amountOf(n)}&duration=300`,
    expect: 200,
  }),
  page('home /', '/'),
  api('announcers', '/api/announcers?page[limit]=20'),
  page('calculator /pret-immobilier/outils/capacite-d-emprunt', '/pret-immobilier/outils/capacite-d-emprunt'),
];

interface Tally {
  histogram: RecordableHistogram;
  count: number;
  errors: number;
  statuses: Map<string, number>;
}
const tally = (): Tally => ({ histogram: createHistogram(), count: 0, errors: 0, statuses: new Map() });

function pinSelf(core: number): boolean {
  if (cpus().length < 2 || spawnSync('taskset', ['-V']).status !== 0) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', String(core), String(process.pid)]).status === 0;
}

/** The server's resident memory (MB) and CPU time (s) from /proc. */
function sample(pid: number): { rssMb: number; cpuS: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  return { rssMb: rssKb / 1024, cpuS: ticks / 100 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (ns: number) => ns / 1e6;
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const pinned = pinSelf(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-bench-load-'));
  const postgres = DATABASE === 'postgresql' ? await createThrowawayPostgres('pretscope_load') : undefined;
  const profileDir = process.env.BENCH_LOAD_PROFILE ? mkdtempSync(join(tmpdir(), 'pretscope-bench-load-profile-')) : undefined;
  const spawnedAt = performance.now();
  const server = await startServerProcess({
    // One line per full garbage collection (not per scavenge): the live heap after each, to tell a leak from a
    // heap that grows to its working size.
    nodeArgs: [
      '--trace-gc',
      '--trace-gc-ignore-scavenger',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...NODE_ARGS,
    ],
    env: {
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: '' }),
      TRUST_PROXY: 'true',
      ADMIN_PASSWORD: 'bench-password-1234',
      LOG_LEVEL: 'info',
    },
    cpu: pinned ? 0 : undefined,
    readyTimeoutMs: 120_000,
  });
  const pid = server.child.pid!;
  console.log(
    `server pid ${pid} on ${DATABASE}${pinned ? ', pinned to core 0 (generator on core 1)' : ' (not pinned)'}; ${RATE} req/s for ${WARMUP_S} s of warm-up then ${DURATION_S} s measured; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // Every URL once, checked, before the clock starts: a wrong URL in the mix is a bench bug, not a server error.
  for (let i = 0; i < MIX.length; i++) {
    const planned = MIX[i]!(1_000_000 + i);
    const answer = await fetch(`${server.url}${planned.path}`, planned.init);
    await answer.arrayBuffer();
    if (answer.status !== planned.expect)
      throw new Error(`${planned.name}: ${planned.path} answered ${answer.status}, expected ${planned.expect}`);
  }

  const overall = tally();
  const byName = new Map<string, Tally>();
  const byKind = { page: tally(), api: tally() };
  const rss: { t: number; mb: number }[] = [];
  const total = RATE * (WARMUP_S + DURATION_S);
  const start = performance.now() + 100;
  const measuredFrom = start + WARMUP_S * 1000;
  let sent = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending = new Set<Promise<void>>();
  /** The slowest requests, with when they were due (seconds into the measured run): a stall shows as a cluster. */
  const slowest: { at: number; name: string; latencyMs: number; status: string }[] = [];
  const cpuAtStart = { value: 0 };

  const fire = (i: number, due: number) => {
    const planned = MIX[i % MIX.length]!(i);
    const measured = due >= measuredFrom;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = fetch(`${server.url}${planned.path}`, { ...planned.init, signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then(async (answer) => {
        await answer.arrayBuffer();
        return String(answer.status);
      })
      .catch((error: unknown) =>
        (error as Error).name === 'TimeoutError'
          ? 'timeout'
          : `network error (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message})`,
      )
      .then((status) => {
        inFlight--;
        if (!measured) return;
        const latencyNs = Math.max(1, Math.round((performance.now() - due) * 1e6));
        const failed = status !== String(planned.expect);
        slowest.push({ at: (due - measuredFrom) / 1000, name: planned.name, latencyMs: latencyNs / 1e6, status });
        if (slowest.length > 200) {
          slowest.sort((a, b) => b.latencyMs - a.latencyMs);
          slowest.length = 20;
        }
        if (!byName.has(planned.name)) byName.set(planned.name, tally());
        for (const t of [overall, byName.get(planned.name)!, byKind[planned.kind]]) {
          t.count++;
          t.histogram.record(latencyNs);
          if (failed) t.errors++;
          t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
        }
      });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };

  const sampler = setInterval(() => {
    try {
      const now = performance.now();
      const { rssMb, cpuS } = sample(pid);
      if (now >= measuredFrom) {
        if (cpuAtStart.value === 0) cpuAtStart.value = cpuS;
        rss.push({ t: (now - measuredFrom) / 1000, mb: rssMb });
      }
    } catch {
      // The process is gone: the run reports it below.
    }
  }, 1_000);

  // The schedule: every few milliseconds, send whatever has fallen due (each request at its own due time).
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / RATE <= now) {
        fire(sent, start + (sent * 1000) / RATE);
        sent++;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, 2);
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(pending);
  clearInterval(sampler);
  const cpuUsed = sample(pid).cpuS - cpuAtStart.value;
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  await server.stop(30_000);
  if (profileDir) console.log(`CPU profile of the server (warm-up and run): ${profileDir}`);
  if (NODE_ARGS.length > 0)
    console.log(
      `server output (node ${NODE_ARGS.join(' ')}):\n${server
        .output()
        .split('\n')
        .filter((line) => !line.startsWith('{'))
        .join('\n')}`,
    );
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });

  // ——— Report ————————————————————————————————————————————————————————————————————————————————————————————————
  const line = (name: string, t: Tally) =>
    `| ${name} | ${fmt(t.count)} | ${fmt((100 * t.errors) / Math.max(1, t.count), 2)} % | ${fmt(ms(t.histogram.percentile(50)), 1)} | ${fmt(ms(t.histogram.percentile(95)), 1)} | ${fmt(ms(t.histogram.percentile(99)), 1)} | ${fmt(ms(t.histogram.max), 0)} |`;
  console.log('\n| requests | count | errors | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |\n|---|---:|---:|---:|---:|---:|---:|');
  console.log(line('**all**', overall));
  console.log(line('pages', byKind.page));
  console.log(line('API', byKind.api));
  for (const [name, t] of [...byName].sort(([a], [b]) => a.localeCompare(b))) console.log(line(name, t));
  slowest.sort((a, b) => b.latencyMs - a.latencyMs);
  console.log(
    `\nslowest: ${slowest
      .slice(0, 8)
      .map((r) => `${fmt(r.latencyMs)} ms at ${fmt(r.at, 1)} s (${r.name}, ${r.status})`)
      .join('; ')}`,
  );
  const failures = [...overall.statuses].filter(([status]) => !/^(200|201)$/.test(status));
  console.log(
    `\nstatuses: ${[...overall.statuses].map(([status, count]) => `${status} × ${fmt(count)}`).join(', ')}; most requests in flight at once: ${maxInFlight}`,
  );
  if (failures.length > 0) console.log(`not as expected: ${failures.map(([status, count]) => `${status} × ${count}`).join(', ')}`);

  const firstMinute = rss.filter((s) => s.t < 60).map((s) => s.mb);
  const lastMinute = rss.filter((s) => s.t >= DURATION_S - 60).map((s) => s.mb);
  const growth = median(lastMinute) / median(firstMinute) - 1;
  // Least-squares slope of RSS after the first minute (the heap left by preparing the database is still being
  // given back during it), in MB per minute.
  const n = rss.length;
  const later = rss.filter((s) => s.t >= 60);
  const meanT = later.reduce((sum, s) => sum + s.t, 0) / later.length;
  const meanMb = later.reduce((sum, s) => sum + s.mb, 0) / later.length;
  const slope =
    (later.reduce((sum, s) => sum + (s.t - meanT) * (s.mb - meanMb), 0) / later.reduce((sum, s) => sum + (s.t - meanT) ** 2, 0)) * 60;
  console.log(
    `\nserver RSS (MB, sampled every second over ${n} s): first minute median ${fmt(median(firstMinute), 1)}, last minute median ${fmt(median(lastMinute), 1)} (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)} %), min ${fmt(Math.min(...rss.map((s) => s.mb)), 1)}, max ${fmt(Math.max(...rss.map((s) => s.mb)), 1)}, trend after the first minute ${slope >= 0 ? '+' : ''}${fmt(slope, 2)} MB/min`,
  );
  console.log(
    `server CPU over the measured run: ${fmt(cpuUsed, 1)} s, ${fmt((100 * cpuUsed) / DURATION_S, 0)} % of one core; rate achieved ${fmt(overall.count / DURATION_S, 1)} req/s of ${RATE}; load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // Full GCs of the server's main isolate (the one with the largest heap).
  const collections = server
    .output()
    .split('\n')
    .flatMap((line) => {
      const match =
        /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms: Mark-Compact(?: \(reduce\))? ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/.exec(line);
      return match
        ? [
            {
              isolate: match[1]!,
              at: (spawnedAt + Number(match[2]) - measuredFrom) / 1000,
              liveMb: Number(match[5]),
              committedMb: Number(match[6]),
            },
          ]
        : [];
    });
  const mainIsolate = [...new Set(collections.map((c) => c.isolate))].sort(
    (a, b) =>
      Math.max(...collections.filter((c) => c.isolate === b).map((c) => c.liveMb)) -
      Math.max(...collections.filter((c) => c.isolate === a).map((c) => c.liveMb)),
  )[0];
  const measuredGcs = collections.filter((c) => c.isolate === mainIsolate && c.at >= 0);
  const liveFirst = median(measuredGcs.filter((c) => c.at < DURATION_S / 2).map((c) => c.liveMb));
  const liveSecond = median(measuredGcs.filter((c) => c.at >= DURATION_S / 2).map((c) => c.liveMb));
  const liveGrowth = liveSecond / liveFirst - 1;
  console.log(
    `server heap after each full GC during the run (live / committed MB): ${measuredGcs.map((c) => `${fmt(c.liveMb, 1)} / ${fmt(c.committedMb, 0)} at ${fmt(c.at, 0)} s`).join(', ')}; live median first half ${fmt(liveFirst, 1)}, second half ${fmt(liveSecond, 1)} (${liveGrowth >= 0 ? '+' : ''}${fmt(liveGrowth * 100, 1)} %)`,
  );

  const errorRate = overall.errors / Math.max(1, overall.count);
  const p95 = ms(overall.histogram.percentile(95));
  const p99 = ms(overall.histogram.percentile(99));
  const verdicts = [
    [`errors ${fmt(errorRate * 100, 2)} % < 1 %`, errorRate < GOALS.errorRate],
    [`p95 ${fmt(p95, 1)} ms ≤ ${GOALS.p95} ms`, p95 <= GOALS.p95],
    [`p99 ${fmt(p99, 1)} ms ≤ ${GOALS.p99} ms`, p99 <= GOALS.p99],
    [
      `memory flat: RSS of the last minute within ${GOALS.rssGrowth * 100} % of the first (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)} %)`,
      Math.abs(growth) <= GOALS.rssGrowth,
    ],
    [
      `live heap flat: second half within ${GOALS.rssGrowth * 100} % of the first (${liveGrowth >= 0 ? '+' : ''}${fmt(liveGrowth * 100, 1)} %)`,
      measuredGcs.length >= 2 && Math.abs(liveGrowth) <= GOALS.rssGrowth,
    ],
    ['the server process stayed up', alive],
  ] as const;
  console.log(`\ngoals: ${verdicts.map(([text, met]) => `${met ? 'met' : 'NOT MET'}: ${text}`).join('; ')}`);
  if (verdicts.some(([, met]) => !met)) process.exitCode = 1;
}

await main();
