/**
 * What counting the comparator's impressions costs (issue 22): the comparator page, cached and uncached (as in
 * web.bench.ts), on our server with impression counting on, against the same server with it off
 * (IMPRESSION_COUNTING=false), side by side in one run, loaded by wrk.
 *
 *   npm run build && npm run bench -- web/impressions
 *   BENCH_IMPRESSIONS_DURATION=8 BENCH_IMPRESSIONS_ROUNDS=5 npm run bench -- web/impressions   (the defaults)
 *   BENCH_IMPRESSIONS_CONTROL=1 …   the same run with counting off on both servers (an A/A control: what two processes
 *                                   of the same server differ by, on this machine, without any counting)
 *
 * Both servers run in their own Node process pinned to core 0 (one is loaded at a time), wrk (one thread) on core 1,
 * with no User-Agent: counted as a visitor (apps/server impression-counting.ts). In each round every case is loaded
 * on both servers, the order of the two alternating between rounds; the figures kept are the medians over the rounds.
 * The "on" server's impressions are read back from its database at the end: the bench fails if nothing was counted.
 * Goal (issue 22): with counting on, no more than 5 % slower (on ÷ off ≥ 0.95 in req/s) at 50 connections. The CPU time
 * each server used per request is given beside it (read from /proc): on a machine others load, req/s swings with them,
 * while a request's CPU time stays what the server spends on it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './bench-server.ts';
import { canPin, load, median, MISS_LUA, ms, REPORT_LUA, startChild, stopChild } from './wrk-load.ts';

const PAGES = [
  { name: 'category /pret-hypothecaire', path: '/pret-hypothecaire' },
  { name: 'category with filters', path: '/pret-hypothecaire?montant=250000&duree=20&pays=BE&taux=fixe&tri=taeg' },
];
const MODES = ['cached', 'uncached'] as const;
const SERVERS = ['on', 'off'] as const;
type Counting = (typeof SERVERS)[number];
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_IMPRESSIONS_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_IMPRESSIONS_ROUNDS ?? 5);
/** BENCH_IMPRESSIONS_PAGES=1: the plain comparator only. */
const PAGE_COUNT = Number(process.env.BENCH_IMPRESSIONS_PAGES ?? PAGES.length);
const WARMUP_SECONDS = 3;
const GOAL = 0.95;
/** BENCH_IMPRESSIONS_CONTROL=1: the "on" server counts nothing either. */
const CONTROL = process.env.BENCH_IMPRESSIONS_CONTROL === '1';

/**
 * The CPU time a process has used, in ms (utime + stime of /proc/<pid>/stat, in ticks of 10 ms): what a request costs
 * the server whatever else the machine runs, where req/s also measures the neighbours.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

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
  console.log(`wrk: ${DURATION} s at ${CONNECTIONS} connections, ${ROUNDS} rounds (on/off order alternating); medians.\n`);
  if (CONTROL) console.log('A/A control: the "on" server counts nothing either.\n');

  const directory = mkdtempSync(join(tmpdir(), 'pretscope-bench-impressions-'));
  const scripts = { report: join(directory, 'report.lua'), miss: join(directory, 'miss.lua') };
  writeFileSync(scripts.report, REPORT_LUA);
  writeFileSync(scripts.miss, MISS_LUA);
  const script = fileURLToPath(import.meta.url);
  const servers = {
    on: await startChild(script, 'server', { BENCH_IMPRESSION_COUNTING: CONTROL ? 'false' : 'true' }),
    off: await startChild(script, 'server', { BENCH_IMPRESSION_COUNTING: 'false' }),
  };
  try {
    for (const counting of SERVERS) {
      for (const { path } of PAGES) {
        await load(`${servers[counting].url}${path}`, 10, WARMUP_SECONDS, scripts, true);
        await load(`${servers[counting].url}${path}`, 10, WARMUP_SECONDS, scripts, false);
      }
    }
    const figures = new Map<string, Record<Counting, { rps: number[]; p50: number[]; p99: number[]; cpu: number[]; errors: number }>>();
    for (let round = 0; round < ROUNDS; round++) {
      const order: Counting[] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const page of PAGES.slice(0, PAGE_COUNT)) {
        for (const mode of MODES) {
          const key = `${page.name}|${mode}`;
          const row = figures.get(key) ?? {
            on: { rps: [], p50: [], p99: [], cpu: [], errors: 0 },
            off: { rps: [], p50: [], p99: [], cpu: [], errors: 0 },
          };
          figures.set(key, row);
          for (const counting of order) {
            const cpuBefore = cpuMs(servers[counting].child.pid);
            const result = await load(`${servers[counting].url}${page.path}`, CONNECTIONS, DURATION, scripts, mode === 'uncached');
            const cpuPerRequest = (cpuMs(servers[counting].child.pid) - cpuBefore) / (result.rps * DURATION);
            row[counting].cpu.push(cpuPerRequest);
            row[counting].rps.push(result.rps);
            row[counting].p50.push(result.p50);
            row[counting].p99.push(result.p99);
            row[counting].errors += result.errors;
            console.log(
              `round ${round + 1} counting ${counting.padEnd(3)} ${mode.padEnd(8)} ${page.name}: ${Math.round(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, CPU ${(1000 * cpuPerRequest).toFixed(0)} µs/request`,
            );
          }
        }
      }
    }
    console.log(
      '\n| page | mode | counting off req/s | counting on req/s | on ÷ off | CPU µs/request off | CPU µs/request on | on ÷ off | off p50 / p99 (ms) | on p50 / p99 (ms) | errors (off, on) |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const verdicts: string[] = [];
    for (const page of PAGES.slice(0, PAGE_COUNT)) {
      for (const mode of MODES) {
        const row = figures.get(`${page.name}|${mode}`)!;
        const rps = (counting: Counting) => median(row[counting].rps);
        const latency = (counting: Counting) => `${ms(median(row[counting].p50))} / ${ms(median(row[counting].p99))}`;
        const ratio = rps('on') / rps('off');
        const cpu = (counting: Counting) => 1000 * median(row[counting].cpu);
        const cpuRatio = cpu('on') / cpu('off');
        console.log(
          `| ${page.name} | ${mode} | ${Math.round(rps('off'))} | ${Math.round(rps('on'))} | ${ratio.toFixed(3)} | ${cpu('off').toFixed(0)} | ${cpu('on').toFixed(0)} | ${cpuRatio.toFixed(3)} | ${latency('off')} | ${latency('on')} | ${row.off.errors}, ${row.on.errors} |`,
        );
        verdicts.push(
          `${page.name}, ${mode}: req/s on ÷ off ${ratio.toFixed(3)} (goal ≥ ${GOAL}) → ${ratio >= GOAL ? 'MET' : 'NOT MET'}; CPU per request on ÷ off ${cpuRatio.toFixed(3)} (goal ≤ ${(2 - GOAL).toFixed(2)}) → ${cpuRatio <= 2 - GOAL ? 'MET' : 'NOT MET'}`,
        );
      }
    }
    console.log(`\nGoal, counting on no more than 5 % slower:\n${verdicts.map((line) => `- ${line}`).join('\n')}`);
  } finally {
    const counted: Record<string, number> = {};
    for (const counting of SERVERS) {
      await stopChild(servers[counting].child);
      const line = servers[counting].lines.find((text) => text.startsWith('{"impressions"'));
      counted[counting] = line ? (JSON.parse(line) as { impressions: number }).impressions : Number.NaN;
    }
    rmSync(directory, { recursive: true, force: true });
    console.log(`\nImpressions written to the database: counting on ${counted.on}, counting off ${counted.off}.`);
    console.log(`Done in ${Math.round((Date.now() - started.getTime()) / 1000)} s.`);
    if ((CONTROL ? counted.on !== 0 : !(counted.on! > 0)) || counted.off !== 0) {
      console.error('The servers did not count as configured: the figures do not compare counting on against off.');
      process.exitCode = 1;
    }
  }
}

if (process.env.BENCH_WEB_ROLE === 'server') await runServer();
else await main();
