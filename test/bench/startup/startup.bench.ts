/**
 * Start-up of the production server (decision 0009): the time from spawning `npm start`'s serve command (the part
 * after `npm run build &&`) to its "listening" line and to the first page served, and the process's memory (RSS)
 * once that page is out. Baseline, in the same run: a bare `node:http` server started the same way.
 *
 *   npm run build && npm run bench -- startup
 *   STARTUP_ROOTS=/path/to/other/checkout npm run bench -- startup    # compare with another checkout, built too
 *
 * Each command starts RUNS times, interleaved with the others, on a database made and seeded by a first, unmeasured
 * start (so seeding is not timed). Figures are medians.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startCommandArgs } from '../../support/server-process.test-support.ts';

const RUNS = Number(process.env.STARTUP_RUNS ?? 7);
const here = fileURLToPath(new URL('../../../', import.meta.url));
const roots = [here, ...(process.env.STARTUP_ROOTS ?? '').split(',').filter(Boolean)];

interface Target {
  label: string;
  cwd: string;
  args: string[];
  path: string;
}

const BARE = `require('node:http').createServer((q, s) => s.end('<!doctype html><title>ok</title>')).listen(Number(process.env.PORT), () => console.log('écoute sur ' + process.env.PORT));`;

const targets: Target[] = [
  { label: 'bare node:http (baseline)', cwd: here, args: ['-e', BARE], path: '/' },
  ...roots.map((root) => ({ label: `npm start in ${root}`, cwd: root, args: startCommandArgs(root), path: '/' })),
];

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

async function startOnce(target: Target, dataDir: string): Promise<{ listening: number; firstPage: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, target.args, {
    cwd: target.cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      ADMIN_PASSWORD: 'bench-password-123456',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
    if (!listening && output.includes('écoute sur')) listening = performance.now() - started;
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    while (!listening) {
      if (child.exitCode !== null) throw new Error(`${target.label} exited early:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`${target.label} never listened:\n${output}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}${target.path}`).catch(() => undefined);
      if (answer?.status === 200) {
        await answer.text();
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    const firstPage = performance.now() - started;
    return { listening, firstPage, rss: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDirs = new Map(targets.map((target) => [target, mkdtempSync(join(tmpdir(), 'pretscope-startup-'))]));
try {
  // Unmeasured first start of each: creates and seeds the database, warms the file cache.
  for (const target of targets) await startOnce(target, dataDirs.get(target)!);
  const samples = new Map(targets.map((target) => [target, [] as { listening: number; firstPage: number; rss: number }[]]));
  for (let run = 0; run < RUNS; run++)
    for (const target of targets) samples.get(target)!.push(await startOnce(target, dataDirs.get(target)!));

  const baseline = samples.get(targets[0]!)!;
  const base = {
    listening: median(baseline.map((s) => s.listening)),
    firstPage: median(baseline.map((s) => s.firstPage)),
    rss: median(baseline.map((s) => s.rss)),
  };
  console.log(`Node ${process.version}, ${RUNS} starts each, medians`);
  console.log('| command | to listening | to first page | RSS after first page | first page / baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const target of targets) {
    const list = samples.get(target)!;
    const listening = median(list.map((s) => s.listening));
    const firstPage = median(list.map((s) => s.firstPage));
    const rss = median(list.map((s) => s.rss));
    console.log(
      `| ${target.label}: node ${target.args.join(' ').slice(0, 80)} | ${listening.toFixed(0)} ms | ${firstPage.toFixed(0)} ms | ${rss.toFixed(0)} MB | ${(firstPage / base.firstPage).toFixed(1)}× |`,
    );
  }
} finally {
  for (const dir of dataDirs.values()) rmSync(dir, { recursive: true, force: true });
}
