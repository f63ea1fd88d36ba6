import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/**
 * Issue 20: the look of five pages, at a phone's width and a laptop's, held against reference images kept in the
 * repository (test/e2e/screenshots/<page>-<width>.png). A layout change shows up here as a failed test, with the
 * page as it is now and an image of the differing pixels (in red) written to test/e2e/screenshots/failed/ for
 * review (git-ignored). When a change is meant, look at those images, then write the new references:
 *
 *   npm run build && UPDATE_SCREENSHOTS=1 npx vitest run test/e2e/visual-regression.test.ts
 *
 * The server runs on a fixed day over the demo data, so dates and figures are the same on every run; the first two
 * screens of each page are compared (where a wrapped title, a broken number or a moved block shows), after the font
 * has loaded and lazy images are in, with animations and the caret off. Pixels compare with pixelmatch's default
 * colour threshold (anti-aliasing ignored), and up to 0,2 % of them may differ, for the font rasteriser's noise.
 */
const HERE = fileURLToPath(new URL('.', import.meta.url));
const REFERENCES = join(HERE, 'screenshots');
const FAILED = join(REFERENCES, 'failed');
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const DAY = new Date('2026-11-20T10:00:00Z');
const WIDTHS = [390, 1280] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 800 };
const MAX_DIFFERING_SHARE = 0.002;

const PAGES: { name: string; path: string | ((server: TestServer) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'comparator', path: '/pret-hypothecaire' },
  { name: 'simulation', path: '/pret-hypothecaire/simulation' },
  {
    name: 'article',
    // The newest article, as a visitor reaches it from the list.
    path: async (server) => {
      const list = await (await fetch(`${server.url}/articles`)).text();
      const first = /<a[^>]+class="[^"]*article-card[^"]*"[^>]+href="([^"]+)"|href="(\/articles\/[^"]+\/[^"]+)"/.exec(list);
      const path = first?.[1] ?? first?.[2];
      if (!path) throw new Error('expected an article on /articles');
      return path;
    },
  },
  { name: 'directory', path: '/banques-et-courtiers' },
];

async function settle(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
  await page.evaluate(() => document.fonts.ready);
  // Lazy images come in when scrolled to: go down the page and back.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => (image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve)))),
    ),
  );
}

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the look of the main pages, against reference images', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', {}, { clock: { now: () => DAY } }), launchChromium()]);
    if (existsSync(FAILED)) rmSync(FAILED, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const { name, path } of PAGES) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px looks as its reference`, async () => {
        const context = await browser.newContext({
          viewport: { width, height: HEIGHTS[width] },
          deviceScaleFactor: 1,
          locale: 'fr-FR',
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          const target = typeof path === 'string' ? path : await path(server);
          await page.goto(`${server.url}${target}`, { waitUntil: 'networkidle' });
          await settle(page);
          const height = Math.min(HEIGHTS[width] * 2, await page.evaluate(() => document.documentElement.scrollHeight));
          const shot = await page.screenshot({ clip: { x: 0, y: 0, width, height }, fullPage: true });
          const reference = join(REFERENCES, `${name}-${width}.png`);
          if (UPDATE || !existsSync(reference)) {
            expect(UPDATE, `no reference image ${reference}: write it with UPDATE_SCREENSHOTS=1`).toBe(true);
            mkdirSync(REFERENCES, { recursive: true });
            writeFileSync(reference, shot);
            return;
          }
          const [expected, actual] = await Promise.all([rgba(readFileSync(reference)), rgba(shot)]);
          const sameSize = expected.width === actual.width && expected.height === actual.height;
          const diff = Buffer.alloc(actual.data.length);
          const differing = sameSize
            ? pixelmatch(expected.data, actual.data, diff, actual.width, actual.height)
            : actual.width * actual.height;
          const share = differing / (actual.width * actual.height);
          if (share > MAX_DIFFERING_SHARE) {
            mkdirSync(FAILED, { recursive: true });
            writeFileSync(join(FAILED, `${name}-${width}.actual.png`), shot);
            if (sameSize)
              await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } })
                .png()
                .toFile(join(FAILED, `${name}-${width}.diff.png`));
          }
          expect(
            share,
            `${target} at ${width} px: ${(share * 100).toFixed(2)} % of pixels differ from ${reference}` +
              (sameSize ? '' : ` (size ${actual.width}×${actual.height}, reference ${expected.width}×${expected.height})`) +
              `; see ${FAILED}`,
          ).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
        } finally {
          await context.close();
        }
      });
    }
  }
});
