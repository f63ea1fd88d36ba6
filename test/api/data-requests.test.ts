import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * A client navigation asks for a page's data at `/path.data?_routes=…` (`/_.data` for the home page), and React
 * Router 8 hands that request to the loaders as it came (pass-through requests): every loader reads the page's
 * own address from its `url` argument (apps/web/app/routing/page-request.ts). A loader that read `request.url`
 * instead would look for a legal page called `mentions-legales.data`, or send the back office's visitor back to
 * `/_admin_/products.data` after the login.
 */
describe('client navigations’ data requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const dataOf = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  };

  it('load the page their address names: the home page at /_.data, a legal page by its slug', async () => {
    const home = await dataOf('/_.data?_routes=root%2Croutes%2Fhome');
    expect(home.status).toBe(200);
    expect(home.text).toContain('"routes/home"');
    const legal = await dataOf('/mentions-legales.data?_routes=legal-mentions-legales');
    expect(legal.status).toBe(200);
    expect(legal.text).toContain('"legal-mentions-legales"');
    expect(legal.text).toContain('"Mentions légales"');
    expect(legal.text).not.toContain('mentions-legales.data');
  });

  it('read the page’s query, and send a visitor without a session to the login with the page’s address', async () => {
    const admin = await dataOf('/_admin_/products.data?q=auto&_routes=routes%2Fadmin%2Fshell');
    expect(admin.text).toContain('/_admin_/login?redirect=%2F_admin_%2Fproducts%3Fq%3Dauto');
    expect(admin.text).not.toContain('products.data');
    expect(admin.text).not.toContain('_routes');
  });
});
