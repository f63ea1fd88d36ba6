import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Runs a module script in a fresh Node process from this folder (so that react resolves as the server's does). */
function run(script: string, environment: Record<string, string | undefined>): string {
  const env = { ...process.env, ...environment };
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete env[name];
  const child = spawnSync(process.execPath, ['--conditions=source', '--input-type=module', '-e', script], {
    cwd: here,
    env,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return child.stdout.trim();
}

const LOADS_REACT = `
  await import('./production-mode.ts');
  const { createRequire } = await import('node:module');
  const require = createRequire(${JSON.stringify(`${here}main.ts`)});
  require('react');
  const loaded = Object.entries(require.cache).filter(([file, module]) => /react[\\\\/]cjs[\\\\/]react\\.(development|production)\\.js$/.test(file) && module?.loaded).map(([file]) => file.split(/[\\\\/]/).pop());
  console.log(JSON.stringify({ mode: process.env.NODE_ENV, loaded }));
`;

describe('npm start runs React in production mode', () => {
  it('defaults NODE_ENV to production before React loads, so React loads its production build', () => {
    expect(JSON.parse(run(LOADS_REACT, { NODE_ENV: undefined }))).toEqual({ mode: 'production', loaded: ['react.production.js'] });
  });

  it('keeps a NODE_ENV that was given', () => {
    expect(JSON.parse(run(LOADS_REACT, { NODE_ENV: 'development' }))).toEqual({ mode: 'development', loaded: ['react.development.js'] });
  });

  // The entry as npm start runs it: a probe loaded before it reports the build of React that is loaded first (React
  // reads NODE_ENV once, when its index is evaluated), then ends the process before any database or port is opened.
  it('makes npm start’s entry (main.ts) load React’s production build, and a given NODE_ENV’s', () => {
    expect(startMain({ NODE_ENV: undefined })).toEqual({ mode: 'production', react: 'react.production.js' });
    expect(startMain({ NODE_ENV: 'development' })).toEqual({ mode: 'development', react: 'react.development.js' });
  });
});

/** Starts main.ts with a probe; what the probe saw when React first loaded. */
function startMain(environment: Record<string, string | undefined>): { mode: string | undefined; react: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-production-mode-'));
  try {
    const probe = join(dataDir, 'react-probe.mjs');
    writeFileSync(probe, REACT_PROBE);
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', ...environment };
    for (const [name, value] of Object.entries(environment)) if (value === undefined) delete env[name];
    const child = spawnSync(process.execPath, ['--conditions=source', '--import', pathToFileURL(probe).href, `${here}main.ts`], {
      cwd: here,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const seen = /^react-probe (.*)$/m.exec(child.stdout)?.[1];
    if (seen === undefined) throw new Error(`main.ts never loaded React (exit ${child.status}):\n${child.stdout}\n${child.stderr}`);
    return JSON.parse(seen) as { mode: string | undefined; react: string };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Watches CommonJS loads: the first of React's builds (react/cjs/react.*.js) is printed with NODE_ENV, then the process ends. */
const REACT_PROBE = `
import Module from 'node:module';
const load = Module._load;
Module._load = function (request, ...rest) {
  const build = /[\\/]cjs[\\/](react\\.(?:development|production)\\.js)$/.exec(request)?.[1];
  const exported = load.call(this, request, ...rest);
  if (build !== undefined) {
    process.stdout.write('react-probe ' + JSON.stringify({ mode: process.env.NODE_ENV, react: build }) + '\\n', () => process.exit(0));
  }
  return exported;
};
`;
