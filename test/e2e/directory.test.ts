import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** Canonical URLs and JSON-LD use the configured SITE_URL, never the address the request came in on. */
const SITE_URL = 'https://www.pretscope.example';

interface ProductDocument {
  data: {
    id: string;
    attributes: { slug: string; link: string | null; brokerLink: string | null; viaBroker: boolean; advertiserId: number };
  };
}

describe('the directory of banks and brokers in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', { SITE_URL }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const countryHeadings = (page: Page) => page.locator('.directory__country > h2').allTextContents();

  it('lists every indexed advertiser by country: Luxembourg, then Belgium, then France', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/banques-et-courtiers`);
    expect(answer?.status()).toBe(200);
    expect(await page.title()).toMatch(/Banques et courtiers/);
    const headings = await countryHeadings(page);
    expect(headings.slice(0, 3)).toEqual(['Luxembourg', 'Belgique', 'France']);
    const cards = page.locator('.advertiser-card');
    const indexed = await server.api('/announcers/count?filter[isIndexed]=true');
    expect(await cards.count()).toBe(((await indexed.json()) as { meta: { count: number } }).meta.count);
    // Logos as decoration beside the name, drawn from the record and served by the server.
    const logo = cards.first().locator('img');
    expect(await logo.getAttribute('alt')).toBe('');
    expect(await logo.getAttribute('src')).toMatch(/^\/banques-et-courtiers\/[a-z0-9-]+\/logo\.svg\?v=[0-9a-z]+$/);
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await cards.first().textContent()).toMatch(/\d+ offres?/);
    // Head: canonical, Organization and BreadcrumbList JSON-LD.
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/banques-et-courtiers`);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string },
    );
    expect(jsonLd.map((item) => item['@type'])).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
    await page.close();
  });

  it('searches by name and filters banks and brokers without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${server.url}/banques-et-courtiers`);
    const all = await page.locator('.advertiser-card').count();

    await page.getByLabel('Nom').fill('Kirchberg');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/\/banques-et-courtiers\?q=Kirchberg/);
    const found = await page.locator('.advertiser-card__name').allTextContents();
    expect(found).toContain('Caisse Kirchberg Crédit');
    expect(found.length).toBeLessThan(all);
    expect(await page.getByLabel('Nom').inputValue()).toBe('Kirchberg');

    await page.getByLabel('Nom').fill('');
    await page.getByLabel('Type').selectOption('courtier');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/type=courtier/);
    const kinds = await page.locator('.advertiser-card .kind').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['Courtier']));
    expect((await countryHeadings(page)).slice(0, 3)).toEqual(['Luxembourg', 'Belgique', 'France']);

    await page.getByLabel('Type').selectOption('banque');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/type=banque/);
    const banks = await page.locator('.advertiser-card .kind').allTextContents();
    expect(new Set(banks)).toEqual(new Set(['Banque']));
    expect(banks.length + kinds.length).toBe(all);

    await page.goto(`${server.url}/banques-et-courtiers?q=zzz-introuvable`);
    expect(await page.textContent('.directory__count')).toContain('Aucun établissement');
    await context.close();
  });

  it('shows an advertiser with its products and their statistics, then a product with its rate grid and chart', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/banques-et-courtiers`);
    await page.locator('.advertiser-card__name a').first().click();
    await page.waitForURL(/\/banques-et-courtiers\/[a-z0-9-]+$/);
    const advertiserPath = new URL(page.url()).pathname;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByRole('link', { name: /Site officiel/ }).getAttribute('rel')).toContain('noopener');
    // The description is markdown rendered by the site's renderer: no raw emphasis markers reach the visitor.
    expect(await page.locator('.markdown').first().textContent()).not.toContain('**');
    const products = page.locator('.product-card');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.first().locator('.stats').textContent()).toMatch(/Taux moyen\d[\d\u202f]*,\d{2}\u00a0%/);
    expect(
      await products
        .first()
        .getByRole('link', { name: /Voir l’offre/ })
        .getAttribute('href'),
    ).toMatch(/^\/go\/[a-z0-9-]+\/[a-z0-9-]+\?id=\d+$/);

    await products.first().locator('h3 a').click();
    await page.waitForURL(new RegExp(`^${server.url}${advertiserPath}/[a-z0-9-]+$`));
    const grid = page.locator('table.rate-grid');
    expect(await grid.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await grid.locator('tbody tr').first().locator('th').textContent()).toMatch(/^\d[\d\u202f]*\u00a0€$/);
    expect(await grid.locator('tbody td').first().textContent()).toMatch(/^\d+,\d{2}\u00a0%$|^—/);
    const chart = page.locator('figure.rate-chart svg');
    expect(await chart.locator('title').first().textContent()).toMatch(/^Évolution mensuelle des taux/);
    expect(await chart.locator('desc').textContent()).toMatch(/Taux moyen observé chaque mois/);
    expect(await chart.textContent()).toMatch(/(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? 20\d\d/);
    expect(await page.locator('.rate-chart details table tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /Voir l’offre/ }).getAttribute('href')).toMatch(/^\/go\//);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] },
    );
    expect(jsonLd.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(4);
    await page.close();
  });

  it('answers 404 for an unknown advertiser, and for a product under another advertiser', async () => {
    expect((await fetch(`${server.url}/banques-et-courtiers/banque-inexistante`)).status).toBe(404);
    const page = await browser.newPage();
    await page.goto(`${server.url}/banques-et-courtiers`);
    const [first, second] = await page
      .locator('.advertiser-card__name a')
      .evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')!));
    await page.goto(`${server.url}${first}`);
    const productPath = await page.locator('.product-card h3 a').first().getAttribute('href');
    const productSlug = productPath!.split('/').pop();
    expect((await fetch(`${server.url}${productPath}`)).status).toBe(200);
    expect((await fetch(`${server.url}${second}/${productSlug}`)).status).toBe(404);
    expect((await fetch(`${server.url}${first}/produit-inexistant`)).status).toBe(404);
    await page.close();
  });

  const clickCount = async () => {
    const answer = await server.api('/clicks/count', { token: server.adminToken });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { meta: { count: number } }).meta.count;
  };

  const storedLink = async (id: string) => {
    const answer = await server.api(`/products/${id}`, { token: server.adminToken });
    const { attributes } = ((await answer.json()) as ProductDocument).data;
    return attributes.viaBroker && attributes.brokerLink ? attributes.brokerLink : attributes.link;
  };

  it('follows « Voir l’offre » from the comparator: 302 to the stored link, and records the click', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    const href = await page
      .locator('table.offer-table tbody tr')
      .first()
      .getByRole('link', { name: /Voir l’offre/ })
      .getAttribute('href');
    await page.close();
    expect(href).toMatch(/^\/go\/[a-z0-9-]+\/[a-z0-9-]+\?id=\d+$/);
    const id = new URL(href!, server.url).searchParams.get('id')!;
    const before = await clickCount();
    const answer = await fetch(`${server.url}${href}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(new URL((await storedLink(id))!).href);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await clickCount()).toBe(before + 1);
    // The click keeps only the network part of the visitor's address (RGPD): 127.0.0.1 becomes 127.0.0.0.
    const latest = await server.api('/clicks?sort=-id&page[limit]=1', { token: server.adminToken });
    expect(((await latest.json()) as { data: { attributes: { ip: string | null } }[] }).data[0]?.attributes.ip).toBe('127.0.0.0');
  });

  it('never redirects a hostile /go request anywhere but a stored link', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    const href = (await page
      .locator('table.offer-table tbody tr')
      .first()
      .getByRole('link', { name: /Voir l’offre/ })
      .getAttribute('href'))!;
    await page.close();
    const url = new URL(href, server.url);
    const id = url.searchParams.get('id')!;
    const [, , advertiser, slug] = url.pathname.split('/');
    const link = new URL((await storedLink(id))!).href;
    const before = await clickCount();

    const attempts = [
      '/go/x/y?id=abc',
      '/go/x/y?id=99999',
      '/go/x/y?id=-1',
      '/go/x/y',
      `/go/${advertiser}/${slug}?id=99999`,
      `/go/${advertiser}/autre-produit?id=${id}`,
      `/go/autre-banque/${slug}?id=${id}`,
      '/go/%2F%2Fevil.example/x?id=1',
      `/go/%2F%2Fevil.example/${slug}?id=${id}`,
      '/go/x/y?id=1&url=https://evil.example',
      '/go/x/y?id=1&redirect=//evil.example',
    ];
    for (const attempt of attempts) {
      const answer = await fetch(`${server.url}${attempt}`, { redirect: 'manual' });
      expect(answer.status, attempt).toBe(404);
      expect(answer.headers.get('location'), attempt).toBeNull();
      expect(await answer.text(), attempt).toContain('Offre introuvable');
    }
    expect(await clickCount()).toBe(before);

    // Extra parameters on a genuine link change nothing: the stored link, never the request's.
    for (const extra of ['&url=https://evil.example', '&next=//evil.example', '&id=99999']) {
      const answer = await fetch(`${server.url}${href}${extra}`, { redirect: 'manual' });
      expect(answer.status, extra).toBe(302);
      expect(answer.headers.get('location'), extra).toBe(link);
    }
  });
});
