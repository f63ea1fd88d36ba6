import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startCommandArgs } from '../../../test/support/server-process.test-support.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-start-command-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Records every module the process resolves (ES modules and require alike), written out when it exits. */
const MODULE_PROBE = (out: string) => `
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); seen.add(resolved.url); return resolved; } });
process.on('exit', () => writeFileSync(${JSON.stringify(out)}, JSON.stringify([...seen])));
`;

describe('npm start serves from the sources with Node alone (decision 0009)', () => {
  it('runs the TypeScript sources without tsx, esbuild or Vite loaded, and serves the first page', async () => {
    const port = await freePort();
    const probe = join(dataDir, 'module-probe.mjs');
    const seenFile = join(dataDir, 'modules.json');
    writeFileSync(probe, MODULE_PROBE(seenFile));
    const args = startCommandArgs(root);
    expect(args.join(' ')).not.toMatch(/tsx|esbuild|ts-node|--loader|--experimental/);
    const child = spawn(process.execPath, ['--import', pathToFileURL(probe).href, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', ADMIN_PASSWORD: '', NODE_OPTIONS: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 60_000;
    while (!output.includes('écoute sur') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('écoute sur');

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Prêtscope');
    // No helper process either (tsx runs esbuild as a child service), and no esbuild binary mapped into this one.
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
    expect(children).toBe('');
    expect(readFileSync(`/proc/${child.pid}/maps`, 'utf8')).not.toMatch(/esbuild/);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const modules = JSON.parse(readFileSync(seenFile, 'utf8')) as string[];
    const files = modules.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
    // The server's own TypeScript ran as it is on disk: Node stripped the types.
    expect(files).toContain(join(root, 'apps/server/src/main.ts'));
    expect(files).toContain(join(root, 'core/src/index.ts'));
    expect(files.filter((file) => /[\\/]node_modules[\\/](tsx|esbuild|@esbuild|vite|rolldown|ts-node)[\\/]/.test(file))).toEqual([]);
  });
});
