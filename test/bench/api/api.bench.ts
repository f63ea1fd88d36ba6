/**
 * API bench (issue 4): our real server (apps/server `startServer`, SQLite, demo data) against a bare `node:http`
 * server that answers the very same bytes (body and headers captured from ours), on loopback, loaded by autocannon.
 *
 *   npm run bench -- api
 *   BENCH_API_DURATION=10 BENCH_API_LATENCY_DURATION=5 BENCH_API_ROUNDS=3 npm run bench -- api   (the defaults)
 *   BENCH_API_PROFILE=1 npm run bench -- api    (also writes a CPU profile of our server under 50 connections)
 *
 * Endpoints: `GET /api/products?include=advertiser&page[limit]=20` and
 * `GET /api/loans-search?category=pret-hypothecaire&amount=300000&duration=300`.
 * Method (see shared/PERFORMANCE.md): each server runs in its own Node process, pinned to core 0 with taskset where
 * there are two cores or more; autocannon runs in this process, pinned to core 1. After a warm-up, every round loads
 * bare and ours one after the other (the order alternates between rounds) at 50 connections (throughput, p99 under
 * saturation), then 10 and 1 connection (latency); the figures kept are the medians over the rounds.
 * Goal (issue 4): ours ≥ 0.5 × the bare server's req/s, and p99 ≤ 20 ms, at 50 connections.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ENDPOINTS = [
  { name: 'products?include=advertiser&page[limit]=20', path: '/api/products?include=advertiser&page[limit]=20' },
  {
    name: 'loans-search (pret-hypothecaire, 300 000 €, 300 months)',
    path: '/api/loans-search?category=pret-hypothecaire&amount=300000&duration=300',
  },
];
const CONNECTIONS = [50, 10, 1];
const DURATION = Number(process.env.BENCH_API_DURATION ?? 10);
const LATENCY_DURATION = Number(process.env.BENCH_API_LATENCY_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const GOAL = { ratio: 0.5, p99: 20 };

/** What a captured answer is replayed from. Headers that belong to the connection, not the answer, are left out. */
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

/** Our server, exactly as `npm start` builds it, over a throwaway SQLite database with the demo data. */
async function runOurs(): Promise<void> {
  const { createContainer, readConfig } = await import('@pretscope/compose');
  const { startServer } = await import('../../../apps/server/src/start-server.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-bench-api-'));
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@pretscope.example', ADMIN_PASSWORD: 'bench-password-1234' }, dataDir);
  const container = await createContainer(config);
  await container.prepare();
  const server = await startServer(container, { port: 0, hostname: '127.0.0.1' });
  console.log(JSON.stringify({ ready: true, url: server.url }));
  process.on('SIGTERM', () => {
    void server
      .close()
      .then(() => container.dispose())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

/** A bare node:http server that answers the captured bytes from memory: the floor of what Node can do. */
function runBare(file: string): void {
  const table = new Map<string, { status: number; headers: [string, string][]; body: Buffer }>();
  for (const entry of JSON.parse(readFileSync(file, 'utf8')) as Captured[]) {
    table.set(entry.path, { status: entry.status, headers: entry.headers, body: Buffer.from(entry.body, 'base64') });
  }
  const server = createServer((request, response) => {
    const answer = table.get(request.url ?? '');
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
// The load generator (this process)
// ---------------------------------------------------------------------------------------------------------------

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; pipelining?: number }) => Promise<AutocannonResult>;
// autocannon ships no types; it is CommonJS, so require gives it as a function.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const canPin = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

function startChild(
  role: 'ours' | 'bare',
  extraEnv: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const script = fileURLToPath(import.meta.url);
  const args = [...nodeFlags, '--conditions=source', script];
  const [command, commandArgs] = canPin ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command as string, commandArgs as string[], {
    env: { ...process.env, ...extraEnv, BENCH_API_ROLE: role },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { ready?: boolean; url?: string };
        if (message.ready && message.url) resolve({ child, url: message.url });
      } catch {
        process.stdout.write(`[${role}] ${line}\n`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the ${role} server exited with ${code} before it was ready`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function capture(base: string): Promise<Captured[]> {
  const captured: Captured[] = [];
  for (const { path } of ENDPOINTS) {
    const answer = await fetch(`${base}${path}`);
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${body.toString('utf8').slice(0, 300)}`);
    const headers = [...answer.headers].filter(([name]) => !CONNECTION_HEADERS.has(name));
    captured.push({ path, status: answer.status, headers, body: body.toString('base64') });
  }
  return captured;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * One autocannon run. A non-2xx answer means the bench measures the wrong thing and stops it; timeouts (no answer
 * within autocannon's 10 s) are a result, counted and shown in the table.
 */
async function load(url: string, connections: number, duration: number): Promise<AutocannonResult> {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0) throw new Error(`${url} at ${connections} connections: ${result.non2xx} non-2xx answers`);
  return result;
}

async function main(): Promise<void> {
  if (canPin) spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const started = new Date();
  console.log(
    `API bench — ${started.toISOString()} — Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(canPin ? 'Servers pinned to core 0 (taskset -c 0), autocannon to core 1.' : 'No pinning (taskset missing or a single core).');
  console.log(`autocannon: ${DURATION} s at 50 connections, ${LATENCY_DURATION} s at 10 and 1, ${ROUNDS} interleaved rounds; medians.\n`);

  const ours = await startChild('ours');
  const directory = mkdtempSync(join(tmpdir(), 'pretscope-bench-bare-'));
  let bare: Awaited<ReturnType<typeof startChild>> | undefined;
  let profiled: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    // Warm our server up before capturing, so the captured answer is the steady one (PERFORMANCE.md).
    for (const { path } of ENDPOINTS) await load(`${ours.url}${path}`, 10, WARMUP_SECONDS);
    const captured = await capture(ours.url);
    const file = join(directory, 'captured.json');
    writeFileSync(file, JSON.stringify(captured));
    bare = await startChild('bare', { BENCH_API_CAPTURED: file });
    // Same bytes: the bare server's answer equals ours, byte for byte, headers included.
    const replay = await capture(bare.url);
    for (const [index, entry] of captured.entries()) {
      const copy = replay[index];
      if (!copy || copy.body !== entry.body || JSON.stringify(copy.headers) !== JSON.stringify(entry.headers))
        throw new Error(`the bare server does not answer ${entry.path} with the same bytes`);
      const size = Buffer.from(entry.body, 'base64').length;
      console.log(`${entry.path}: ${size} bytes, headers: ${entry.headers.map(([name]) => name).join(', ')}`);
    }
    for (const { path } of ENDPOINTS) await load(`${bare.url}${path}`, 10, WARMUP_SECONDS);
    console.log('');

    const servers = { bare: bare.url, ours: ours.url };
    type Row = Record<'bare' | 'ours', { rps: number[]; p50: number[]; p99: number[]; failed: number }>;
    const rows = new Map<string, Row>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const endpoint of ENDPOINTS) {
        for (const connections of CONNECTIONS) {
          const order: ('bare' | 'ours')[] = round % 2 === 0 ? ['bare', 'ours'] : ['ours', 'bare'];
          const key = `${endpoint.name}|${connections}`;
          const row: Row = rows.get(key) ?? {
            bare: { rps: [], p50: [], p99: [], failed: 0 },
            ours: { rps: [], p50: [], p99: [], failed: 0 },
          };
          rows.set(key, row);
          for (const which of order) {
            const result = await load(`${servers[which]}${endpoint.path}`, connections, connections === 50 ? DURATION : LATENCY_DURATION);
            row[which].rps.push(result.requests.average);
            row[which].p50.push(result.latency.p50);
            row[which].p99.push(result.latency.p99);
            // autocannon counts timeouts among its errors.
            row[which].failed += result.errors;
            const failed = result.errors > 0 ? `, ${result.errors} errors (of which ${result.timeouts} timeouts of 10 s)` : '';
            console.log(
              `round ${round + 1} ${which.padEnd(4)} ${String(connections).padStart(2)} conn ${endpoint.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed}`,
            );
          }
        }
      }
    }

    console.log(
      '\n| endpoint | conn. | bare req/s | ours req/s | ours ÷ bare | bare p50 / p99 (ms) | ours p50 / p99 (ms) | ours errors incl. timeouts (all rounds) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const verdicts: string[] = [];
    for (const endpoint of ENDPOINTS) {
      for (const connections of CONNECTIONS) {
        const row = rows.get(`${endpoint.name}|${connections}`) as Row;
        const [bareRps, oursRps] = [median(row.bare.rps), median(row.ours.rps)];
        const ratio = oursRps / bareRps;
        const [oursP99] = [median(row.ours.p99)];
        console.log(
          `| ${endpoint.name} | ${connections} | ${Math.round(bareRps)} | ${Math.round(oursRps)} | ${ratio < 0.1 ? ratio.toFixed(3) : ratio.toFixed(2)} | ${median(row.bare.p50)} / ${median(row.bare.p99)} | ${median(row.ours.p50)} / ${oursP99} | ${row.ours.failed} |`,
        );
        if (connections === 50) {
          const met = ratio >= GOAL.ratio && oursP99 <= GOAL.p99;
          verdicts.push(
            `${endpoint.name}: ratio ${ratio.toFixed(3)} (goal ≥ ${GOAL.ratio}), p99 ${oursP99} ms (goal ≤ ${GOAL.p99} ms) → ${met ? 'MET' : 'NOT MET'}`,
          );
        }
      }
    }
    console.log(`\nGoal at 50 connections:\n${verdicts.map((line) => `- ${line}`).join('\n')}`);

    if (process.env.BENCH_API_PROFILE) {
      // A CPU profile of a fresh server process under the same load, to see where the time goes.
      const profileDir = mkdtempSync(join(tmpdir(), 'pretscope-bench-profile-'));
      profiled = await startChild('ours', {}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
      for (const endpoint of ENDPOINTS) await load(`${profiled.url}${endpoint.path}`, 50, DURATION);
      await stopChild(profiled.child);
      console.log(`\nCPU profile of our server (50 connections, both endpoints): ${profileDir}`);
      summariseProfile(profileDir);
    }
    console.log(`\nDone in ${Math.round((Date.now() - started.getTime()) / 1000)} s.`);
  } finally {
    if (profiled) await stopChild(profiled.child);
    if (bare) await stopChild(bare.child);
    await stopChild(ours.child);
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The functions with the most self time in the profile, and the share of a few families (serialisation, ORM…). */
function summariseProfile(directory: string): void {
  interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }
  const files = spawnSync('ls', [directory], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((name) => name.endsWith('.cpuprofile'));
  for (const name of files) {
    const profile = JSON.parse(readFileSync(join(directory, name), 'utf8')) as {
      nodes: ProfileNode[];
      samples: number[];
      timeDeltas: number[];
    };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
    const total = [...self.values()].reduce((sum, value) => sum + value, 0);
    const byFunction = new Map<string, number>();
    const families = new Map<string, number>();
    for (const [id, time] of self) {
      const node = byId.get(id);
      if (!node) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url
        .replace(/^file:\/\//, '')
        .replace(/.*node_modules\//, 'node_modules/')
        .replace(/.*\/work\/main\//, '');
      const label = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
      byFunction.set(label, (byFunction.get(label) ?? 0) + time);
      const family = /^\((garbage collector|idle|program)\)$/.test(functionName)
        ? functionName
        : functionName === 'stringify' || functionName === 'parse'
          ? `JSON.${functionName}`
          : /@mikro-orm|kysely/.test(url)
            ? 'MikroORM / Kysely'
            : /better-sqlite3/.test(url) || (/^(prepare|all|get|run|iterate)$/.test(functionName) && !url)
              ? 'better-sqlite3'
              : /hono/.test(url)
                ? 'hono + @hono/node-server'
                : /valibot/.test(url)
                  ? 'valibot'
                  : /^node:/.test(url) || url === ''
                    ? 'node internals / native'
                    : /node_modules/.test(url)
                      ? 'other dependencies'
                      : 'our code (core, adapters, apps)';
      families.set(family, (families.get(family) ?? 0) + time);
    }
    console.log(`\n${name}: ${(total / 1e6).toFixed(1)} s sampled`);
    console.log('Share of self time by family:');
    for (const [family, time] of [...families].sort((a, b) => b[1] - a[1]))
      console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${family}`);
    console.log('Top 25 functions by self time:');
    for (const [label, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${label}`);
  }
}

const role = process.env.BENCH_API_ROLE;
if (role === 'ours') await runOurs();
else if (role === 'bare') runBare(process.env.BENCH_API_CAPTURED ?? '');
else await main();
