import { IMAGE_BREAKPOINT_WIDTHS } from '@pretscope/core';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** An article of the demo data whose content holds a chart image (spec §2 `image` block). */
const ARTICLE = '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent';

/** The widths a srcset offers, in order. */
async function srcsetWidths(image: Locator): Promise<number[]> {
  const srcset = (await image.getAttribute('srcset')) ?? '';
  return srcset.split(', ').map((candidate) => Number(candidate.trim().split(' ')[1]!.replace(/w$/, '')));
}

/** Brings a lazy image into view and waits until the browser has decoded it; answers what it loaded. */
async function loaded(image: Locator): Promise<{ currentSrc: string; naturalWidth: number; naturalHeight: number }> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    naturalWidth: element.naturalWidth,
    naturalHeight: element.naturalHeight,
  }));
}

describe('images through the optimisation route in a real browser (spec §2)', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads an article’s image through the route as WebP, with the breakpoints in srcset and its size set', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const imageTypes = new Map<string, string>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_img/')) imageTypes.set(response.url(), response.headers()['content-type'] ?? '');
    });
    expect((await page.goto(`${server.url}${ARTICLE}`))?.status()).toBe(200);
    const image = page.locator('.article-body img').first();
    expect(await image.getAttribute('src')).toMatch(/^\/_img\/uploads\/articles\/[a-z0-9-]+\.svg\?w=\d+&fm=webp$/);
    expect(await srcsetWidths(image)).toEqual(IMAGE_BREAKPOINT_WIDTHS);
    expect(await image.getAttribute('sizes')).toBe('(min-width: 769px) 680px, calc(100vw - 32px)');
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    expect(await image.getAttribute('alt')).toMatch(/revenu net/);

    const { currentSrc } = await loaded(image);
    expect(new URL(currentSrc).pathname).toMatch(/^\/_img\/uploads\/articles\//);
    const asked = Number(new URL(currentSrc).searchParams.get('w'));
    expect(IMAGE_BREAKPOINT_WIDTHS).toContain(asked);
    expect(imageTypes.get(currentSrc)).toBe('image/webp');
    // The file itself is the asked width (an <img> with srcset reports its width scaled to the layout instead).
    expect(
      await page.evaluate(async (url) => {
        const probe = new Image();
        probe.src = url;
        await probe.decode();
        return probe.naturalWidth;
      }, currentSrc),
    ).toBe(asked);
    await page.close();
  });

  it('picks a narrower file on a phone than on a wide screen', async () => {
    const chosen = async (width: number) => {
      const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
      await page.goto(`${server.url}${ARTICLE}`);
      const { currentSrc } = await loaded(page.locator('.article-body img').first());
      await page.close();
      return Number(new URL(currentSrc).searchParams.get('w'));
    };
    const phone = await chosen(360);
    const desktop = await chosen(1280);
    expect(phone).toBeLessThan(desktop);
    expect(phone).toBeLessThanOrEqual(640);
  });

  it('serves the same image as AVIF when asked, and the browser decodes it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}${ARTICLE}`);
    const src = (await page.locator('.article-body img').first().getAttribute('src'))!;
    const avif = src.replace('fm=webp', 'fm=avif');
    const answer = await page.request.get(`${server.url}${avif}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/avif');
    const decoded = await page.evaluate(async (url) => {
      const probe = new Image();
      probe.src = url;
      await probe.decode();
      return probe.naturalWidth;
    }, avif);
    expect(decoded).toBe(Number(new URL(avif, server.url).searchParams.get('w')));
    await page.close();
  });

  it('shows each article card’s picture through the route, letterboxed to 16:9, with every breakpoint', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/articles`);
    const pictures = page.locator('.article-card__image');
    expect(await pictures.count()).toBeGreaterThan(0);
    const first = pictures.first();
    expect(await first.getAttribute('alt')).toBe('');
    expect(await first.getAttribute('loading')).toBe('lazy');
    expect(await srcsetWidths(first)).toEqual(IMAGE_BREAKPOINT_WIDTHS);
    const { currentSrc, naturalWidth, naturalHeight } = await loaded(first);
    expect(new URL(currentSrc).searchParams.get('fit')).toBe('contain');
    expect(naturalWidth / naturalHeight).toBeCloseTo(16 / 9, 1);
    await page.close();
  });

  it('answers a bad modifier with a French 400 the browser shows as text, not a broken page', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/_img/uploads/articles/nope.svg?w=99999`);
    expect(answer?.status()).toBe(400);
    expect(await page.textContent('body')).toBe('La largeur (w) doit être un nombre entier entre 1 et 2560.');
    await page.close();
  });
});
