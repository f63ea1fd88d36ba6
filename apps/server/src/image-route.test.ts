import { frenchTypography, IMAGE_BREAKPOINT_WIDTHS } from '@pretscope/core';
import { request } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/api/test-server.test-support.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG declaring 100 000 × 100 000 pixels in a few KB. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1_000_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A request with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the image optimisation route /_img/ through the real server', () => {
  let server: TestServer;
  let article: string;
  let logo: string;
  let uploadsDir: string;

  beforeAll(async () => {
    // Uploads outside the data folder, as UPLOADS_DIR allows: the route and /uploads/ must both read from there.
    const uploads = await mkdtemp(join(tmpdir(), 'pretscope-uploads-'));
    server = await startTestServer('sqlite', { UPLOADS_DIR: uploads });
    uploadsDir = uploads;
    article = `uploads/articles/${(await readdir(join(uploads, 'articles')))[0]}`;
    // A logo as an editor uploads it (the demo lenders' logos are drawn by the site, not files).
    await mkdir(join(uploads, 'logos'), { recursive: true });
    await writeFile(
      join(uploads, 'logos', 'banque-exemple.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0b5"/><text x="8" y="26" fill="#fff">Banque</text></svg>',
    );
    logo = 'uploads/logos/banque-exemple.svg';
    await mkdir(join(uploads, 'hostile'), { recursive: true });
    await writeFile(join(uploads, 'hostile', 'text.png'), 'pas une image');
    await writeFile(join(uploads, 'hostile', 'bomb.png'), bombPng());
    await writeFile(
      join(uploads, 'hostile', 'script.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"><script>alert(1)</script><rect width="40" height="40"/></svg>',
    );
    await symlink(join(server.dataDir, 'pretscope.sqlite'), join(uploads, 'hostile', 'database.png'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it('draws a seeded article image at a breakpoint, in PNG, WebP or AVIF as asked', async () => {
    const png = await get(`/_img/${article}?w=${IMAGE_BREAKPOINT_WIDTHS[1]}&fm=png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await png.arrayBuffer())).width).toBe(640);

    const webp = await get(`/_img/${article}?w=320&fm=webp&q=75`);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(webpBytes.subarray(0, 4).toString('latin1') + webpBytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');

    const avif = await get(`/_img/${logo}?w=320&h=320&fit=contain&fm=avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(
      Buffer.from(await avif.arrayBuffer())
        .subarray(4, 12)
        .toString('latin1'),
    ).toBe('ftypavif');
  });

  it('is cached by browsers for a year and revalidated with its ETag (304)', async () => {
    const first = await get(`/_img/${article}?w=768&fm=webp`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await get(`/_img/${article}?w=768&fm=webp`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get(`/_img/${article}?w=768&fm=webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
  });

  it('answers 400 in French for modifiers out of bounds, an output format other than jpeg/png/webp/avif, or an unknown parameter', async () => {
    const cases: [string, string][] = [
      [`/_img/${article}?w=100000`, 'La largeur (w) doit être un nombre entier entre 1 et 2560.'],
      [`/_img/${article}?h=0`, 'La hauteur (h) doit être un nombre entier entre 1 et 2560.'],
      [`/_img/${article}?q=500`, 'La qualité (q) doit être un nombre entier entre 1 et 100.'],
      [`/_img/${article}?fm=svg`, 'Le format (fm) doit être l’un de : jpeg, png, webp, avif.'],
      [`/_img/${article}?fit=stretch`, 'L’ajustement (fit) doit être l’un de : cover, contain, fill, inside, outside.'],
      [`/_img/${article}?url=http://169.254.169.254/`, 'Paramètre inconnu : « url » (attendus : w, h, fm, q, fit).'],
    ];
    for (const [path, message] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toBe(frenchTypography(message));
    }
  });

  it('never serves a file outside the uploads: traversal, encoded, backslashes, absolute, NUL, links out, remote URLs', async () => {
    const attempts = [
      '/_img/uploads/../pretscope.sqlite',
      '/_img/uploads/../../../../etc/passwd',
      '/_img/uploads/%2e%2e/pretscope.sqlite',
      '/_img/uploads/..%2Fpretscope.sqlite',
      '/_img/uploads/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/_img/uploads/%252e%252e/jwt-secret.png',
      '/_img/uploads/..%5Cpretscope.sqlite',
      '/_img/uploads\\..\\pretscope.sqlite',
      '/_img//etc/passwd',
      '/_img/%2Fetc%2Fpasswd',
      '/_img/uploads/hostile/text.png%00.svg',
      '/_img/uploads/hostile/database.png',
      '/_img/http://127.0.0.1/secret.png',
      '/_img/https%3A%2F%2Fexample.com%2Fa.png',
      '/_img/uploads/missing.png',
      '/_img/jwt-secret',
    ];
    for (const path of attempts) {
      const answer = await rawGet(server.url, path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toMatch(/SQLite format|root:|at .*\.ts:\d+|Error:/);
    }
    expect((await get('/_img/uploads/missing.png')).status).toBe(404);
    expect(await (await get('/_img/uploads/hostile/database.png')).text()).toBe('Image introuvable.');
  });

  it('answers 422 for a non-image with an image extension and for a decompression bomb, in French', async () => {
    const text = await get('/_img/uploads/hostile/text.png?w=320');
    expect(text.status).toBe(422);
    expect(await text.text()).toBe('Ce fichier n’est pas une image que le site sait lire (JPEG, PNG, WebP, AVIF, GIF ou SVG).');
    const bomb = await get('/_img/uploads/hostile/bomb.png?w=320');
    expect(bomb.status).toBe(422);
    expect(await bomb.text()).toBe('Cette image est trop grande pour être redimensionnée.');
  });

  it('serves an SVG holding a script only as pixels through the route', async () => {
    const answer = await get('/_img/uploads/hostile/script.svg?w=40');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).toString('latin1')).not.toMatch(/<script|<svg|alert/);
  });

  it('serves uploaded SVGs as they are only with a sandbox policy and nosniff, from UPLOADS_DIR', async () => {
    const answer = await get(`/${logo}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await get('/uploads/hostile/script.svg');
    expect(script.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('gives the article pages’ images their size and a srcset through the route', async () => {
    const articles = (await (await server.api('/articles?fields[articles]=slug,subcategory,content&page[limit]=100')).json()) as {
      data: { attributes: { slug: string; subcategory: string | null; content: string } }[];
    };
    const withImage = articles.data.find((entry) => entry.attributes.content.includes('/uploads/articles/'))!;
    const { slug, subcategory } = withImage.attributes;
    const html = await (await get(subcategory ? `/articles/${subcategory}/${slug}` : `/articles/${slug}`)).text();
    const image = /<img [^>]*src="\/_img\/uploads\/articles\/[^"]+"[^>]*>/.exec(html)?.[0];
    expect(image).toBeDefined();
    expect(image).toMatch(/ width="\d+" height="\d+"/);
    const srcset = / srcset="([^"]+)"/.exec(image!)![1]!.replaceAll('&#x26;', '&').replaceAll('&amp;', '&');
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(IMAGE_BREAKPOINT_WIDTHS.map((width) => `${width}w`));
  });
});
