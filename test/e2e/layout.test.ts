import { formatPercent } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** A phone (iPhone 12 to 15) and a laptop. */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** The container's sides on a phone: 2 × the 8 px scale. */
const SIDE = 16;

/**
 * Issue 20's layout bugs, each checked where it showed: the breadcrumbs on a phone, the home page's hero and a request
 * form against the screen's edges, the error summary of a refused form, the chevron of every expandable section, the
 * back office dashboard's « Dernières demandes »; and the « TAEG dès » of a product page against the comparator.
 */
describe('layout (issue 20)', () => {
  let server: TestServer;
  let browser: Browser;
  let sitemap: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url}${path}`);
    expect(answer?.status(), path).toBe(200);
    return { context, page };
  }

  it('fits the breadcrumbs in a 390 px phone, each chevron level with its crumb', async () => {
    // The longest article address (its title is long too), a product page (four crumbs) and a personal loan page.
    const articles = sitemap.filter((path) => path.startsWith('/articles/'));
    const paths = [
      articles.reduce((longest, path) => (path.length > longest.length ? path : longest)),
      sitemap.find((path) => /^\/banques-et-courtiers\/[^/]+\/[^/]+$/.test(path))!,
      sitemap.find((path) => /^\/pret-personnel\/[^/]+$/.test(path) && path !== '/pret-personnel/demande')!,
    ];
    for (const path of paths) {
      const { context, page } = await open(path);
      await page.locator('nav.breadcrumbs').waitFor();
      const trail = await page.evaluate(() => {
        const nav = document.querySelector('nav.breadcrumbs')!;
        const middle = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (box.top + box.bottom) / 2;
        };
        return {
          pageWidth: document.documentElement.scrollWidth,
          navScroll: nav.scrollWidth,
          navWidth: nav.clientWidth,
          crumbs: [...nav.querySelectorAll('li')].map((item) => ({
            chevron: item.querySelector('.breadcrumbs__separator') ? middle(item.querySelector('.breadcrumbs__separator')!) : null,
            text: middle(item.querySelector('a, [aria-current]')!),
            right: item.getBoundingClientRect().right,
          })),
        };
      });
      expect(trail.pageWidth, path).toBeLessThanOrEqual(PHONE.width);
      expect(trail.navScroll, path).toBeLessThanOrEqual(trail.navWidth);
      expect(trail.crumbs.length, path).toBeGreaterThanOrEqual(3);
      for (const [index, crumb] of trail.crumbs.entries()) {
        expect(crumb.right, `${path}: crumb ${index}`).toBeLessThanOrEqual(PHONE.width - SIDE + 0.5);
        if (index === 0) continue;
        expect(crumb.chevron, `${path}: chevron before crumb ${index}`).not.toBeNull();
        expect(Math.abs(crumb.chevron! - crumb.text), `${path}: chevron before crumb ${index}`).toBeLessThanOrEqual(1);
      }
      await context.close();
    }
  });

  it('keeps the container’s sides around the home page’s hero and search, and around a request form, on a phone', async () => {
    for (const [path, selectors] of [
      ['/', ['.hero h1', '.hero .home-search']],
      ['/pret-hypothecaire/demande', ['h1', 'form.lead-form']],
    ] as const) {
      const { context, page } = await open(path);
      for (const selector of selectors) {
        const box = (await page.locator(selector).first().boundingBox())!;
        expect(box.x, `${path} ${selector}`).toBeGreaterThanOrEqual(SIDE - 0.5);
        expect(box.x + box.width, `${path} ${selector}`).toBeLessThanOrEqual(PHONE.width - SIDE + 0.5);
      }
      await context.close();
    }
  });

  it('lists a refused form’s errors as inline links, bullets on their first line, inside one border', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { context, page } = await open('/pret-hypothecaire/demande', viewport);
      await page.locator('form.lead-form button[type="submit"]').click();
      const summary = page.locator('.error-summary');
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
      const look = await summary.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          border: style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0,
          outline: style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : style.outline,
          boxShadow: style.boxShadow,
          parentBorderColor: getComputedStyle(element.parentElement!).borderTopColor,
          ownBorderColor: style.borderTopColor,
          items: [...element.querySelectorAll('li')].map((item) => {
            const link = item.querySelector('a')!;
            const lines = link.getClientRects();
            const text = parseFloat(getComputedStyle(link).fontSize);
            return {
              display: getComputedStyle(link).display,
              lineGap: lines.length > 1 ? lines[1]!.top - lines[0]!.top : null,
              // The bullet is drawn on the item's first line box, where the link's first line must be.
              firstLineOffset: lines[0]!.top - item.getBoundingClientRect().top,
              text,
            };
          }),
        };
      });
      expect(look.border).toBe(true);
      expect(look.outline, 'no outline around the focused summary').toBe('none');
      expect(look.boxShadow).toBe('none');
      expect(look.parentBorderColor).not.toBe(look.ownBorderColor);
      expect(look.items.length).toBeGreaterThan(3);
      for (const item of look.items) {
        expect(item.display).toBe('inline');
        expect(item.firstLineOffset).toBeLessThan(item.text);
        if (item.lineGap !== null) expect(item.lineGap).toBeLessThan(2 * item.text);
      }
      if (viewport === PHONE)
        expect(
          look.items.some((item) => item.lineGap !== null),
          'an error wraps on a phone',
        ).toBe(true);
      await context.close();
    }
  });

  it('draws a chevron on every expandable section of the public pages, turned when it opens', async () => {
    const product = sitemap.find((path) => /^\/banques-et-courtiers\/[^/]+\/[^/]+$/.test(path))!;
    let checked = 0;
    for (const path of ['/pret-hypothecaire', product]) {
      const { context, page } = await open(path);
      const summaries = page.locator('main details > summary');
      const count = await summaries.count();
      expect(count, path).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const summary = summaries.nth(index);
        const chevron = () =>
          summary.evaluate((element) => {
            const after = getComputedStyle(element, '::after');
            return {
              content: after.content,
              width: parseFloat(after.width),
              border: parseFloat(after.borderRightWidth) > 0 && parseFloat(after.borderBottomWidth) > 0,
              transform: after.transform,
              marker: getComputedStyle(element).display === 'list-item',
            };
          });
        const closed = await chevron();
        const name = `${path}: « ${(await summary.textContent())?.trim()} »`;
        expect(closed.marker || (closed.content !== 'none' && closed.width > 0 && closed.border), name).toBe(true);
        await summary.scrollIntoViewIfNeeded();
        await summary.click();
        await expect.poll(() => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).toBe(true);
        await expect.poll(async () => (await chevron()).transform, { message: name }).not.toBe(closed.transform);
        checked += 1;
      }
      expect(await page.getByText('Voir les chiffres du graphique').count(), path).toBe(1);
      await context.close();
    }
    // The category's FAQ and chart, the product's chart.
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('scrolls the dashboard’s « Dernières demandes » inside its card, on a phone and on a laptop', async () => {
    for (const firstName of ['Marie-Christine', 'Jean-Baptiste', 'Anne-Sophie']) {
      const created = await server.api('/leads', {
        method: 'POST',
        json: {
          data: {
            type: 'leads',
            attributes: {
              kind: 'contact',
              firstName,
              lastName: 'de la Fontaine-Wagener de Beaufort',
              email: 'mise-en-page@example.org',
              country: 'LUX',
              message: 'Bonjour',
              consent: { given: true, text: 'J’accepte d’être recontacté.', version: '2026-11' },
            },
          },
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    const admin = await logInAs(browser, server, await createAccount(server, 'admin'));
    for (const viewport of [PHONE, LAPTOP]) {
      await admin.page.setViewportSize(viewport);
      await admin.page.reload();
      const panel = admin.page.locator('section.admin-panel', {
        has: admin.page.getByRole('heading', { level: 2, name: 'Dernières demandes' }),
      });
      await panel.locator('tbody tr').first().waitFor();
      const sizes = await panel.evaluate((card) => {
        const table = card.querySelector('table')!;
        const scroller = table.parentElement!;
        const next = card.nextElementSibling?.getBoundingClientRect() ?? null;
        return {
          scrollWidth: card.scrollWidth,
          clientWidth: card.clientWidth,
          scrollerOverflow: getComputedStyle(scroller).overflowX,
          scrollerInside: scroller !== card && card.contains(scroller),
          cardRight: card.getBoundingClientRect().right,
          tableRight: table.getBoundingClientRect().right,
          scrollerRight: scroller.getBoundingClientRect().right,
          nextLeft: next && next.top < card.getBoundingClientRect().bottom ? next.left : null,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(sizes.scrollWidth, `${viewport.width} px`).toBeLessThanOrEqual(sizes.clientWidth);
      expect(sizes.scrollerInside).toBe(true);
      expect(sizes.scrollerOverflow).toMatch(/auto|scroll/);
      expect(sizes.scrollerRight).toBeLessThanOrEqual(sizes.cardRight);
      if (sizes.nextLeft !== null) expect(sizes.scrollerRight).toBeLessThanOrEqual(sizes.nextLeft);
      expect(sizes.pageWidth, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
    await admin.context.close();
  });

  it('shows on a product page the lowest TAEG the comparator computes over the product’s grid', async () => {
    const path = sitemap.find((each) => /^\/banques-et-courtiers\/banque-petrusse\/[^/]+-taux-fixe$/.test(each))!;
    const { context, page } = await open(path);
    const productId = Number(
      new URL((await page.locator('.cta a[href^="/go/"]').getAttribute('href'))!, server.url).searchParams.get('id'),
    );
    const categorySlug = new URL((await page.locator('.advertiser-card__meta a').nth(1).getAttribute('href'))!, server.url).pathname.slice(
      1,
    );
    const shown = (await page.locator('[data-figure="from-apr"]').textContent())!;
    // The grid's points: amounts (rows) × durations (columns, « 20 ans » or « 48 mois »).
    const points = await page.locator('table.rate-grid').evaluate((table) => {
      const digits = (text: string) => Number(text.replace(/\D/g, ''));
      const durations = [...table.querySelectorAll('thead th')].slice(1).map((cell) => {
        const text = cell.textContent ?? '';
        return digits(text) * (/an/.test(text) ? 12 : 1);
      });
      return [...table.querySelectorAll('tbody tr')].flatMap((row) => {
        const amount = digits(row.querySelector('th')?.textContent ?? '');
        return [...row.querySelectorAll('td')].flatMap((cell, index) =>
          /\d/.test(cell.textContent ?? '') ? [{ amount, duration: durations[index]! }] : [],
        );
      });
    });
    await context.close();
    expect(points.length).toBeGreaterThan(3);
    const aprs: number[] = [];
    for (const { amount, duration } of points) {
      const answer = await fetch(`${server.url}/api/loans-search?category=${categorySlug}&amount=${amount}&duration=${duration}`);
      const { data } = (await answer.json()) as { data: { productId: number; apr: number }[] };
      const offer = data.find((each) => each.productId === productId);
      if (offer) aprs.push(offer.apr);
    }
    expect(aprs.length).toBeGreaterThan(0);
    expect(shown.replace(/\s+/g, ' ')).toBe(`TAEG dès ${formatPercent(Math.min(...aprs))}`.replace(/\s+/g, ' '));
  });

  it('answers an unknown address with « Page introuvable » in French, its ways onward and the spec’s error text', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url}/nulle-part/ici`);
    expect(answer?.status()).toBe(404);
    expect(await page.title()).toBe('Page introuvable — Prêtscope');
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await main.locator('[lang="en"]').textContent()).toBe('Page not found: /nulle-part/ici');
    expect(await main.textContent()).toContain('La page /nulle-part/ici n’existe pas');
    const links = await main.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/', '/articles', '/pret-hypothecaire', '/pret-personnel', '/recherche']));
    // The search goes to the site's search page with what was typed.
    await main.getByRole('searchbox', { name: 'Rechercher sur le site' }).fill('taux fixe');
    await main.getByRole('button', { name: 'Chercher' }).click();
    await page.waitForURL((url) => url.pathname === '/recherche' && url.searchParams.get('q') === 'taux fixe');
    await context.close();
  });
});
