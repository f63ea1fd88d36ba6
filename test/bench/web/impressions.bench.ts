/**
 * What counting the comparator's impressions costs (issue 22): the comparator page, cached and uncached (as in
 * web.bench.ts), on our server with impression counting on, against the same server with it off
 * (IMPRESSION_COUNTING=false), side by side in one run, loaded by wrk.
 *
 *   npm run build && npm run bench -- web/impressions
 *   BENCH_IMPRESSIONS_DURATION=4 BENCH_IMPRESSIONS_ROUNDS=5 npm run bench -- web/impressions   (the defaults)
 *   BENCH_IMPRESSIONS_PAGES=1 …     the plain comparator only (no filters)
 *   BENCH_IMPRESSIONS_CONTROL=1 …   the same run with counting off on both servers (an A/A control: it must read
 *                                   1.00 give or take a few hundredths, or the bench measures itself)
 *
 * Both servers run in their own Node process pinned to core 0 (one is loaded at a time), wrk (one thread) on core 1,
 * with no User-Agent: counted as a visitor (apps/server impression-counting.ts). The two must be treated alike, or the
 * bench measures its own asymmetries (its first version, with one pair for the whole run, read 12–25 % apart with
 * counting off on both; see RESULTS.md):
 * - each round starts a new pair (which one starts first alternates) and stops it at the end: two Node processes of
 *   the same code can differ by 10–20 % in CPU per cached request for their whole life, so one pair gives a steady
 *   gap of either sign; several pairs average it out;
 * - each case is first loaded once on each server (not measured), then measured A B A B (A, the round's first
 *   server, alternating between rounds): every measured load follows a load of the same case, on the same server and
 *   on the other;
 * - after every load the bench waits until both servers are idle: a server still renders the requests in flight when
 *   wrk stops (some 250 ms of CPU after an uncached load), which otherwise lands on the next load.
 * The figures are the medians over the rounds of each server's req/s and CPU time per request (its two loads of the
 * round together), and the median of each round's on ÷ off (its two servers measured side by side). The "on"
 * servers' impressions are read back from their databases: the bench fails if one of them counted nothing (or, in the
 * control, anything), or if an "off" server counted.
 * Goal (issue 22): with counting on, no more than 5 % slower (on ÷ off ≥ 0.95 in req/s) at 50 connections. The CPU time
 * each server used per request is given beside it (read from /proc): on a machine others load, req/s swings with them,
 * while a request's CPU time stays closer to what the server spends on it. Both swing when neighbours keep the load
 * average above ~2 (the control then misses 1.00 by 10 % or more): run the control beside the real run and compare.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './bench-server.ts';
import { canPin, cpuMs, load, median, MISS_LUA, ms, REPORT_LUA, settle, startChild, stopChild } from './wrk-load.ts';

const PAGES = [
  { name: 'category /pret-hypothecaire', path: '/pret-hypothecaire' },
  { name: 'category with filters', path: '/pret-hypothecaire?montant=250000&duree=20&pays=BE&taux=fixe&tri=taeg' },
];
const MODES = ['cached', 'uncached'] as const;
const SERVERS = ['on', 'off'] as const;
type Counting = (typeof SERVERS)[number];
const CONNECTIONS = 50;
/** Seconds of each measured load (each server is loaded twice per case and round). */
const DURATION = Number(process.env.BENCH_IMPRESSIONS_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_IMPRESSIONS_ROUNDS ?? 5);
/** BENCH_IMPRESSIONS_PAGES=1: the plain comparator only. */
const PAGE_COUNT = Number(process.env.BENCH_IMPRESSIONS_PAGES ?? PAGES.length);
const WARMUP_SECONDS = 3;
const GOAL = 0.95;
/** BENCH_IMPRESSIONS_CONTROL=1: the "on" server counts nothing either. */
const CONTROL = process.env.BENCH_IMPRESSIONS_CONTROL === '1';

async function runServer(): Promise<void> {
  const server = await startBenchServer({ IMPRESSION_COUNTING: process.env.BENCH_IMPRESSION_COUNTING ?? 'true' });
  console.log(JSON.stringify({ ready: true, url: server.url }));
  process.on('SIGTERM', () => {
    void (async () => {
      console.log(JSON.stringify({ impressions: await server.countedImpressions() }));
      await server.close();
      process.exit(0);
    })();
  });
}

/** One server's loads of one case in one round. */
interface Legs {
  requests: number;
  seconds: number;
  cpuMs: number;
  p50: number[];
  p99: number[];
  errors: number;
}

async function main(): Promise<void> {
  if (spawnSync('wrk', ['-v']).error) throw new Error('wrk is missing: apt-get install -y wrk');
  if (canPin) spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const started = new Date();
  console.log(
    `Impressions bench — ${started.toISOString()} — Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    canPin ? 'Servers pinned to core 0 (taskset -c 0), wrk (1 thread) to core 1.' : 'No pinning (taskset missing or a single core).',
  );
  console.log(
    `wrk: ${DURATION} s at ${CONNECTIONS} connections, ${ROUNDS} rounds, each with a new pair of servers (start order alternating), each case loaded on, off, on, off (or off, on, off, on) after a warm-up of each; medians.\n`,
  );
  if (CONTROL) console.log('A/A control: the "on" server counts nothing either.\n');

  const directory = mkdtempSync(join(tmpdir(), 'pretscope-bench-impressions-'));
  const scripts = { report: join(directory, 'report.lua'), miss: join(directory, 'miss.lua') };
  writeFileSync(scripts.report, REPORT_LUA);
  writeFileSync(scripts.miss, MISS_LUA);
  const script = fileURLToPath(import.meta.url);
  const pages = PAGES.slice(0, PAGE_COUNT);
  const figures = new Map<string, Record<Counting, { rps: number[]; cpu: number[]; p50: number[]; p99: number[]; errors: number }>>();
  /** Per case, each round's on ÷ off (req/s and CPU per request): the two servers of a round measured side by side. */
  const ratios = new Map<string, { rps: number[]; cpu: number[] }>();
  const counted: Record<Counting, number[]> = { on: [], off: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order: Counting[] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      const servers = {} as Record<Counting, Awaited<ReturnType<typeof startChild>>>;
      for (const counting of order) {
        servers[counting] = await startChild(script, 'server', {
          BENCH_IMPRESSION_COUNTING: counting === 'on' && !CONTROL ? 'true' : 'false',
        });
      }
      const pids = SERVERS.map((counting) => servers[counting].child.pid);
      try {
        for (const page of pages) {
          for (const mode of MODES) {
            const key = `${page.name}|${mode}`;
            const legs: Record<Counting, Legs> = {
              on: { requests: 0, seconds: 0, cpuMs: 0, p50: [], p99: [], errors: 0 },
              off: { requests: 0, seconds: 0, cpuMs: 0, p50: [], p99: [], errors: 0 },
            };
            // Each server first loaded with this case (not measured), so that every measured load follows one of the
            // same case on each server: the same history for both (A B, then A B A B measured).
            for (const counting of order) {
              await load(`${servers[counting].url}${page.path}`, CONNECTIONS, WARMUP_SECONDS, scripts, mode === 'uncached');
              await settle(pids);
            }
            for (const counting of [...order, ...order]) {
              const cpuBefore = cpuMs(servers[counting].child.pid);
              const result = await load(`${servers[counting].url}${page.path}`, CONNECTIONS, DURATION, scripts, mode === 'uncached');
              const cpuUsed = cpuMs(servers[counting].child.pid) - cpuBefore;
              await settle(pids);
              const leg = legs[counting];
              leg.requests += result.requests;
              leg.seconds += result.requests / result.rps;
              leg.cpuMs += cpuUsed;
              leg.p50.push(result.p50);
              leg.p99.push(result.p99);
              leg.errors += result.errors;
              console.log(
                `round ${round + 1} counting ${counting.padEnd(3)} ${mode.padEnd(8)} ${page.name}: ${Math.round(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, CPU ${((1000 * cpuUsed) / result.requests).toFixed(0)} µs/request`,
              );
            }
            const row = figures.get(key) ?? {
              on: { rps: [], cpu: [], p50: [], p99: [], errors: 0 },
              off: { rps: [], cpu: [], p50: [], p99: [], errors: 0 },
            };
            figures.set(key, row);
            for (const counting of SERVERS) {
              const leg = legs[counting];
              row[counting].rps.push(leg.requests / leg.seconds);
              row[counting].cpu.push(leg.cpuMs / leg.requests);
              row[counting].p50.push(...leg.p50);
              row[counting].p99.push(...leg.p99);
              row[counting].errors += leg.errors;
            }
            const ratio = ratios.get(key) ?? { rps: [], cpu: [] };
            ratios.set(key, ratio);
            ratio.rps.push(row.on.rps.at(-1)! / row.off.rps.at(-1)!);
            ratio.cpu.push(row.on.cpu.at(-1)! / row.off.cpu.at(-1)!);
          }
        }
      } finally {
        for (const counting of order) {
          await stopChild(servers[counting].child);
          const line = servers[counting].lines.find((text) => text.startsWith('{"impressions"'));
          counted[counting].push(line ? (JSON.parse(line) as { impressions: number }).impressions : Number.NaN);
        }
      }
    }
    console.log(
      '\n| page | mode | counting off req/s | counting on req/s | on ÷ off (median of rounds) | CPU µs/request off | CPU µs/request on | on ÷ off (median of rounds) | off p50 / p99 (ms) | on p50 / p99 (ms) | errors (off, on) |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const verdicts: string[] = [];
    for (const page of pages) {
      for (const mode of MODES) {
        const key = `${page.name}|${mode}`;
        const row = figures.get(key)!;
        const rps = (counting: Counting) => median(row[counting].rps);
        const latency = (counting: Counting) => `${ms(median(row[counting].p50))} / ${ms(median(row[counting].p99))}`;
        const cpu = (counting: Counting) => 1000 * median(row[counting].cpu);
        const ratio = median(ratios.get(key)!.rps);
        const cpuRatio = median(ratios.get(key)!.cpu);
        console.log(
          `| ${page.name} | ${mode} | ${Math.round(rps('off'))} | ${Math.round(rps('on'))} | ${ratio.toFixed(3)} | ${cpu('off').toFixed(0)} | ${cpu('on').toFixed(0)} | ${cpuRatio.toFixed(3)} | ${latency('off')} | ${latency('on')} | ${row.off.errors}, ${row.on.errors} |`,
        );
        console.log(
          `  rounds' on ÷ off: req/s ${ratios
            .get(key)!
            .rps.map((value) => value.toFixed(3))
            .join(' ')}; CPU per request ${ratios
            .get(key)!
            .cpu.map((value) => value.toFixed(3))
            .join(' ')}`,
        );
        verdicts.push(
          `${page.name}, ${mode}: req/s on ÷ off ${ratio.toFixed(3)} (goal ≥ ${GOAL}) → ${ratio >= GOAL ? 'MET' : 'NOT MET'}; CPU per request on ÷ off ${cpuRatio.toFixed(3)} (goal ≤ ${(2 - GOAL).toFixed(2)}) → ${cpuRatio <= 2 - GOAL ? 'MET' : 'NOT MET'}`,
        );
      }
    }
    console.log(`\nGoal, counting on no more than 5 % slower:\n${verdicts.map((line) => `- ${line}`).join('\n')}`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
    const total = (counting: Counting) => counted[counting].reduce((sum, value) => sum + value, 0);
    console.log(
      `\nImpressions written to the databases: counting on ${total('on')} (${counted.on.join(', ')} per round), counting off ${total('off')}.`,
    );
    console.log(`Done in ${Math.round((Date.now() - started.getTime()) / 1000)} s.`);
    const countedAsConfigured =
      (CONTROL ? counted.on.every((value) => value === 0) : counted.on.every((value) => value > 0)) &&
      counted.off.every((value) => value === 0);
    if (counted.on.length < ROUNDS || !countedAsConfigured) {
      console.error('The servers did not count as configured: the figures do not compare counting on against off.');
      process.exitCode = 1;
    }
  }
}

if (process.env.BENCH_WEB_ROLE === 'server') await runServer();
else await main();
