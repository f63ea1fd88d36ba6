import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer, type Container } from '@pretscope/compose';
import { startServer, type RunningServer } from '../../apps/server/src/start-server.ts';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/** The page cache's lifetime (response-cache.ts): fresh for 1 s, then served stale for 1 s more at most. */
const FRESH_MS = 1_000;

/**
 * A cached page that has just expired is served as it is while one request renders its new copy behind it, so that
 * no visitor waits for that render (the web bench's p99); the new copy follows within a render. A write through
 * this process still drops the copy at once. Two server processes over one database are stood in for by two
 * servers, each with its own container (and so its own caches) over the same database: a write through one reaches
 * the other's pages only when its copy is rendered again.
 */
describe('stale-while-revalidate for cached pages', () => {
  let server: TestServer;
  let otherContainer: Container;
  let other: RunningServer;
  let categoryId: string;
  const PATH = '/pret-auto';

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    // Its own container, as another process has: the same settings, so the same database and JWT secret.
    otherContainer = await createContainer(server.container.config);
    await otherContainer.prepare();
    other = await startServer(otherContainer, { port: 0, hostname: '127.0.0.1' });
    const categories = (await (await server.api('/categories?filter[slug]=pret-auto')).json()) as { data: { id: string }[] };
    categoryId = categories.data[0]?.id ?? '';
  });
  afterAll(async () => {
    await other?.close();
    await otherContainer?.dispose();
    await server?.close();
  });

  const title = async (base: string) => /<h1>([^<]*)<\/h1>/.exec(await (await fetch(`${base}${PATH}`)).text())?.[1];
  const rename = async (base: string, text: string) => {
    const answer = await fetch(`${base}/api/categories/${categoryId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${server.editorToken}`, 'Content-Type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'categories', id: categoryId, attributes: { title: text } } }),
    });
    expect(answer.status).toBe(200);
  };

  it('serves the expired copy at once, then the new one as soon as it is rendered', async () => {
    const before = await title(server.url);
    const cachedAt = Date.now();
    const changed = `Prêts auto, renommés ailleurs ${Date.now().toString(36)}`;
    await rename(other.url, changed);
    // Still fresh here: the other server's write does not reach this one's cache.
    expect(await title(server.url)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, cachedAt + FRESH_MS + 250 - Date.now()));
    // Expired: this request gets the old copy without waiting, and starts the render of the new one.
    expect(await title(server.url)).toBe(before);
    await expect.poll(() => title(server.url), { timeout: 5_000, interval: 50 }).toBe(changed);
  });

  it('never serves a dropped copy: a write through this server shows on the next request, expired copy or not', async () => {
    expect(await title(server.url)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 250));
    const changed = `Prêts auto, renommés ici ${Date.now().toString(36)}`;
    await rename(server.url, changed);
    expect(await title(server.url)).toBe(changed);
  });
});
