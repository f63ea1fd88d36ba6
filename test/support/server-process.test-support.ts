import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server `npm start` runs (without its build step: the tests read the site already built in apps/web/build). */
const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote on stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGKILL: the process ends at once, in the middle of whatever it was doing. */
  kill(): Promise<number | string | null>;
  /** SIGTERM, then SIGKILL if it has not stopped within `graceMs`. */
  stop(graceMs?: number): Promise<number | string | null>;
}

/**
 * The node arguments `npm start` ends with, read from a checkout's package.json (`node --conditions=source
 * apps/server/src/main.ts` today): what the start-up test checks and the benches run, for this tree or an older one.
 */
export function startCommandArgs(root: string): string[] {
  const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const serve = script.split('&&').pop()!.trim().split(/\s+/);
  if (serve[0] !== 'node') throw new Error(`${root}: npm start does not end with a node command: ${script}`);
  return serve.slice(1);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * Starts `node --conditions=source apps/server/src/main.ts` with these settings on `port`, and resolves
 * once it says it listens (it prepares the database first: migrations, and the demo data on an empty one).
 */
export async function startServerProcess({
  env,
  port,
  readyTimeoutMs = 60_000,
  cpu,
  nodeArgs = [],
}: {
  env: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
  cpu?: number;
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const node = [process.execPath, ...nodeArgs, '--conditions=source', MAIN];
  // Pinned to one core when asked (benches): taskset execs node, so the child's pid is the server's own.
  const [command, ...args] = cpu === undefined ? node : ['taskset', '-c', String(cpu), ...node];
  const child = spawn(command!, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(listenOn) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        if (output.includes('écoute sur')) {
          clearInterval(timer);
          resolve(true);
        }
      }, 25);
      void exited.then(() => clearInterval(timer));
      setTimeout(() => {
        clearInterval(timer);
        resolve(false);
      }, readyTimeoutMs);
    }),
    exited.then(() => false),
  ]);
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(
      `the server process did not start within ${readyTimeoutMs} ms (exit: ${child.exitCode ?? child.signalCode}); output:\n${output}`,
    );
  }
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    child,
    output: () => output,
    exited,
    kill: () => end('SIGKILL'),
    async stop(graceMs = 30_000) {
      const timer = setTimeout(() => void end('SIGKILL'), graceMs);
      try {
        return await end('SIGTERM');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
