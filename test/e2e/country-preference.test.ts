import { borrowingCapacity, formatEuros, formatPercent } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** The text of a result figure (`data-figure`), once the page shows it. */
async function figure(page: Page, name: string): Promise<string> {
  const locator = page.locator(`[data-figure="${name}"]`);
  await locator.first().waitFor();
  return (await locator.first().textContent()) ?? '';
}

describe('the visitor’s country, picked once and remembered', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(javaScriptEnabled: boolean) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'fr-FR' });
    const page = await context.newPage();
    const go = async (path: string) => {
      await page.goto(`${server.url}${path}`);
      if (javaScriptEnabled)
        await page.waitForFunction(
          () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
        );
    };
    return { context, page, go };
  }

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    it(`preselects Belgium and applies its rules in another calculator once chosen in the simulation ${mode}`, async () => {
      const { context, page, go } = await open(javaScriptEnabled);
      await go('/pret-hypothecaire/simulation');
      expect(await page.getByLabel('Votre pays').inputValue()).toBe('LUX');
      await page.getByLabel('Votre pays').selectOption('BE');
      // With JavaScript the choice alone recomputes (no click); without, the button sends the GET form.
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('pays') === 'BE');
      await expect
        .poll(() => page.textContent('main'))
        .toContain('En Belgique, le taux annuel est appliqué comme un taux mensuel équivalent');
      const remembered = (await context.cookies()).find((cookie) => cookie.name === 'pays');
      expect(remembered).toMatchObject({ value: 'BE', path: '/', sameSite: 'Lax', httpOnly: false });
      expect(remembered!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

      await go('/pret-immobilier/outils/capacite-d-emprunt');
      expect(page.url()).not.toContain('pays=');
      expect(await page.getByLabel('Votre pays').inputValue()).toBe('BE');
      const belgian = borrowingCapacity({ netMonthlyIncome: 4500, monthlyCharges: 0, rate: 3.5, duration: 300, country: 'BE' });
      const luxembourgish = borrowingCapacity({ netMonthlyIncome: 4500, monthlyCharges: 0, rate: 3.5, duration: 300, country: 'LUX' });
      if (!belgian.ok || !luxembourgish.ok) throw new Error('expected capacities');
      // The defaults' figures differ by country, so this tells the Belgian rule from the default one.
      expect(belgian.value.maxAmount).not.toBe(luxembourgish.value.maxAmount);
      expect(await figure(page, 'max-amount')).toBe(formatEuros(belgian.value.maxAmount));
      expect(await figure(page, 'debt-ratio')).toBe(formatPercent(belgian.value.debtRatio * 100));
      expect(await page.textContent('.calc-source')).toContain(belgian.value.rule.source);
      expect(await page.textContent('.calc-source')).toContain('(Belgique)');

      // A shared link with its own country wins, and becomes the remembered one.
      await go('/pret-immobilier/outils/calculette?pays=FR');
      expect(await page.getByLabel('Votre pays').inputValue()).toBe('FR');
      await go('/pret-crypto');
      expect(await page.getByLabel('Votre pays').inputValue()).toBe('FR');
      await context.close();
    });

    it(`shows a remembered Belgian visitor no consolidation advertising ${mode}`, async () => {
      const { context, page, go } = await open(javaScriptEnabled);
      await go('/regroupement-de-credit');
      expect(await page.locator('table.offer-table tbody tr').count()).toBeGreaterThan(0);
      await go('/');
      expect(await page.locator('main a[href="/regroupement-de-credit"]').count()).toBeGreaterThan(0);

      await go('/pret-immobilier/outils/capacite-d-emprunt');
      await page.getByLabel('Votre pays').selectOption('BE');
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Calculer ma capacité' }).click();
      await page.waitForURL((url) => url.searchParams.get('pays') === 'BE');
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'pays')?.value).toBe('BE');
      // On the page where the country was picked, without a reload, the header's navigation follows at once.
      await expect.poll(() => page.locator('.site-nav a[href="/regroupement-de-credit"]').count()).toBe(0);
      expect(await page.locator('.site-nav a[href="/pret-hypothecaire"]').count()).toBe(1);

      await go('/regroupement-de-credit');
      expect(await page.locator('table.offer-table').count()).toBe(0);
      expect(await page.textContent('main')).toContain('La publicité pour le regroupement de crédits est interdite en Belgique');
      await go('/regroupement-de-credit/demande-partners-finances');
      expect(await page.locator('form.lead-form').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Service non proposé en Belgique' }).count()).toBe(1);
      await go('/');
      expect(await page.locator('main a[href="/regroupement-de-credit"]').count()).toBe(0);
      expect(await page.locator('main a[href="/pret-hypothecaire"]').count()).toBeGreaterThan(0);
      // Nor does the header's navigation offer it.
      expect(await page.locator('.site-nav a[href="/regroupement-de-credit"]').count()).toBe(0);
      expect(await page.locator('.site-nav a[href="/pret-hypothecaire"]').count()).toBe(1);

      // The URL's country still wins: a visitor who says they live in France sees the offers again.
      await go('/regroupement-de-credit?pays=FR');
      expect(await page.locator('table.offer-table tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('.site-nav a[href="/regroupement-de-credit"]').count()).toBe(1);
      await context.close();
    });
  }
});
