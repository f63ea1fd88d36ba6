import { formatPercent } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

interface ProductList {
  data: { id: string; attributes: { name: string; slug: string; advertiserId: number } }[];
  included: { id: string; type: string; attributes: { name: string; slug: string } }[];
}

describe('back office: the tracker in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('charts the outbound clicks, ranks products and advertisers, shows e-mail batches and logged errors', async () => {
    const listed = (await (await server.api('/products?include=advertiser&sort=name&page[limit]=2')).json()) as ProductList;
    const [first, second] = listed.data;
    const advertiserOf = (product: ProductList['data'][number]) =>
      listed.included.find((record) => Number(record.id) === product.attributes.advertiserId)!;
    const click = async (product: ProductList['data'][number]) => {
      const answer = await fetch(`${server.url}/go/${advertiserOf(product).attributes.slug}/${product.attributes.slug}?id=${product.id}`, {
        redirect: 'manual',
      });
      expect(answer.status).toBe(302);
    };
    await click(first!);
    await click(first!);
    await click(first!);
    await click(second!);
    const batch = await server.api('/batch_count', {
      method: 'POST',
      token: server.adminToken,
      json: {
        data: {
          type: 'batch_count',
          attributes: { title: 'Lettre de novembre', recipient: 'abonnes', batchCount: 200, countOpenings: 50, countClick: 9 },
        },
      },
    });
    expect(batch.status, await batch.clone().text()).toBe(201);
    const logged = await server.api('/loggederror', {
      method: 'POST',
      json: {
        data: {
          type: 'loggederror',
          attributes: { content: 'error : TypeError: x is undefined', sheet: 'global', url: '/pret-hypothecaire/simulation' },
        },
      },
    });
    expect(logged.status, await logged.clone().text()).toBe(201);

    const { page, context } = await logInAs(browser, server, await createAccount(server, 'admin'));
    await page.locator('.admin-nav').getByRole('link', { name: 'Suivi des clics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Suivi des clics' }).waitFor();
    const description = await page.locator('svg.admin-chart desc').textContent();
    expect(description).toMatch(/\u00a0: 4 clics, au plus 4 le \d{2}\/\d{2}\/\d{4}\.$/);
    // The bars draw the figures: 30 days, one bar standing for the day of the 4 clicks, the 29 others flat.
    const bars = await page
      .locator('svg.admin-chart rect.bar')
      .evaluateAll((rects) =>
        rects.map((rect) => ({ height: Number(rect.getAttribute('height')), title: rect.querySelector('title')?.textContent })),
      );
    expect(bars).toHaveLength(30);
    const standing = bars.filter((bar) => bar.height > 0);
    expect(standing).toHaveLength(1);
    expect(standing[0]!.title).toMatch(/^\d{2}\/\d{2}\/\d{4}\u00a0: 4$/);
    const products = page.locator('table', { has: page.locator('caption', { hasText: 'Produits les plus cliqués' }) });
    expect(await products.locator('tbody tr').first().textContent()).toBe(
      `${first!.attributes.name} — ${advertiserOf(first!).attributes.name}3`,
    );
    // The same figures without the chart: the table of days.
    await page.getByText('Voir les chiffres par jour').click();
    expect(await page.locator('details table tbody tr').filter({ hasText: /4$/ }).count()).toBe(1);
    const batches = page.locator('section', { has: page.getByRole('heading', { name: 'Envois d’e-mails' }) });
    expect(await batches.locator('tbody tr').first().textContent()).toBe(
      `Lettre de novembreabonnes200509${formatPercent(25, 1)}${formatPercent(4.5, 1)}`,
    );
    const errors = page.locator('#erreurs');
    expect(await errors.locator('tbody tr').first().textContent()).toContain('/pret-hypothecaire/simulation');
    expect(await errors.locator('tbody tr').first().textContent()).toContain('error : TypeError: x is undefined');

    // One product's clicks, then a longer period, all in the URL.
    await products.locator('tbody tr').first().getByRole('link').click();
    await page.waitForURL(/produit=/);
    await waitForText(page, '#clicks-title', `pour le produit «\u202f${first!.attributes.name}\u202f»`);
    expect(await page.locator('svg.admin-chart desc').textContent()).toMatch(/\u00a0: 3 clics/);
    await page.getByLabel('Période').selectOption('90');
    // The period changes, the product stays.
    await page.waitForURL(/jours=90.*produit=|produit=.*jours=90/);
    await waitForText(page, 'svg.admin-chart desc', /^Du .{10} au .{10}\u00a0: 3 clics/);
    await page.locator('svg.admin-chart rect.bar').nth(89).waitFor({ state: 'attached' });
    expect(await page.locator('svg.admin-chart rect.bar').count()).toBe(90);
    await context.close();
  });

  it('pages the logged errors and the e-mail batches on their own, each in the URL', async () => {
    // 60 more errors than the first test's one: two pages of 50, the oldest on page 2.
    const before = ((await (await server.api('/loggederror/count', { token: server.adminToken })).json()) as { meta: { count: number } })
      .meta.count;
    // Signed in (anonymous writes are rate limited), one after the other so that the creation order is the date order.
    for (let index = 0; index < 60; index += 1) {
      const logged = await server.api('/loggederror', {
        method: 'POST',
        token: server.adminToken,
        json: {
          data: { type: 'loggederror', attributes: { content: `error : page test ${index}`, sheet: 'global', url: `/page-${index}` } },
        },
      });
      expect(logged.status, await logged.clone().text()).toBe(201);
    }
    const count = before + 60;
    const { page, context } = await logInAs(browser, server, await createAccount(server, 'admin'));
    await page.goto(`${server.url}/_admin_/tracker?jours=90`);
    const errors = page.locator('#erreurs');
    await waitForText(page, '#erreurs caption', `Erreurs 1 à 50 sur ${count}`);
    expect(await errors.locator('tbody tr').first().textContent()).toContain('/page-59');
    await errors.getByRole('navigation', { name: 'Pages des erreurs' }).getByRole('link', { name: 'Suivante →' }).click();
    await waitForText(page, '#erreurs caption', `Erreurs 51 à ${Math.min(100, count)} sur ${count}`);
    const url = new URL(page.url());
    expect([url.searchParams.get('erreurs'), url.searchParams.get('jours'), url.hash]).toEqual(['2', '90', '#erreurs']);
    expect(await errors.locator('tbody tr').count()).toBe(Math.min(50, count - 50));
    // Newest first: the 51st is the 10th created here.
    expect(await errors.locator('tbody tr').first().textContent()).toContain('/page-9');
    // One batch: one page, no pager, and the errors' page stays as it is.
    expect(await page.getByRole('navigation', { name: 'Pages des envois' }).count()).toBe(0);
    await errors.getByRole('navigation', { name: 'Pages des erreurs' }).getByRole('link', { name: '← Précédente' }).click();
    await waitForText(page, '#erreurs caption', `Erreurs 1 à 50 sur ${count}`);
    expect(new URL(page.url()).searchParams.has('erreurs')).toBe(false);
    await context.close();
  });

  it('is for admins only', async () => {
    const editor = await logInAs(browser, server, await createAccount(server, 'editor'));
    expect((await editor.page.goto(`${server.url}/_admin_/tracker`))?.status()).toBe(403);
    await editor.context.close();
  });
});
