import { Hono } from 'hono';
import type { Container } from '@pretscope/compose';
import { createApi, type ApiLogger } from '@pretscope/http-hono';
import { clientAddress } from './client-address.ts';
import { mountImageRoute } from './image-route.ts';
import { createResponseCache, matchesEtag, type ResponseCache } from './response-cache.ts';
import { answerDuringOutage, databaseAvailability } from './database-outage.ts';
import { requestIdAnswered } from './request-id.ts';
import { impressionCounting } from './impression-counting.ts';
import { mountUploads } from './uploads-route.ts';
import { pathAndQuery } from './url-parts.ts';
import { mountWeb } from './web-handler.ts';

/**
 * Everything one process answers: the JSON API under /api, uploaded images, and the site's pages.
 * `mountSite` puts the pages on the app: the built site by default (`npm start`); `npm run dev` passes Vite's
 * (dev-web-handler.ts), so that development code stays out of the production path. `cache` holds the anonymous
 * pages and API reads; startServer passes its own, to answer fresh cached pages before the app (start-server.ts).
 */
export async function createServerApp(
  container: Container,
  {
    logger,
    mountSite = mountWeb,
    cache = createResponseCache(),
  }: { logger?: ApiLogger; mountSite?: typeof mountWeb; cache?: ResponseCache } = {},
) {
  const app = new Hono();
  const { trustProxy } = container.config;
  const api = createApi(container.apiDeps({ logger, clientIp: (c) => clientAddress(c, trustProxy) ?? undefined }));
  // While the database is unreachable, pages and API reads answer 503 within about a second or two, in French.
  app.use('*', answerDuringOutage(databaseAvailability(() => container.database.ping())));
  app.use('/api/*', async (c, next) => {
    // Anonymous reads of the API (lists, the comparator) answer the same to everyone: served from cached bytes.
    const cacheable = c.req.method === 'GET' && !c.req.header('authorization');
    const key = `api:${pathAndQuery(c.req.url)}`;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) {
      const headers: Record<string, string> = {
        ...cached.headers,
        ETag: cached.etag,
        'Cache-Control': 'no-cache',
        'Content-Type': cached.contentType,
      };
      const id = c.get('requestId') as string | undefined;
      if (id !== undefined) {
        headers['X-Request-Id'] = id;
        requestIdAnswered(c);
      }
      return matchesEtag(c.req.header('if-none-match'), cached.etag)
        ? new Response(null, { status: 304, headers })
        : new Response(cached.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
    }
    // Taken before the API reads: a write meanwhile keeps this answer out of the cache (response-cache.ts).
    const madeIn = cache.generation;
    await next();
    // Writes drop the cache through container.onContentChanged below, and only those that change what is shown.
    // no-store answers (the readiness check) always say what is true now.
    if (
      cacheable &&
      c.res.status === 200 &&
      c.res.headers.get('content-type')?.includes('json') &&
      !/no-store/.test(c.res.headers.get('cache-control') ?? '')
    ) {
      const entry = cache.set(
        key,
        new Uint8Array(await c.res.clone().arrayBuffer()),
        c.res.headers.get('content-type') ?? 'application/vnd.api+json',
        c.res.headers,
        madeIn,
      );
      c.res.headers.set('ETag', entry.etag);
    }
  });
  app.route('/api', api);
  mountUploads(app, container.config.uploadsDir);
  mountImageRoute(app, container.images);
  // A write of what pages and API lists show, from the API, the back office or an upload, drops this process's cached
  // answers at once (other processes' expire within 1 s); a lead, a click or a logged error leaves them alone.
  container.onContentChanged(() => cache.clear());
  await mountSite(
    app,
    // One request scope per page request (one unit of work), beside what every request shares: the web's WebRequestScope.
    // A document's render takes its loaders' larger markup by name (pageFragments); a client navigation's data
    // (React Router's `.data` requests) carries it.
    (c) => ({
      ...container.requestScope(),
      site: container.site,
      clientIp: clientAddress(c, trustProxy),
      ...(c.req.path.endsWith('.data') ? {} : { pageFragments: new Map<string, string>() }),
    }),
    cache,
    countShown(container),
  );
  return app;
}

/** How this process counts the comparator's impressions (the advertiser report), or not at all when it is off. */
export function countShown(container: Container) {
  return impressionCounting((shown) => container.impressions.count(shown));
}
