import { RUBRIQUE_IN_USE_MESSAGE, UNKNOWN_RUBRIQUE_MESSAGE } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

describe('back office: articles filed under rubriques an admin manages, renamed without losing an address', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  const stamp = Date.now().toString(36);
  const articleSlug = `financer-ses-etudes-${stamp}`;
  let rubriqueId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    admin = await logInAs(browser, server, await createAccount(server, 'admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a rubrique, then picks it for an article from the list, and the article shows its name', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/rubriques/new`);
    await page.getByLabel('Nom', { exact: true }).fill('Prêts étudiants');
    await page.getByLabel('Adresse (slug)').fill(`prets-etudiants-${stamp}`);
    await page.getByRole('button', { name: 'Créer' }).click();
    await waitForText(page, '.toast', 'La rubrique a été créée.');
    rubriqueId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.goto(`${server.url}/_admin_/articles/new`);
    await page.getByLabel('Titre', { exact: true }).fill(`Financer ses études ${stamp}`);
    await page.getByLabel('Adresse (slug)').fill(articleSlug);
    const rubrique = page.getByLabel('Rubrique');
    // A list, not free text: the rubrique is picked by its name.
    expect(await rubrique.evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await rubrique.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Aucun', 'Prêts étudiants', 'Immobilier']));
    await rubrique.selectOption({ label: 'Prêts étudiants' });
    await page.getByLabel('Publié', { exact: true }).check();
    await page.getByRole('button', { name: 'Créer' }).click();
    await waitForText(page, '.toast', 'L’article a été créé.');

    const answer = await fetch(`${server.url}/articles/prets-etudiants-${stamp}/${articleSlug}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<p class="article-card__rubric">Prêts étudiants</p>');
  });

  it('renames the rubrique: its articles move, the old address redirects, and the page reads the new name', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/rubriques/${rubriqueId}`);
    await page.getByLabel('Nom', { exact: true }).fill('Études et crédit');
    await page.getByLabel('Adresse (slug)').fill(`etudes-et-credit-${stamp}`);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForText(page, '.toast', 'La rubrique a été enregistrée.');

    const old = await fetch(`${server.url}/articles/prets-etudiants-${stamp}/${articleSlug}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location') ?? '', server.url).pathname).toBe(`/articles/etudes-et-credit-${stamp}/${articleSlug}`);
    const moved = await fetch(`${server.url}/articles/etudes-et-credit-${stamp}/${articleSlug}`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('<p class="article-card__rubric">Études et crédit</p>');
    // Any other rubrique's address is still a 404: only the slugs it had redirect.
    expect((await fetch(`${server.url}/articles/immobilier/${articleSlug}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('keeps a rubrique that still files an article, saying why', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/rubriques/${rubriqueId}`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await waitForText(page, '.toast', RUBRIQUE_IN_USE_MESSAGE);
    expect((await server.api(`/rubriques/${rubriqueId}`)).status).toBe(200);
  });

  it('refuses through the API an article filed under a rubrique that is not on the list', async () => {
    const answer = await server.api('/articles', {
      method: 'POST',
      token: server.adminToken,
      json: { data: { type: 'articles', attributes: { title: 'Faute de frappe', slug: `faute-${stamp}`, subcategory: 'imobilier' } } },
    });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { errors: Array<{ detail: string; source?: { pointer?: string } }> };
    expect(body.errors).toEqual([
      expect.objectContaining({ detail: UNKNOWN_RUBRIQUE_MESSAGE, source: { pointer: '/data/attributes/subcategory' } }),
    ]);
  });
});
