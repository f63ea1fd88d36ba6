import { marketRankText, rateRank, type MarketCountry, type MarketRates } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, item 8, « your rate against the market »: the simulation places the typed rate among the month's observed
 * rates of its country and duration, without JavaScript and live with it; a product page places its own rate. The
 * figures are checked against the month's observations the server's use case reads (the reader's contract checks
 * that read against the database), and the share is recounted here from the raw observations.
 */
const SIMULATION = '/pret-hypothecaire/simulation';

describe('your rate against the market', () => {
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
  const sentence = async (page: Page) => ((await page.locator('.market-rank').first().textContent()) ?? '').trim();
  const market = (categorySlug: string, country: MarketCountry, duration: number): Promise<MarketRates> =>
    server.container.requestScope().useCases.marketRates({ categorySlug, country, duration });

  /** The share recounted from every observation, one by one: strictly higher rates over all of them, rounded down. */
  const recount = (rates: MarketRates['rates'], rate: number) => {
    const all = rates.flatMap(([observed, times]) => Array<number>(times).fill(observed));
    return { count: all.length, percent: Math.floor((all.filter((observed) => observed > rate).length * 100) / all.length) };
  };

  it('places the typed rate among this month’s rates for 20 years in Luxembourg, without JavaScript', async () => {
    const expected = await market('pret-hypothecaire', 'LUX', 240);
    expect(expected).toMatchObject({ duration: 240, current: true });
    const { count, percent } = recount(expected.rates, 3.4);
    expect(count).toBeGreaterThan(10);
    expect(rateRank(expected.rates, 3.4)).toMatchObject({ count, percent });

    const page = await open(`${SIMULATION}?pays=LUX&montant=300000&taux=3,4&duree=20`, false);
    const text = await sentence(page);
    expect(text).toBe(marketRankText(expected, 3.4));
    expect(text).toContain(`Votre taux de 3,40\u00a0%`);
    expect(text).toContain(`ce mois-ci pour 20\u00a0ans au Luxembourg (${count}\u00a0relevés).`);
    if (percent > 0 && percent < 100) expect(text).toContain(`meilleur que ${percent}\u00a0% des taux relevés`);
    await page.context().close();
  });

  it('follows the typed rate at once and the duration and country through the server, with JavaScript', async () => {
    const page = await open(`${SIMULATION}?pays=LUX&montant=300000&taux=3,4&duree=20`, true);
    expect(await sentence(page)).toBe(marketRankText(await market('pret-hypothecaire', 'LUX', 240), 3.4));

    const rate = page.locator('#taux');
    await rate.click();
    await rate.press('Control+A');
    await page.keyboard.type('2,9', { delay: 30 });
    const twenty = await market('pret-hypothecaire', 'LUX', 240);
    await expect.poll(() => sentence(page), { timeout: 5000 }).toBe(marketRankText(twenty, 2.9));

    await page.locator('#duree').selectOption('15');
    const fifteen = await market('pret-hypothecaire', 'LUX', 180);
    await expect.poll(() => sentence(page), { timeout: 5000 }).toBe(marketRankText(fifteen, 2.9));
    expect(await sentence(page)).toContain('pour 15\u00a0ans au Luxembourg');

    await page.locator('#pays').selectOption('FR');
    const france = await market('pret-immobilier', 'FR', 180);
    await expect.poll(() => sentence(page), { timeout: 5000 }).toBe(marketRankText(france, 2.9));
    expect(await sentence(page)).toContain('pour 15\u00a0ans en France');
    await page.context().close();
  });

  it('places a product’s own rate at its category’s default terms on its page', async () => {
    // The first Luxembourg mortgage offer the comparator lists, and its page.
    const comparator = await open('/pret-hypothecaire?pays=LUX', false);
    const href = await comparator
      .locator('a[href^="/banques-et-courtiers/"][href*="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').find((path) => path.split('/').length === 4));
    await comparator.context().close();
    expect(href).toBeTruthy();

    for (const javaScriptEnabled of [false, true]) {
      const page = await open(href as string, javaScriptEnabled);
      const text = await sentence(page);
      const found = /^Le taux de cette offre pour ([\d\u202f]+)\u00a0€, ([\d,]+)\u00a0%, .* pour (\d+)\u00a0ans au Luxembourg /.exec(text);
      expect(found, text).not.toBeNull();
      const [, amount = '', rate = '', years = ''] = found as RegExpExecArray;
      const expected = await market('pret-hypothecaire', 'LUX', Number(years) * 12);
      expect(text).toBe(
        marketRankText(expected, Number(rate.replace(',', '.')), { whose: 'offer', amount: Number(amount.replace(/\u202f/g, '')) }),
      );
      // The rate quoted is one of the page's own grid.
      expect(await page.locator('.rate-grid, table').first().textContent()).toContain(`${rate}\u00a0%`);
      await page.context().close();
    }
  });
});
