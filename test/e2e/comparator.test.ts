import { frenchTypography } from '@pretscope/core';
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
      // Without JavaScript the label says both units; with it, the chosen category's.
      if (javaScriptEnabled) await expect.poll(() => page.locator('label[for="duree"]').textContent()).toBe('Durée (mois)');
      await page.getByLabel(/^Durée/).fill('48');
      await page.getByRole('button', { name: 'Comparer', exact: true }).click();
      await page.waitForURL(/\/pret-personnel\?montant=15000&duree=48&pays=tous$/);
      const heading = page.getByRole('heading', { level: 2, name: /offres pour/ });
      await expect.poll(() => heading.textContent()).toMatch(/^\d+ offres pour 15\u202f000\u00a0€ sur 48\u00a0mois$/);
      const rows = page.locator('table.offer-table tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      const firstRow = rows.first();
      expect(await firstRow.locator('td[data-label="Mensualité"]').textContent()).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
      // Totals to the euro.
      expect(await firstRow.locator('td[data-label="Coût total"]').textContent()).toMatch(/^\d{1,3}(\u202f\d{3})*\u00a0€$/);
      expect(await firstRow.getByRole('link', { name: /Voir l’offre/ }).getAttribute('href')).toMatch(
        /^\/go\/[a-z0-9-]+\/[a-z0-9-]+\?id=\d+$/,
      );
      await context.close();
    });
  }

  for (const width of [390, 1280]) {
    for (const javaScriptEnabled of [true, false]) {
      it(`compares 250 000 € over 20 years in Belgium at ${width} px, filters and sorts ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
        const context = await browser.newContext({ javaScriptEnabled, locale: 'fr-FR', viewport: { width, height: 844 } });
        const page = await context.newPage();
        const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        await page.goto(`${server.url}/`);
        await page.getByLabel('Type de prêt').selectOption('pret-hypothecaire');
        await page.getByLabel('Montant (€)').fill('250 000');
        if (javaScriptEnabled) await expect.poll(() => page.locator('label[for="duree"]').textContent()).toBe('Durée (ans)');
        await page.getByLabel(/^Durée/).fill('20');
        await page.getByLabel('Pays du prêteur').selectOption('BE');
        expect(await noSideScroll()).toBe(0);
        await page.getByRole('button', { name: 'Comparer', exact: true }).click();
        await page.waitForURL(/\/pret-hypothecaire\?montant=250000&duree=20&pays=BE$/);

        const heading = page.locator('h2#offres');
        expect(await heading.textContent()).toMatch(/^\d+ offres pour 250\u202f000\u00a0€ sur 20\u00a0ans en Belgique$/);
        const rows = page.locator('table.offer-table tbody tr');
        const all = await rows.count();
        expect(all).toBeGreaterThan(2);
        for (const text of await rows.locator('.offer__product').allTextContents()) expect(text).toMatch(/· Belgique$/);
        for (const text of await rows.locator('.offer__observation').allTextContents())
          expect(text).toMatch(/^taux relevé pour 250\u202f000\u00a0€ sur 20\u00a0ans, le (1er|\d{1,2})\u00a0[a-zéû]+ \d{4}$/);
        // Neither a bridge loan nor a 25-year product in a 20-year list (their ranges say so), whatever space a name puts
        // in « 25 ans » (a plain one or French typography's no-break one).
        for (const name of await rows.locator('.offer__product a').allTextContents()) expect(name).not.toMatch(/pont|relais|25\sans/i);
        expect(await page.locator('.disclosure').first().textContent()).toContain('Classement par taux débiteur croissant');
        expect(await noSideScroll()).toBe(0);
        if (width === 390) {
          const bar = page.locator('.comparator-summary');
          expect(await bar.isVisible()).toBe(true);
          expect(await bar.textContent()).toBe(`${frenchTypography('250 000 € · 20 ans')}Modifier`);
          await rows.nth(all - 1).scrollIntoViewIfNeeded();
          expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
        }

        // The sort: with JavaScript choosing is enough; without, the form's button sends it.
        const choose = async (label: string, value: string) => {
          await page.getByLabel(label).selectOption(value);
          if (!javaScriptEnabled) await page.getByRole('button', { name: 'Comparer', exact: true }).click();
        };
        await choose('Trier par', 'taeg');
        await page.waitForURL(/tri=taeg/);
        await expect.poll(() => page.locator('.disclosure').first().textContent()).toContain('Classement par TAEG croissant');
        // The ranking (the paid slots in front left aside) goes by TAEG.
        const aprs = (await page.locator('table.offer-table tbody tr:not(:has(.badge)) td[data-label="TAEG"]').allTextContents()).map(
          (text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
        );
        expect(aprs.length).toBeGreaterThan(0);
        expect(aprs).toEqual([...aprs].sort((a, b) => a - b));

        await choose('Type de taux', 'variable');
        await page.waitForURL(/taux=variable/);
        await expect
          .poll(() => heading.textContent())
          .toMatch(/^\d+ offres? pour 250\u202f000\u00a0€ sur 20\u00a0ans en Belgique, à taux variable$/);
        const variable = await rows.count();
        expect(variable).toBeGreaterThan(0);
        expect(variable).toBeLessThan(all);
        for (const name of await rows.locator('.offer__product a').allTextContents()) expect(name).toMatch(/variable/i);
        expect(await noSideScroll()).toBe(0);
        await context.close();
      });
    }
  }

  it('says in French what it cannot read, and keeps what was typed', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/?categorie=pret-hypothecaire&montant=beaucoup&duree=20`);
    expect(await page.locator('#montant-erreur').textContent()).toBe('Le montant doit être un nombre en euros, par exemple 250\u202f000.');
    expect(await page.getByLabel('Montant (€)').inputValue()).toBe('beaucoup');
    await page.goto(`${server.url}/pret-hypothecaire?montant=250000&duree=60`);
    // « 60 » years is too long, and as months it would fit: the error says how to write that, and reads nothing so.
    expect(await page.locator('#duree-erreur').textContent()).toBe(
      frenchTypography('La durée doit être comprise entre 5 ans et 30 ans. Pour 60 mois, écrivez 5 ou « 60 mois ».'),
    );
    expect(await page.locator('table.offer-table').count()).toBe(0);
    // Nor does the ranking's notice speak of terms the visitor did not ask (the category's defaults).
    expect(await page.locator('.comparator-results .disclosure').count()).toBe(0);
    await page.close();
  });

  it('shows on the home page the best rates of the moment, the latest articles, the banks and the guide', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const bestRows = page.locator('table.best-rates tbody tr');
    expect(await bestRows.count()).toBe(await page.getByLabel('Type de prêt').locator('option').count());
    expect(await bestRows.first().locator('td[data-label="Taux"]').textContent()).toMatch(/^\d+,\d{2}\u00a0%$/);
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
    // Drawn once the page is hydrated, styled by the whole sheet applied then.
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).height), { timeout: 20_000 }).toBe('3px');
    await page.goto(`${server.url}/`);
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toContain('Prêtscope');
    await page.close();
  });

  it('changes amount and duration from the category page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    await page.getByLabel('Montant (€)').fill('400 000');
    await page.getByLabel('Durée (ans)').fill('20');
    await page.getByRole('button', { name: 'Comparer', exact: true }).click();
    await page.waitForURL(/montant=400(\+|%20|%C2%A0)?000&duree=20/);
    await expect.poll(() => page.locator('h2#offres').textContent()).toMatch(/400\u202f000\u00a0€ sur 20\u00a0ans/);
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
