import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { Container } from '@pretscope/compose';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApi, type ApiLogger } from '@pretscope/http-hono';
import { relative } from 'node:path';
import { createHtmlCache } from './html-cache.js';
import { mountWeb } from './web-handler.js';

/** Everything one process answers: the JSON API under /api, uploaded images, and the site's pages. */
export async function createServerApp(container: Container, { logger }: { logger?: ApiLogger } = {}) {
  const app = new Hono();
  const htmlCache = createHtmlCache();
  const api = createApi(container.apiDeps({ logger, clientIp: (c) => getConnInfo(c).remote.address }));
  // A write through the API changes what pages show: drop this process's cached pages (others expire within 1 s).
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) htmlCache.clear();
  });
  app.route('/api', api);
  app.use('/uploads/*', serveStatic({ root: relative(process.cwd(), container.config.dataDir), rewriteRequestPath: (path) => path }));
  await mountWeb(app, () => container.useCasesFor(), htmlCache);
  return app;
}
