import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { borrowingCapacity, formatDuration, formatEuros, frenchTypography } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partOfType, readMime, type MimePart } from '../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/**
 * Issue 19's journeys, as a visitor goes through them on a phone (390 px) and a laptop (1280 px): every result
 * carries the visitor's numbers to the next step, and a request ends on a recap with a reference, which the
 * confirmation e-mail repeats. The e-mails are really sent: without SMTP_URL they are .eml files in data/outbox.
 */

/** The distinct offers a comparator page lists (a sponsored offer shows twice: in its slot and in the ranking). */
async function distinctOffers(page: Page): Promise<number> {
  const links = await page
    .locator('table.offer-table tbody .offer__product a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  return new Set(links).size;
}

/**
 * A text as Playwright matches it against an accessible name: it collapses every whitespace, the no-break spaces
 * (U+00A0, U+202F) of French typography included, into one plain space before matching a role's name, so a name
 * to match must be written with plain spaces (the link's own text is then checked with its real spaces).
 */
const accessibleName = (text: string) => text.replace(/\s+/g, ' ');

/** Whether anything on the page is wider than the window (a number or a button pushing the layout sideways). */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('journeys from a result to the next step, in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', { TRUST_PROXY: '1' }), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  function mailsTo(address: string): MimePart[] {
    const folder = join(server.dataDir, 'outbox');
    return readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readMime(readFileSync(join(folder, file))))
      .filter((mail) => mail.headers.get('to') === address);
  }
  const text = (mail: MimePart | undefined) => (mail ? (partOfType(mail, 'text/plain')?.body.toString('utf8') ?? '') : '');

  let client = 10;
  async function open(width: number, path: string, javaScriptEnabled = true): Promise<Page> {
    // A client address of its own per visitor: the forms' rate limit counts per address.
    client += 1;
    const context = await browser.newContext({
      javaScriptEnabled,
      locale: 'fr-FR',
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${client}` },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    if (javaScriptEnabled)
      await page.waitForFunction(
        () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
      );
    return page;
  }

  for (const width of [390, 1280]) {
    it(`2. simulates a mortgage, then reaches its offers with the numbers kept (${width} px)`, async () => {
      const page = await open(width, '/pret-hypothecaire/simulation');
      await page.getByLabel('Votre pays').selectOption('LUX');
      await page.getByLabel('Montant emprunté (€)').fill('300 000');
      await page.getByLabel('Durée (années)').selectOption('20');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('montant') === '300 000' && url.searchParams.get('duree') === '20');

      // The name as Playwright matches it, with plain spaces (see accessibleName); the text keeps its French spaces.
      const offers = page.getByRole('link', { name: /^Voir les \d+ offres pour 300 000 € sur 20 ans$/ });
      await offers.waitFor();
      expect(await offers.textContent()).toMatch(/^Voir les \d+ offres pour 300\u202f000\u00a0€ sur 20\u00a0ans$/);
      const count = Number((await offers.textContent())?.match(/\d+/)?.[0]);
      expect(count).toBeGreaterThan(0);
      expect(await overflowsSideways(page)).toBe(false);
      await offers.click();

      await page.waitForURL((url) => url.pathname === '/pret-hypothecaire');
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ montant: '300000', duree: '20 ans', pays: 'LUX' });
      // The comparator shows the simulated amount and duration (in years, its unit), and the offers the link announced.
      expect((await page.getByLabel('Montant (€)').inputValue()).replace(/\s/g, '')).toBe('300000');
      expect(await page.getByLabel('Durée (ans)').inputValue()).toBe('20');
      expect(await distinctOffers(page)).toBe(count);
      await page.context().close();
    });

    it(`3. computes a couple's capacity, goes to the offers, then sends a pre-filled request and sees the recap (${width} px)`, async () => {
      const email = `couple.${width}@exemple.lu`;
      const page = await open(width, '/pret-immobilier/outils/capacite-d-emprunt');
      await page.getByLabel('Votre pays').selectOption('LUX');
      await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('2 700');
      await page.getByLabel('Revenu net mensuel du co-emprunteur (€, facultatif)').fill('1 800');
      await page.getByLabel('Crédits en cours, par mois (€)').fill('0');
      await page.getByLabel('Taux annuel (%)').fill('3,5');
      await page.getByLabel('Durée (années)').selectOption('25');
      await page.getByRole('button', { name: 'Calculer ma capacité' }).click();
      await page.waitForURL((url) => url.searchParams.get('revenus2') === '1 800');

      // 4 500 € a month together: 40 % of it over 25 years at 3,5 %, rounded down to 100 €.
      const capacity = borrowingCapacity({ netMonthlyIncome: 4_500, monthlyCharges: 0, rate: 3.5, duration: 300, country: 'LUX' });
      if (!capacity.ok) throw new Error('expected a capacity');
      const rounded = Math.floor(capacity.value.maxAmount / 100) * 100;
      const amount = formatEuros(rounded, 0);
      const offers = page.getByRole('link', { name: new RegExp(`^Voir les \\d+ offres pour ${accessibleName(amount)} sur 25 ans$`) });
      await offers.waitFor();
      expect(await offers.textContent()).toMatch(new RegExp(`^Voir les \\d+ offres pour ${amount} sur 25\u00a0ans$`));
      expect(await overflowsSideways(page)).toBe(false);
      await offers.click();
      await page.waitForURL((url) => url.pathname === '/pret-hypothecaire');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ montant: String(rounded), duree: '25 ans', pays: 'LUX' });
      // The comparator takes the capacity as it is (any amount, never swapped for a point of its grid).
      expect((await page.getByLabel('Montant (€)').inputValue()).replace(/\s/g, '')).toBe(String(rounded));
      expect(await page.getByLabel('Durée (ans)').inputValue()).toBe('25');
      expect(await distinctOffers(page)).toBeGreaterThan(0);

      // From an offer of the list to its request form, filled in with the same numbers and that offer's product.
      const firstOffer = page.locator('.offer').first();
      const lender = ((await firstOffer.locator('.offer__who strong').textContent()) ?? '').trim();
      await firstOffer.getByRole('link', { name: /^Faire une demande/ }).click();
      await page.waitForURL((url) => url.pathname === '/pret-hypothecaire/demande');
      expect(await page.getByLabel('Montant souhaité (€)').inputValue()).toBe(String(rounded));
      expect(await page.getByLabel('Durée souhaitée (années)').inputValue()).toBe('25');
      expect(await page.getByLabel('Pays de résidence', { exact: true }).inputValue()).toBe('LUX');
      expect(await page.locator('main').textContent()).toContain(lender);
      expect(await overflowsSideways(page)).toBe(false);

      await page.getByLabel('Prénom', { exact: true }).fill('Léa');
      await page.getByLabel('Nom', { exact: true }).fill('Muller-Schmit');
      await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

      await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
      const reference = (await page.locator('[data-recap="reference"]').textContent()) ?? '';
      expect(reference).toMatch(/^PS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(await page.locator('[data-recap="amount"]').textContent()).toBe(amount);
      expect(await page.locator('[data-recap="duration"]').textContent()).toBe(formatDuration(300, 'year'));
      expect(await page.locator('[data-recap="country"]').textContent()).toBe('Luxembourg');
      expect(await page.locator('[data-recap="email"]').textContent()).toBe(email);
      expect(await overflowsSideways(page)).toBe(false);
      // The URL names no request: the recap came from this browser's own signed cookie.
      expect(new URL(page.url()).search).toBe('?envoye=1');

      // Another visitor opening the same address sees no one's recap.
      const stranger = await open(width, '/pret-hypothecaire/demande?envoye=1');
      await stranger.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
      expect(await stranger.locator('[data-recap]').count()).toBe(0);
      await stranger.context().close();

      // The confirmation e-mail recaps the same request, with the same reference.
      await server.container.flushOutbox();
      const [mail] = mailsTo(email);
      expect(mail?.headers.get('subject')).toBe(`Nous avons bien reçu votre demande de prêt hypothécaire (${reference})`);
      const body = text(mail);
      expect(body).toContain(frenchTypography(`Référence : ${reference}`));
      expect(body).toContain(frenchTypography(`Montant : ${amount}`));
      expect(body).toContain(frenchTypography('Durée : 25 ans'));
      expect(body).toContain(frenchTypography('Pays de résidence : Luxembourg'));
      await page.context().close();
    });

    it(`4. « combien emprunter » out of reach, then follows a suggested fix (${width} px)`, async () => {
      const page = await open(width, '/pret-hypothecaire/combien-emprunter');
      await page.getByLabel('Votre pays').selectOption('LUX');
      // Only Luxembourg's own field shows: the number of buyers, not Belgium's region or France's property type.
      await expect.poll(() => page.getByLabel('Nombre d’acquéreurs (Luxembourg)').isVisible()).toBe(true);
      expect(await page.getByLabel('Région (Belgique)').isVisible()).toBe(false);
      expect(await page.getByLabel('Type de logement (France)').isVisible()).toBe(false);
      await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('4500');
      await page.getByLabel('Taux annuel (%)').fill('3,5');
      await page.getByLabel('Durée (années)').selectOption('25');
      await page.getByLabel('Prix du bien (€)').fill('450000');
      await page.getByLabel('Apport personnel (€)').fill('60000');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('prix') === '450000' && url.searchParams.get('apport') === '60000');

      // The verdict comes first, in words (not colour alone), with the gap to the euro (issue 21, item 9).
      const verdict = page.locator('[data-figure="reach-verdict"]');
      await expect.poll(() => verdict.getByRole('heading').textContent()).toContain('Votre projet n’est pas finançable en l’état');
      const verdictTop = (await verdict.boundingBox())?.y ?? Infinity;
      const budgetTop = (await page.locator('#budget').boundingBox())?.y ?? 0;
      expect(verdictTop).toBeLessThan(budgetTop);
      expect(await page.locator('[data-figure="reach-gap"]').textContent()).toBe(formatEuros(31_949, 0));
      expect(await overflowsSideways(page)).toBe(false);

      // The smallest changes, as links: 31 949 € more own funds, or 29 years, or a second income of 400 € a month.
      const ownFunds = page.getByRole('link', { name: `avec ${formatEuros(31_949, 0)} d’apport en plus` });
      const longer = page.getByRole('link', { name: 'sur 29 ans au lieu de 25 ans' });
      await longer.waitFor();
      await ownFunds.click();
      await page.waitForURL((url) => url.searchParams.get('apport') === '91949');
      await expect.poll(() => verdict.getByRole('heading').textContent()).toContain('Votre projet est à votre portée');
      // Within reach, the loan needed goes on to the offers and to a request, rounded up to 100 €.
      await page.getByRole('link', { name: /^Voir les \d+ offres pour 359 600 € sur 25 ans$/ }).waitFor();
      await page.getByRole('link', { name: 'Faire une demande pour 359 600 € sur 25 ans' }).waitFor();
      expect(await page.getByLabel('Revenu net mensuel (€)', { exact: true }).inputValue()).toBe('4500');
      expect(await page.getByLabel('Prix du bien (€)').inputValue()).toBe('450000');

      // Switching the country shows that country's own field only, at once.
      await page.getByLabel('Votre pays').selectOption('BE');
      await expect.poll(() => page.getByLabel('Région (Belgique)').isVisible()).toBe(true);
      expect(await page.getByLabel('Nombre d’acquéreurs (Luxembourg)').isVisible()).toBe(false);
      await page.context().close();
    });
  }

  it('4 without JavaScript: the chosen country’s field only, and a fix that works as a plain link (390 px)', async () => {
    const page = await open(390, '/pret-hypothecaire/combien-emprunter?pays=FR&revenus=4500&prix=450000&apport=60000', false);
    expect(await page.getByLabel('Type de logement (France)').isVisible()).toBe(true);
    expect(await page.getByLabel('Nombre d’acquéreurs (Luxembourg)').isVisible()).toBe(false);
    expect(await page.getByLabel('Région (Belgique)').isVisible()).toBe(false);
    await page.getByLabel('Votre pays').selectOption('BE');
    expect(await page.getByLabel('Région (Belgique)').isVisible()).toBe(true);
    await page.getByLabel('Votre pays').selectOption('FR');
    const fix = page.locator('[data-fix="own-funds"]');
    const before = await fix.textContent();
    expect(before).toMatch(/^avec .* d’apport en plus$/);
    await fix.click();
    await page.waitForURL((url) => url.searchParams.get('apport') !== '60000');
    expect(await page.locator('[data-figure="reach-verdict"] h2').textContent()).toContain('Votre projet est à votre portée');
    await page.context().close();
  });
});
