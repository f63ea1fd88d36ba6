import { formatEuros, formatPercent, frenchTypography } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** The demo lenders' sites (the seed's product links): outside the test, so answered here and recorded. */
const LENDER_SITE = /^https:\/\/www\.[a-z0-9-]+\.example\//;

/** An offer's figures as its list row shows them, by the row's cells' labels. */
async function rowFigures(page: Page, productId: string) {
  const row = page.locator(`table.offer-table tbody tr:has(input[name="offres"][value="${productId}"])`).last();
  const cell = (label: string) => row.locator(`td[data-label="${label}"]`).textContent();
  return {
    lender: (await row.locator('.offer__who strong').textContent()) ?? '',
    rate: await cell('Taux débiteur'),
    apr: await cell('TAEG'),
    payment: await cell('Mensualité'),
    cost: await cell('Coût total'),
    observation: await row.locator('.offer__observation').textContent(),
    href: await row.getByRole('link', { name: /Voir l’offre/ }).getAttribute('href'),
  };
}

describe('comparing chosen offers side by side (issue 19, journey 1)', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of [390, 1280]) {
    it(`finds the best 20-year mortgage for 250 000 € in Belgium, compares two offers and follows one to its lender at ${width} px`, async () => {
      const context = await browser.newContext({ locale: 'fr-FR', viewport: { width, height: 844 } });
      const reached: string[] = [];
      await context.route(LENDER_SITE, (route) => {
        reached.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Prêteur</title>' });
      });
      // Routes do not reliably see the target of a redirect the browser follows itself (Playwright intercepts the first
      // URL of a chain). So the server's real /go/ answer is fetched and recorded here, and the browser is sent on to
      // its Location by a new navigation, which the lender's route above then answers.
      const redirects: string[] = [];
      await context.route(/\/go\//, async (route) => {
        const answer = await route.fetch({ maxRedirects: 0 });
        const location = answer.headers()['location'] ?? '';
        redirects.push(`${answer.status()} ${location}`);
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><meta http-equiv="refresh" content="0;url=${location.replace(/"/g, '&quot;')}"><title>Redirection</title>`,
        });
      });
      const page = await context.newPage();
      const sideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

      // The home page's search, as a visitor fills it.
      await page.goto(`${server.url}/`);
      await page.getByLabel('Type de prêt').selectOption('pret-hypothecaire');
      await page.getByLabel('Montant (€)').fill('250 000');
      await expect.poll(() => page.locator('label[for="duree"]').textContent()).toBe('Durée (ans)');
      await page.getByLabel(/^Durée/).fill('20');
      await page.getByLabel('Pays du prêteur').selectOption('BE');
      await page.getByRole('button', { name: 'Comparer', exact: true }).click();
      await page.waitForURL(/\/pret-hypothecaire\?montant=250000&duree=20&pays=BE$/);

      // The best offer (first of the ranking) and the next one, ticked.
      const boxes = page.locator('table.offer-table tbody tr:not(:has(.badge)) input[name="offres"]');
      expect(await boxes.count()).toBeGreaterThan(2);
      const chosen = [await boxes.nth(0).getAttribute('value'), await boxes.nth(1).getAttribute('value')] as string[];
      const listed = [await rowFigures(page, chosen[0]!), await rowFigures(page, chosen[1]!)];
      await page
        .getByRole('checkbox', { name: new RegExp(`^Comparer ${listed[0]!.lender}`) })
        .first()
        .check();
      await page
        .getByRole('checkbox', { name: new RegExp(`^Comparer ${listed[1]!.lender}`) })
        .first()
        .check();
      await expect.poll(() => page.locator('.compare-selection__count').textContent()).toBe('2 offres choisies.');
      expect(await sideScroll()).toBe(0);
      await page.getByRole('button', { name: 'Comparer la sélection' }).click();
      await page.waitForURL(/\/comparer\?/);
      const address = new URL(page.url());
      expect(address.searchParams.get('categorie')).toBe('pret-hypothecaire');
      expect(address.searchParams.getAll('offres')).toEqual(chosen);

      // Both columns, with the very figures of the list.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Comparaison côte à côte');
      expect(await page.locator('.side-by-side-page__terms span').textContent()).toBe(
        frenchTypography('Prêt hypothécaire · 250 000 € sur 20 ans'),
      );
      const columns = page.locator('table.side-by-side thead th[scope="col"]');
      expect(await columns.count()).toBe(2);
      const line = async (name: string) => (await page.locator(`tr.side-by-side__${name} td`).allTextContents()).map((text) => text.trim());
      expect(await columns.locator('strong').allTextContents()).toEqual(listed.map((offer) => offer.lender));
      expect(await line('rate')).toEqual(listed.map((offer) => offer.rate));
      expect(await line('apr')).toEqual(listed.map((offer) => offer.apr));
      expect(await line('payment')).toEqual(listed.map((offer) => offer.payment));
      expect(await line('cost')).toEqual(listed.map((offer) => offer.cost));
      expect(await line('observation')).toEqual(listed.map((offer) => offer.observation));
      expect(await line('insurance')).toEqual(['non communiquée', 'non communiquée']);
      expect(await page.locator('[data-mention="example"]').count()).toBe(1);
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
      expect(await sideScroll()).toBe(0);
      expect(await page.getByRole('link', { name: 'Revenir à la liste des offres' }).getAttribute('href')).toMatch(
        /^\/pret-hypothecaire\?montant=250000&duree=20/,
      );

      // « Voir l’offre » of the first: through /go/, to the lender's site (in a new tab).
      const links = page.locator('tr.side-by-side__link a');
      expect(await links.first().getAttribute('href')).toBe(listed[0]!.href);
      const [lender] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
      await lender.waitForLoadState().catch(() => undefined);
      // The /go/ redirect's Location is the lender's site, and the visitor's browser reached it.
      await expect.poll(() => reached.length).toBe(1);
      expect(redirects).toEqual([`302 ${reached[0]}`]);
      expect(reached[0]).toMatch(LENDER_SITE);
      await context.close();
    });
  }

  it('adds the visitor’s own offer, and says in French what it cannot read', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/pret-hypothecaire?montant=250000&duree=20&pays=BE`);
    const id = await page.locator('table.offer-table tbody tr:not(:has(.badge)) input[name="offres"]').first().getAttribute('value');
    await page.goto(`${server.url}/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&pays=BE&offres=${id}`);
    // One offer alone: the page says what to do, and offers the own offer's form.
    expect(await page.locator('.side-by-side-page__notes').textContent()).toContain(
      'Choisissez deux ou trois offres dans la liste pour les comparer côte à côte.',
    );
    await page.getByText('Ajouter votre offre').click();
    await page.getByLabel('Taux débiteur (%)').fill('3,1 %');
    await page.getByLabel('Frais de dossier et de garantie (€)').fill('beaucoup');
    await page.getByRole('button', { name: 'Comparer avec votre offre' }).click();
    await page.waitForURL(/vos-frais=beaucoup/);
    expect(await page.locator('#vos-frais-erreur').textContent()).toBe(
      'Les frais doivent être un nombre en euros, par exemple 1\u202f500.',
    );
    expect(await page.getByLabel('Frais de dossier et de garantie (€)').inputValue()).toBe('beaucoup');
    await page.getByLabel('Frais de dossier et de garantie (€)').fill('1 500');
    await page.getByLabel('Assurance (€ par mois)').fill('45');
    await page.getByRole('button', { name: 'Comparer avec votre offre' }).click();
    await page.waitForURL(/votre-assurance=45/);
    expect(await page.locator('table.side-by-side thead th[scope="col"]').count()).toBe(2);
    expect(await page.locator('thead .badge--own').textContent()).toBe('Votre offre');
    const own = (name: string) => page.locator(`tr.side-by-side__${name} td.side-by-side__cell--own`).textContent();
    expect(await own('rate')).toBe(formatPercent(3.1));
    expect(await own('fees')).toBe(formatEuros(1500, 0));
    expect(await own('insurance')).toBe(formatEuros(45));
    expect(Number((await own('apr'))!.replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThan(3.1);
    expect(await page.locator('.side-by-side-page__notes').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // More than three offers: the first three, and a note; an unknown one: left out, with a sentence.
    await page.goto(`${server.url}/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&offres=999999,${id}`);
    expect(await page.locator('.side-by-side-page__notes').textContent()).toContain(
      frenchTypography(
        'Une des offres choisies n’est pas proposée pour 250 000 € sur 20 ans dans cette liste : elle n’est pas comparée ici.',
      ),
    );
    await page.goto(`${server.url}/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&offres=1,2,3,4,5`);
    expect(await page.locator('.side-by-side-page__notes').textContent()).toContain(
      frenchTypography('Vous avez choisi 5 offres : nous comparons les 3 premières de la liste.'),
    );
    // An unknown category is a 404, never a 500.
    expect((await page.goto(`${server.url}/comparer?categorie=inconnue&offres=1,2`))?.status()).toBe(404);
    await page.close();
  });
});
