import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * The public site and the back office are two route trees of the one build, each with its request handler
 * (apps/server/src/site-trees.ts, decision 0028). What a visitor or an editor sees must not change: each path is
 * answered by its tree, and React Router's route discovery (`/__manifest?paths=…`, asked by the browser before a
 * client navigation) finds the routes of either tree, or of both at once.
 */
describe('the site’s two route trees', () => {
  let server: TestServer;
  let version: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const home = await (await fetch(`${server.url}/`)).text();
    version = /"version":\s*"([^"]+)"/.exec(home)?.[1] ?? '';
  });
  afterAll(async () => server?.close());

  const manifest = async (...paths: string[]) => {
    const answer = await fetch(`${server.url}/__manifest?paths=${encodeURIComponent(paths.join(','))}&version=${version}`);
    expect(answer.status).toBe(200);
    return Object.keys((await answer.json()) as Record<string, unknown>);
  };

  it('a public page’s document names none of the back office’s routes', async () => {
    const page = await (await fetch(`${server.url}/pret-hypothecaire`)).text();
    expect(version).not.toBe('');
    expect(page).toContain('"routes/category"');
    expect(page).not.toContain('routes/admin');
  });

  it('route discovery answers each tree’s routes, and both trees’ together', async () => {
    expect(await manifest('/articles', '/pret-hypothecaire')).toEqual(
      expect.arrayContaining(['root', 'routes/articles', 'routes/category']),
    );
    expect((await manifest('/articles')).some((id) => id.startsWith('routes/admin') || id.startsWith('admin-'))).toBe(false);
    expect(await manifest('/_admin_/articles')).toEqual(
      expect.arrayContaining(['root', 'routes/admin/admin-root', 'routes/admin/shell', 'admin-list-articles']),
    );
    const both = await manifest('/articles', '/_admin_/articles/3', '/_admin_');
    expect(both).toEqual(
      expect.arrayContaining(['root', 'routes/articles', 'routes/admin/admin-root', 'admin-edit-articles', 'routes/admin/home']),
    );
    expect(both).not.toContain('routes/not-found');
  });

  it('an old page’s route discovery is told to load the document again, as React Router does', async () => {
    const answer = await fetch(`${server.url}/__manifest?paths=%2Farticles%2C%2F_admin_%2Farticles&version=0ld`);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('the back office answers at its paths whatever their case or encoding, and its data requests too', async () => {
    for (const path of ['/_admin_/login', '/_ADMIN_/login', '/%5Fadmin%5F/login']) {
      const answer = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain('routes/admin/login');
    }
    // The back office's home, asked by a client navigation without a session: sent to the login.
    const home = await fetch(`${server.url}/_admin_.data?_routes=routes%2Fadmin%2Fshell%2Croutes%2Fadmin%2Fhome`);
    expect(await home.text()).toContain('"redirect","/_admin_/login"');
    // Any other path under /_admin_ is the back office's (its 404 needs a session), not the public site's 404.
    const missing = await fetch(`${server.url}/_admin_/nothing-here`, { redirect: 'manual' });
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Fnothing-here');
  });
});
