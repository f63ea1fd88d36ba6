import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { accessibilityProblems } from './accessibility.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** The product page as a visitor gets it: no cookie, through the server's page cache. */
async function publicHtml(server: TestServer, path: string): Promise<string> {
  return (await fetch(`${server.url}${path}`)).text();
}

/** Waits until the public page shows the text (the page cache is dropped by the write, within about a second). */
async function publicShows(server: TestServer, path: string, text: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await publicHtml(server, path)).includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/**
 * Issue 22, decision 0019: change a product in the back office, see who changed what in its history, restore the
 * previous version, and see the old name back on the public product page.
 */
describe('back office: the history of changes and « Restaurer cette version », in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let credentials: { email: string; password: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    credentials = await createAccount(server, 'admin');
    admin = await logInAs(browser, server, credentials);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('changes a product’s name, shows the change in its history, restores the previous version, and the site shows the old name again', async () => {
    const { page } = admin;
    const listed = (await (
      await server.api('/products?page[limit]=1&sort=id&filter[isActive]=true', { token: server.adminToken })
    ).json()) as {
      data: { id: string; attributes: { name: string } }[];
    };
    const { id, attributes } = listed.data[0]!;
    const oldName = attributes.name;
    const newName = `${oldName} révisé`;

    await page.goto(`${server.url}/_admin_/products/${id}`);
    const publicPath = new URL((await page.getByRole('link', { name: 'Voir sur le site' }).getAttribute('href'))!, server.url).pathname;
    expect(await publicShows(server, publicPath, oldName)).toBe(true);
    const history = page.getByRole('region', { name: 'Historique des modifications' });
    await history.getByText('Aucune modification enregistrée').waitFor();

    // The change, saved from the edit form.
    await page.getByLabel('Nom', { exact: true }).fill(newName);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForText(page, '.toast', 'enregistré');
    const entries = history.getByRole('listitem');
    await entries.first().getByText('Modification', { exact: true }).waitFor();
    const change = entries.first();
    expect(await change.textContent()).toContain(credentials.email);
    expect(await change.locator('time').textContent()).toMatch(/^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/);
    const nameChange = change.locator('.change-history__change', { has: page.locator('dt', { hasText: /^Nom$/ }) });
    expect(await nameChange.locator('del').textContent()).toBe(oldName);
    expect(await nameChange.locator('ins').textContent()).toBe(newName);
    expect(await publicShows(server, publicPath, newName)).toBe(true);

    // The history section, with an entry and its restore button, passes axe on the edit screen.
    expect(await accessibilityProblems(page, `admin edit product with its history (${page.url()})`)).toEqual([]);

    // « Restaurer cette version », confirmed in the dialog.
    await change.getByRole('button', { name: 'Restaurer cette version' }).click();
    const dialog = page.getByRole('dialog', { name: /^Restaurer cette version/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Restaurer', exact: true }).click();
    await waitForText(page, '.toast', 'Version restaurée.');
    await entries.first().getByText('Restauration d’une version précédente').waitFor();
    expect(await entries.count()).toBe(2);
    const restore = entries.first();
    expect(await restore.textContent()).toContain(credentials.email);
    const restoredName = restore.locator('.change-history__change', { has: page.locator('dt', { hasText: /^Nom$/ }) });
    expect(await restoredName.locator('del').textContent()).toBe(newName);
    expect(await restoredName.locator('ins').textContent()).toBe(oldName);
    // The form shows the record as stored again, and so does the site.
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe(oldName);
    expect(await publicShows(server, publicPath, oldName)).toBe(true);
    expect((await publicHtml(server, publicPath)).includes(newName)).toBe(false);
  }, 120_000);

  it('shows an editor the history without « Restaurer cette version »', async () => {
    const editor = await logInAs(browser, server, await createAccount(server, 'editor'));
    try {
      const listed = (await (
        await server.api('/products?page[limit]=1&sort=id&filter[isActive]=true', { token: server.adminToken })
      ).json()) as {
        data: { id: string }[];
      };
      await editor.page.goto(`${server.url}/_admin_/products/${listed.data[0]!.id}`);
      const history = editor.page.getByRole('region', { name: 'Historique des modifications' });
      await history.getByText('Restauration d’une version précédente').waitFor();
      expect(await history.getByRole('button', { name: 'Restaurer cette version' }).count()).toBe(0);
    } finally {
      await editor.context.close();
    }
  }, 60_000);

  it('lists a deleted legal page among « Éléments supprimés », restores it from there, and its screen and history show it back', async () => {
    const { page } = admin;
    const slug = `page-supprimee-${Date.now()}`;
    const created = await server.api('/legalpages', {
      method: 'POST',
      token: server.adminToken,
      json: { data: { type: 'legalpages', attributes: { title: 'Page à restaurer', slug, content: 'Texte de la page.' } } },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    expect((await server.api(`/legalpages/${data.id}`, { method: 'DELETE', token: server.adminToken })).status).toBe(204);

    await page.goto(`${server.url}/_admin_`);
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Éléments supprimés' }).click();
    await page.getByRole('heading', { level: 1, name: 'Éléments supprimés' }).waitFor();
    await page.getByRole('navigation', { name: 'Type d’élément' }).getByRole('link', { name: 'Pages légales' }).click();
    await page.waitForURL(/\/_admin_\/supprimes\?type=legal-pages$/);
    const entry = page.locator('.change-history__entry', { hasText: 'Page à restaurer' });
    expect(await entry.locator('strong').textContent()).toBe(`La page légale n°\u00a0${data.id} — Page à restaurer`);
    expect(await entry.textContent()).toContain(slug);
    expect(await entry.locator('.change-history__head').textContent()).toMatch(/supprimée le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2} par /);
    expect(await accessibilityProblems(page, 'admin deleted records')).toEqual([]);

    await entry.getByRole('button', { name: 'Restaurer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Restaurer «/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Restaurer', exact: true }).click();
    await page.waitForURL(/\/_admin_\/legal-pages\/\d+/);
    await waitForText(page, '.toast', 'La page légale a été restaurée.');
    // Under its own number: the links to it work again, and its screen shows its whole history, deletion included.
    const restoredId = /\/legal-pages\/(\d+)/.exec(page.url())![1];
    expect(restoredId).toBe(data.id);
    expect((await server.api(`/legalpages/${data.id}`, { token: server.adminToken })).status).toBe(200);
    expect(await page.getByLabel('Adresse (slug)').inputValue()).toBe(slug);
    const history = page.getByRole('region', { name: 'Historique des modifications' });
    await history.getByText('Restauration d’une version précédente').waitFor();
    expect(await history.textContent()).toContain(credentials.email);
    await history.getByText('Suppression', { exact: true }).first().waitFor();

    // Brought back, it leaves the list.
    await page.goto(`${server.url}/_admin_/supprimes?type=legal-pages`);
    await page.getByRole('heading', { level: 1, name: 'Éléments supprimés' }).waitFor();
    expect(await page.locator('.change-history__entry', { hasText: slug }).count()).toBe(0);

    // An editor has neither the list nor the restore.
    const editor = await logInAs(browser, server, await createAccount(server, 'editor'));
    try {
      const answer = await editor.page.goto(`${server.url}/_admin_/supprimes`);
      expect(answer?.status()).toBe(403);
      expect(await editor.page.getByRole('link', { name: 'Éléments supprimés' }).count()).toBe(0);
    } finally {
      await editor.context.close();
    }
  }, 120_000);
});
