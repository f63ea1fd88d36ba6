import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** A generated logo's address: the lender's, then the form, then the record's version. */
const GENERATED_LOGO = /^\/banques-et-courtiers\/([a-z0-9-]+)\/(logo|embleme)\.svg\?v=[0-9a-z]+$/;

interface AnnouncerList {
  data: { id: string; attributes: { name: string; slug: string; logo: string | null } }[];
}

describe('lenders’ logos and articles’ pictures in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let lenders: AnnouncerList['data'];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    lenders = ((await (await server.api('/announcers?page[limit]=100')).json()) as AnnouncerList).data;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const nameOf = (slug: string) => lenders.find((lender) => lender.attributes.slug === slug)?.attributes.name;

  /** The served SVG as a browser reads it: its title, its texts, and whether the XML parser refused it. */
  const readSvg = (page: Page, src: string) =>
    page.evaluate(async (address) => {
      const answer = await fetch(address);
      const text = await answer.text();
      const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        cache: answer.headers.get('cache-control'),
        text,
        refused: svg.getElementsByTagName('parsererror').length > 0,
        title: svg.querySelector('title')?.textContent ?? null,
        shown: [...svg.querySelectorAll('text')].map((element) => element.textContent).join(' '),
        // The drawing without its words: what tells two lenders' styles apart.
        style: [...svg.querySelectorAll('rect, g, path, circle')].map((element) => element.outerHTML.replace(/>[^<]*</g, '><')).join(''),
      };
    }, src);

  it('shows each lender of the home strip by its name, in a logo drawn from its record', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const links = page.locator('.logo-strip a');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      const slug = (await link.getAttribute('href'))?.split('/').pop() ?? '';
      const name = nameOf(slug);
      expect(name, slug).toBeDefined();
      // The link's accessible name is the lender's: the logo's alt, or the name written under an uploaded logo.
      const image = link.locator('img');
      const caption = (await link.textContent())?.trim() ?? '';
      expect([await image.getAttribute('alt'), caption]).toContain(name);
      const src = (await image.getAttribute('src')) ?? '';
      expect(src).toMatch(GENERATED_LOGO);
      const svg = await readSvg(page, src);
      expect(svg.refused).toBe(false);
      expect(svg.title).toBe(name);
      expect(svg.shown.toLocaleLowerCase('fr-FR').replace(/\s+/g, ' ')).toBe(name?.toLocaleLowerCase('fr-FR'));
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle());
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0)).toBe(true);
    }
    await page.close();
  });

  it('serves the wordmark and the emblem as self-contained SVG, cached for a year at their versioned address', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/banques-et-courtiers`);
    const src = (await page.locator('.advertiser-card img').first().getAttribute('src')) ?? '';
    expect(src).toMatch(GENERATED_LOGO);
    const svg = await readSvg(page, src);
    expect(svg.status).toBe(200);
    expect(svg.type).toBe('image/svg+xml; charset=utf-8');
    expect(svg.cache).toBe('public, max-age=31536000, immutable');
    expect(svg.text).not.toMatch(/href=|url\(|@import|<script/i);
    // Without the current version the file is kept briefly only; an unknown lender is a 404.
    expect((await readSvg(page, src.replace(/\?v=.*$/, ''))).cache).toBe('public, max-age=3600');
    expect((await readSvg(page, '/banques-et-courtiers/personne/logo.svg')).status).toBe(404);
    const emblem = await readSvg(page, src.replace('/logo.svg', '/embleme.svg'));
    expect(emblem.refused).toBe(false);
    expect(emblem.shown).toBe('');
    await page.close();
  });

  it('draws two lenders in two different styles, the name escaped (« Banque Sauer & Cie »)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/banques-et-courtiers`);
    const sauer = await readSvg(page, '/banques-et-courtiers/banque-sauer-et-cie/logo.svg');
    const grund = await readSvg(page, '/banques-et-courtiers/grund-courtage/logo.svg');
    expect(sauer.refused).toBe(false);
    expect(sauer.title).toBe('Banque Sauer & Cie');
    expect(sauer.text).toContain('&amp;');
    expect(grund.title).toBe('Grund Courtage');
    expect(sauer.style).not.toBe(grund.style);
    await page.close();
  });

  it('shows the emblem beside the lender’s name in the comparator’s offers', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pret-immobilier`);
    const offer = page.locator('tr.offer').first();
    const logo = offer.locator('.offer-logo');
    expect(await logo.getAttribute('src')).toMatch(/\/embleme\.svg\?v=/);
    expect(await logo.getAttribute('alt')).toBe('');
    expect(await offer.locator('.offer__who strong').textContent()).toBeTruthy();
    await page.close();
  });

  it('shows an uploaded logo instead of the drawn one, with the name written beside it', async () => {
    const lender = lenders.find((candidate) => candidate.attributes.slug === 'alzette-credit-prive');
    expect(lender).toBeDefined();
    const uploaded = '/uploads/articles/taeg-composition-cout.svg';
    const patched = await server.api(`/announcers/${lender?.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      json: { data: { type: 'announcers', id: lender?.id, attributes: { logo: uploaded } } },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/banques-et-courtiers/alzette-credit-prive`);
      expect(await page.locator('.advertiser-header img').getAttribute('src')).toBe(uploaded);
      await page.goto(`${server.url}/banques-et-courtiers`);
      const card = page.locator('.advertiser-card', { hasText: 'Alzette Crédit Privé' });
      expect(await card.locator('img').getAttribute('src')).toBe(uploaded);
      await page.goto(`${server.url}/`);
      const tile = page.locator('.logo-strip a[href="/banques-et-courtiers/alzette-credit-prive"]');
      expect(await tile.locator('img').getAttribute('src')).toBe(uploaded);
      expect(await tile.locator('img').getAttribute('alt')).toBe('');
      expect((await tile.locator('.logo-strip__name').textContent())?.trim()).toBe('Alzette Crédit Privé');
      // Every other lender keeps its drawn logo.
      expect(await page.locator('.logo-strip img[src^="/banques-et-courtiers/"]').count()).toBe(
        (await page.locator('.logo-strip img').count()) - 1,
      );
    } finally {
      await server.api(`/announcers/${lender?.id}`, {
        method: 'PATCH',
        token: server.adminToken,
        json: { data: { type: 'announcers', id: lender?.id, attributes: { logo: null } } },
      });
      await page.close();
    }
  });

  it('gives each article a picture of its own figures, named by its subject', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/articles`);
    const cards = page.locator('.article-card');
    const sources = await cards
      .locator('img.article-card__image')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    expect(sources.length).toBe(await cards.count());
    expect(new Set(sources).size).toBe(sources.length);
    const links = await cards
      .locator('.article-card__title a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const seen = new Set<string>();
    for (const href of links.slice(0, 4)) {
      await page.goto(`${server.url}${href}`);
      const picture = page.locator('article img[src*="/uploads/articles/"], .prose img[src*="/uploads/articles/"]').first();
      const alt = (await picture.getAttribute('alt')) ?? '';
      expect(alt.length, href).toBeGreaterThan(20);
      expect(alt).not.toMatch(/^Illustration/);
      const src = (await picture.getAttribute('src')) ?? '';
      const file = src.includes('/uploads/') ? `/uploads/${src.split('/uploads/')[1]?.split(/[?&]/)[0]}` : src;
      const svg = await readSvg(page, file);
      expect(svg.refused, file).toBe(false);
      // Drawn from figures: the picture writes them out (« 1 575 € », « 35 % »).
      expect(svg.shown, file).toMatch(/\d[\d\u00a0 ]*(,\d+)?\u00a0(€|%|mois)/);
      seen.add(svg.text);
    }
    expect(seen.size).toBe(Math.min(4, links.length));
    await page.close();
  });
});
