import type { MiddlewareHandler } from 'hono';
import { pathOnly } from './url-parts.ts';

/** What the server logs through: pino's logger has these methods (message last, details first). */
export interface ServerLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
}

/** Checks a load balancer makes every few seconds: logged at debug, so they do not drown the requests. */
const CHECKS = new Set(['/api/health', '/api/ready']);

/**
 * One structured line per request, written when the answer is ready: method, path, status, duration and the
 * request id (the X-Request-Id the API answers, to find a client's report in the logs). Never the query string,
 * headers, cookies or bodies, where tokens and personal data travel; path segments that look like secrets are
 * masked too.
 */
export function requestLog(logger: ServerLogger, { now = () => performance.now() }: { now?: () => number } = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = now();
    await next();
    logRequest(logger, {
      requestId: c.get('requestId') as string | undefined,
      method: c.req.method,
      url: c.req.url,
      status: c.res.status,
      durationMs: now() - started,
    });
  };
}

/** Writes a request's line (requestLog's, and the cached pages' answered before the middleware: start-server.ts). */
export function logRequest(
  logger: ServerLogger,
  request: { requestId: string | undefined; method: string; url: string; status: number; durationMs: number },
): void {
  const path = loggablePath(pathOnly(request.url));
  const { status } = request;
  const line = { requestId: request.requestId, method: request.method, path, status, durationMs: Math.round(request.durationMs * 10) / 10 };
  if (status >= 500) logger.error(line, 'request failed');
  else if (CHECKS.has(path)) logger.debug(line, 'check');
  else logger.info(line, 'request');
}

const LONG_RUN = /[^/\-._~]{16}/;

/**
 * The path with secret-looking segments masked: a run of 16 or more token characters without a separator (random
 * tokens in base64url or hex, JWT parts). The site's slugs and hashed file names are short words joined by
 * hyphens or dots, and stay readable.
 */
export function loggablePath(pathname: string): string {
  // Most paths have no run of 16 token characters at all: nothing to split.
  if (!LONG_RUN.test(pathname)) return pathname;
  return pathname
    .split('/')
    .map((segment) => (segment.split(/[-._~]/).some((word) => word.length >= 16) ? ':secret' : segment))
    .join('/');
}
