import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../apps/web/app/admin-routes.ts';
import { EDITOR, startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, fillLogin, logInAs, sessionCookie } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** Every path of the back office's route table, from its own definition, so that a new screen is covered at once. */
function routePaths(entries: readonly RouteConfigEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? base : `${base}/${entry.path}`;
    return [...(entry.path !== undefined || entry.index ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

/** One address per route: a record's screen both as `/1` and as the creation screen `/new`. */
function adminAddresses(): string[] {
  const addresses = routePaths(adminRoutes).flatMap((path) =>
    path.endsWith('/:id') ? [path.replace(':id', '1'), path.replace(':id', 'new')] : [path.replace('*', 'page-inconnue')],
  );
  return [...new Set(addresses)].filter((path) => path !== '/_admin_/login');
}

/** Resource routes with nothing to show: a visit is sent on to this back-office page, which asks for the login. */
const SENT_ON: Record<string, string> = {
  '/_admin_/session': '/_admin_',
  '/_admin_/markdown-preview': '/_admin_',
  '/_admin_/donnees-personnelles/copie': '/_admin_/donnees-personnelles',
};

describe('back office: login and session in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('answers every address of the admin route table, to a logged-out visitor, with the login page and never data', async () => {
    const addresses = [...adminAddresses(), '/_admin_/users?roles=admin', '/_admin_/leads/export.csv?status=nouveau'];
    // The table is read, not copied: every kind of screen must be in it.
    for (const expected of [
      '/_admin_',
      '/_admin_/products',
      '/_admin_/products/1',
      '/_admin_/users/new',
      '/_admin_/tracker',
      '/_admin_/donnees-personnelles',
      '/_admin_/leads/export.csv',
      '/_admin_/markdown-preview',
      '/_admin_/page-inconnue',
    ]) {
      expect(addresses).toContain(expected);
    }
    for (const path of addresses) {
      const answer = await fetch(`${server.url}${path}`);
      const landed = new URL(answer.url);
      expect(answer.status, path).toBe(200);
      expect(landed.pathname, path).toBe('/_admin_/login');
      expect(landed.searchParams.get('redirect') ?? '/_admin_', path).toBe(SENT_ON[path] ?? path);
      expect(landed.searchParams.get('expiree'), path).toBeNull();
      expect(await answer.text(), path).toContain('Connexion au back-office');
    }
  });

  it('refuses a logged-out visitor’s writes: the markdown preview and an edit action send to the login page and change nothing', async () => {
    const headers = { Origin: server.url };
    const preview = await fetch(`${server.url}/_admin_/markdown-preview`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ markdown: '# Titre secret' }),
      redirect: 'manual',
    });
    expect(preview.status).toBe(302);
    expect(preview.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Fmarkdown-preview');
    expect(await preview.text()).not.toContain('Titre secret');

    const categories = (await (await server.api('/categories?page[limit]=1')).json()) as { data: { id: string }[] };
    const id = categories.data[0]!.id;
    // As a plain form post and as the router's own data request (what the admin's browser sends).
    for (const path of [`/_admin_/categories/${id}`, `/_admin_/categories/${id}.data`]) {
      const deletion = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ intent: 'delete', confirm: 'oui' }),
        redirect: 'manual',
      });
      expect(await deletion.text(), path).not.toContain('supprimée');
      expect([302, 202], path).toContain(deletion.status);
    }
    expect((await server.api(`/categories/${id}`)).status).toBe(200);
    const demotion = await fetch(`${server.url}/_admin_/users/1`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({
        intent: 'save',
        email: 'admin@pretscope.example',
        firstName: 'X',
        lastName: 'Y',
        roles: 'editor',
        password: '',
      }),
      redirect: 'manual',
    });
    expect(demotion.status).toBe(302);
    expect(demotion.headers.get('location')).toBe('/_admin_/login?redirect=%2F_admin_%2Fusers%2F1');
    const stillAdmin = await server.api('/users/1', { token: server.adminToken });
    expect(((await stillAdmin.json()) as { data: { attributes: { roles: string[] } } }).data.attributes.roles).toContain('admin');
  });

  it('sends a logged-out visitor from an admin address to the login page in the browser, then back there after logging in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/_admin_/products/1', '/_admin_/users?roles=admin']) {
      await page.goto(`${server.url}${path}`);
      const landed = new URL(page.url());
      expect(landed.pathname, path).toBe('/_admin_/login');
      expect(landed.searchParams.get('redirect') ?? '/_admin_', path).toBe(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Connexion au back-office');
    }
    await page.goto(`${server.url}/_admin_/users?roles=admin`);
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}/_admin_/users?roles=admin`);
    // The filter itself came back, not only the address: every listed user is an admin. The address changes a moment
    // before the list is drawn, so wait for the list itself.
    await page.locator('.admin-table tbody tr').first().waitFor();
    const roles = await page.locator('.admin-table tbody tr').allTextContents();
    expect(roles.length).toBeGreaterThan(0);
    for (const row of roles) expect(row).toContain('Administrateur');
    await context.close();
  });

  it('refuses a wrong password in French and keeps the e-mail typed; an empty form gets a message beside each field', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/_admin_/login`);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('L’adresse e-mail est obligatoire.').waitFor();
    expect(await page.getByText('Le mot de passe est obligatoire.').count()).toBe(1);
    await page.getByLabel('Adresse e-mail').fill(EDITOR.email);
    await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' }).waitFor();
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(EDITOR.email);
    expect(new URL(page.url()).pathname).toBe('/_admin_/login');
    await page.close();
  });

  it('never redirects elsewhere after login (no open redirect)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/_admin_/login?redirect=${encodeURIComponent('//evil.example/_admin_')}`);
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}/_admin_`);
    await context.close();
  });

  it('keeps the token in an HttpOnly SameSite=Strict cookie that a script cannot read, private answers, and survives a reload', async () => {
    const { context, page } = await logInAs(browser, server, await createAccount(server, 'admin'));
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/' });
    expect(cookie?.value).toMatch(/^ey/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('pretscope_admin');
    const answer = await page.reload();
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(new URL(page.url()).pathname).toBe('/_admin_');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tableau de bord');
    expect(await page.locator('.admin-topbar').textContent()).toContain('(Administrateur)');
    await context.close();
  });

  it('refreshes the session every 60 s while a page is open: the cookie gets a new token', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/_admin_/login`);
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}/_admin_`);
    const before = (await sessionCookie(context))?.value;
    // Tokens carry their issue time in seconds: let a real second pass so that the new one differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/_admin_/session') && response.request().method() === 'POST',
    );
    // The page's clock also moved by the real second above: 57 s more stays under a minute, 3 s more passes it.
    await page.clock.runFor(57_000);
    expect((await sessionCookie(context))?.value).toBe(before);
    await page.clock.runFor(3_000);
    expect((await refreshed).status()).toBe(200);
    const after = (await sessionCookie(context))?.value;
    expect(after).toMatch(/^ey/);
    expect(after).not.toBe(before);
    // The new token is the session now: the old cookie value is replaced, and pages still open.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/_admin_');
    await context.close();
  });

  it('sends an admin whose session expired to the login page, saying so, and back afterwards', async () => {
    const { context, page } = await logInAs(browser, server, await createAccount(server, 'admin'));
    const cookie = await sessionCookie(context);
    // A token that no longer verifies (as an expired one would): the server cannot tell them apart, on purpose.
    await context.addCookies([{ ...cookie!, value: `${cookie!.value.slice(0, -4)}AAAA` }]);
    await page.goto(`${server.url}/_admin_?vue=1`);
    expect(new URL(page.url()).pathname).toBe('/_admin_/login');
    expect(await page.getByText('Votre session a expiré').count()).toBe(1);
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}/_admin_?vue=1`);
    await context.close();
  });

  it('sends the admin to the login page when the minute’s refresh finds the session ended, then back to the same page', async () => {
    const target = '/_admin_/products?q=pret';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/_admin_/login?redirect=${encodeURIComponent(target)}`);
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}${target}`);
    await page.getByRole('heading', { level: 1, name: 'Produits' }).waitFor();
    // The session ends while the page is open: a token that no longer verifies, as an expired one.
    const cookie = await sessionCookie(context);
    await context.addCookies([{ ...cookie!, value: `${cookie!.value.slice(0, -4)}AAAA` }]);
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/_admin_/session') && response.request().method() === 'POST',
    );
    await page.clock.runFor(60_000);
    expect((await refused).status()).toBe(401);
    await page.waitForURL((url) => url.pathname === '/_admin_/login');
    const landed = new URL(page.url());
    expect(landed.searchParams.get('redirect')).toBe(target);
    expect(landed.searchParams.get('expiree')).toBe('1');
    await page.getByText('Votre session a expiré').waitFor();
    // The server's answer also cleared the dead cookie.
    expect(await sessionCookie(context)).toBeUndefined();
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}${target}`);
    await page.getByRole('heading', { level: 1, name: 'Produits' }).waitFor();
    await context.close();
  });

  it('logs out: the cookie is gone and admin pages send to the login page again', async () => {
    const { context, page } = await logInAs(browser, server, await createAccount(server, 'editor'));
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/_admin_\/login\?deconnexion=1$/);
    expect(await page.getByText('Vous êtes déconnecté.').count()).toBe(1);
    expect(await sessionCookie(context)).toBeUndefined();
    await page.goto(`${server.url}/_admin_`);
    expect(new URL(page.url()).pathname).toBe('/_admin_/login');
    await context.close();
  });

  it('refuses an admin write sent from another site (CSRF), even with the session cookie', async () => {
    const { context } = await logInAs(browser, server, await createAccount(server, 'admin'));
    const forged = await context.request.post(`${server.url}/_admin_/session`, {
      form: { intent: 'refresh' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status()).toBe(403);
    const own = await context.request.post(`${server.url}/_admin_/session`, {
      form: { intent: 'refresh' },
      headers: { Origin: server.url },
    });
    expect(own.status()).toBe(200);
    await context.close();
  });

  it('keeps the back office out of public pages: none of its code or styles load there', async () => {
    const page = await browser.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/pret-hypothecaire`);
    await page.waitForLoadState('networkidle');
    const assets = loaded.filter((url) => url.includes('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((url) => /admin|shell|login|session/i.test(url))).toEqual([]);
    // And the admin layout's pieces are not in the public page.
    expect(await page.locator('.admin-sidebar').count()).toBe(0);
    await page.close();
  });
});
