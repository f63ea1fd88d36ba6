import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

describe('comparing offers in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`goes from the home page to a category's offers ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const context = await browser.newContext({ javaScriptEnabled, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
      await page.getByLabel('Type de prêt').selectOption('pret-personnel');
      await page.getByLabel('Montant (€)').fill('15000');
      await page.getByLabel('Durée (mois)').fill('48');
      await page.getByRole('button', { name: 'Comparer' }).click();
      await page.waitForURL(/\/pret-personnel\?montant=15000&duree=48$/);
      const heading = page.getByRole('heading', { level: 2, name: /offres pour/ });
      await expect.poll(() => heading.textContent()).toMatch(/^\d+ offres pour 15 000 € sur 48 mois$/);
      const rows = page.locator('table.offers tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      const firstRow = rows.first();
      expect(await firstRow.locator('td[data-label="Mensualité"]').textContent()).toMatch(/^\d[\d ]*,\d{2} €$/);
      expect(await firstRow.getByRole('link', { name: /Voir l’offre/ }).getAttribute('href')).toMatch(
        /^\/go\/[a-z0-9-]+\/[a-z0-9-]+\?id=\d+$/,
      );
      await context.close();
    });
  }

  it('shows on the home page the best rates of the moment, the latest articles, the banks and the guide', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const bestRows = page.locator('table.best-rates tbody tr');
    expect(await bestRows.count()).toBe(await page.getByLabel('Type de prêt').locator('option').count());
    expect(await bestRows.first().locator('td[data-label="Taux"]').textContent()).toMatch(/^\d+,\d{2} %$/);
    expect(await page.getByRole('heading', { name: 'Derniers articles' }).count()).toBe(1);
    expect(await page.locator('.article-card').count()).toBe(3);
    expect(await page.locator('.logo-strip img').count()).toBeGreaterThan(5);
    expect(await page.getByRole('link', { name: 'Recevoir le guide' }).getAttribute('href')).toBe('/ebook');
    await page.close();
  });

  it('renders the category description from markdown, headings and all', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    expect(await page.locator('.markdown h2').count()).toBeGreaterThan(0);
    expect(await page.locator('.markdown').first().textContent()).not.toMatch(/\*\*|^#/m);
    await page.close();
  });

  it('gives pages Open Graph tags, the 55 px scroll offset and an idle progress bar', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('fr_FR');
    expect(await page.getAttribute('meta[property="og:url"]', 'content')).toMatch(/^https?:\/\/[^/]+\/pret-hypothecaire$/);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(await page.getAttribute('meta[property="og:url"]', 'content'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('55px');
    const bar = page.getByRole('progressbar', { name: 'Chargement de la page', includeHidden: true });
    expect(await bar.getAttribute('aria-hidden')).toBe('true');
    expect(await bar.evaluate((element) => getComputedStyle(element).height)).toBe('3px');
    await page.goto(`${server.url}/`);
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toContain('Prêtscope');
    await page.close();
  });

  it('changes amount and duration from the category page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    await page.getByLabel('Montant', { exact: true }).selectOption('400000');
    await page.getByLabel('Durée', { exact: true }).selectOption('240');
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await page.waitForURL(/montant=400000&duree=240/);
    expect(await page.getByRole('heading', { level: 2, name: /offres pour/ }).textContent()).toMatch(/400 000 € sur 20 ans$/);
    await page.close();
  });

  it('shows the 404 page with the path, in French, with ways onward', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/pret-inexistant`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await page.textContent('body')).toContain('Page not found: /pret-inexistant');
    expect(await page.getByRole('link', { name: 'Revenir à l’accueil' }).count()).toBe(1);
    await page.close();
  });
});
