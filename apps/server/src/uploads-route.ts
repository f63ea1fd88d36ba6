import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Uploaded files as they are, under /uploads/ (logos and article images are SVG in the demo data). An SVG opened
 * directly is a document of our origin: the sandbox policy stops any script in it from running and any resource
 * from loading, and nosniff keeps a browser from reading a file as another type than the one sent.
 */
export function mountUploads(app: Hono, uploadsDir: string): void {
  app.use('/uploads/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  });
  app.use('/uploads/*', serveStatic({ root: uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, '') }));
}
