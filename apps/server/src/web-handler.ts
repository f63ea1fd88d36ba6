import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { Context } from 'hono';
import { encodeBody, negotiateEncoding } from './content-encoding.js';
import { pageCacheKey } from './page-cache-key.js';
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
  // The build writes brotli and gzip copies beside each script and style sheet (apps/web/precompress-assets.ts).
  app.use('/assets/*', serveStatic({ root: clientRoot, precompressed: true }));
  // Renders under way, by cache key. Cached pages live 1 s: without this, every request for a popular page that
  // arrives while its expired copy is being rendered again would render it too (the web bench saw 50 renders at
  // once and p99 above 1 s); they wait for the one render and share its bytes instead.
  const rendering = new Map<string, Promise<CacheEntry | undefined>>();
  app.all('*', async (c) => {
    // Only anonymous GETs of pages are cached (preference cookies vary the key): see pageCacheKey.
    const key = pageCacheKey({ method: c.req.method, url: c.req.url, authorization: c.req.header('authorization'), cookie: c.req.header('cookie') });
    const cached = key !== null ? cache.get(key) : undefined;
    if (cached) return cachedAnswer(c.req.header('if-none-match'), c.req.header('accept-encoding'), cached);
    const underWay = key !== null ? rendering.get(key) : undefined;
    const shared = underWay ? await underWay : undefined;
    if (shared) return cachedAnswer(c.req.header('if-none-match'), c.req.header('accept-encoding'), shared);
    // The first request for the key renders and shares; one that found a render sharing nothing (an answer that
    // is not cached: 404, a cookie set…) renders its own.
    let share: (entry: CacheEntry | undefined) => void = () => {};
    const leads = key !== null && !underWay;
    if (leads) rendering.set(key, new Promise((resolve) => (share = resolve)));
    try {
      const context = new RouterContextProvider();
      context.set(build.entry.module.appContext, useCasesFor(c));
      const response = await handle(c.req.raw, context);
      const contentType = response.headers.get('content-type') ?? '';
      // A page that says it is personal (the back office answers private, no-store) is never shared.
      if (/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) return response;
      if (key === null || response.status !== 200 || !contentType.startsWith('text/html') || response.headers.has('set-cookie')) return response;
      const entry = cache.set(key, new Uint8Array(await response.arrayBuffer()), contentType);
      share(entry);
      return cachedAnswer(c.req.header('if-none-match'), c.req.header('accept-encoding'), entry);
    } finally {
      share(undefined); // no effect once shared
      if (leads) rendering.delete(key);
    }
  });
}

type CacheEntry = NonNullable<ReturnType<ResponseCache['get']>>;

/**
 * A cached page, compressed when the browser accepts it (brotli or gzip, made once per cached page), or 304 when
 * the browser already has these bytes.
 */
function cachedAnswer(ifNoneMatch: string | undefined, acceptEncoding: string | undefined, entry: { body: Uint8Array; etag: string; contentType: string }): Response {
  const encoding = negotiateEncoding(acceptEncoding);
  // A strong ETag names one representation: the compressed bytes get their own.
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  // Vary: one page per remembered country (pageCacheKey) and per coding, so shared caches must key on both.
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': 'no-cache', 'Content-Type': entry.contentType, Vary: 'Cookie, Accept-Encoding' };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (matchesEtag(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response((encoding ? encodeBody(entry.body, encoding) : entry.body) as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
