import { createContainer, readConfig, type Container } from '@pretscope/compose';
import { createThrowawayPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../apps/server/src/start-server.ts';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers read in tests

describe('health and readiness for load balancers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('says the process is alive, and ready when its database answers, never from a cache', async () => {
    for (const path of ['/health', '/ready', '/health', '/ready']) {
      const answer = await server.api(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag'), `${path} is not served from the response cache`).toBeNull();
    }
    expect(await (await server.api('/health')).json()).toEqual({ meta: { status: 'ok' } });
    expect(await (await server.api('/ready')).json()).toEqual({ meta: { status: 'ready' } });
  });

  it('names every request, keeping a well-formed id the balancer sent', async () => {
    expect((await server.api('/health', { headers: { 'X-Request-Id': 'lb-7f3a-42' } })).headers.get('x-request-id')).toBe('lb-7f3a-42');
    const generated = (await server.api('/products?page[limit]=1')).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    // Outside the API too: pages and files get one.
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A forged id with characters a log line must not carry is replaced.
    expect((await server.api('/health', { headers: { 'X-Request-Id': 'a"b\\nc' } })).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});

/** A TCP relay to PostgreSQL that can stop passing bytes both ways: a database that hangs without closing. */
async function startFreezableRelay(target: URL): Promise<{ port: number; freeze(): void; thaw(): void; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  let frozen = false;
  const relay: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.push(socket);
      socket.on('error', () => undefined);
      if (frozen) socket.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as { port: number }).port,
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

describe.runIf(PG_TEST_URL)('readiness when PostgreSQL hangs', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let relay: Awaited<ReturnType<typeof startFreezableRelay>>;
  let container: Container;
  let running: RunningServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-ready-'));

  beforeAll(async () => {
    database = await createThrowawayPostgres('pretscope_ready');
    const target = new URL(database.url);
    relay = await startFreezableRelay(target);
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    container = await createContainer(
      readConfig({ DATA_DIR: dataDir, DATABASE_URL: throughRelay.toString(), DATABASE_POOL_MAX: '2' }, dataDir),
    );
    await container.database.migrate();
    running = await startServer(container, { port: 0, hostname: '127.0.0.1' });
  });
  afterAll(async () => {
    relay?.thaw();
    await running?.close({ graceMs: 1_000 });
    await container?.dispose();
    await relay?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in French within its short timeout, stays alive, and is ready again once the database answers', async () => {
    expect((await fetch(`${running.url}/api/ready`)).status).toBe(200);
    relay.freeze();
    const started = Date.now();
    const notReady = await fetch(`${running.url}/api/ready`);
    const elapsed = Date.now() - started;
    expect(notReady.status).toBe(503);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(2_500);
    expect(notReady.headers.get('content-type')).toContain('application/vnd.api+json');
    expect(((await notReady.json()) as Json).errors[0]).toMatchObject({
      status: '503',
      code: 'unavailable',
      title: 'Service indisponible',
      detail: 'La base de données n’a pas répondu en 1 s : ce processus ne doit pas recevoir de trafic pour l’instant.',
    });
    // Liveness does not depend on the database: the balancer must not have this process restarted.
    const live = Date.now();
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect(Date.now() - live).toBeLessThan(500);

    relay.thaw();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await fetch(`${running.url}/api/ready`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });
});
