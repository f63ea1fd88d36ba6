import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/**
 * Issue 23: every byte of a page is paid for before its first paint. Each page below has a budget of HTML bytes
 * (uncompressed, with the demo data), written here; a change that makes it heavier fails this test.
 *
 * The issue's goals are 60 KB for the category page and 45 KB for the article. Not met yet: the budgets are the
 * sizes reached (RESULTS.md « Lean pages »), with a little room, and move down as the pages lose weight.
 */
const BUDGETS: { path: string; bytes: number }[] = [
  { path: '/pret-hypothecaire', bytes: 140_000 }, // goal 60 000
  { path: '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent', bytes: 61_000 }, // goal 45 000
  { path: '/', bytes: 70_000 },
  { path: '/pret-hypothecaire/simulation', bytes: 86_000 },
];

const ARTICLE = '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent';

describe('lean pages', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const { path, bytes } of BUDGETS) {
    it(`${path} is at most ${bytes} bytes of HTML`, async () => {
      const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBeLessThanOrEqual(bytes);
    });
  }

  it('sends an article’s body once: in the document, not again in its hydration data', async () => {
    const html = await (await fetch(`${server.url}${ARTICLE}`)).text();
    const body =
      /<div class="markdown article-body" data-fragment="article-body">([\s\S]*?)<\/div>\s*<(?:footer|aside|section|div class="article)/.exec(
        html,
      );
    const sentence = 'les banques françaises appliquent une règle';
    expect(html.split(sentence)).toHaveLength(2); // once
    expect(body?.[1] ?? html).toContain(sentence);
    // A client navigation's data carries it, since no document holds it then.
    const data = await (await fetch(`${server.url}${ARTICLE}.data`)).text();
    expect(data).toContain(sentence);
  });

  it('does not send the markdown of other pages again in their hydration data: category, legal page, author, lender and product', async () => {
    const directory = await (await fetch(`${server.url}/banques-et-courtiers`)).text();
    const lender = /href="(\/banques-et-courtiers\/[\w-]+)"/.exec(directory)?.[1] ?? '';
    const lenderPage = await (await fetch(`${server.url}${lender}`)).text();
    const product = new RegExp(`href="(${lender}/[\\w-]+)"`).exec(lenderPage)?.[1] ?? '';
    const article = await (await fetch(`${server.url}${ARTICLE}`)).text();
    const author = /href="(\/auteurs\/[\w-]+)"/.exec(article)?.[1] ?? '';
    const pages = ['/pret-hypothecaire', '/mentions-legales', author, lender, product];
    const named = new Set<string>();
    for (const path of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      for (const [, name, start] of html.matchAll(/data-fragment="([\w-]+)">([\s\S]*?)<\/div>/g)) {
        named.add(name!);
        // Words from the end of its last paragraph of some length: the page's description quotes its first words.
        const texts = [...start!.matchAll(/>([^<]{40,})</g)].map(([, text]) => text!);
        const words = texts.at(-1)?.slice(-40, -10) ?? '';
        expect(words.length, `${path}: ${name} has text`).toBe(30);
        // Not again in the hydration data (the page's description and structured data may quote it: they are short).
        const hydrationData = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext[\s\S]*?)<\/script>/g)]
          .map(([, data]) => data)
          .join('');
        expect(hydrationData.length, path).toBeGreaterThan(1_000);
        expect(hydrationData, `${path}: « ${words} » of ${name}`).not.toContain(words);
      }
    }
    expect([...named].sort()).toEqual(['advertiser-description', 'author-bio', 'category-description', 'legal-page', 'product-info']);
  });

  it('keeps the body when the article hydrates, and shows the next article’s after a client navigation', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${server.url}${ARTICLE}`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.evaluate(() => document.querySelector('#site-sheet')?.getAttribute('media')), { timeout: 20_000 })
        .toBe('all');
      const body = page.locator('.article-body');
      await expect.poll(() => body.innerText()).toContain('Ce que dit la règle du HCSF');
      // To the article list, then another article, by links: React Router's client navigation, its data by fetch.
      await page.locator('header, nav').getByRole('link', { name: 'Articles', exact: true }).first().click();
      await page.waitForURL(`${server.url}/articles`);
      const other = page.locator(`main a[href^="/articles/"]:not([href="${ARTICLE}"])`).filter({ hasNotText: /^$/ });
      const href = await other.first().getAttribute('href');
      await other.first().click();
      await page.waitForURL(`${server.url}${href}`);
      const expected = await (await fetch(`${server.url}${href}`)).text();
      const firstWords = /data-fragment="article-body"><(?:p|h2)>([^<]{20,60})/.exec(expected)?.[1] ?? '';
      expect(firstWords.length).toBeGreaterThan(10);
      await expect
        .poll(() => page.locator('.article-body').innerText(), { timeout: 10_000 })
        .toContain(firstWords.replace(/&#x27;|&quot;/g, ''));
      // And back past the list: the first article's body comes again (from its data this time).
      await page.goBack();
      await page.waitForURL(`${server.url}/articles`);
      // As a visitor does: the list is back on screen before the next step back.
      await expect.poll(() => page.locator(`main a[href="${href}"]`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await page.goBack();
      await page.waitForURL(`${server.url}${ARTICLE}`);
      await expect.poll(() => page.locator('.article-body').innerText(), { timeout: 20_000 }).toContain('Ce que dit la règle du HCSF');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
