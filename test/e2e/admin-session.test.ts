import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, startTestServer, type TestServer } from '../api/test-server.test-support.js';
import { createAccount, fillLogin, logInAs, sessionCookie } from './admin.test-support.js';
import { launchChromium } from './browser.test-support.js';

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

  it('sends a logged-out visitor from any admin address to the login page, then back there after logging in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/_admin_', '/_admin_/products', '/_admin_/products/1', '/_admin_/users?role=admin', '/_admin_/tracker', '/_admin_/articles/new', '/_admin_/leads']) {
      await page.goto(`${server.url}${path}`);
      const landed = new URL(page.url());
      expect(landed.pathname, path).toBe('/_admin_/login');
      expect(landed.searchParams.get('redirect') ?? '/_admin_', path).toBe(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Connexion au back-office');
    }
    await page.goto(`${server.url}/_admin_/users?role=admin`);
    await fillLogin(page, await createAccount(server, 'admin'));
    await page.waitForURL(`${server.url}/_admin_/users?role=admin`);
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
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/_admin_/session') && response.request().method() === 'POST');
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
    const forged = await context.request.post(`${server.url}/_admin_/session`, { form: { intent: 'refresh' }, headers: { Origin: 'https://evil.example' } });
    expect(forged.status()).toBe(403);
    const own = await context.request.post(`${server.url}/_admin_/session`, { form: { intent: 'refresh' }, headers: { Origin: server.url } });
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
