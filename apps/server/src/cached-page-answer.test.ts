import type { ShownOffer } from '@pretscope/core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFreshPage } from './cached-page-answer.ts';
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
