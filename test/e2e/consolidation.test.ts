import { consolidation, formatEuros, type ConsolidationInput } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, consolidation before and after (/regroupement-de-credit/simulation): the GET form without JavaScript,
 * the live figures and URL with it, the L312-10 comparison said outright, Belgium refused, and the way on to the
 * consolidation offers and the request form with the new loan's amount and duration. The credits are those of
 * core's consolidation.test.ts (rachat-credit-en-cours.fr): 110 700 € of mortgage and 12 300 € of car loan, taken
 * over at 3 % over 15 years.
 */
const PATH = '/regroupement-de-credit/simulation';
const ROWS =
  'credit1_type=immo&credit1_capital=110700&credit1_mensualite=1989,13&credit1_taux=3&credit1_fin=60' +
  '&credit2_type=conso&credit2_capital=12300&credit2_mensualite=288,87&credit2_taux=6&credit2_fin=48' +
  '&credit3_capital=&credit3_mensualite=&credit3_taux=&credit3_fin=';
const QUERY = `pays=FR&${ROWS}&tresorerie=0&nouveau-taux=3&nouvelle-duree=180&ira=0`;
const CREDITS: ConsolidationInput['credits'] = [
  { kind: 'mortgage', capital: 110_700, monthlyPayment: 1989.13, rate: 3, monthsLeft: 60 },
  { kind: 'consumer', capital: 12_300, monthlyPayment: 288.87, rate: 6, monthsLeft: 48 },
];

function core(input: Partial<ConsolidationInput> = {}) {
  const result = consolidation({ credits: CREDITS, cash: 0, newRate: 3, newDuration: 180, country: 'FR', penalties: 0, ...input });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

describe('the consolidation page', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (path: string, javaScriptEnabled: boolean) => openCalculatorPage(browser, `${server.url}${path}`, javaScriptEnabled);
  const figure = figureText;

  it('computes without JavaScript from the URL, says it costs more in total though the payment falls, and again from the GET form', async () => {
    const page = await open(`${PATH}?${QUERY}`, false);
    const expected = core();
    expect(await figure(page, 'new-payment')).toBe(formatEuros(expected.after.monthlyPayment));
    expect(await figure(page, 'after-capital')).toBe(formatEuros(123_000, 0));
    expect(await figure(page, 'total-before')).toBe(formatEuros(expected.before.totalToPay, 0));
    expect(await figure(page, 'total-after')).toBe(formatEuros(expected.after.totalToPay, 0));
    expect(await figure(page, 'extra-cost')).toBe(formatEuros(expected.extraCost, 0));
    expect(expected.monthlySaving).toBeGreaterThan(0);
    expect(await figure(page, 'verdict')).toContain(
      `mais le regroupement vous coûte ${formatEuros(expected.extraCost, 0)} de plus au total que vos crédits actuels.`,
    );
    // L312-10's sentence, among the page's legal mentions.
    expect(await page.locator('.legal-mentions').textContent()).toContain('allongement de la durée de remboursement');

    // Cash on top, and the legal maximum of the indemnities in place of the typed 0.
    await page.locator('#tresorerie').fill('5 000');
    await page.locator('#ira').fill('');
    await Promise.all([page.waitForURL(/tresorerie=5/), page.locator('form.calc-form button[type="submit"]').click()]);
    const withCash = core({ cash: 5_000, penalties: undefined });
    expect(await figure(page, 'after-capital')).toBe(formatEuros(withCash.after.capital, 0));
    expect(await figure(page, 'after-penalties')).toBe(formatEuros(withCash.penalties.total, 0));
    expect(await page.locator('.calc-rule').textContent()).toContain('L312-34');
    await page.context().close();
  });

  it('takes the comparator’s best offer for an empty rate, and says which', async () => {
    const page = await open(`${PATH}?${QUERY.replace('nouveau-taux=3', 'nouveau-taux=')}`, false);
    const note = await page.locator('[data-market-rate]').textContent();
    expect(note).toContain('la moins chère du comparateur pour 123');
    expect(await page.locator('#resultat').textContent()).toMatch(/^Un prêt de 123\u202f000\u00a0€ sur 15\u00a0ans à \d+,\d\d\u00a0%$/);
    await page.context().close();
  });

  it('shows the field errors without JavaScript', async () => {
    const page = await open(`${PATH}?${QUERY.replace('credit2_mensualite=288,87', 'credit2_mensualite=10')}&credit4_capital=5000`, false);
    expect(await page.locator('#credit2_mensualite-erreur').textContent()).toContain('ne remboursent pas');
    expect(await page.locator('#credit4_mensualite-erreur').textContent()).toBe('La mensualité doit être un nombre.');
    expect(await page.locator('[data-figure]').count()).toBe(0);
    await page.context().close();
  });

  it('follows the typed figures live with JavaScript, the URL in step, no page load', async () => {
    const page = await open(`${PATH}?${QUERY}`, true);
    const historyLength = await page.evaluate(() => history.length);
    const input = page.locator('#nouvelle-duree');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('120', { delay: 30 });
    const expected = core({ newDuration: 120 });
    await expect.poll(() => figure(page, 'new-payment'), { timeout: 5000 }).toBe(formatEuros(expected.after.monthlyPayment));
    expect(new URL(page.url()).searchParams.get('nouvelle-duree')).toBe('120');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.context().close();
  });

  it('is not offered to Belgian visitors: the explanation instead of the tool, and no menu link', async () => {
    const page = await open(`${PATH}?pays=BE`, false);
    expect(await page.locator('#non-propose').textContent()).toBe('Service non proposé en Belgique');
    expect(await page.locator('form.calc-form').count()).toBe(0);
    expect(await page.locator(`header a[href="${PATH}"]`).count()).toBe(0);
    await page.goto(`${server.url}${PATH}?pays=FR`);
    expect(await page.locator(`header a[href="${PATH}"]`).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`goes on to the consolidation offers and the request form with the new loan ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open(`${PATH}?${QUERY}`, javaScriptEnabled);
      const offers = page.locator('[data-next="offers"]');
      expect(await offers.getAttribute('href')).toBe('/regroupement-de-credit?montant=123000&duree=15+ans&pays=FR');
      await Promise.all([page.waitForURL(/\/regroupement-de-credit\?/), offers.click()]);
      expect(new URL(page.url()).searchParams.get('montant')).toBe('123000');

      await page.goto(`${server.url}${PATH}?${QUERY}`);
      const request = page.locator('[data-next="request"]');
      await Promise.all([page.waitForURL(/\/regroupement-de-credit\/demande-partners-finances/), request.click()]);
      const url = new URL(page.url());
      expect(url.searchParams.get('montant')).toBe('123000');
      expect(url.searchParams.get('duree')).toBe('180');
      expect(await page.getByLabel('Montant total des crédits à regrouper (€)').inputValue()).toBe('123000');
      expect(await page.getByLabel('Durée de remboursement souhaitée (mois)').inputValue()).toBe('180');
      await page.context().close();
    });
  }
});
