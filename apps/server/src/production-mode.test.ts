import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Runs a module script in a fresh Node process from this folder (so that react resolves as the server's does). */
function run(script: string, environment: Record<string, string | undefined>): string {
  const env = { ...process.env, ...environment };
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete env[name];
  const child = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: here, env, encoding: 'utf8' });
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

  it('is the first import of main.ts (later imports load React, and it reads NODE_ENV once)', () => {
    const imports = [...readFileSync(`${here}main.ts`, 'utf8').matchAll(/^import\s[^;]*?['"]([^'"]+)['"];?$/gm)].map((match) => match[1]);
    expect(imports[0]).toBe('./production-mode.js');
  });
});
