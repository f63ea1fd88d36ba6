import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { Context } from 'hono';
import { cachedPageAnswer } from './cached-page-answer.ts';
import { takeShownOffers, type CountShown } from './impression-counting.ts';
import { pageCacheKey } from './page-cache-key.ts';
import type { ResponseCache } from './response-cache.ts';
import { siteRequestHandler } from './site-trees.ts';
import type { ShownOffer } from '@pretscope/core';

/** Where `react-router build` (apps/web) writes the site: the server bundle and the browser assets. */
export const WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build/', import.meta.url));

export type SiteBuild = ServerBuild & { entry: { module: { appContext: RouterContext<unknown> } } };

/**
 * Serves the site's pages (server-rendered by React Router) and its hashed assets. The request's use cases go to
 * the loaders through the router context; the key comes from the build itself, so it is the object they read.
 * `countShown` is told the offers of each comparator page given to a visitor, rendered or cached (the advertiser
 * report's impressions); a render made only to refresh the cache counts nothing.
 */
export async function mountWeb(
  app: Hono,
  scopeFor: (c: Context) => unknown,
  cache: ResponseCache,
  countShown: CountShown = () => undefined,
  siteBuild?: SiteBuild,
): Promise<void> {
  const build = siteBuild ?? (await loadSiteBuild());
  // Made once: the public site's routes and the back office's, each tree with its handler (site-trees.ts).
  const handle = siteRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const clientRoot = relative(process.cwd(), join(WEB_BUILD_DIR, 'client'));
  // File names carry a content hash: cached for a year, never stale.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes brotli and gzip copies beside each script and style sheet (apps/web/precompress-assets.ts).
  app.use('/assets/*', serveStatic({ root: clientRoot, precompressed: true }));
  // Renders under way, by cache key, with the cache generation they read in. Cached pages live 1 s: without this,
  // every request for a popular page that arrives while its new copy is being rendered would render it too (the web
  // bench saw 50 renders at once and p99 above 1 s); they share the one render instead.
  const rendering = new Map<string, { madeIn: number; done: Promise<CacheEntry | undefined> }>();
  /** Renders a page; a cacheable answer (an anonymous 200 HTML page that is not personal) is stored under `key`. */
  const render = async (
    c: Context,
    key: string | null,
  ): Promise<{ response: Response; entry?: CacheEntry; shown?: readonly ShownOffer[] }> => {
    // Read before the loaders read: a write during the render then keeps its answer out of the cache.
    const madeIn = cache.generation;
    const context = new RouterContextProvider();
    context.set(build.entry.module.appContext, scopeFor(c));
    const response = await handle(c.req.raw, context);
    // What a comparator page showed: kept with its cached copy, never sent.
    const shown = takeShownOffers(response);
    const contentType = response.headers.get('content-type') ?? '';
    // A page that says it is personal (the back office answers private, no-store) is never shared.
    if (/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) return { response, shown };
    if (key === null || response.status !== 200 || !contentType.startsWith('text/html') || response.headers.has('set-cookie'))
      return { response, shown };
    // Its security headers (the CSP names the nonce in these very bytes) are stored and sent with it.
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, shown, entry: cache.set(key, bytes, contentType, response.headers, madeIn, shown) };
  };
  /** A visitor was given a page (rendered or cached): its offers' impressions count. */
  const given = (c: Context, response: Response, shown: readonly ShownOffer[] | undefined) => {
    if (shown && (response.status === 200 || response.status === 304)) countShown(c.req.raw, shown);
    return response;
  };
  /** One render for a key, shared with the requests that ask for the same page meanwhile. */
  const renderShared = async (c: Context, key: string) => {
    let share: (entry: CacheEntry | undefined) => void = () => {};
    const underWay = { madeIn: cache.generation, done: new Promise<CacheEntry | undefined>((resolve) => (share = resolve)) };
    rendering.set(key, underWay);
    try {
      const rendered = await render(c, key);
      share(rendered.entry);
      return rendered;
    } finally {
      share(undefined); // no effect once shared
      if (rendering.get(key) === underWay) rendering.delete(key);
    }
  };
  app.all('*', async (c) => {
    // Only anonymous GETs of pages are cached (preference cookies vary the key): see pageCacheKey.
    const key = pageCacheKey({
      method: c.req.method,
      url: c.req.url,
      authorization: c.req.header('authorization'),
      cookie: c.req.header('cookie'),
    });
    if (key === null) {
      const { response, shown } = await render(c, null);
      return given(c, response, shown);
    }
    const stored = cache.lookup(key);
    if (stored) {
      // Expired, but not long ago: served as it is while one request renders the new copy behind it
      // (stale-while-revalidate), so that no visitor waits for that render. A write drops the copy at once (clear).
      if (!cache.isFresh(stored) && !rendering.has(key)) {
        void renderShared(c, key)
          .then(({ response, entry }) => (entry ? undefined : response.body?.cancel()))
          .catch(() => undefined); // the next visitor renders it again, and sees the error if there is one
      }
      // Set on the context at once, before any await: the outage guard then knows it needs no watch (database-outage.ts).
      return (c.res = given(c, cachedPageAnswer(c, stored), stored.shown));
    }
    // A render that began before the last write shows what was read before it: not shared.
    const underWay = rendering.get(key);
    const shared = underWay && underWay.madeIn === cache.generation ? await underWay.done : undefined;
    if (shared) return given(c, cachedPageAnswer(c, shared), shared.shown);
    // The first request for the key renders and shares; one that found a render sharing nothing (an answer that
    // is not cached: 404, a cookie set…) renders its own.
    const { response, entry, shown } = underWay ? await render(c, key) : await renderShared(c, key);
    return entry ? given(c, cachedPageAnswer(c, entry), entry.shown) : given(c, response, shown);
  });
}

/** apps/web's build, as `npm run build` wrote it. */
export async function loadSiteBuild(): Promise<SiteBuild> {
  const serverEntry = join(WEB_BUILD_DIR, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The site is not built (${serverEntry} is missing): run \`npm run build\` first.`);
  }
  return (await import(pathToFileURL(serverEntry).href)) as SiteBuild;
}

type CacheEntry = NonNullable<ReturnType<ResponseCache['get']>>;
