import {
  borrowingCapacity,
  formatEuros,
  monthlyPayment,
  rulesFor,
  simulateLoan,
  solveLoan,
  systemClock,
  type MarketCountry,
} from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 19, live calculators: with JavaScript every calculator computes in the browser as the visitor types. Each
 * case cuts the network once the page is loaded (every request aborted), types a new value key by key, and sees the
 * result follow (core's figure for the new value), the URL follow (replaced, not pushed), and the calculator stay on
 * the page (a failed background request never brings the error page).
 */
interface LiveCase {
  path: string;
  field: string;
  typed: string;
  figure: string;
  expected: () => string;
  /** Chunks the page asks for at the first input (decision 0024), which fail here. */
  asksFor?: RegExp;
}

const CASES: LiveCase[] = [
  {
    path: '/pret-immobilier/outils/calculette',
    field: 'montant',
    typed: '250 000',
    figure: 'payment',
    expected: () => {
      const solved = solveLoan({ amount: 250_000, rate: 3.5, duration: 240, convention: rulesFor('LUX').rateConvention });
      if (!solved.ok) throw new Error('expected a payment');
      return formatEuros(solved.value.payment);
    },
  },
  {
    path: '/pret-hypothecaire/simulation',
    field: 'taux',
    typed: '3,2',
    figure: 'payment',
    expected: () =>
      formatEuros(
        simulateLoan({ clock: systemClock }, { amount: 300_000, rate: 3.2, duration: 300, country: 'LUX', fees: 0, insuranceRate: 0 })
          .payment,
      ),
  },
  {
    path: '/pret-immobilier/outils/capacite-d-emprunt',
    field: 'revenus',
    typed: '5 200',
    figure: 'max-amount',
    expected: () => {
      const capacity = borrowingCapacity({ netMonthlyIncome: 5200, monthlyCharges: 0, rate: 3.5, duration: 300, country: 'LUX' });
      if (!capacity.ok) throw new Error('expected a capacity');
      return formatEuros(capacity.value.maxAmount);
    },
  },
  {
    // Offline before any input, « combien emprunter » follows with the capacity (its code is on the page) and keeps
    // the purchase's figures, the verdict and the aids as loaded: their code is the chunk it loads at the first input
    // (decision 0024), which cannot arrive here. Online, housing-aids.test.ts and feasibility-verdict.test.ts see them follow.
    path: '/pret-hypothecaire/combien-emprunter',
    field: 'revenus',
    typed: '5 200',
    figure: 'max-amount',
    expected: () => {
      const capacity = borrowingCapacity({ netMonthlyIncome: 5200, monthlyCharges: 0, rate: 3.5, duration: 300, country: 'LUX' });
      if (!capacity.ok) throw new Error('expected a capacity');
      return formatEuros(Math.floor(capacity.value.maxAmount / 100) * 100, 0);
    },
    // The chunk and the ones it imports, which the page does not load at first (test/bench/RESULTS.md).
    asksFor: /^\/assets\/(housing-aids|budget-checks|feasibility-rule|feasible)-[\w-]+\.js$/,
  },
  {
    path: '/pret-crypto',
    field: 'valeur',
    typed: '35 000',
    figure: 'payment',
    expected: () => formatEuros(monthlyPayment({ amount: 17_500, rate: 9, duration: 12, convention: rulesFor('LUX').rateConvention })),
  },
];

describe('the live calculators, offline once loaded', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (path: string) => openCalculatorPage(browser, `${server.url}${path}`, true);
  const figure = figureText;

  for (const { path, field, typed, figure: name, expected, asksFor } of CASES) {
    it(`recomputes ${path} in the browser as the visitor types, and the URL follows`, async () => {
      const page = await open(path);
      const before = await figure(page, name);
      const historyLength = await page.evaluate(() => history.length);
      const requests: string[] = [];
      await page.route('**/*', (route) => {
        // The icons' sprite is a file of the build, cached for good: a visitor's browser has it from the first
        // paint (Playwright's routing turns the HTTP cache off, so it is asked again here, and let through).
        if (/^\/assets\/icons-[\w-]+\.svg$/.test(new URL(route.request().url()).pathname)) return route.continue();
        requests.push(route.request().url());
        return route.abort();
      });
      const input = page.locator(`#${field}`);
      await input.click();
      await input.press('Control+A');
      await page.keyboard.type(typed, { delay: 30 });
      expect(expected()).not.toBe(before);
      await expect.poll(() => figure(page, name), { message: path, timeout: 5000 }).toBe(expected());
      // The URL carries what was typed (a shared link gives the same result), in place of the page's entry.
      expect(new URL(page.url()).searchParams.get(field)).toBe(typed);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      // Caret and focus stay; past any background request's pause, the calculator is still there, not an error page.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(field);
      expect(await input.inputValue()).toBe(typed);
      await page.waitForTimeout(800);
      expect(await page.locator('form.calc-form').count()).toBe(1);
      expect(await figure(page, name)).toBe(expected());
      // Nothing but what only the server knows (the offers, their number, the market's rates) may be asked for, and it failed here
      // (React Router's own route discovery, /__manifest, may also ask, and does without it).
      const asked = requests.map((url) => new URL(url).pathname);
      expect(
        asked.filter(
          (name) =>
            !['/outils/nombre-d-offres', '/outils/taux-du-marche', '/pret-crypto/offres', '/__manifest'].includes(name) &&
            !asksFor?.test(name),
        ),
      ).toEqual([]);
      await page.context().close();
    });
  }

  it('counts the offers for typed terms in the background, and says nothing of the count when the server cannot', async () => {
    const page = await open('/pret-hypothecaire/simulation');
    const offers = page.locator('[data-next="offers"]');
    const input = page.locator('#montant');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('250000', { delay: 30 });
    await expect.poll(() => offers.getAttribute('href'), { timeout: 5000 }).toContain('montant=250000');
    await expect
      .poll(() => offers.textContent(), { timeout: 5000 })
      .toMatch(/^Voir (les \d+ offres|l’offre|le comparateur) pour 250\u202f000\u00a0€ sur 25\u00a0ans$/);

    await page.route('**/*', (route) => route.abort());
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1', { delay: 30 });
    await expect.poll(() => offers.getAttribute('href'), { timeout: 5000 }).toContain('montant=250001');
    await page.waitForTimeout(800);
    expect(await offers.textContent()).toMatch(/^Voir les offres pour 250\u202f001\u00a0€ sur 25\u00a0ans$/);
    expect(await page.locator('form.calc-form').count()).toBe(1);
    await page.context().close();
  });

  it('follows a country picked offline with the figures of that country, and stays on the calculator', async () => {
    const page = await open('/pret-immobilier/outils/capacite-d-emprunt');
    const before = await figure(page, 'max-amount');
    await page.context().setOffline(true);
    await page.locator('#pays').selectOption('BE');
    // Belgium's rule is not Luxembourg's: the capacity changes, computed in the browser; no page load was tried.
    await expect.poll(() => figure(page, 'max-amount'), { timeout: 5000 }).not.toBe(before);
    expect(new URL(page.url()).searchParams.get('pays')).toBe('BE');
    await page.waitForTimeout(800);
    expect(await page.locator('form.calc-form').count()).toBe(1);
    await page.context().close();
  });

  it('simulates a personal loan in the browser for the amount and duration picked, offline', async () => {
    const { resources } = server.container.requestScope().stores;
    const category = await resources.list({
      type: 'categories',
      filter: { slug: ['pret-personnel'] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const config = (category.ok ? category.value.records[0]?.attributes.config : undefined) as
      { amounts: number[]; durations: number[]; amountIndex: number; durationIndex: number } | undefined;
    const products = await resources.list({
      type: 'products',
      filter: { categories: [String(category.ok ? category.value.records[0]?.id : 0)] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: ['advertiser'],
    });
    const product = products.ok ? products.value.records[0] : undefined;
    const advertiser = products.ok ? products.value.included[0] : undefined;
    if (!config || !product || !advertiser) throw new Error('the demo data has personal loans');
    const amount = config.amounts.find((value, index) => index !== config.amountIndex) ?? 0;
    const duration = config.durations.find((value, index) => index !== config.durationIndex) ?? 0;
    const loans = await resources.list({
      type: 'loans',
      filter: { productId: [String(product.id)], amount: [String(amount)], duration: [String(duration)] },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const rate = loans.ok ? (loans.value.records[0]?.attributes.rate as number | undefined) : undefined;
    if (rate === undefined) throw new Error('the demo product has an observed rate for every amount and duration');

    const page = await open(`/pret-personnel/${String(product.attributes.slug)}`);
    const historyLength = await page.evaluate(() => history.length);
    await page.route('**/*', (route) => route.abort());
    await page.getByLabel('Montant', { exact: true }).selectOption(String(amount));
    await page.getByLabel('Durée', { exact: true }).selectOption(String(duration));
    const expected = simulateLoan(
      { clock: systemClock },
      { amount, rate, duration, country: advertiser.attributes.country as MarketCountry, fees: 0, insuranceRate: 0 },
    );
    await expect.poll(() => figure(page, 'payment'), { timeout: 5000 }).toBe(formatEuros(expected.payment));
    const url = new URL(page.url());
    expect([url.searchParams.get('montant'), url.searchParams.get('duree')]).toEqual([String(amount), String(duration)]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.locator('[data-next="request"]').getAttribute('href')).toContain(`montant=${amount}`);
    await page.waitForTimeout(800);
    expect(await page.locator('form.calc-form').count()).toBe(1);
    await page.context().close();
  });
});
