/**
 * One route tree against two (issue 23, decision 0028), in one process: the site's build served by React Router's
 * request handler made from the whole build (as before the split), and by `siteRequestHandler` (the public site's
 * tree and the back office's, each with its handler), taking turns in batches on the same pages, data and process.
 * The CPU time (process.cpuUsage) of each batch of uncached renders (`?miss=<n>`, bodies read as the page cache
 * reads them) divided by its requests; the figure is the median of the batches, and the ratio two ÷ one. On a
 * shared machine this is fairer than two servers: a load that comes and goes falls on both alike, batch by batch.
 *
 *   npm run build && npm run bench -- web/route-trees
 *   ROUTE_TREES_BATCHES=12 ROUTE_TREES_BATCH=150 npm run bench -- web/route-trees     (the defaults)
 */
import '../../../apps/server/src/production-mode.ts';
import { createContainer, readConfig } from '@pretscope/compose';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { siteRequestHandler } from '../../../apps/server/src/site-trees.ts';
import { loadSiteBuild } from '../../../apps/server/src/web-handler.ts';

const BATCHES = Number(process.env.ROUTE_TREES_BATCHES ?? 12);
const BATCH = Number(process.env.ROUTE_TREES_BATCH ?? 150);
const PAGES = ['/pret-hypothecaire', '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent', '/', '/pret-hypothecaire/simulation'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-bench-trees-'));
const container = await createContainer(
  readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@pretscope.example', ADMIN_PASSWORD: 'bench-password-1234' }, dataDir),
);
try {
  await container.prepare();
  const build = await loadSiteBuild();
  type Handler = (request: Request, context: RouterContextProvider) => Promise<Response>;
  const handlers: Record<'one' | 'two', Handler> = {
    one: createRequestHandler(build, 'production'),
    two: siteRequestHandler(build, 'production'),
  };
  // The request scope apps/server gives a document request (create-server-app.ts).
  const scope = () => ({ ...container.requestScope(), site: container.site, clientIp: '127.0.0.1', pageFragments: new Map() });
  let served = 0;
  const render = async (handler: Handler, path: string) => {
    const context = new RouterContextProvider();
    context.set(build.entry.module.appContext, scope());
    const response = await handler(new Request(`http://127.0.0.1${path}?miss=${served++}`), context);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const batch = async (handler: Handler, path: string) => {
    const before = process.cpuUsage();
    for (let index = 0; index < BATCH; index++) await render(handler, path);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000 / BATCH;
  };
  console.log(
    `Route trees — ${new Date().toISOString()} — Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${BATCHES} batches of ${BATCH} uncached renders per page and handler, taking turns.`,
  );
  console.log(
    `Routes: one tree ${Object.keys(build.routes).length}; two trees: the public site's and the back office's (site-trees.ts).\n`,
  );
  console.log('| page | one tree, CPU ms per render | two trees, CPU ms per render | two ÷ one (median of the batches’ ratios) |');
  console.log('|---|---:|---:|---:|');
  for (const path of PAGES) {
    // Warm-up: JIT, the content cache, both handlers' first requests.
    for (let index = 0; index < 3; index++) {
      await batch(handlers.one, path);
      await batch(handlers.two, path);
    }
    const figures = { one: [] as number[], two: [] as number[], ratio: [] as number[] };
    for (let round = 0; round < BATCHES; round++) {
      const order = round % 2 === 0 ? (['one', 'two'] as const) : (['two', 'one'] as const);
      const pair: Record<string, number> = {};
      for (const name of order) pair[name] = await batch(handlers[name], path);
      figures.one.push(pair.one!);
      figures.two.push(pair.two!);
      figures.ratio.push(pair.two! / pair.one!);
    }
    console.log(
      `| ${path} | ${median(figures.one).toFixed(3)} | ${median(figures.two).toFixed(3)} | ${median(figures.ratio).toFixed(3)} (${Math.min(...figures.ratio).toFixed(3)}–${Math.max(...figures.ratio).toFixed(3)}) |`,
    );
  }
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await container.dispose();
  rmSync(dataDir, { recursive: true, force: true });
}
