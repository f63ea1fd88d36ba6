import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { Container } from '@pretscope/compose';
import { createApi, type ApiLogger } from '@pretscope/http-hono';

/** Everything one process answers: the JSON API under /api (the site's pages join it with the site issue). */
export function createServerApp(container: Container, { logger }: { logger?: ApiLogger } = {}) {
  const app = new Hono();
  const api = createApi(container.apiDeps({ logger, clientIp: (c) => getConnInfo(c).remote.address }));
  app.route('/api', api);
  // Until the site is served here, the root leads to what this process does serve.
  app.get('/', (c) => c.redirect('/api/docs', 302));
  return app;
}
