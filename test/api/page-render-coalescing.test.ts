import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * Cached pages live 1 s. When a popular page expires, the requests that arrive during its new render must wait
 * for that render instead of each rendering the page again (a stampede measured by the web bench).
 */
describe('one render for simultaneous requests of the same page', () => {
  let server: TestServer;
  let renders = 0;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    // Every page render asks the container for the request's scope once: count them.
    const requestScope = server.container.requestScope.bind(server.container);
    server.container.requestScope = (...parameters: Parameters<typeof requestScope>) => {
      renders++;
      return requestScope(...parameters);
    };
  });
  afterAll(async () => server?.close());

  it('renders a page once for 30 requests arriving together, and gives them all the same bytes', async () => {
    await (await fetch(`${server.url}/pret-hypothecaire?warm=1`)).arrayBuffer();
    renders = 0;
    const path = `/pret-hypothecaire?simultaneous=${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(renders).toBe(1);
  });

  it('still renders each answer that is not shared (a 404) for itself', async () => {
    renders = 0;
    const path = `/pas-une-categorie-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(404));
    expect(renders).toBe(5);
  });
});
