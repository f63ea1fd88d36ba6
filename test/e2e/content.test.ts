import { frenchTypography } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** Canonical URLs and JSON-LD use the configured SITE_URL, never the address the request came in on. */
const SITE_URL = 'https://www.pretscope.example';

const LEGAL_PAGES = [
  { path: '/conditions-generales', title: 'Conditions générales d’utilisation' },
  { path: '/mentions-legales' },
  { path: '/politique-de-confidentialite' },
  { path: '/qui-sommes-nous' },
  { path: '/fonctionnement-du-comparateur' },
];

describe('articles, authors and legal pages in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', { SITE_URL }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the articles, newest first, with author, French date and subcategory', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/articles`);
    expect(answer?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Articles et guides');
    const cards = page.locator('.article-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    const times = page.locator('.article-card time');
    const dates: string[] = [];
    for (let index = 0; index < (await times.count()); index += 1) dates.push((await times.nth(index).getAttribute('datetime')) ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await page.locator('.article-card time').first().textContent()).toMatch(/^(1er|\d{1,2})\u00a0[a-zéû]+ \d{4}$/);
    expect(await cards.first().getByRole('link', { name: /./ }).last().getAttribute('href')).toMatch(/^\/auteurs\/[a-z0-9-]+$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}/articles`);
    await page.close();
  });

  it('finds an article by a word of its title, and says so when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/articles`);
    await page.getByLabel('Rechercher un article').fill('Bëllegen');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/\/articles\?q=B%C3%ABllegen$/);
    // The address changes a moment before the new list is drawn: wait for the list itself.
    await page.locator('.article-card__title', { hasText: 'Bëllegen Akt' }).first().waitFor();
    const titles = await page.locator('.article-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((title) => title.includes('Bëllegen Akt'))).toBe(true);

    await page.getByLabel('Rechercher un article').fill('zzqxwvnonsense');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/q=zzqxwvnonsense/);
    await page
      .getByText(/Aucun article/)
      .first()
      .waitFor();
    expect(await page.locator('.article-card').count()).toBe(0);
    await page.close();
  });

  it('pages through the list', async () => {
    const count = await server
      .api('/articles/count')
      .then((answer) => answer.json() as Promise<{ meta?: { count?: number }; data?: number }>);
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/articles?page=2`);
    expect(answer?.status()).toBe(200);
    const total = count.meta?.count ?? (typeof count.data === 'number' ? count.data : 0);
    if (total > 12) expect(await page.locator('.article-card').count()).toBeGreaterThan(0);
    else expect(await page.textContent('main')).toContain('Aucun article');
    await page.close();
  });

  it('shows an article with its fenced blocks styled and its author', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent`);
    expect(answer?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      frenchTypography('Capacité d’emprunt en France : comment s’applique la règle des 35 %'),
    );
    expect(await page.title()).toBe(frenchTypography('Capacité d’emprunt : la règle des 35 % du HCSF expliquée — Prêtscope'));
    expect(await page.locator('.md-block--warning').count()).toBeGreaterThan(0);
    expect(await page.locator('.md-block--info').count()).toBeGreaterThan(0);
    expect(await page.locator('.md-block--text').count()).toBeGreaterThan(0);
    expect(await page.locator('figure.md-figure img[loading="lazy"]').count()).toBeGreaterThan(0);
    const button = page.locator('a.md-button');
    expect(await button.getAttribute('href')).toBe('/pret-immobilier/outils/capacite-d-emprunt');
    // The warning box is styled (its own background), not plain text.
    // (A string: the test compiles without the DOM library; it runs in the page.)
    expect(await page.evaluate("getComputedStyle(document.querySelector('.md-block--warning')).backgroundColor")).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    // External links open in a new tab.
    expect(await page.locator('.article-body a[href^="https://"]').first().getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Claire Wagener' }).first().getAttribute('href')).toBe('/auteurs/claire-wagener');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => JSON.parse(text)['@type'] === 'Article')).toBe(true);
    expect(ld.some((text) => JSON.parse(text)['@type'] === 'BreadcrumbList')).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE_URL}/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent`,
    );
    await page.close();
  });

  it('redirects the short address of an article that has a subcategory, and refuses a wrong subcategory', async () => {
    const short = await fetch(`${server.url}/articles/capacite-d-emprunt-regle-des-35-pourcent`, { redirect: 'manual' });
    expect(short.status).toBe(301);
    expect(new URL(short.headers.get('location') ?? '', server.url).pathname).toBe(
      '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent',
    );
    const wrong = await fetch(`${server.url}/articles/guides-pays/capacite-d-emprunt-regle-des-35-pourcent`);
    expect(wrong.status).toBe(404);
  });

  it('answers 404 for an unknown article', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/articles/article-qui-n-existe-pas`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect((await page.goto(`${server.url}/articles/immobilier/article-qui-n-existe-pas`))?.status()).toBe(404);
    expect((await page.goto(`${server.url}/auteurs/personne-inconnue`))?.status()).toBe(404);
    await page.close();
  });

  it('renders an article saved with a script payload without running it', async () => {
    const slug = `article-piege-${Date.now()}`;
    const created = await server.api('/articles', {
      method: 'POST',
      token: server.editorToken,
      json: {
        data: {
          type: 'articles',
          attributes: {
            title: 'Article piégé',
            slug,
            content:
              '<img src=x onerror="window.__pwned=1">\n\n<script>window.__pwned=2</script>\n\n[clic](javascript:window.__pwned=3)\n\n<a href="#" onclick="window.__pwned=4" id="piege">piège</a>\n\nTexte sûr.',
            isPublished: true,
            publishedAt: new Date().toISOString(),
          },
        },
      },
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/articles/${slug}`);
    expect(answer?.status()).toBe(200);
    expect(await page.textContent('.article-body')).toContain('Texte sûr.');
    await page.locator('.article-body a', { hasText: 'clic' }).click();
    await page.locator('.article-body a', { hasText: 'piège' }).click();
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.locator('.article-body script, .article-body [onerror], .article-body [onclick]').count()).toBe(0);
    await page.close();
  });

  it('shows an author with their articles', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/auteurs/claire-wagener`);
    expect(answer?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Claire Wagener');
    expect(await page.locator('.article-card').count()).toBeGreaterThan(0);
    await page.close();
  });

  for (const legal of LEGAL_PAGES) {
    it(`shows ${legal.path} with its title`, async () => {
      const page = await browser.newPage();
      const answer = await page.goto(`${server.url}${legal.path}`);
      expect(answer?.status()).toBe(200);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      if (legal.title) expect(heading).toBe(legal.title);
      else expect(heading.length).toBeGreaterThan(3);
      expect(await page.locator('.article-body').textContent()).not.toBe('');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}${legal.path}`);
      await page.close();
    });
  }
});
