import { formatEuros, loanFeasibilityUnder, lendingRulesOn, projectFeasibility, type Feasibility } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, item 9: the feasibility verdict with its fixes, on « combien emprunter » and on the capacity page. A
 * project out of the rules names the rule that binds and its source, then the smallest own funds, duration and
 * co-borrower income (core's projectFeasibility / loanFeasibilityUnder); following one of them, with or without
 * JavaScript, makes the project feasible.
 */
const BORROW = '/pret-hypothecaire/combien-emprunter';
const CAPACITY = '/pret-immobilier/outils/capacite-d-emprunt';

function unwrap(result: { ok: true; value: Feasibility } | { ok: false; error: { detail: string } }): Feasibility {
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

// Luxembourg: 450 000 € with 60 000 €, 4 500 € a month at 3,5 % over 25 years (core's feasibility.test.ts).
const luxembourg = unwrap(
  projectFeasibility({
    purchase: { price: 450_000, ownFunds: 60_000, country: 'LUX', buyers: 1, buyerProfile: 'firstTimeBuyer' },
    borrowing: { netMonthlyIncome: 4_500, monthlyCharges: 0, rate: 3.5, duration: 300 },
  }),
);
// France under the HCSF: 250 000 € over 20 years on 4 000 € a month.
const france = unwrap(
  loanFeasibilityUnder(lendingRulesOn(new Date()), {
    country: 'FR',
    loan: 250_000,
    buyerProfile: 'firstTimeBuyer',
    borrowing: { netMonthlyIncome: 4_000, monthlyCharges: 0, rate: 3.5, duration: 240 },
  }),
);

const verdict = (page: Page) => page.locator('[data-figure="reach-verdict"]');
const heading = (page: Page) => verdict(page).getByRole('heading').textContent();

describe('the feasibility verdict', () => {
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

  it('the fixes as numbers core computed (to the euro and the month)', () => {
    expect(luxembourg.fixes).toEqual({ ownFunds: 31_949, durationMonths: 346, income: 400 });
    expect(france.fixes).toEqual({ ownFunds: 8_604, durationMonths: 253, income: 143 });
  });

  it('« combien emprunter » without JavaScript: the rule that binds, its source, three fixes; the income fix makes it feasible', async () => {
    const page = await open(`${BORROW}?pays=LUX&revenus=4500&charges=0&taux=3,5&duree=25&prix=450000&apport=60000&acquereurs=1`, false);
    expect(await heading(page)).toContain('Votre projet n’est pas finançable en l’état');
    expect(await verdict(page).locator('[data-rule="debt-ratio"]').textContent()).toContain('40\u00a0%');
    expect(await verdict(page).textContent()).toContain('CSSF');
    // The source's ordinal in superscript: « en vigueur le 1<sup>er</sup> janvier 2021 ».
    expect(await verdict(page).locator('.calc-source sup').first().textContent()).toBe('er');
    expect(await page.locator('[data-fix="own-funds"]').textContent()).toBe(`avec ${formatEuros(31_949, 0)} d’apport en plus`);
    expect(await page.locator('[data-fix="duration"]').textContent()).toBe('sur 29\u00a0ans au lieu de 25\u00a0ans');
    expect(await verdict(page).textContent()).toContain('(346\u00a0mois suffiraient)');
    expect(await page.locator('[data-fix="income"]').textContent()).toBe(`avec un second revenu de ${formatEuros(400, 0)} par mois`);
    await page.locator('[data-fix="income"]').click();
    await page.waitForURL((url) => url.searchParams.get('revenus2') === '400');
    expect(await heading(page)).toContain('Votre projet est à votre portée');
    await page.context().close();
  });

  it('« combien emprunter » with JavaScript: typed, then the own-funds fix makes it feasible, the offers follow', async () => {
    const page = await open(BORROW, true);
    await page.getByLabel('Votre pays').selectOption('LUX');
    await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('4500');
    await page.getByLabel('Taux annuel (%)').fill('3,5');
    await page.getByLabel('Durée (années)').selectOption('25');
    await page.getByLabel('Prix du bien (€)').fill('450000');
    await page.getByLabel('Apport personnel (€)').fill('60000');
    await expect.poll(() => page.locator('[data-fix="own-funds"]').textContent()).toBe(`avec ${formatEuros(31_949, 0)} d’apport en plus`);
    await page.locator('[data-fix="own-funds"]').click();
    await page.waitForURL((url) => url.searchParams.get('apport') === '91949');
    await expect.poll(() => heading(page)).toContain('Votre projet est à votre portée');
    await page.getByRole('link', { name: /^Voir les \d+ offres pour 359 600 € sur 25 ans$/ }).waitFor();
    await page.context().close();
  });

  it('the capacity page without JavaScript: an amount beyond France’s 35 %, then the duration fix within 25 years', async () => {
    const page = await open(`${CAPACITY}?pays=FR&revenus=4000&charges=0&taux=3,5&duree=20&montant=250000`, false);
    expect(await heading(page)).toContain('Votre projet n’est pas finançable en l’état');
    expect(await verdict(page).locator('[data-rule="debt-ratio"]').textContent()).toContain('35\u00a0%');
    expect(await verdict(page).textContent()).toContain('HCSF');
    expect(await page.locator('[data-fix="own-funds"]').textContent()).toBe(`avec ${formatEuros(8_604, 0)} d’apport en plus`);
    expect(await page.locator('[data-fix="duration"]').textContent()).toBe('sur 22\u00a0ans au lieu de 20\u00a0ans');
    expect(await page.locator('[data-fix="income"]').textContent()).toBe(`avec un second revenu de ${formatEuros(143, 0)} par mois`);
    await page.locator('[data-fix="duration"]').click();
    await page.waitForURL((url) => url.searchParams.get('duree') === '22');
    expect(await heading(page)).toContain('Votre projet est à votre portée');
    await page.context().close();
  });

  it('the capacity page with JavaScript: the NBB’s 90 % LTV binds, only more own funds fix it', async () => {
    const page = await open(CAPACITY, true);
    await page.getByLabel('Votre pays').selectOption('BE');
    await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('8000');
    await page.getByLabel('Taux annuel (%)').fill('3,2');
    await page.getByLabel('Durée (années)').selectOption('20');
    await page.getByLabel('Votre situation').selectOption('primaryResidence');
    await page.getByLabel('Prix du bien (€)').fill('400000');
    await page.getByLabel('Montant à emprunter (€)').fill('380000');
    await expect.poll(() => verdict(page).locator('[data-rule="ltv"]').textContent()).toContain('90\u00a0%');
    expect(await verdict(page).textContent()).toContain('NBB_2019_27');
    expect(await page.locator('[data-fix="duration"]').count()).toBe(0);
    expect(await page.locator('[data-fix="income"]').count()).toBe(0);
    expect(await page.locator('[data-fix="own-funds"]').textContent()).toBe(`avec ${formatEuros(20_000, 0)} d’apport en plus`);
    await page.locator('[data-fix="own-funds"]').click();
    await page.waitForURL((url) => url.searchParams.get('montant') === '360000');
    await expect.poll(() => heading(page)).toContain('Votre projet est à votre portée');
    await page.context().close();
  });
});
