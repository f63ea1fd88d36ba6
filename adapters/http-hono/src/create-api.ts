import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { isApiType } from '@pretscope/core';
import { ApiFailure, FAILURES } from './api-error.ts';
import type { ApiDeps, ApiEnv } from './api-deps.ts';
import { clientIp } from './client-ip.ts';
import { JSON_API_MEDIA_TYPE } from './json-api-document.ts';
import { openApiDocument, apiReferencePage } from './openapi.ts';
import { authRoutes, limit } from './routes/auth-routes.ts';
import { callRoutes } from './routes/call-routes.ts';
import { changeRoutes } from './routes/change-routes.ts';
import { exportRoutes } from './routes/export-routes.ts';
import { operationsRoutes } from './routes/operations-routes.ts';
import { resourceRoutes } from './routes/resource-routes.ts';
import { visitorWriteRoutes } from './routes/visitor-write-routes.ts';
import { PUBLIC_WRITE } from './public-write-limit.ts';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The JSON API (DESIGN.md), to be mounted at /api. Every answer is a JSON:API document, errors included. */
export function createApi(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const bodyLimitBytes = deps.bodyLimitBytes ?? DEFAULT_BODY_LIMIT;

  // The server may have named the request already (its request log runs before the API): keep that id, so the log
  // line and an error's reference agree.
  const newRequestId = requestId({ headerName: 'X-Request-Id' });
  app.use(async (c, next) => {
    const known = c.get('requestId');
    if (!known) return newRequestId(c, next);
    c.header('X-Request-Id', known);
    await next();
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  // Closed unless origins are configured: the site calls the API from its own origin.
  if (deps.corsOrigins && deps.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: [...deps.corsOrigins],
        allowHeaders: ['Authorization', 'Content-Type'],
        allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
        maxAge: 600,
      }),
    );
  }
  app.use(async (c, next) => {
    c.set('bodyLimitBytes', bodyLimitBytes);
    await next();
  });

  app.use(async (c, next) => {
    // A NUL character is never meaningful in a query or a text, and databases refuse it: say so before they do.
    if (/%00/.test(c.req.url)) throw FAILURES.badRequest('La requête contient un caractère nul.');
    c.set('scope', deps.scope());
    c.set('clientIp', deps.clientIp?.(c) ?? 'unknown');
    const header = c.req.header('authorization');
    if (header) {
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      const claims = token ? await deps.tokens.verify(token) : null;
      // A token that is there but not valid is refused, never quietly taken as a visitor: the client must log in.
      if (!claims) throw FAILURES.unauthorized('Jeton invalide ou expiré.');
      c.set('actor', { userId: claims.userId, roles: claims.roles });
    } else {
      c.set('actor', null);
    }
    await next();
    if (c.res.headers.get('content-type')?.startsWith('application/json')) c.res.headers.set('content-type', JSON_API_MEDIA_TYPE);
  });

  // What visitors may send (leads, reminders, logged errors) is rate-limited per address.
  app.use('/:type', async (c, next) => {
    const type = c.req.param('type');
    if (c.req.method === 'POST' && !c.get('actor') && isApiType(type))
      await limit(deps.rateLimiter, `public-write:${type}:${clientIp(c)}`, PUBLIC_WRITE);
    await next();
  });

  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  app.get('/docs', (c) => c.html(apiReferencePage()));
  app.route('/', operationsRoutes(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/', callRoutes(deps));
  app.route('/', exportRoutes(deps));
  // The history of changes (read-only, admins): before the generic routes, as `changes` is not a store type.
  app.route('/', changeRoutes());
  // Before the generic routes: a visitor's request, reminder or logged error is answered by its own route.
  app.route('/', visitorWriteRoutes(deps));
  app.route('/', resourceRoutes(deps));

  // Mounted with app.route, a sub-app's notFound is not used: an explicit last route keeps every /api answer JSON:API.
  app.all('*', () => {
    throw FAILURES.notFound('Aucune ressource à cette adresse.');
  });

  app.onError((error, c) => {
    const failure = error instanceof ApiFailure ? error : (unavailable(error) ?? null);
    if (failure) {
      for (const [name, value] of Object.entries(failure.headers)) c.header(name, value);
      return c.body(JSON.stringify({ errors: failure.errors }), failure.status as 400, { 'content-type': JSON_API_MEDIA_TYPE });
    }
    const reference = c.get('requestId');
    deps.logger?.error(
      {
        requestId: reference,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      },
      'unexpected error',
    );
    const body = {
      errors: [
        {
          status: '500',
          code: 'internal',
          title: 'Erreur interne',
          detail: `Une erreur inattendue s’est produite. Référence : ${reference}.`,
        },
      ],
    };
    return c.body(JSON.stringify(body), 500, { 'content-type': JSON_API_MEDIA_TYPE });
  });

  return app;
}

/** A database that is down or saturated answers 503 quickly with a clear message, not a 500. */
function unavailable(error: unknown): ApiFailure | undefined {
  const text = error instanceof Error ? `${error.name} ${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  // Also the persistence adapter failing fast during an outage (outage-guard.ts), a statement cut by its timeout or
  // a client that gave up on a silent database (orm-config.ts), a connection cut under a query, and a server
  // shutting down its sessions.
  if (
    /Database unavailable|Timeout acquiring a connection|ECONNREFUSED|ECONNRESET|ConnectionException|Connection terminated|not queryable|Query read timeout|canceling statement due to statement timeout|terminating connection|SQLITE_BUSY|database is locked|the database system is (starting up|shutting down)/i.test(
      text,
    )
  ) {
    return FAILURES.unavailable();
  }
  return undefined;
}
