import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../apps/server/src/raw-get.test-support.ts';
import type { ServerLogger } from '../../apps/server/src/request-log.ts';
import { startServer, type RunningServer } from '../../apps/server/src/start-server.ts';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * Fresh cached pages are answered before the router and the middleware chain (start-server.ts): they must still
 * carry everything an answer through the app carries: the request id (the balancer's, or a new one per answer),
 * the cache headers, 304 for a known ETag, compression, and one line in the request log. A plain request target is
 * answered from Node's request itself (answerFreshPage), any other after the adapter has read it (freshCachedPage):
 * both give the same answer.
 */
describe('cached page answers', () => {
  let server: TestServer;
  let logged: RunningServer;
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const at = (level: string) => (details: Record<string, unknown>, message: string) => void lines.push({ level, details, message });
    const logger: ServerLogger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
    logged = await startServer(server.container, { port: 0, hostname: '127.0.0.1', logger });
  });
  afterAll(async () => {
    await logged?.close();
    await server?.close();
  });

  const page = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/pret-auto?page=cached`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('gives each cached answer its own request id, or the balancer’s, with the same headers as the first answer', async () => {
    const first = await page(server.url);
    const body = await first.text();
    const [second, third] = [await page(server.url), await page(server.url)];
    const ids = [first, second, third].map((answer) => answer.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await second.text()).toBe(body);
    for (const name of ['etag', 'cache-control', 'content-type', 'vary', 'content-length'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect((await page(server.url, { 'x-request-id': 'balancer-42' })).headers.get('x-request-id')).toBe('balancer-42');
    expect((await page(server.url, { 'x-request-id': 'pas valide' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 to a known ETag and compresses for browsers that ask, from the cached copy', async () => {
    const first = await page(server.url, { 'accept-encoding': 'gzip, br' });
    await first.arrayBuffer();
    const again = await page(server.url, { 'accept-encoding': 'gzip, br', 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await page(server.url, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a target the adapter must normalize with the same page and headers as the plain one', async () => {
    await (await page(server.url)).text();
    const plain = await rawRequest(server.url, '/pret-auto?page=cached');
    const dotted = await rawRequest(server.url, '/./pret-auto?page=cached');
    expect(dotted.status).toBe(200);
    expect(dotted.body).toBe(plain.body);
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'));
    expect(comparable(dotted.headers)).toEqual(comparable(plain.headers));
    expect(plain.headers['content-security-policy']).toBeTruthy();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.body)));
  });

  it('sends a request without a valid Host to the adapter, which refuses it, even for a cached page', async () => {
    await (await page(server.url)).text();
    expect((await rawRequest(server.url, '/pret-auto?page=cached', { host: 'exemple invalide' })).status).toBe(400);
  });

  it('writes one request line per cached answer, with the id the visitor got', async () => {
    await (await page(logged.url)).text();
    lines.length = 0;
    const cached = await page(logged.url, { 'x-request-id': 'suivi-cache-1' });
    await cached.text();
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'request',
        details: expect.objectContaining({ requestId: 'suivi-cache-1', method: 'GET', path: '/pret-auto', status: 200 }),
      },
    ]);
    // The same through the adapter (a target it normalizes), and for a 304.
    lines.length = 0;
    await rawRequest(logged.url, '/./pret-auto?page=cached', { 'x-request-id': 'suivi-cache-2' });
    await rawRequest(logged.url, '/pret-auto?page=cached', {
      'x-request-id': 'suivi-cache-3',
      'if-none-match': cached.headers.get('etag') ?? '',
    });
    expect(lines.map(({ details }) => [details.requestId, details.path, details.status])).toEqual([
      ['suivi-cache-2', '/pret-auto', 200],
      ['suivi-cache-3', '/pret-auto', 304],
    ]);
  });
});
