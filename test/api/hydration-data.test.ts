import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * Pages are rendered to one string (apps/web entry.server.tsx): React Router's hydration data, which its
 * `StreamTransfer` reads inside a `<Suspense>`, is read first and handed over settled. If React Router stopped
 * taking it that way, the string render would drop the data silently (a Suspense fallback) and pages would no
 * longer hydrate: each page must carry the data once, then the end of the stream, with the page's nonce.
 */
describe('the hydration data in a rendered page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('is written once, whole, then closed, in scripts that carry the page’s nonce', async () => {
    for (const [path, routeId] of [
      ['/pret-hypothecaire', 'routes/category'],
      ['/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent', 'routes/article-in-subcategory'],
      ['/une/page/qui/n-existe-pas', 'root'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      const page = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      const enqueued = [
        ...page.matchAll(
          /<script nonce="([^"]+)">window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g,
        ),
      ];
      const closed = [...page.matchAll(/<script nonce="([^"]+)">window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g)];
      expect(enqueued.length, path).toBe(1);
      expect(closed.length, path).toBe(1);
      expect([enqueued[0]![1], closed[0]![1]], path).toEqual([nonce, nonce]);
      expect(enqueued[0]!.index!, path).toBeLessThan(closed[0]!.index!);
      expect(page.indexOf('</body>'), path).toBeGreaterThan(closed[0]!.index!);
      // The turbo-stream text: the loader data of the page's routes, the root's bank list among them.
      const data = JSON.parse(enqueued[0]![2]!) as string;
      expect(data, path).toContain('"loaderData"');
      expect(data, path).toContain(`"${routeId}"`);
      expect(data, path).toContain('"banks"');
    }
  });
});
