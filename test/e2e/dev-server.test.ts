import type { Browser } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.test-support.ts';

/** What `npm run dev` runs. */
const DEV_ENTRY = fileURLToPath(new URL('../../apps/server/src/dev.ts', import.meta.url));
/** On every page; touched (its modification time only, never its content) to make Vite send a hot update. */
const ROOT_ROUTE = fileURLToPath(new URL('../../apps/web/app/root.tsx', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('npm run dev: the site from its sources with hot reload, the API and the use cases in one process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-dev-'));
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let output = '';
  let base = '';
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'dev-password-for-tests',
    };
    delete environment.NODE_ENV; // as from a shell: the entry chooses development itself
    child = spawn(process.execPath, ['--conditions=source', DEV_ENTRY], { env: environment });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => child.on('exit', resolve));
    browser = await launchChromium();
    const deadline = Date.now() + 90_000;
    while (!output.includes('écoute sur') && child.exitCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (!output.includes('écoute sur')) throw new Error(`npm run dev did not start:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prepares the demo database and serves the API under /api', async () => {
    expect(output).toContain('(créée avec les données de démonstration)');
    const answer = await fetch(`${base}/api/categories?fields[categories]=slug`);
    expect(answer.status).toBe(200);
    const slugs = ((await answer.json()) as { data: { attributes: { slug: string } }[] }).data.map((item) => item.attributes.slug);
    expect(slugs).toContain('pret-hypothecaire');
  });

  it('renders a page with its loader data from the database, with modules from the sources (not the build)', async () => {
    const answer = await fetch(`${base}/pret-hypothecaire`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="fr-FR"');
    // Offers come from the loader, through the use cases in the router context, from SQLite.
    expect(html).toMatch(/Voir l’offre/);
    expect(html).toContain('/app/root.tsx');
    expect(html).toContain('virtual:react-router/inject-hmr-runtime');
    expect(html).not.toMatch(/\/assets\/entry\.client-[\w-]+\.js/);
    expect((await fetch(`${base}/@vite/client`)).status).toBe(200);
  });

  it('hydrates in the browser and receives a hot update over the same port when a source file changes', async () => {
    const page = await browser.newPage();
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const consoleLines: string[] = [];
    page.on('console', (line) => consoleLines.push(line.text()));
    await page.goto(`${base}/pret-hypothecaire`);
    const deadline = Date.now() + 60_000;
    while (!frames.some((frame) => frame.includes('"type":"connected"')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      frames.some((frame) => frame.includes('"type":"connected"')),
      `no HMR connection; browser console: ${consoleLines.join(' | ')}; server: ${output.slice(-1500)}`,
    ).toBe(true);
    // Hydrated: React Router's client router is running.
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules), {
        timeout: 30_000,
      })
      .toBe('object');

    // A newer modification time is what an editor's save looks like to the watcher; the content stays as it is.
    utimesSync(ROOT_ROUTE, statSync(ROOT_ROUTE).atime, new Date());
    await expect
      .poll(() => frames.some((frame) => /"type":"(update|full-reload)"/.test(frame) || frame.includes('react-router:hmr')), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stops cleanly on SIGTERM', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM reçu');
  });
});
