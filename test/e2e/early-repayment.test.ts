import { earlyRepayment, formatEuros, type EarlyRepaymentInput } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, early repayment (/pret-immobilier/outils/remboursement-anticipe): the GET form without JavaScript, the
 * live figures and URL with it, and the way on to the offers and the request form with the visitor's numbers.
 */
const PATH = '/pret-immobilier/outils/remboursement-anticipe';
const QUERY = 'pays=FR&montant=165000&taux=4,1&duree=20&nature=fixe&echeance=25&type=partiel&remboursement=20000&garder=mensualite';
const LOAN: EarlyRepaymentInput = {
  amount: 165_000,
  rate: 4.1,
  duration: 240,
  month: 25,
  repayment: 20_000,
  keep: 'payment',
  country: 'FR',
  rateKind: 'fixed',
};

function core(input: Partial<EarlyRepaymentInput> = {}) {
  const result = earlyRepayment({ ...LOAN, ...input });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

describe('the early repayment page', () => {
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

  it('computes without JavaScript from the URL, and again from the GET form', async () => {
    const page = await open(`${PATH}?${QUERY}`, false);
    expect(await figure(page, 'interest-saved')).toBe(formatEuros(core().interestSaved));
    expect(await figure(page, 'penalty')).toBe(formatEuros(410));
    expect(await figure(page, 'net-savings')).toBe(formatEuros(core().interestSaved - 410));
    expect(await page.locator('[data-rule-summary]').textContent()).toContain('six mois d’intérêts');
    expect(await page.locator('.calc-rule').textContent()).toContain('R313-25');

    await page.locator('#garder').selectOption('duree');
    await page.locator('#remboursement').fill('30 000');
    await Promise.all([page.waitForURL(/remboursement=30/), page.locator('form.calc-form button[type="submit"]').click()]);
    const expected = core({ repayment: 30_000, keep: 'duration' });
    expect(await figure(page, 'interest-saved')).toBe(formatEuros(expected.interestSaved));
    expect(await figure(page, 'new-payment')).toBe(formatEuros(expected.after.monthlyPayment));
    expect(new URL(page.url()).searchParams.get('garder')).toBe('duree');
    await page.context().close();
  });

  it('shows the field errors without JavaScript', async () => {
    const page = await open(`${PATH}?${QUERY.replace('echeance=25', 'echeance=240')}`, false);
    expect(await page.locator('#echeance-erreur').textContent()).toBe('Le remboursement doit venir avant la dernière mensualité.');
    expect(await page.locator('[data-figure]').count()).toBe(0);
    await page.context().close();
  });

  it('follows the typed figures live with JavaScript, the URL in step, no page load', async () => {
    const page = await open(`${PATH}?${QUERY}`, true);
    const historyLength = await page.evaluate(() => history.length);
    const input = page.locator('#remboursement');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('40000', { delay: 30 });
    const expected = core({ repayment: 40_000 });
    await expect.poll(() => figure(page, 'interest-saved'), { timeout: 5000 }).toBe(formatEuros(expected.interestSaved));
    expect(new URL(page.url()).searchParams.get('remboursement')).toBe('40000');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Luxembourg at a fixed rate outside the main home: no legal cap, the net gain is the bank's to state.
    await page.locator('#residence').selectOption('non');
    await page.locator('#pays').selectOption('LUX');
    await expect.poll(() => figure(page, 'net-savings'), { timeout: 5000 }).toBe('Non chiffré');
    expect(await page.locator('[data-uncapped]').count()).toBe(1);
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`goes on to the offers and to the request form with the capital left ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open(`${PATH}?${QUERY}`, javaScriptEnabled);
      const left = Math.round(core().debtBefore - 20_000);
      const offers = page.locator('[data-next="offers"]');
      expect(await offers.getAttribute('href')).toBe(`/pret-immobilier?montant=${left}&duree=177+mois&pays=FR`);
      await Promise.all([page.waitForURL(/\/pret-immobilier\?/), offers.click()]);
      expect(new URL(page.url()).searchParams.get('montant')).toBe(String(left));

      await page.goto(`${server.url}${PATH}?${QUERY}`);
      const request = page.locator('[data-next="request"]');
      await Promise.all([page.waitForURL(/\/pret-immobilier\/demande/), request.click()]);
      const url = new URL(page.url());
      expect(url.searchParams.get('montant')).toBe(String(left));
      expect(url.searchParams.get('duree')).toBe('15');
      expect(await page.getByLabel('Montant souhaité (€)').inputValue()).toBe(String(left));
      expect(await page.getByLabel('Durée souhaitée (années)').inputValue()).toBe('15');
      expect(await page.getByLabel('Pays de résidence', { exact: true }).inputValue()).toBe('FR');
      await page.context().close();
    });
  }
});
