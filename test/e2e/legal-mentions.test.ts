import { creditWarning, creditWarnings } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { chooseHeaderCountry, headerCountry, launchChromium } from './browser.test-support.ts';

/**
 * Issue 16: a Belgian visitor picks Belgium in the header once, and from then on every page shows Belgium's credit
 * warning and no other country's, with and without JavaScript (the server's day is fixed, after France's switch).
 */
const DAY = new Date('2026-11-20T12:00:00Z');
const BELGIAN = creditWarning('BE', DAY)!.text;
const OTHERS = [...new Set(creditWarnings.map((entry) => entry.text))].filter((text) => text !== BELGIAN);

describe('the legal mentions follow the country picked in the header', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', {}, { clock: { now: () => DAY } }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function warningsOn(page: Page): Promise<string[]> {
    return page.locator('[data-mention="warning"]').allTextContents();
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`shows the Belgian warning on every page once Belgium is picked ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const context = await browser.newContext({ javaScriptEnabled, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/pret-personnel`);
      if (javaScriptEnabled)
        await page.waitForFunction(
          () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
        );
      // Before choosing, the footer gives each market's wording under its countries' names.
      expect((await warningsOn(page)).some((text) => text.startsWith('Luxembourg et Belgique'))).toBe(true);
      expect((await warningsOn(page)).some((text) => text.startsWith('France'))).toBe(true);

      await chooseHeaderCountry(page, 'BE');
      // On the page where it was picked, without a reload of our own: the list's mentions and the footer follow.
      await expect.poll(() => warningsOn(page)).toEqual(expect.arrayContaining([BELGIAN]));
      await expect.poll(async () => (await warningsOn(page)).every((text) => text === BELGIAN)).toBe(true);
      expect((await context.cookies()).find((cookie) => cookie.name === 'pays')?.value).toBe('BE');

      // Every other page from then on, reached by a link or typed in.
      const productLink = await page.locator('table.offer-table a[href^="/pret-personnel/"]').first().getAttribute('href');
      const paths = [
        '/',
        '/pret-hypothecaire',
        '/pret-auto',
        `${productLink}`,
        '/banques-et-courtiers/banque-petrusse',
        '/banques-et-courtiers/lys-courtage',
        '/pret-hypothecaire/simulation',
        '/articles',
      ];
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        const warnings = await warningsOn(page);
        expect(warnings.length, path).toBeGreaterThan(0);
        for (const warning of warnings) expect(warning, path).toBe(BELGIAN);
        // What the page shows (the live calculators' data carries every market's mentions for the browser to choose
        // from as the visitor changes country; a script's text is not shown).
        const text = await page.locator('body').innerText();
        for (const other of OTHERS) expect(text.includes(other), `${path} shows « ${other} »`).toBe(false);
        expect(await headerCountry(page), path).toBe('BE');
      }
      await context.close();
    });
  }
});
