/**
 * Web bench (issue 5): our server-rendered pages, from the page cache and rendered for every request, against a
 * bare `node:http` server that answers the very same HTML bytes, side by side in one run, loaded by wrk.
 *
 *   npm run build && npm run bench -- web/web
 *   BENCH_WEB_DURATION=10 BENCH_WEB_LATENCY_DURATION=5 BENCH_WEB_ROUNDS=3 npm run bench -- web/web   (the defaults)
 *
 * Pages: the mortgage category page (the comparator: offers, chart, FAQ) and an article in a subcategory.
 * Contenders, each in its own Node process pinned to core 0 (taskset -c 0); wrk (one thread) pinned to core 1:
 * - static: a bare node:http server answering from memory the bytes ours answered (body and every header but
 *   date / connection / keep-alive), whatever the query string — the floor of what Node can do;
 * - cached: our server (`startServer` of apps/server, what `npm start` runs, over a throwaway SQLite database with
 *   the demo data), the same URL again and again: answered from the page cache (1 s lifetime, so about one render
 *   a second);
 * - uncached: our server, every request with a query string never seen before (`?miss=<run>-<n>`). The page cache
 *   keys on path and query, so every request misses, renders (loaders, use cases, SQLite, React) and stores its
 *   bytes, exactly what a first visitor of a URL costs. The pages ignore unknown parameters: the bench checks that
 *   such a URL answers the same bytes (same ETag) as the plain URL before measuring. This needs no switch in the
 *   server, so the server measured is the production one.
 * Method (shared/PERFORMANCE.md): warm-up first (module warm-up and JIT), then rounds in which every contender is
 * loaded one after the other (the order rotates between rounds), at 50 connections (throughput), then at 10 and
 * 1 (latency); the figures kept are the medians over the rounds.
 * Goals (issue 5): cached ≥ 0.5 × static req/s; uncached ≥ 300 req/s (at 50 connections). Latency is given at
 * 1 and 10 connections (p99 at saturation measures queueing, not speed).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './bench-server.ts';
import { canPin, load, median, MISS_LUA, ms, REPORT_LUA, startChild as startShared, stopChild } from './wrk-load.ts';

const PAGES = [
  { name: 'category /pret-hypothecaire', path: '/pret-hypothecaire' },
  // Issue 19: the comparator narrowed by the visitor (country, rate type, sort) and asked for exact terms.
  { name: 'category with filters', path: '/pret-hypothecaire?montant=250000&duree=20&pays=BE&taux=fixe&tri=taeg' },
  {
    name: 'article /articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent',
    path: '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent',
  },
];
const CONTENDERS = ['static', 'cached', 'uncached'] as const;
type Contender = (typeof CONTENDERS)[number];
const CONNECTIONS = [50, 10, 1];
const DURATION = Number(process.env.BENCH_WEB_DURATION ?? 10);
const LATENCY_DURATION = Number(process.env.BENCH_WEB_LATENCY_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const GOAL = { cachedRatio: 0.5, uncachedRps: 300 };

interface Captured {
  path: string;
  status: number;
  headers: [string, string][];
  body: string; // base64
}
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

// ---------------------------------------------------------------------------------------------------------------
// Child roles: the servers under test, each in its own process.
// ---------------------------------------------------------------------------------------------------------------

async function runOurs(): Promise<void> {
  const server = await startBenchServer();
  console.log(JSON.stringify({ ready: true, url: server.url }));
  process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
}

/** The captured bytes from memory, by path: the query string is ignored, as the pages ignore unknown ones. */
function runStatic(file: string): void {
  const table = new Map<string, { status: number; headers: [string, string][]; body: Buffer }>();
  for (const entry of JSON.parse(readFileSync(file, 'utf8')) as Captured[]) {
    table.set(entry.path, { status: entry.status, headers: entry.headers, body: Buffer.from(entry.body, 'base64') });
  }
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const answer = table.get(query === -1 ? url : url.slice(0, query));
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers.flat());
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    console.log(JSON.stringify({ ready: true, url: `http://127.0.0.1:${port}` }));
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------------------------
// The load generator: wrk, driven from this process
// ---------------------------------------------------------------------------------------------------------------

function startChild(role: 'ours' | 'static', extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  return startShared(fileURLToPath(import.meta.url), role, extraEnv);
}

async function capture(base: string, path: string): Promise<Captured> {
  // Uncompressed, as wrk asks (it sends no Accept-Encoding): the bytes measured are the bytes captured.
  const answer = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${body.toString('utf8').slice(0, 300)}`);
  const headers = [...answer.headers].filter(([name]) => !CONNECTION_HEADERS.has(name));
  return { path, status: answer.status, headers, body: body.toString('base64') };
}

/**
 * A captured body (base64) with its CSP nonces blanked (each render draws its own, of the same length) and without
 * the header's country picker's copy of the `miss` parameter: the picker is a GET form that keeps the address's
 * query (issue 16), so an uncached URL's page carries one `<input type="hidden" name="miss">` (45 bytes) more.
 */
function withoutNonces(base64: string): string {
  return Buffer.from(base64, 'base64')
    .toString('utf8')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/<input type="hidden" name="miss" value="[^"]*"\/>/g, '');
}

const ratio = (value: number) => (value < 0.1 ? value.toFixed(3) : value.toFixed(2));

async function main(): Promise<void> {
  if (spawnSync('wrk', ['-v']).error) throw new Error('wrk is missing: apt-get install -y wrk');
  if (canPin) spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const started = new Date();
  console.log(
    `Web bench — ${started.toISOString()} — Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    canPin ? 'Servers pinned to core 0 (taskset -c 0), wrk (1 thread) to core 1.' : 'No pinning (taskset missing or a single core).',
  );
  console.log(`wrk: ${DURATION} s at 50 connections, ${LATENCY_DURATION} s at 10 and 1, ${ROUNDS} rounds (order rotating); medians.\n`);

  const directory = mkdtempSync(join(tmpdir(), 'pretscope-bench-web-'));
  const scripts = { report: join(directory, 'report.lua'), miss: join(directory, 'miss.lua') };
  writeFileSync(scripts.report, REPORT_LUA);
  writeFileSync(scripts.miss, MISS_LUA);
  const ours = await startChild('ours');
  let bare: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    // Warm our server up (renders and cache hits) before capturing, so the captured answer is the steady one.
    for (const { path } of PAGES) {
      await load(`${ours.url}${path}`, 10, WARMUP_SECONDS, scripts, true);
      await load(`${ours.url}${path}`, 10, WARMUP_SECONDS, scripts, false);
    }
    const captured: Captured[] = [];
    for (const { path } of PAGES) {
      const entry = await capture(ours.url, path);
      // The uncached URLs render the very same page: same bytes, same ETag.
      const missed = await capture(ours.url, `${path}${path.includes('?') ? '&' : '?'}miss=check-${Date.now()}`);
      // Every render has its own CSP nonce (apps/web security/page-security-headers.server.ts): the same page otherwise.
      if (withoutNonces(missed.body) !== withoutNonces(entry.body))
        throw new Error(
          `${path} with an unknown query parameter does not answer the same bytes: the uncached figures would measure another page`,
        );
      captured.push(entry);
    }
    const file = join(directory, 'captured.json');
    writeFileSync(file, JSON.stringify(captured));
    bare = await startChild('static', { BENCH_WEB_CAPTURED: file });
    for (const entry of captured) {
      const copy = await capture(bare.url, entry.path);
      if (copy.body !== entry.body || JSON.stringify(copy.headers) !== JSON.stringify(entry.headers))
        throw new Error(`the static server does not answer ${entry.path} with the same bytes`);
      console.log(
        `${entry.path}: ${Buffer.from(entry.body, 'base64').length} bytes of HTML, headers: ${entry.headers.map(([name]) => name).join(', ')}`,
      );
      await load(`${bare.url}${entry.path}`, 10, WARMUP_SECONDS, scripts, false);
    }
    console.log('');

    type Row = Record<Contender, { rps: number[]; p50: number[]; p99: number[]; errors: number }>;
    const rows = new Map<string, Row>();
    const emptyRow = (): Row => ({
      static: { rps: [], p50: [], p99: [], errors: 0 },
      cached: { rps: [], p50: [], p99: [], errors: 0 },
      uncached: { rps: [], p50: [], p99: [], errors: 0 },
    });
    for (let round = 0; round < ROUNDS; round++) {
      const order = CONTENDERS.map((_, index) => CONTENDERS[(index + round) % CONTENDERS.length] as Contender);
      for (const page of PAGES) {
        for (const connections of CONNECTIONS) {
          const key = `${page.name}|${connections}`;
          const row = rows.get(key) ?? emptyRow();
          rows.set(key, row);
          for (const contender of order) {
            const base = contender === 'static' ? bare.url : ours.url;
            const result = await load(
              `${base}${page.path}`,
              connections,
              connections === 50 ? DURATION : LATENCY_DURATION,
              scripts,
              contender === 'uncached',
            );
            row[contender].rps.push(result.rps);
            row[contender].p50.push(result.p50);
            row[contender].p99.push(result.p99);
            row[contender].errors += result.errors;
            const errors = result.errors > 0 ? `, ${result.errors} socket errors or timeouts` : '';
            console.log(
              `round ${round + 1} ${contender.padEnd(8)} ${String(connections).padStart(2)} conn ${page.name}: ${Math.round(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms${errors}`,
            );
          }
        }
      }
    }

    console.log(
      '\n| page | conn. | static req/s | cached req/s | cached ÷ static | uncached req/s | uncached ÷ static | static p50 / p99 (ms) | cached p50 / p99 (ms) | uncached p50 / p99 (ms) | errors (cached, uncached) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const verdicts: string[] = [];
    for (const page of PAGES) {
      for (const connections of CONNECTIONS) {
        const row = rows.get(`${page.name}|${connections}`) as Row;
        const rps = (contender: Contender) => median(row[contender].rps);
        const latency = (contender: Contender) => `${ms(median(row[contender].p50))} / ${ms(median(row[contender].p99))}`;
        const cachedRatio = rps('cached') / rps('static');
        console.log(
          `| ${page.name} | ${connections} | ${Math.round(rps('static'))} | ${Math.round(rps('cached'))} | ${ratio(cachedRatio)} | ${Math.round(rps('uncached'))} | ${ratio(rps('uncached') / rps('static'))} | ${latency('static')} | ${latency('cached')} | ${latency('uncached')} | ${row.cached.errors}, ${row.uncached.errors} |`,
        );
        if (connections === 50) {
          verdicts.push(
            `${page.name}: cached ${ratio(cachedRatio)} × static (goal ≥ ${GOAL.cachedRatio}) → ${cachedRatio >= GOAL.cachedRatio ? 'MET' : 'NOT MET'}`,
          );
          verdicts.push(
            `${page.name}: uncached ${Math.round(rps('uncached'))} req/s (goal ≥ ${GOAL.uncachedRps}) → ${rps('uncached') >= GOAL.uncachedRps ? 'MET' : 'NOT MET'}`,
          );
        }
      }
    }
    console.log(`\nGoals at 50 connections:\n${verdicts.map((line) => `- ${line}`).join('\n')}`);
    console.log(`\nDone in ${Math.round((Date.now() - started.getTime()) / 1000)} s.`);
  } finally {
    if (bare) await stopChild(bare.child);
    await stopChild(ours.child);
    rmSync(directory, { recursive: true, force: true });
  }
}

const role = process.env.BENCH_WEB_ROLE;
if (role === 'ours') await runOurs();
else if (role === 'static') runStatic(process.env.BENCH_WEB_CAPTURED ?? '');
else await main();
