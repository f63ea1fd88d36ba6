/**
 * What the web benches share: our servers started as child processes pinned to core 0, and wrk (one thread, pinned to
 * core 1) driving them, with its figures read back as JSON (web.bench.ts, impressions.bench.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';

export const canPin = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** Starts `script` again as a child with BENCH_WEB_ROLE=role; resolves once it prints `{"ready":true,"url":…}`. */
export function startChild(
  script: string,
  role: string,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; lines: string[] }> {
  const args = ['--conditions=source', script];
  const [command, commandArgs] = canPin ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command as string, commandArgs as string[], {
    env: { ...process.env, ...extraEnv, BENCH_WEB_ROLE: role },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    const reader = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
    reader.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { ready?: boolean; url?: string };
        if (message.ready && message.url) return resolve({ child, url: message.url, lines });
        lines.push(line);
      } catch {
        process.stdout.write(`[${role}] ${line}\n`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the ${role} server exited with ${code} before it was ready`)));
  });
}

/** Stops a child and resolves once it has exited and its output is read to the end. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('close', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * wrk scripts. `done` prints the figures as one JSON line (latencies in µs). The uncached script builds a URL never
 * seen before for every request (the run's prefix comes from the environment, so rounds never reuse a URL).
 */
export const REPORT_LUA = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max, e.connect, e.read, e.write, e.status, e.timeout))
end
`;
export const MISS_LUA = `
local prefix = os.getenv("BENCH_WEB_MISS_PREFIX") or "0"
local counter = 0
request = function()
  counter = counter + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. separator .. "miss=" .. prefix .. "-" .. counter)
end
${REPORT_LUA}`;

export interface WrkResult {
  /** The requests answered. */
  requests: number;
  rps: number;
  p50: number; // ms
  p99: number; // ms
  errors: number;
}

let runCounter = 0;

/** One wrk run. An answer other than 2xx/3xx means the bench measures the wrong thing: it stops the bench. */
export function load(
  url: string,
  connections: number,
  duration: number,
  scripts: { report: string; miss: string },
  miss: boolean,
): Promise<WrkResult> {
  runCounter++;
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', miss ? scripts.miss : scripts.report, url];
  const [command, commandArgs] = canPin ? ['taskset', ['-c', '1', 'wrk', ...args]] : ['wrk', args];
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, commandArgs as string[], {
      env: { ...process.env, BENCH_WEB_MISS_PREFIX: `${process.pid}r${runCounter}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
      if (code !== 0 || !line) return reject(new Error(`wrk ${url} exited with ${code}: ${output.slice(-1000)}`));
      const figures = JSON.parse(line) as {
        requests: number;
        durationUs: number;
        p50: number;
        p99: number;
        connect: number;
        read: number;
        write: number;
        status: number;
        timeout: number;
      };
      if (figures.status > 0) return reject(new Error(`${url} at ${connections} connections: ${figures.status} answers were not 2xx/3xx`));
      resolve({
        requests: figures.requests,
        rps: figures.requests / (figures.durationUs / 1e6),
        p50: figures.p50 / 1000,
        p99: figures.p99 / 1000,
        errors: figures.connect + figures.read + figures.write + figures.timeout,
      });
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/**
 * A page's key in the bench's tables: its path and query without the bench's own parameters (`miss`, which makes a
 * request miss the page cache, and `calibrate`), so the comparator asked with filters is a page of its own.
 */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://bench.invalid');
  parsed.searchParams.delete('miss');
  parsed.searchParams.delete('calibrate');
  return `${parsed.pathname}${parsed.search}`;
}

/** A path with one more query parameter. */
export function withParameter(path: string, parameter: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${parameter}`;
}

/**
 * The CPU time a process has used, in ms (utime + stime of /proc/<pid>/stat, in ticks of 10 ms), NaN once it is
 * gone: what a request costs the server whatever else the machine runs, where req/s also measures the neighbours.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until none of the servers uses the CPU any more (at most one 10 ms tick in 250 ms), at most 5 s: a server
 * still renders the requests in flight when wrk stops (some 250 ms of CPU after an uncached load), which would
 * otherwise land on the next load.
 */
export async function settle(pids: (number | undefined)[]): Promise<void> {
  let last = pids.map(cpuMs);
  for (let wait = 0; wait < 20; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = pids.map(cpuMs);
    const idle = now.every((value, index) => !(value - last[index]! > 10));
    last = now;
    if (idle) return;
  }
}
