import { countryComparison, formatEuros, type CountryComparisonInput } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, one project, three countries (/comparer-les-pays): the GET form without JavaScript, the live figures and
 * URL with it, the cross-border income rule of each lender with its source, and the way on from each country's
 * column to its offers or the request form with that country's loan needed.
 */
const PATH = '/comparer-les-pays';
const QUERY = 'residence=FR&travail=LUX&revenus=5000&taux=3,5&duree=25&prix=450000&apport=60000&profil=firstTimeBuyer&region=wallonie';
const PROJECT: Omit<CountryComparisonInput, 'date'> = {
  price: 450_000,
  ownFunds: 60_000,
  buyerProfile: 'firstTimeBuyer',
  region: 'wallonie',
  propertyType: 'ancien',
  buyers: 1,
  borrowing: { netMonthlyIncome: 5_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
  residence: 'FR',
  workCountry: 'LUX',
};

function core(changes: Partial<CountryComparisonInput> = {}) {
  const result = countryComparison({ ...PROJECT, ...changes });
  if (!result.ok) throw new Error(result.error.detail);
  return Object.fromEntries(result.value.answers.map((answer) => [answer.country, answer]));
}

const up = (value: number) => Math.ceil(value / 100) * 100;
const down = (value: number) => Math.floor(value / 100) * 100;

describe('the three-country comparison page', () => {
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

  it('computes the three countries without JavaScript from the URL, says what each lender counts, and again from the GET form', async () => {
    const page = await open(`${PATH}?${QUERY}`, false);
    const answers = core();
    for (const country of ['LUX', 'BE', 'FR'] as const) {
      const answer = answers[country];
      if (!answer) throw new Error(country);
      expect(await figure(page, `${country}-loan-needed`)).toBe(formatEuros(up(answer.reach.loanNeeded), 0));
      expect(await figure(page, `${country}-max-amount`)).toBe(formatEuros(down(answer.reach.maxAmount), 0));
      expect(await figure(page, `${country}-payment`)).toBe(formatEuros(answer.monthlyPayment, 0));
      expect(await figure(page, `${country}-feasible`)).toBe(answer.feasible ? 'Oui' : 'Non');
    }
    // Living in France, working in Luxembourg: each lender's rule, its source, and what we could not confirm.
    const belgium = await page.locator('[data-income-rule="BE"]').textContent();
    expect(belgium).toContain('salaire versé au Luxembourg');
    expect(belgium).toContain('n’habite pas en Belgique');
    expect(await page.locator('[data-country="FR"] .calc-source').first().textContent()).toContain('D-HCSF-2021-7');
    expect(await page.locator('[data-country="LUX"]').textContent()).toContain('À vérifier');

    // A bigger household income from the form: every country computes again.
    await page.locator('#revenus').fill('9 000');
    await Promise.all([page.waitForURL(/revenus=9/), page.locator('form.calc-form button[type="submit"]').click()]);
    const richer = core({ borrowing: { ...PROJECT.borrowing, netMonthlyIncome: 9_000 } });
    expect(await figure(page, 'BE-max-amount')).toBe(formatEuros(down(richer.BE?.reach.maxAmount ?? 0), 0));
    expect(await figure(page, 'summary')).toBe('Votre projet est faisable dans les trois pays.');
    await page.context().close();
  });

  it('shows the field errors without JavaScript', async () => {
    const page = await open(`${PATH}?${QUERY.replace('prix=450000', 'prix=abc').replace('travail=LUX', 'travail=DE')}`, false);
    expect(await page.locator('#prix-erreur').textContent()).toBe('Le prix du bien doit être un nombre.');
    expect(await page.locator('#travail-erreur').textContent()).toBe('Choisissez le pays où vous travaillez dans la liste.');
    expect(await page.locator('[data-figure]').count()).toBe(0);
    await page.context().close();
  });

  it('follows the typed figures live with JavaScript, the URL in step, no page load', async () => {
    const page = await open(`${PATH}?${QUERY}`, true);
    const historyLength = await page.evaluate(() => history.length);
    const input = page.locator('#apport');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('150000', { delay: 20 });
    const expected = core({ ownFunds: 150_000 });
    await expect.poll(() => figure(page, 'FR-loan-needed'), { timeout: 5000 }).toBe(formatEuros(up(expected.FR?.reach.loanNeeded ?? 0), 0));
    expect(await figure(page, 'BE-feasible')).toBe(expected.BE?.feasible ? 'Oui' : 'Non');
    expect(new URL(page.url()).searchParams.get('apport')).toBe('150000');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.locator('#region').selectOption('flandre');
    const flanders = core({ ownFunds: 150_000, region: 'flandre' });
    await expect
      .poll(() => figure(page, 'BE-costs'), { timeout: 5000 })
      .toBe(formatEuros(Math.round((flanders.BE?.budget.costs.total ?? 0) / 100) * 100, 0));
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`goes on from a country to its offers and to the request form with its loan ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open(`${PATH}?${QUERY}`, javaScriptEnabled);
      const answers = core();
      const lux = up(answers.LUX?.reach.loanNeeded ?? 0);
      expect(answers.LUX?.feasible).toBe(true);
      const offers = page.locator('[data-country="LUX"] [data-next="offers"]');
      expect(await offers.getAttribute('href')).toBe(`/pret-hypothecaire?montant=${lux}&duree=25+ans&pays=LUX`);
      await Promise.all([page.waitForURL(/\/pret-hypothecaire\?/), offers.click()]);
      expect(new URL(page.url()).searchParams.get('montant')).toBe(String(lux));

      // France is out of reach here: its column offers the request form, with France's loan needed.
      await page.goto(`${server.url}${PATH}?${QUERY}`);
      expect(answers.FR?.feasible).toBe(false);
      expect(await page.locator('[data-country="FR"] [data-next="offers"]').count()).toBe(0);
      const fr = up(answers.FR?.reach.loanNeeded ?? 0);
      const request = page.locator('[data-country="FR"] [data-next="request"]');
      await Promise.all([page.waitForURL(/\/pret-immobilier\/demande/), request.click()]);
      const url = new URL(page.url());
      expect(url.searchParams.get('montant')).toBe(String(fr));
      expect(url.searchParams.get('duree')).toBe('25');
      expect(await page.getByLabel('Montant souhaité (€)').inputValue()).toBe(String(fr));
      expect(await page.getByLabel('Pays de résidence', { exact: true }).inputValue()).toBe('FR');
      await page.context().close();
    });
  }
});
