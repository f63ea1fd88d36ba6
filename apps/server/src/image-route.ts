import { IMAGE_ROUTE_PREFIX, parseImageModifiers, parseImageSourcePath, type ImageError, type ImageOptimizer } from '@pretscope/core';
import type { Context, Hono } from 'hono';
import { matchesEtag } from './response-cache.ts';

/** What the route answers for each failure of the renderer: a status and one French sentence. */
const FAILURES: Readonly<Record<ImageError['type'], { status: 404 | 422 | 503; message: string }>> = {
  'image/not-found': { status: 404, message: 'Image introuvable.' },
  'image/unsupported': {
    status: 422,
    message: 'Ce fichier n’est pas une image que le site sait lire (JPEG, PNG, WebP, AVIF, GIF ou SVG).',
  },
  'image/too-large': { status: 422, message: 'Cette image est trop grande pour être redimensionnée.' },
  'image/busy': { status: 503, message: 'Trop d’images sont en préparation en ce moment : réessayez dans quelques secondes.' },
};

/**
 * Headers on every answer of the route: what it sends is only ever an image, never something a browser would run
 * as a page, even if a client insisted (nosniff, and a policy that allows nothing).
 */
const SAFE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };

function plainText(c: Context, status: 400 | 404 | 422 | 503, message: string) {
  c.header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(SAFE_HEADERS)) c.header(name, value);
  if (status === 503) c.header('Retry-After', '5');
  return c.text(message, status);
}

/**
 * The image optimisation route (spec §2): `GET /_img/uploads/logos/banque.png?w=640&h=360&fm=webp&q=75&fit=cover`.
 * The path names a file under a root the renderer knows; the modifiers are checked by the core's rules. A rendering
 * never changes for a given URL and source, so browsers keep it a year and revalidate it with its ETag.
 */
export function mountImageRoute(app: Hono, images: ImageOptimizer): void {
  app.get(`${IMAGE_ROUTE_PREFIX}/*`, async (c) => {
    const url = new URL(c.req.url);
    const source = parseImageSourcePath(url.pathname.slice(IMAGE_ROUTE_PREFIX.length + 1));
    if (!source.ok) return plainText(c, 400, source.error.message);
    const modifiers = parseImageModifiers(url.searchParams);
    if (!modifiers.ok) return plainText(c, 400, modifiers.error.messages.join('\n'));
    const result = await images.transform(source.value, modifiers.value);
    if (!result.ok) {
      const failure = FAILURES[result.error.type];
      return plainText(c, failure.status, failure.message);
    }
    const { body, contentType, etag } = result.value;
    const headers = { ...SAFE_HEADERS, 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000', ETag: etag };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'Content-Length': String(body.length) } });
  });
}
