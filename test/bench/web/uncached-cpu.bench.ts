/**
 * CPU time per uncached page, the fair way to compare two builds of the site on a shared machine: each server runs
 * `npm start`'s serve command (the part after `npm run build &&`), pinned to core 0; wrk on core 1 asks for URLs
 * it never asked before (`?miss=<n>`: a miss of the page cache, the content cache warm), at 10 connections; the
 * figure is the server process's user + system time (from /proc) divided by the requests it answered. The
 * checkouts take turns, ROUNDS times, in the same minutes, so a load that comes and goes falls on each of them.
 *
 *   npm run build && npm run bench -- web/uncached-cpu
 *   UNCACHED_ROOTS=/path/to/other/checkout[@/path/to/its/node] npm run bench -- web/uncached-cpu
 *   UNCACHED_PAGES=/a,/b?x=1 npm run bench -- web/uncached-cpu       (the pages measured; default below)
 *   UNCACHED_PROFILE=1 UNCACHED_ROUNDS=2 npm run bench -- web/uncached-cpu     (UNCACHED_PROFILE=/a/folder keeps them)
 *     (issue 23: each server also writes a V8 CPU profile, sampled every UNCACHED_PROFILE_INTERVAL µs, default 250;
 *     for each page, the samples of its measured seconds are summed per request: self time by family and function,
 *     total time of React Router's steps, cpu-profile.ts. The profiler costs CPU: the per-request figures of such a
 *     run are higher than without it, for every checkout alike)
 *
 * Another checkout must be built (`npm run build` there) and installed for its node: `@node` names the binary that
 * runs it (its native modules are built for that Node), this bench's own node otherwise. Needs wrk and taskset.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startCommandArgs } from '../../support/server-process.test-support.ts';
import { printSummary, summariseWindow } from './cpu-profile.ts';

const ROUNDS = Number(process.env.UNCACHED_ROUNDS ?? 4);
const SECONDS = Number(process.env.UNCACHED_SECONDS ?? 5);
const PAGES = (
  process.env.UNCACHED_PAGES ??
  '/pret-hypothecaire,/pret-hypothecaire?montant=250000&duree=20&pays=BE&taux=fixe&tri=taeg,/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent'
).split(',');
const PROFILE = Boolean(process.env.UNCACHED_PROFILE);
/** UNCACHED_PROFILE=<folder> keeps the profiles there (a folder each server), to open in Chrome's DevTools. */
const PROFILE_KEPT = PROFILE && process.env.UNCACHED_PROFILE !== '1' ? process.env.UNCACHED_PROFILE : undefined;
const PROFILE_INTERVAL = Number(process.env.UNCACHED_PROFILE_INTERVAL ?? 250);
const here = fileURLToPath(new URL('../../../', import.meta.url));
const checkouts = [`${here}@${process.execPath}`, ...(process.env.UNCACHED_ROOTS ?? '').split(',').filter(Boolean)].map((entry) => {
  const [root, node] = entry.split('@') as [string, string | undefined];
  return { root, node: node ?? process.execPath };
});

const MISS_LUA = `
local counter = 0
local prefix = os.getenv("UNCACHED_PREFIX") or "0"
request = function()
  counter = counter + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format("GET", wrk.path .. separator .. "miss=" .. prefix .. "-" .. counter)
end
`;

/** User + system CPU time of a process, in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startServer(checkout: { root: string; node: string }, dataDir: string, profileDir?: string) {
  const port = await freePort();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-interval=${PROFILE_INTERVAL}`] : [];
  const child = spawn('taskset', ['-c', '0', checkout.node, ...profiling, ...startCommandArgs(checkout.root)], {
    cwd: checkout.root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      ADMIN_PASSWORD: 'bench-password-123456',
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const started = Date.now();
  while (!output.includes('écoute sur')) {
    if (child.exitCode !== null || Date.now() - started > 180_000) throw new Error(`${checkout.root} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

let runs = 0;
function wrk(url: string, seconds: number, script: string): number {
  runs += 1;
  const result = spawnSync('taskset', ['-c', '1', 'wrk', '-t1', '-c10', `-d${seconds}s`, '--timeout', '10s', '-s', script, url], {
    encoding: 'utf8',
    env: { ...process.env, UNCACHED_PREFIX: `${process.pid}r${runs}` },
  });
  const answered = /(\d+) requests in/.exec(result.stdout);
  if (!answered) throw new Error(`wrk failed: ${result.stdout}${result.stderr}`);
  if (/Non-2xx/.test(result.stdout)) throw new Error(`${url}: some answers were not 2xx:\n${result.stdout}`);
  return Number(answered[1]);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

if (spawnSync('wrk', ['-v']).error) throw new Error('wrk is missing: apt-get install -y wrk');
console.log(
  `Uncached CPU bench — ${new Date().toISOString()} — ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const directory = mkdtempSync(join(tmpdir(), 'pretscope-uncached-cpu-'));
const script = join(directory, 'miss.lua');
writeFileSync(script, MISS_LUA);
const figures = new Map<string, number[]>();
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const checkout of round % 2 === 1 ? checkouts : [...checkouts].reverse()) {
      const dataDir = mkdtempSync(join(directory, 'data-'));
      const profileDir = PROFILE ? mkdtempSync(join(PROFILE_KEPT ?? directory, 'profile-')) : undefined;
      const server = await startServer(checkout, dataDir, profileDir);
      const version = spawnSync(checkout.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
      const windows: { key: string; from: bigint; to: bigint; answered: number }[] = [];
      try {
        for (const page of PAGES) {
          wrk(`${server.url}${page}`, 3, script); // warm-up: JIT, content cache
          const before = cpuMs(server.pid);
          const from = process.hrtime.bigint();
          const answered = wrk(`${server.url}${page}`, SECONDS, script);
          const to = process.hrtime.bigint();
          const perRequest = (cpuMs(server.pid) - before) / answered;
          const key = `${page} | ${checkout.root} (Node ${version})`;
          figures.set(key, [...(figures.get(key) ?? []), perRequest]);
          windows.push({ key, from, to, answered });
          console.log(`round ${round} ${key}: ${perRequest.toFixed(2)} ms CPU per request (${answered} requests)`);
        }
      } finally {
        await server.stop();
      }
      if (profileDir) {
        const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
        if (!file) throw new Error(`${checkout.root}: the server wrote no CPU profile`);
        for (const { key, from, to, answered } of windows)
          printSummary(`round ${round}, ${key}`, summariseWindow(join(profileDir, file), from, to, answered));
      }
    }
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
console.log(`\n| page | checkout | CPU ms per uncached request, median (min–max) |\n|---|---|---:|`);
for (const [key, values] of figures) {
  const [page, checkout] = key.split(' | ');
  console.log(
    `| ${page} | ${checkout} | ${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}) |`,
  );
}
console.log(
  `\nLoad average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
