import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestServer } from '../api/test-server.test-support.ts';

let accounts = 0;

/**
 * A fresh account for one test: logins are limited to 5 attempts per account per 15 minutes (successful ones
 * included), so tests that log in often each use their own.
 */
export async function createAccount(server: TestServer, role: 'admin' | 'editor'): Promise<{ email: string; password: string }> {
  accounts += 1;
  const credentials = { email: `${role}-${accounts}-${Date.now()}@pretscope.example`, password: `mot-de-passe-de-test-${accounts}` };
  const answer = await server.api('/users', {
    method: 'POST',
    token: server.adminToken,
    json: {
      data: {
        type: 'users',
        attributes: { ...credentials, firstName: 'Test', lastName: role === 'admin' ? 'Administration' : 'Rédaction', roles: [role] },
      },
    },
  });
  if (answer.status !== 201) throw new Error(`account creation failed: ${answer.status} ${await answer.text()}`);
  return credentials;
}

/** Fills and sends the login form of the page (which must show it). */
export async function fillLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(credentials.email);
  await page.getByLabel('Mot de passe').fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Logs in through the back office's login form and answers the page, on the home of the back office. */
export async function logInAs(
  browser: Browser,
  server: TestServer,
  credentials: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${server.url}/_admin_/login`);
  await fillLogin(page, credentials);
  await page.waitForURL(`${server.url}/_admin_`);
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  return { context, page };
}

/** The session cookie of a browser context, or undefined. */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'pretscope_admin');
}

/**
 * Waits until a client-side navigation has rendered: the URL changes as soon as the router commits, a moment
 * before React has drawn the new page, so tests wait for something of the new page instead.
 */
export async function waitForText(page: Page, selector: string, text: string | RegExp): Promise<void> {
  // Attached rather than visible: an SVG <desc> or a closed <details> counts as drawn too.
  await page.locator(selector, { hasText: text }).first().waitFor({ state: 'attached' });
}
