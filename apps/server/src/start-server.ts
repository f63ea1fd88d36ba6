import { getRequestListener, serve, type ServerType } from '@hono/node-server';
import type { Container } from '@pretscope/compose';
import { Hono } from 'hono';
import { createServer, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countShown, createServerApp } from './create-server-app.ts';
import type { CountShown } from './impression-counting.ts';
import { answerClientError, malformedRequestAnswer } from './malformed-request-answer.ts';
import { freshCachedPage, freshPagesFirstListener } from './cached-page-answer.ts';
import { requestId, requestIdFor } from './request-id.ts';
import { logRequest, requestLog, type ServerLogger } from './request-log.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';
import { mountWeb, type SiteBuild } from './web-handler.ts';

export interface RunningServer {
  url: string;
  /**
   * Stops accepting connections and resolves when the requests in flight have been answered, or when `graceMs`
   * has passed: then the connections still open are cut, so a client that never finishes cannot hold the stop.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** What a load balancer gives a process between its stop signal and a forced kill is commonly 30 s. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

export async function startServer(
  container: Container,
  {
    port,
    hostname = '0.0.0.0',
    logger,
    siteBuild,
  }: {
    port: number;
    hostname?: string;
    logger?: ServerLogger;
    /** Another React Router build to serve than apps/web's (the web bench's reference page); apps/web's by default. */
    siteBuild?: SiteBuild;
  },
): Promise<RunningServer> {
  const cache = createResponseCache();
  const mountSite: typeof mountWeb | undefined = siteBuild
    ? (app, scopeFor, pageCache, countShownOffers) => mountWeb(app, scopeFor, pageCache, countShownOffers, siteBuild)
    : undefined;
  const app = observed(await createServerApp(container, { logger, cache, ...(mountSite ? { mountSite } : {}) }), logger);
  const count = countShown(container);
  const fetch = freshPagesFirst(app, cache, logger, count);
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      // serve() takes no error handler: its server is made here with one, so that what cannot be read as a request
      // gets a French answer (malformed-request-answer.ts). A fresh cached page is written before the adapter makes
      // a fetch Request of the request (answerFreshPage); everything else goes through it.
      const appListener = getRequestListener(fetch, { hostname, errorHandler: malformedRequestAnswer });
      const listener = freshPagesFirstListener(appListener, cache, count, (answered, incoming, status) => {
        if (logger)
          logRequest(logger, {
            requestId: answered,
            method: 'GET',
            url: `http://${incoming.headers.host}${incoming.url}`,
            status,
            durationMs: 0,
          });
      });
      server = serve(
        {
          fetch,
          port,
          hostname,
          // What Node's parser refuses before any handler is answered in French too (answerClientError).
          createServer: ((options: ServerOptions) =>
            createServer(options, listener).on('clientError', answerClientError)) as typeof createServer,
        },
        (info: AddressInfo) => {
          const host = hostname === '0.0.0.0' ? 'localhost' : hostname;
          resolve({
            url: `http://${host}:${info.port}`,
            close: (options) => closeGracefully(server as Server, options?.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS),
          });
        },
      );
      server.once('error', reject);
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * Every request gets an id (the load balancer's X-Request-Id when it sends a well-formed one), kept by the API for
 * its answers and error references, and a line in the structured log. An error outside the API is logged with that
 * id and answered with a short French page, never a stack trace.
 */
function observed(app: Hono, logger: ServerLogger | undefined): Hono {
  const root = new Hono();
  root.use(requestId());
  if (logger) root.use(requestLog(logger));
  root.route('/', app);
  root.onError((error, c) => {
    const reference = c.get('requestId') as string;
    logger?.error(
      {
        requestId: reference,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      },
      'unexpected error',
    );
    return c.text(`Une erreur inattendue s’est produite. Référence : ${reference}.`, 500);
  });
  return root;
}

/**
 * A page whose fresh copy is in the cache is answered at once, with the same bytes, headers, request id and log line
 * as through the app: it needs nothing of the router and the middleware chain, which cost more than the answer
 * (the web bench: cached pages against a static server). Everything else goes through the app.
 */
function freshPagesFirst(
  app: Hono,
  cache: ResponseCache,
  logger: ServerLogger | undefined,
  count: CountShown,
): (request: Request, env: unknown) => Response | Promise<Response> {
  return (request, env) => {
    let requestId: string | undefined;
    const answer = freshCachedPage(request, cache, () => (requestId = requestIdFor(request.headers.get('x-request-id'))), count);
    if (answer === undefined) return app.fetch(request, env);
    if (logger) logRequest(logger, { requestId, method: request.method, url: request.url, status: answer.status, durationMs: 0 });
    return answer;
  };
}

function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((done) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    // A keep-alive connection waiting for its next request is not in flight: closed at once, and each of the
    // others as soon as its answer is sent, rather than when the client's keep-alive runs out.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      done();
    });
  });
}
