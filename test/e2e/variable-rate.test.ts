import { formatEuros, formatPercent, variableRatePath, type ScenarioPath, type VariableRateInput } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, fixed, variable or capped (/pret-immobilier/outils/taux-variable): the GET form without JavaScript, the
 * live figures and URL with it, the comparator's best fixed-rate offer for the typed terms, and the way on to the
 * offers and the request form with the visitor's numbers.
 */
const PATH = '/pret-immobilier/outils/taux-variable';
const QUERY = 'pays=BE&montant=200000&taux=3&duree=25&formule=1-1-1&cap=';
const LOAN: VariableRateInput = {
  amount: 200_000,
  rate: 3,
  duration: 300,
  country: 'BE',
  firstRevisionMonths: 12,
  periodMonths: 12,
};

function core(input: Partial<VariableRateInput> = {}) {
  const result = variableRatePath({ ...LOAN, ...input });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const scenario = (path: ReturnType<typeof core>, name: ScenarioPath['scenario']) => {
  const found = path.scenarios.find((item) => item.scenario === name);
  if (!found) throw new Error(`no ${name} scenario`);
  return found;
};

interface FixedOfferJson {
  advertiserName: string;
  productName: string;
  rate: number;
  monthlyPayment: number;
  totalInterest: number;
}

describe('the variable-rate page', () => {
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

  /** The server's best fixed-rate offer for terms, as the live page asks for it. */
  async function fixedOffer(amount: number, months: number, country: string): Promise<FixedOfferJson> {
    const answer = await fetch(`${server.url}/outils/meilleur-taux-fixe?montant=${amount}&duree=${months}&pays=${country}`);
    expect(answer.status).toBe(200);
    const { offer } = (await answer.json()) as { offer: FixedOfferJson | null };
    if (!offer) throw new Error('the demo data has no fixed-rate offer for these terms');
    return offer;
  }

  const figure = figureText;
  const cell = async (page: Page, row: string, name: string) =>
    (await page.locator(`tr[data-scenario="${row}"] [data-cell="${name}"]`).textContent()) ?? '';

  it('computes without JavaScript from the URL, with the law’s limits and sources, and again from the GET form', async () => {
    const page = await open(`${PATH}?${QUERY}`, false);
    const path = core();
    expect(await figure(page, 'first-payment')).toBe(formatEuros(scenario(path, 'stable').firstPayment));
    expect(await figure(page, 'worst-payment')).toBe(formatEuros(scenario(path, 'cap').highestPayment));
    expect(await figure(page, 'ceiling-rate')).toBe(formatPercent(6));
    for (const name of ['stable', 'plus1', 'plus2', 'cap'] as const) {
      expect(await cell(page, name, 'interest')).toBe(formatEuros(scenario(path, name).totalInterest));
      expect(await cell(page, name, 'rate')).toBe(formatPercent(scenario(path, name).highestRate));
    }
    // The 1/1/1 path: +1 point the second year, +2 the third, then the double.
    expect(await page.locator('[data-path-row]').count()).toBe(4);
    expect(await page.locator('[data-path-row="37"] [data-cell="cap"]').textContent()).toContain(formatPercent(6));
    const limits = (await page.locator('section[aria-labelledby="limites"]').textContent()) ?? '';
    expect(limits).toContain('VII.143');
    expect(limits).toContain('double du taux initial');
    expect(limits).toContain('À vérifier');

    await page.locator('#formule').selectOption('5-5-5');
    await page.locator('#cap').fill('2');
    await Promise.all([page.waitForURL(/cap=2/), page.locator('form.calc-form button[type="submit"]').click()]);
    const capped = core({ firstRevisionMonths: 60, periodMonths: 60, contractCap: 2 });
    expect(await figure(page, 'ceiling-rate')).toBe(formatPercent(5));
    expect(await figure(page, 'worst-payment')).toBe(formatEuros(capped.worst.highestPayment));
    expect(new URL(page.url()).searchParams.get('formule')).toBe('5-5-5');
    await page.context().close();
  });

  it('sets the worst case next to the comparator’s best fixed-rate offer, without JavaScript', async () => {
    const page = await open(`${PATH}?${QUERY}`, false);
    const offer = await fixedOffer(200_000, 300, 'BE');
    expect(await page.locator('[data-fixed-offer]').getAttribute('data-fixed-offer')).toBe('found');
    expect(await page.locator('[data-fixed-offer-link]').textContent()).toBe(`${offer.advertiserName} — ${offer.productName}`);
    expect(await figure(page, 'fixed-payment')).toBe(formatEuros(offer.monthlyPayment));
    expect(await figure(page, 'fixed-interest')).toBe(formatEuros(offer.totalInterest));
    const gap = core().worst.totalInterest - offer.totalInterest;
    const verdict = (await page.locator('[data-fixed-verdict]').textContent()) ?? '';
    expect(verdict).toContain(formatEuros(Math.abs(gap)));
    expect(verdict).toContain(gap > 0 ? 'de plus que ce taux fixe' : 'de moins que ce taux fixe');
    await page.context().close();
  });

  it('shows the field errors without JavaScript, Belgium’s one-year minimum with its article', async () => {
    const page = await open(`${PATH}?${QUERY.replace('formule=1-1-1', 'formule=6m')}`, false);
    expect(await page.locator('#formule-erreur').textContent()).toContain('art.\u00a0VII.143');
    expect(await page.locator('[data-figure]').count()).toBe(0);
    await page.context().close();
  });

  it('follows the typed figures live with JavaScript, the URL, the fixed offer and the country’s law in step', async () => {
    const page = await open(`${PATH}?${QUERY}`, true);
    const historyLength = await page.evaluate(() => history.length);
    const input = page.locator('#montant');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('300000', { delay: 30 });
    const expected = core({ amount: 300_000 });
    await expect.poll(() => figure(page, 'first-payment'), { timeout: 5000 }).toBe(formatEuros(scenario(expected, 'stable').firstPayment));
    expect(new URL(page.url()).searchParams.get('montant')).toBe('300000');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // The fixed offer for the new amount comes from the server in the background.
    const offer = await fixedOffer(300_000, 300, 'BE');
    await expect.poll(() => figure(page, 'fixed-payment'), { timeout: 5000 }).toBe(formatEuros(offer.monthlyPayment));

    // Luxembourg: no cap in the law as we read it, none in the contract: the worst case shown is +2 points.
    await page.locator('#pays').selectOption('LUX');
    await expect.poll(() => figure(page, 'ceiling-rate'), { timeout: 5000 }).toBe('Sans plafond');
    expect(await page.locator('[data-uncapped]').count()).toBe(1);
    expect(await page.locator('tr[data-scenario="cap"]').count()).toBe(0);
    const lux = core({ amount: 300_000, country: 'LUX' });
    expect(await figure(page, 'worst-payment')).toBe(formatEuros(scenario(lux, 'plus2').highestPayment));
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`goes on to the offers, the fixed-rate offers and the request form with the visitor’s numbers ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open(`${PATH}?${QUERY}`, javaScriptEnabled);
      const offers = page.locator('[data-next="offers"]');
      expect(await offers.getAttribute('href')).toBe('/pret-hypothecaire?montant=200000&duree=25+ans&pays=BE');
      await Promise.all([page.waitForURL(/\/pret-hypothecaire\?/), offers.click()]);
      expect(new URL(page.url()).searchParams.get('montant')).toBe('200000');

      // The fixed-rate offers: the comparator with the « Taux fixe » filter, whose best unsponsored offer is the one quoted.
      await page.goto(`${server.url}${PATH}?${QUERY}`);
      const quoted = (await page.locator('[data-fixed-offer-link]').textContent()) ?? '';
      await Promise.all([
        page.waitForURL(/taux=fixe/),
        page.getByRole('link', { name: 'Toutes les offres à taux fixe pour ce montant et cette durée' }).click(),
      ]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/pret-hypothecaire');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ montant: '200000', duree: '25 ans', pays: 'BE', taux: 'fixe' });
      const first = page
        .locator('tr.offer')
        .filter({ hasNot: page.locator('.badge') })
        .first();
      expect(`${await first.locator('.offer__who strong').textContent()} — ${await first.locator('.offer__product a').textContent()}`).toBe(
        quoted,
      );

      await page.goto(`${server.url}${PATH}?${QUERY}`);
      const request = page.locator('[data-next="request"]');
      await Promise.all([page.waitForURL(/\/pret-hypothecaire\/demande/), request.click()]);
      const form = new URL(page.url());
      expect(form.searchParams.get('montant')).toBe('200000');
      expect(form.searchParams.get('duree')).toBe('25');
      expect(await page.getByLabel('Montant souhaité (€)').inputValue()).toBe('200000');
      expect(await page.getByLabel('Durée souhaitée (années)').inputValue()).toBe('25');
      expect(await page.getByLabel('Pays de résidence', { exact: true }).inputValue()).toBe('BE');
      await page.context().close();
    });
  }
});
