import type { ShownOffer } from '@pretscope/core';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFreshPage, freshPagesFirstListener } from './cached-page-answer.ts';
import { impressionCounting } from './impression-counting.ts';
import { rawRequest } from './raw-get.test-support.ts';
import { createResponseCache } from './response-cache.ts';

const PAGE = '<!doctype html><p>Taux fixe à 3,20\u00a0%</p>';
const SHOWN: readonly ShownOffer[] = [{ productId: 7, rank: 1 }];

/**
 * A Node server that answers only what answerFreshPage answers (404 « not here » otherwise): what it takes, what it
 * leaves to the adapter, and what it counts.
 */
async function directOnly(now: { at: number }) {
  const cache = createResponseCache({ ttlMs: 1000, now: () => now.at });
  const counted: (readonly ShownOffer[])[] = [];
  const count = impressionCounting((shown) => counted.push(shown));
  const server: Server = createServer((incoming, outgoing) => {
    if (answerFreshPage(incoming, outgoing, cache, count) === undefined) outgoing.writeHead(404).end('not here');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`http://127.0.0.1:${port}`, path, headers, method);
  const headers = new Headers({ 'Content-Security-Policy': "default-src 'self'", 'X-Request-Id': 'of-the-render' });
  const entry = cache.set(
    '/pret-auto?page=1',
    new TextEncoder().encode(PAGE),
    'text/html; charset=utf-8',
    headers,
    cache.generation,
    SHOWN,
  );
  return { server, get, counted, entry };
}

describe('answerFreshPage', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('writes a fresh cached page with its headers, its length and a request id of its own', async () => {
    const direct = await directOnly({ at: 0 });
    server = direct.server;
    const answer = await direct.get('/pret-auto?page=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(PAGE);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer.headers['etag']).toBe(direct.entry.etag);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await direct.get('/pret-auto?page=1', { 'x-request-id': 'balancer-7' })).headers['x-request-id']).toBe('balancer-7');
  });

  it('answers 304 to the ETag, compresses for a browser that asks, and counts the offers for people only', async () => {
    const direct = await directOnly({ at: 0 });
    server = direct.server;
    const again = await direct.get('/pret-auto?page=1', { 'if-none-match': direct.entry.etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await direct.get('/pret-auto?page=1', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    await direct.get('/pret-auto?page=1', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await direct.get('/pret-auto?page=1', { 'sec-purpose': 'prefetch' });
    expect(direct.counted).toEqual([SHOWN, SHOWN]);
  });

  it('leaves to the adapter what is not a plain GET of a fresh cached page', async () => {
    const now = { at: 0 };
    const direct = await directOnly(now);
    server = direct.server;
    const notHere = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      expect((await direct.get(path, headers, method)).body, `${method} ${path}`).toBe('not here');
    await notHere('/pret-auto?page=1', {}, 'POST');
    await notHere('/./pret-auto?page=1');
    await notHere('/pret-auto?page=%31');
    await notHere('/pret-auto?page=1', { host: 'exemple invalide' });
    await notHere('/pret-auto?page=1', { cookie: 'session=abc' });
    await notHere('/pret-auto?page=1', { authorization: 'Bearer x' });
    await notHere('/pret-auto?page=2');
    now.at = 1001;
    await notHere('/pret-auto?page=1');
    expect(direct.counted).toEqual([]);
  });
});

describe('freshPagesFirstListener', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function listening(cache: ReturnType<typeof createResponseCache>, answered: string[]) {
    const next = (_: unknown, outgoing: ServerResponse) => outgoing.writeHead(200).end('the app');
    server = createServer(freshPagesFirstListener(next, cache, undefined, (requestId) => answered.push(requestId)));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers a cached page itself and tells it, and leaves the rest to the app', async () => {
    const cache = createResponseCache();
    cache.set('/a', new TextEncoder().encode(PAGE), 'text/html; charset=utf-8');
    const answered: string[] = [];
    const base = await listening(cache, answered);
    expect((await rawRequest(base, '/a', { 'x-request-id': 'r-1' })).body).toBe(PAGE);
    expect((await rawRequest(base, '/b')).body).toBe('the app');
    expect(answered).toEqual(['r-1']);
  });

  it('gives the request to the app when the fast path fails, and the process goes on', async () => {
    const cache = createResponseCache();
    const broken = {
      ...cache,
      lookup: () => {
        throw new Error('cache out of order');
      },
    } as ReturnType<typeof createResponseCache>;
    const answered: string[] = [];
    const base = await listening(broken, answered);
    expect((await rawRequest(base, '/a')).body).toBe('the app');
    expect((await rawRequest(base, '/a')).status).toBe(200);
    expect(answered).toEqual([]);
  });
});
