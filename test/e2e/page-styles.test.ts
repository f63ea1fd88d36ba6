import pixelmatch from 'pixelmatch';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/**
 * Issue 23: a page carries only its part of the site's style sheet (apps/web styles/page-styles.server.ts) and
 * applies the whole sheet once hydrated. The part must draw the page exactly as the whole sheet does: each page
 * below is drawn twice without JavaScript, once as served and once with the whole sheet in place of its part, and
 * the two images must be the same, at a phone's width and a laptop's.
 */
const PAGES = [
  '/',
  '/pret-hypothecaire',
  '/pret-hypothecaire?montant=250000&duree=20&pays=BE&taux=fixe&tri=taeg',
  '/pret-hypothecaire/simulation',
  '/pret-hypothecaire/capacite-d-emprunt',
  '/pret-immobilier/outils/renegocier',
  '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent',
  '/banques-et-courtiers',
  '/pret-hypothecaire/demande',
  '/une/page/qui/n-existe-pas',
];
const WIDTHS = [390, 1280] as const;

const SITE_STYLES = /<style id="site-styles">[^<]*<\/style>/;

describe('each page’s part of the style sheet', () => {
  let server: TestServer;
  let browser: Browser;
  let wholeSheet: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    const home = await (await fetch(server.url)).text();
    const href = /<link id="site-sheet" rel="stylesheet" href="([^"]+)" media="print"\/>/.exec(home)?.[1];
    expect(href, 'the whole sheet is linked for print until the page is hydrated').toMatch(/^\/assets\/site-[\w-]+\.css$/);
    const answer = await fetch(`${server.url}${href}`);
    expect(answer.status).toBe(200);
    wholeSheet = await answer.text();
    expect(wholeSheet.length).toBeGreaterThan(30_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The first two screens of a page without JavaScript, its styles' element replaced by `styles` when given. */
  async function drawn(context: BrowserContext, path: string, width: number, styles?: string): Promise<Buffer> {
    const page: Page = await context.newPage();
    try {
      // Drawn in the metric-matched fallback font: whether Inter arrives before or after the first layout is a race
      // that would make two draws of the very same page differ (a select's text, by a pixel).
      await page.route('**/*.woff2', (route) => route.abort());
      if (styles !== undefined) {
        await page.route(`${server.url}${path}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(SITE_STYLES, () => `<style id="site-styles">${styles}</style>`);
          await route.fulfill({ response, body: html });
        });
      }
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const height = Math.min(1600, await page.evaluate(() => document.documentElement.scrollHeight));
      // A select's text is drawn a pixel higher or lower from one load to the next, whatever the styles: masked (its
      // box, drawn in its place, still shows where it stands and how large it is).
      const mask = [page.locator('select')];
      return await page.screenshot({ clip: { x: 0, y: 0, width, height }, fullPage: true, animations: 'disabled', caret: 'hide', mask });
    } finally {
      await page.close();
    }
  }

  for (const path of PAGES) {
    for (const width of WIDTHS) {
      it(`draws ${path} at ${width} px as the whole sheet does`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1, javaScriptEnabled: false });
        try {
          const served = await (await fetch(`${server.url}${path}`)).text();
          const part = SITE_STYLES.exec(served)?.[0] ?? '';
          expect(part.length).toBeGreaterThan(1_000);
          expect(part.length, 'its part is smaller than the whole sheet').toBeLessThan(wholeSheet.length * 0.6);
          const asServed = await drawn(context, path, width);
          // The linked sheet has every rule but the fonts (site.css adds them to what pages carry): the fonts, then it.
          const fonts = (part.match(/@font-face\{[^}]*\}/g) ?? []).join('');
          const withWholeSheet = await drawn(context, path, width, fonts + wholeSheet);
          const [a, b] = await Promise.all(
            [asServed, withWholeSheet].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
          );
          expect(`${a!.info.width}×${a!.info.height}`, 'page size').toBe(`${b!.info.width}×${b!.info.height}`);
          const differing = pixelmatch(a!.data, b!.data, undefined, a!.info.width, a!.info.height);
          expect(differing, 'pixels drawn otherwise than with the whole sheet').toBe(0);
        } finally {
          await context.close();
        }
      }, 90_000);
    }
  }

  it('applies the whole sheet to the screen once the page is hydrated', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/pret-hypothecaire`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('#site-sheet').getAttribute('media'), { timeout: 20_000 }).toBe('all');
      // A rule the page's own part left out (the simulation's) now applies: reached by client navigation, that page
      // finds its styles.
      const ruleCount = await page.evaluate(() => [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0));
      expect(ruleCount).toBeGreaterThan(500);
    } finally {
      await context.close();
    }
  });
});
