import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** A phone (iPhone 12 to 15) and the spec's desktop breakpoint, where the header must hold on one line. */
const PHONE = { width: 390, height: 844 };
/** WCAG 2.5.5 (AAA) and the site's own rule (DESIGN.md): every target of the header at least 44 px high. */
const MIN_TARGET = 44;
/** Pages checked at once (a 2-core machine). */
const PAGES_AT_ONCE = 2;

/** What the page shows wider than the window: the outermost elements that stick out on the right, or are wider. */
function overflowReport(): { scrollWidth: number; innerWidth: number; culprits: string[] } {
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const box = element.getBoundingClientRect();
    return `<${element.tagName.toLowerCase()}${id}${classes}> right edge ${Math.round(box.right)} px « ${text} »`;
  };
  const width = window.innerWidth;
  const culprits: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 0.5) continue;
    // Only the outermost: an element inside one already named adds nothing, nor does anything inside a box that
    // scrolls on its own (a table in its scroller) or is clipped.
    let parent = element.parentElement;
    let inside = false;
    while (parent && parent !== document.body) {
      const style = getComputedStyle(parent);
      if (parent.getBoundingClientRect().right > width + 0.5 || /auto|scroll|hidden|clip/.test(style.overflowX)) inside = true;
      parent = parent.parentElement;
    }
    if (!inside) culprits.push(describe(element));
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits: culprits.slice(0, 5) };
}

/** The header's visible links, buttons, summaries and fields whose box is less than 44 px high. */
function smallTargets(minimum: number): string[] {
  const small: string[] = [];
  for (const element of document.querySelectorAll('.site-header a, .site-header button, .site-header summary, .site-header input')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if (element.classList.contains('visually-hidden')) continue;
    if (box.height < minimum) {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push(`<${element.tagName.toLowerCase()}> « ${name} » is ${box.height.toFixed(1)} px high`);
    }
  }
  return small;
}

/**
 * Issue 19: every page of the sitemap on a phone, without JavaScript and with the header's menu open: nothing scrolls
 * sideways (`scrollWidth ≤ innerWidth`), and each link, button and field of the header and its menu is at least 44 px
 * high. One page reused for every address, so that the whole sitemap is read in well under two minutes.
 */
describe('every page of the sitemap on a 390 px phone', () => {
  let server: TestServer;
  let browser: Browser;
  let paths: string[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const url = new URL(loc!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
      return `${url.pathname}${url.search}`;
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the site’s pages', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain('/');
    expect(paths).toContain('/pret-immobilier');
  });

  it('scrolls no page sideways, and every target of the header and its open menu is at least 44 px high', async () => {
    // Without JavaScript: the layout is the CSS's alone (the pages draw the same with it), and each page loads at once.
    const context = await browser.newContext({ locale: 'fr-FR', viewport: PHONE, javaScriptEnabled: false });
    // Images keep their place without their file (width and height attributes, or max-width: 100 % in articles): not
    // fetched, the server resizes none of them and the crawl takes half the time.
    await context.route(
      (url) => url.pathname.startsWith('/images/') || /\.(png|jpe?g|webp|avif|gif|svg)$/.test(url.pathname),
      (route) => route.abort(),
    );
    const problems: string[] = [];
    const check = async (path: string, page: Page) => {
      const answer = await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      if (answer?.status() !== 200) {
        problems.push(`${path}: answered ${answer?.status()}`);
        return;
      }
      const closed = await page.evaluate(overflowReport);
      if (closed.scrollWidth > closed.innerWidth)
        problems.push(`${path}: scrolls sideways (${closed.scrollWidth} > ${closed.innerWidth} px): ${closed.culprits.join('; ')}`);
      // The header as it shows, then with the menu open.
      for (const target of await page.evaluate(smallTargets, MIN_TARGET)) problems.push(`${path}: header: ${target}`);
      await page.locator('.site-menu__button').click();
      if (!(await page.locator('.site-nav__list a').first().isVisible())) problems.push(`${path}: the menu did not open`);
      for (const target of await page.evaluate(smallTargets, MIN_TARGET)) problems.push(`${path}: open menu: ${target}`);
      const open = await page.evaluate(overflowReport);
      if (open.scrollWidth > open.innerWidth)
        problems.push(
          `${path}: scrolls sideways with the menu open (${open.scrollWidth} > ${open.innerWidth} px): ${open.culprits.join('; ')}`,
        );
    };
    // Two pages, each reused from address to address: one is laid out while the other waits on the server.
    let next = 0;
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const page = await context.newPage();
        while (next < paths.length) {
          const path = paths[next]!;
          next += 1;
          await check(path, page);
        }
      }),
    );
    await context.close();
    problems.sort();
    expect(problems, `${problems.length} problem(s) on ${paths.length} pages:\n${problems.join('\n')}`).toEqual([]);
  }, 150_000);
});

/** The header's top-level items at a width: their tops, and the header's height. */
async function headerLine(page: Page) {
  return page.evaluate(() => {
    const items = [
      ...document.querySelectorAll(
        '.site-header .brand, .site-nav__items > li > details > summary, .site-nav__direct, .site-search, .country-switcher',
      ),
    ];
    const shown = items.filter((item) => item.getBoundingClientRect().height > 0);
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return {
      shown: shown.length,
      tops: shown.map((item) => ({ item: item.className, top: Math.round(item.getBoundingClientRect().top) })),
      // Each item's right edge before the next one's left edge: nothing drawn over its neighbour.
      overlaps: shown.slice(1).flatMap((item, index) => {
        const before = shown[index]!.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        return box.left < before.right - 0.5 ? [`${shown[index]!.className} / ${item.className}`] : [];
      }),
      middles: shown.map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
      height: header.height,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    };
  });
}

describe('the header’s line and menus', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of [1024, 1280]) {
    it(`holds on one line at ${width} px, every menu reachable, for each country`, async () => {
      const context = await browser.newContext({ locale: 'fr-FR', viewport: { width, height: 800 } });
      const page = await context.newPage();
      // The longest « Comparer » list is the one without a country, and LU / BE / FR each mark themselves as chosen.
      for (const path of ['/', '/pret-hypothecaire?pays=LUX', '/articles?pays=BE', '/pret-immobilier/outils/calculette?pays=FR']) {
        await page.goto(`${server.url}${path}`);
        const line = await headerLine(page);
        // Brand, three menus, the directory, the search box and the country switcher.
        expect(line.shown, path).toBe(7);
        // Centred on one line: every item's middle within a few pixels of the others' (a bordered box is 2 px taller).
        expect(
          Math.max(...line.middles) - Math.min(...line.middles),
          `${path}: items on one line (${JSON.stringify(line.tops)})`,
        ).toBeLessThanOrEqual(3);
        expect(Math.max(...line.tops.map(({ top }) => top)), `${path}: items on one line (${JSON.stringify(line.tops)})`).toBeLessThan(
          line.height / 2,
        );
        expect(line.height, `${path}: the header is one row high`).toBeLessThanOrEqual(80);
        expect(line.overlaps, `${path}: items drawn over each other`).toEqual([]);
        expect(line.scrollWidth, path).toBeLessThanOrEqual(line.innerWidth);
        expect(await page.locator('.site-menu__button').isVisible(), `${path}: no « Menu » button`).toBe(false);
      }
      await context.close();
    });
  }

  /** Waits until React has taken over the header (the menus' closing behaviour is attached then). */
  const interactive = (page: Page) =>
    page.waitForFunction(() => Object.keys(document.querySelector('.site-header')!).some((key) => key.startsWith('__reactFiber')));

  it('opens a dropdown from the keyboard, closes it with Escape (focus back on it), when another opens and on a click elsewhere', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/articles`);
    await interactive(page);
    const comparer = page.locator('details[data-menu="comparer"]');
    const simuler = page.locator('details[data-menu="simuler"]');
    await comparer.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => comparer.locator('a[href="/pret-immobilier"]').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/pret-auto');
    await page.keyboard.press('Escape');
    await expect.poll(() => comparer.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Comparer');

    await comparer.locator('summary').click();
    await simuler.locator('summary').click();
    await expect.poll(() => comparer.getAttribute('open')).toBeNull();
    expect(await simuler.getAttribute('open')).toBe('');
    // A click in the page's margin, away from the open list.
    await page.mouse.click(8, 600);
    await expect.poll(() => simuler.getAttribute('open')).toBeNull();

    // A link of a dropdown navigates in the page, and the dropdown is closed on the new page.
    await simuler.locator('summary').click();
    await simuler.locator('a[href="/pret-immobilier/outils/calculette"]').click();
    await page.waitForURL(`${server.url}/pret-immobilier/outils/calculette`);
    await expect.poll(() => simuler.getAttribute('open')).toBeNull();
    expect(await simuler.locator('a[aria-current="page"]').getAttribute('href')).toBe('/pret-immobilier/outils/calculette');
    await context.close();
  });

  it('opens the phone’s menu with its button, and Escape closes it with the focus back on the button', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await interactive(page);
    const button = page.getByText('Menu', { exact: true });
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    await button.click();
    expect(await page.locator('.site-nav a[href="/pret-immobilier"]').isVisible()).toBe(true);
    expect(await page.locator('.country-switcher a[href="/?pays=BE"]').isVisible()).toBe(true);
    await page.locator('.site-nav a[href="/pret-immobilier"]').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.site-menu').getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-menu__button'))).toBe(true);

    // The country chosen in the menu: the page comes back in that country, the menu closed.
    await button.click();
    await page.locator('.country-switcher a[href="/?pays=BE"]').click();
    await page.waitForURL(`${server.url}/?pays=BE`);
    await expect.poll(() => page.locator('.site-menu').getAttribute('open')).toBeNull();
    await expect.poll(() => page.locator('.country-switcher a[aria-current="true"]').getAttribute('href')).toBe('/?pays=BE');
    expect(await page.locator('.site-nav a[href="/regroupement-de-credit"]').count()).toBe(0);
    await context.close();
  });
});
