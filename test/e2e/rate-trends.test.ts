import { formatNumber } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

interface JsonApiList {
  data: { id: string; attributes: Record<string, unknown> }[];
}

const percent = (value: number) => `${value.toFixed(2).replace('.', ',')}\u00a0%`;

describe('rate trends and product conditions in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows on a category page the monthly trend of the compared offers, with the figures of their loanstats', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-personnel?montant=15000&duree=48`);
    const section = page.locator('section[aria-labelledby="tendance"]');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Tendance des taux sur \d+\u00a0mois$/);
    expect(await section.locator('svg title').first().textContent()).toBe('Évolution mensuelle des taux — Prêt personnel');

    // The oracle: the loanstats of the products offered on the page, read through the API and averaged here by hand.
    const hrefs = await page
      .locator('table.offer-table a[href^="/go/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const productIds = [...new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id')))];
    expect(productIds.length).toBeGreaterThan(1);
    const answer = await server.api(`/loanstats?filter[productId]=${productIds.join(',')}&sort=-createdAt&page[limit]=100`, {
      token: server.adminToken,
    });
    const stats = ((await answer.json()) as JsonApiList).data.map(
      (item) => item.attributes as { createdAt: string; mean: number; count: number },
    );
    const latestMonth = stats
      .map((stat) => stat.createdAt.slice(0, 7))
      .sort()
      .at(-1)!;
    const latest = stats.filter((stat) => stat.createdAt.startsWith(latestMonth));
    const expectedMean = latest.reduce((total, stat) => total + stat.mean, 0) / latest.length;
    const expectedCount = latest.reduce((total, stat) => total + stat.count, 0);

    // The table's columns: the month (a row header), then the mean rate, the range of rates and the number of readings.
    const headers = await section.locator('details table thead th').allTextContents();
    expect(headers.map((header) => header.trim())).toEqual(['Mois', 'Taux moyen', 'Fourchette des taux', 'Nombre de relevés']);
    const lastRow = section.locator('details table tbody tr').last();
    const cells = await lastRow.locator('td').allTextContents();
    expect(cells[0]).toBe(percent(expectedMean));
    expect(cells[2]).toBe(formatNumber(expectedCount, 0));
    await page.close();
  });

  it('has no trend where no offer is shown (consolidation for a Belgian visitor)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/regroupement-de-credit?pays=BE`);
    expect(await page.locator('section[aria-labelledby="tendance"]').count()).toBe(0);
    await page.close();
  });

  it('renders a product’s conditions from markdown with the site’s renderer', async () => {
    const listed = await server.api('/products?include=advertiser&page[limit]=1&sort=id');
    const body = (await listed.json()) as JsonApiList & {
      data: { relationships: { advertiser: { data: { id: string } } } }[];
      included: { id: string; type: string; attributes: { slug: string } }[];
    };
    const product = body.data[0]!;
    const advertiser = body.included.find((item) => item.type === 'announcers' && item.id === product.relationships.advertiser.data.id)!;
    const info =
      'Offre réservée aux **primo-accédants**.\n\n- Remboursement anticipé sans frais\n- [Conditions complètes](https://example.org/conditions)\n\n<script>window.__injected = true</script>';
    const patched = await server.api(`/products/${product.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      json: { data: { type: 'products', id: product.id, attributes: { info } } },
    });
    expect(patched.status).toBe(200);

    const page = await browser.newPage();
    await page.goto(`${server.url}/banques-et-courtiers/${advertiser.attributes.slug}/${String(product.attributes.slug)}`);
    const conditions = page.locator('section[aria-labelledby="conditions"]');
    expect(await conditions.locator('strong').textContent()).toBe('primo-accédants');
    expect(await conditions.locator('li').count()).toBe(2);
    const link = conditions.getByRole('link', { name: 'Conditions complètes' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await conditions.textContent()).not.toContain('**');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.close();
  });
});
