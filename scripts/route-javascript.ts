/*
 * The gzipped JavaScript a page template loads at first, read from the build rather than from a browser: the client
 * entry and its imports, then each route of the chain (the page's route and its parents) with its module and
 * imports, every file counted once, gzipped at zlib's default level 6 (KB = 1 000 bytes). It is what
 * test/e2e/javascript-budget.test.ts counts before any lazy chunk, in seconds and without a server, for comparing
 * two builds (a busy machine can time the budget test out). Run after `npm run build`, with Node 24:
 *
 *   node scripts/route-javascript.ts [--build <web build dir>] <route id> …
 *
 * Route ids are the build manifest's, e.g. `routes/calculators/crypto-loan`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { build: { type: 'string', default: 'apps/web/build' } },
});
const dir = resolve(values.build);
const build = (await import(pathToFileURL(join(dir, 'server', 'index.js')).href)) as ServerBuild;
const { routes, entry } = build.assets;

for (const id of positionals) {
  if (!routes[id]) throw new Error(`no route ${id} in the build (${Object.keys(routes).length} routes)`);
  const files = new Set([entry.module, ...entry.imports]);
  type Route = (typeof routes)[string] | undefined;
  for (let route: Route = routes[id]; route !== undefined; route = route.parentId === undefined ? undefined : routes[route.parentId])
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  let gzipped = 0;
  let raw = 0;
  for (const file of files) {
    const body = readFileSync(join(dir, 'client', file));
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
  console.log(
    `${kilobytes(gzipped)} KB gzipped (${gzipped} bytes) ${kilobytes(raw)} KB raw ${String(files.size).padStart(3)} files  ${id}`,
  );
}
