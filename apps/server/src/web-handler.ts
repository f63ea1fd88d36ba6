import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { Context } from 'hono';
import { matchesEtag, type ResponseCache } from './response-cache.js';

/** Where `react-router build` (apps/web) writes the site: the server bundle and the browser assets. */
export const WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build/', import.meta.url));

type SiteBuild = ServerBuild & { entry: { module: { appContext: RouterContext<unknown> } } };

/**
 * Serves the site's pages (server-rendered by React Router) and its hashed assets. The request's use cases go to
 * the loaders through the router context; the key comes from the build itself, so it is the object they read.
 */
export async function mountWeb(app: Hono, useCasesFor: (c: Context) => unknown, cache: ResponseCache): Promise<void> {
  const serverEntry = join(WEB_BUILD_DIR, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The site is not built (${serverEntry} is missing): run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as SiteBuild;
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const clientRoot = relative(process.cwd(), join(WEB_BUILD_DIR, 'client'));
  // File names carry a content hash: cached for a year, never stale.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: clientRoot }));
  app.all('*', async (c) => {
    // Only anonymous GETs of pages are cached: anything with credentials, a form post, or a data request is not.
    const cacheable = c.req.method === 'GET' && !c.req.header('authorization') && !c.req.header('cookie') && !new URL(c.req.url).pathname.endsWith('.data');
    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) return cachedAnswer(c.req.header('if-none-match'), cached);
    const context = new RouterContextProvider();
    context.set(build.entry.module.appContext, useCasesFor(c));
    const response = await handle(c.req.raw, context);
    const contentType = response.headers.get('content-type') ?? '';
    if (!cacheable || response.status !== 200 || !contentType.startsWith('text/html') || response.headers.has('set-cookie')) return response;
    const entry = cache.set(key, new Uint8Array(await response.arrayBuffer()), contentType);
    return cachedAnswer(c.req.header('if-none-match'), entry);
  });
}

/** A cached page, or 304 when the browser already has these bytes. */
function cachedAnswer(ifNoneMatch: string | undefined, entry: { body: Uint8Array; etag: string; contentType: string }): Response {
  const headers = { ETag: entry.etag, 'Cache-Control': 'no-cache', 'Content-Type': entry.contentType };
  if (matchesEtag(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  return new Response(entry.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
