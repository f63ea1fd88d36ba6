import type { Context } from 'hono';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CountedRequest, CountShown } from './impression-counting.ts';
import { encodeBody, negotiateEncoding, type ContentEncoding } from './content-encoding.ts';
import { requestIdAnswered, requestIdFor } from './request-id.ts';
import { pageCacheKey } from './page-cache-key.ts';
import { matchesEtag, type ResponseCache } from './response-cache.ts';

type CacheEntry = NonNullable<ReturnType<ResponseCache['get']>>;

/** One representation of a cached page: its bytes, its ETag and the headers every answer with it carries. */
interface Representation {
  body: Uint8Array;
  etag: string;
  headers: Readonly<Record<string, string>>;
  /** The same headers as Node's flat list of names and values (answerFreshPage adds the length and the request id). */
  flat: readonly string[];
}

/**
 * Representations made once per cached page and coding, and forgotten with the page. A hit then costs a lookup and
 * one small object for its headers: a cached page is answered many thousand times a second (the web bench).
 */
const representations = new WeakMap<CacheEntry, Partial<Record<ContentEncoding | 'identity', Representation>>>();

function representation(entry: CacheEntry, encoding: ContentEncoding | null): Representation {
  const made = representations.get(entry) ?? {};
  representations.set(entry, made);
  const coding = encoding ?? 'identity';
  const existing = made[coding];
  if (existing) return existing;
  // A strong ETag names one representation: the compressed bytes get their own.
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  // Vary: one page per remembered country (pageCacheKey) and per coding, so shared caches must key on both.
  // The page's own headers first (its Content-Security-Policy, whose nonce is in these bytes, and the other
  // security headers), then those of this representation.
  const headers: Record<string, string> = {
    ...entry.headers,
    ETag: etag,
    'Cache-Control': 'no-cache',
    'Content-Type': entry.contentType,
    Vary: 'Cookie, Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = encoding ? encodeBody(entry.body, encoding) : entry.body;
  const flat = Object.entries(headers).flat();
  const built = { body, etag, headers: Object.freeze(headers), flat: Object.freeze(flat) };
  made[coding] = built;
  return built;
}

/**
 * A cached page, compressed when the browser accepts it (brotli or gzip, made once per cached page), or 304 when
 * the browser already has these bytes. It carries the request's id itself (see request-id.ts): adding it to a
 * finished answer would cost more than the rest of the answer.
 */
export function cachedPageAnswer(c: Context, entry: CacheEntry): Response {
  const requestId = c.get('requestId') as string | undefined;
  if (requestId !== undefined) requestIdAnswered(c);
  return pageAnswer(entry, { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match'), requestId });
}

function pageAnswer(
  entry: CacheEntry,
  request: { acceptEncoding: string | null | undefined; ifNoneMatch: string | null | undefined; requestId: string | undefined },
): Response {
  const { body, etag, headers } = representation(entry, negotiateEncoding(request.acceptEncoding));
  const answerHeaders = request.requestId === undefined ? headers : { ...headers, 'X-Request-Id': request.requestId };
  if (matchesEtag(request.ifNoneMatch ?? undefined, etag)) return new Response(null, { status: 304, headers: answerHeaders });
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: answerHeaders });
}

/**
 * The fresh cached copy of the page a request asks for, if there is one: what the site's handler would answer
 * (web-handler.ts; the same key), found before the router and the middleware chain, which cost more than the
 * answer itself (start-server.ts). Stale and missing pages go the whole way, where they are rendered.
 */
export function freshCachedPage(
  request: Request,
  cache: ResponseCache,
  requestId: () => string,
  countShown?: CountShown,
): Response | undefined {
  const { headers } = request;
  const key = pageCacheKey({
    method: request.method,
    url: request.url,
    authorization: headers.get('authorization'),
    cookie: headers.get('cookie'),
  });
  if (key === null) return undefined;
  const entry = cache.lookup(key);
  if (entry === undefined || !cache.isFresh(entry)) return undefined;
  if (entry.shown) countShown?.(request, entry.shown);
  return pageAnswer(entry, {
    acceptEncoding: headers.get('accept-encoding'),
    ifNoneMatch: headers.get('if-none-match'),
    requestId: requestId(),
  });
}

/**
 * What Node's request target and Host header must look like for `answerFreshPage` to take them as they are: the
 * patterns under which @hono/node-server uses them without parsing (its reValidRequestUrl, reDotSegment and
 * reValidHost), so that the page answered is the one the app would find. Anything else goes the whole way.
 */
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** A Node request's headers as counting reads them (`headers.get`), without building a fetch Request. */
function nodeRequestView(incoming: IncomingMessage): CountedRequest {
  return {
    method: incoming.method ?? 'GET',
    headers: {
      get: (name) => {
        const value = incoming.headers[name];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/**
 * The fresh cached copy of a page written straight to Node's response, before @hono/node-server makes a fetch
 * Request and Response of it: the same bytes, headers, request id, 304 and impressions as `freshCachedPage`, for
 * about 1 µs (some 5 %) less CPU per answer (test/bench/RESULTS.md, « the cached path answered from Node's
 * request »). Returns the request id it answered with, or undefined when it did not answer (anything but a plain GET
 * of a fresh cached page), and then the request goes the usual way (start-server.ts).
 */
export function answerFreshPage(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  cache: ResponseCache,
  countShown?: CountShown,
): string | undefined {
  if (incoming.method !== 'GET') return undefined;
  const { headers } = incoming;
  const target = incoming.url ?? '';
  const host = headers.host;
  if (host === undefined || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target)) return undefined;
  const key = pageCacheKey({ method: 'GET', url: `http://${host}${target}`, authorization: headers.authorization, cookie: headers.cookie });
  if (key === null) return undefined;
  const entry = cache.lookup(key);
  if (entry === undefined || !cache.isFresh(entry)) return undefined;
  if (entry.shown) countShown?.(nodeRequestView(incoming), entry.shown);
  const { body, etag, flat } = representation(entry, negotiateEncoding(headers['accept-encoding']));
  const given = headers['x-request-id'];
  const requestId = requestIdFor(Array.isArray(given) ? given.join(', ') : given);
  if (matchesEtag(headers['if-none-match'], etag)) {
    outgoing.writeHead(304, [...flat, 'X-Request-Id', requestId]);
    outgoing.end();
  } else {
    outgoing.writeHead(200, [...flat, 'Content-Length', String(body.byteLength), 'X-Request-Id', requestId]);
    outgoing.end(body);
  }
  return requestId;
}

/**
 * Node's request listener: a fresh cached page answered by `answerFreshPage` (then `answered` is told, for the log),
 * anything else by `next`, @hono/node-server's listener of the whole app. An error in the fast path never stops the
 * process: before anything is sent, `next` answers the request instead (with its 500 if need be).
 */
export function freshPagesFirstListener(
  next: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown,
  cache: ResponseCache,
  countShown: CountShown | undefined,
  answered: (requestId: string, incoming: IncomingMessage, status: number) => void,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    let requestId: string | undefined;
    try {
      requestId = answerFreshPage(incoming, outgoing, cache, countShown);
    } catch (error) {
      if (outgoing.headersSent) return void outgoing.destroy(error instanceof Error ? error : undefined);
    }
    if (requestId === undefined) return void next(incoming, outgoing);
    answered(requestId, incoming, outgoing.statusCode);
  };
}
