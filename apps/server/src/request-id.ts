import type { Context, MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';

/** What a load balancer's id may be to be kept (as Hono's requestId middleware accepts): no spaces, no quotes. */
const WELL_FORMED = /^[\w\-=]{1,255}$/;
const ANSWERED = 'requestIdAnswered';

/** The load balancer's id when it is well-formed, a new random one otherwise. */
export function requestIdFor(given: string | null | undefined): string {
  return given && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Says that the answer being made carries the request's X-Request-Id already (cached pages: cached-page-answer.ts). */
export function requestIdAnswered(c: Context): void {
  c.set(ANSWERED, true);
}

/**
 * Every request gets an id, `c.get('requestId')`: the load balancer's X-Request-Id when it sends a well-formed one,
 * a random UUID otherwise. Every answer carries it in X-Request-Id, to find a client's report in the logs.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', id);
    await next();
    // Looking at a finished answer's headers costs more than a cached page's whole answer: skipped when it has it.
    if (c.get(ANSWERED) === true || c.res.headers.has('X-Request-Id')) return;
    // Pages and files come as ready-made responses, which do not carry the headers set before them. Set on the
    // answer's own headers: c.header() would rebuild a finished answer around a stream of its body.
    try {
      c.res.headers.set('X-Request-Id', id);
    } catch {
      c.header('X-Request-Id', id); // a response with immutable headers
    }
  };
}
