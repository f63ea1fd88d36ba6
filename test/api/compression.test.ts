import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/** The raw answer, as a browser receives it (fetch would decompress it out of sight). */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers (pages and the site’s scripts and styles)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('serves a cached page in brotli or gzip to browsers that accept it, the same page once decompressed', async () => {
    const plain = await get(`${server.url}/pret-hypothecaire`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');

    const br = await get(`${server.url}/pret-hypothecaire`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await get(`${server.url}/pret-hypothecaire`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    // One ETag per representation, and 304 for the one the browser holds.
    const etags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(etags.size).toBe(3);
    const revalidated = await get(`${server.url}/pret-hypothecaire`, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    const otherCoding = await get(`${server.url}/pret-hypothecaire`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherCoding.status).toBe(200);
  });

  it('serves the build’s scripts and style sheets from their precompressed copies', async () => {
    // What the pages make the browser fetch: the scripts (the module script's imports, and the module preloads a
    // script adds after the first paint: apps/web shell/module-preloads-after-paint.server.ts), the whole site sheet
    // (public pages carry their part inline and apply the whole once hydrated: apps/web styles/site-styles.tsx) and
    // the back office's sheet.
    const html = (
      await Promise.all(
        ['/pret-hypothecaire', '/_admin_/login'].map(async (path) => (await get(`${server.url}${path}`, {})).body.toString('utf8')),
      )
    ).join('');
    // (Not React Router's route manifest file, which its inline manifest names but a page never loads: route
    // discovery asks /__manifest.)
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((match) => match[1] as string))].filter(
      (path) => !path.startsWith('/assets/manifest-'),
    );
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
    for (const path of assets) {
      const plain = await get(`${server.url}${path}`, {});
      expect(plain.status).toBe(200);
      if (plain.body.length < 1024) continue; // too small to be worth a compressed copy
      const br = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toContain('Accept-Encoding');
      expect(br.headers['content-type'], path).toBe(plain.headers['content-type']);
      expect(br.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      const gzip = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    }
  });
});
