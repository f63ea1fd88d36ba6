import { frenchTypography } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { clickHeaderLink, launchChromium } from './browser.test-support.ts';

const GA_ID = 'G-TEST123';

/**
 * Stands in for gtag.js at Google's address (the test never reaches the internet): it records that it ran and
 * with which address, and sets the cookies the real one sets, so that their removal can be checked. The page's
 * calls to gtag are in window.dataLayer, where the real script would read them.
 */
const GTAG_STAND_IN = `
  window.gtagStandIn = { runs: ((window.gtagStandIn && window.gtagStandIn.runs) || 0) + 1, src: document.currentScript && document.currentScript.src };
  document.cookie = '_ga=GA1.1.1234567890.1700000000; Path=/; Max-Age=63072000';
  document.cookie = '_ga_TEST123=GS1.1.1700000000.1.0.1700000000.0.0.0; Path=/; Max-Age=63072000';
`;

/** Any address of Google's measurement hosts. */
const GOOGLE_HOST = /(^|\.)(googletagmanager|google-analytics|doubleclick|google)\.com$/;

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Every request the browser made to a Google host. */
  googleRequests: string[];
}

describe('Google Analytics behind the consent banner, in a real browser (spec §1)', () => {
  let server: TestServer;
  let plainServer: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, plainServer, browser] = await Promise.all([
      startTestServer('sqlite', { GA_MEASUREMENT_ID: GA_ID }),
      startTestServer('sqlite'),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.close(), plainServer?.close()]);
  });

  async function visit(
    path: string,
    { gtag = 'stand-in', on = server }: { gtag?: 'stand-in' | 'failing'; on?: TestServer } = {},
  ): Promise<Visit> {
    const context = await browser.newContext();
    const googleRequests: string[] = [];
    context.on('request', (request) => {
      if (GOOGLE_HOST.test(new URL(request.url()).hostname)) googleRequests.push(request.url());
    });
    await context.route('https://www.googletagmanager.com/**', (route) =>
      gtag === 'failing'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STAND_IN }),
    );
    const page = await context.newPage();
    await page.goto(`${on.url}${path}`);
    return { context, page, googleRequests };
  }

  const banner = (page: Page) => page.locator('[data-consent-banner]');
  const manageCookies = (page: Page) => page.getByRole('button', { name: 'Gérer les cookies' });
  const pageViews = (page: Page) =>
    page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
      return layer
        .map((entry) => Array.from(entry))
        .filter((call) => call[0] === 'event' && call[1] === 'page_view')
        .map((call) => (call[2] as { page_path: string }).page_path);
    });
  const analyticsCookies = async (context: BrowserContext) =>
    (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga')).map((cookie) => cookie.name);
  /** A navigation inside the page, as a link or a form makes it (React Router's own router). */
  const navigate = (page: Page, to: string) =>
    page.evaluate(
      (target) =>
        (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
          target,
        ),
      to,
    );
  /** The page is hydrated: the footer's button only shows then. */
  const interactive = (page: Page) => manageCookies(page).waitFor({ state: 'visible' });

  it('asks first, with « Refuser » and « Accepter » alike, and loads nothing from Google before an answer or after a refusal', async () => {
    const { context, page, googleRequests } = await visit('/');
    await banner(page).waitFor({ state: 'visible' });
    expect(await banner(page).getByRole('heading', { level: 2 }).textContent()).toBe('Mesure d’audience et suivi des erreurs');
    expect(await banner(page).textContent()).toContain('Google Analytics');
    const refuse = banner(page).getByRole('button', { name: 'Refuser' });
    const accept = banner(page).getByRole('button', { name: 'Accepter' });
    // As easy to refuse as to accept: the same class, size, colour and weight, nothing pre-ticked.
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const looks = (button: typeof refuse) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          background: style.backgroundColor,
          color: style.color,
          weight: style.fontWeight,
          size: style.fontSize,
        };
      });
    expect(await looks(refuse)).toEqual(await looks(accept));
    expect(await banner(page).locator('input').count()).toBe(0);

    // Moving around without answering loads nothing either.
    await clickHeaderLink(page, '/pret-hypothecaire');
    await page.waitForURL(`${server.url}/pret-hypothecaire`);
    await refuse.click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await navigate(page, '/articles');
    await page.waitForURL(`${server.url}/articles`);
    await page.reload();
    await interactive(page);
    expect(await banner(page).count(), 'a refusal is remembered').toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('pretscope.consentement'))).toMatch(/^\{"choice":"refused","at":"\d{4}-/);
    expect(googleRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await analyticsCookies(context)).toEqual([]);
    await context.close();
  });

  it('after consent, loads gtag.js from Google with the id and sends one page view per new path, none for a query or the same path', async () => {
    const { context, page, googleRequests } = await visit('/');
    await banner(page).getByRole('button', { name: 'Accepter' }).click();
    await page.waitForFunction(() => (window as unknown as { gtagStandIn?: unknown }).gtagStandIn);
    expect(googleRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
    expect(await pageViews(page)).toEqual(['/']);

    await clickHeaderLink(page, '/pret-hypothecaire');
    await page.waitForURL(`${server.url}/pret-hypothecaire`);
    await expect.poll(() => pageViews(page)).toEqual(['/', '/pret-hypothecaire']);

    await navigate(page, '/pret-hypothecaire/simulation');
    await page.waitForURL(`${server.url}/pret-hypothecaire/simulation`);
    await expect.poll(() => pageViews(page)).toEqual(['/', '/pret-hypothecaire', '/pret-hypothecaire/simulation']);
    // The calculator rewrites its query as the visitor types: the same page, no page view.
    await page.locator('#montant').fill('180000');
    await page.waitForURL((url) => url.searchParams.get('montant') === '180000');
    await navigate(page, '/pret-hypothecaire/simulation?montant=190000');
    await page.waitForURL((url) => url.searchParams.get('montant') === '190000');
    await navigate(page, '/pret-hypothecaire/simulation?montant=190000#resultat');
    await page.waitForURL((url) => url.hash === '#resultat');
    expect(await pageViews(page)).toEqual(['/', '/pret-hypothecaire', '/pret-hypothecaire/simulation']);
    const last = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.at(-1) ?? []));
    // What Google is told of the address: the path alone, never the figures in the query.
    expect(last).toEqual([
      'event',
      'page_view',
      {
        page_location: `${server.url}/pret-hypothecaire/simulation`,
        page_path: '/pret-hypothecaire/simulation',
        page_title: expect.any(String),
      },
    ]);

    // The next visit starts measuring at once, with the page view of its arrival, and asks nothing. Google's cookies
    // now go with every request, yet the page still comes from the shared cache (an ETag): the server never reads them.
    expect(await analyticsCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123']));
    const answer = await page.goto(`${server.url}/articles`);
    expect((await answer?.request().allHeaders())?.cookie).toMatch(/_ga=/);
    expect(answer?.headers().etag).toMatch(/^"/);
    await interactive(page);
    await expect.poll(() => pageViews(page)).toEqual(['/articles']);
    expect(await banner(page).count()).toBe(0);
    expect(googleRequests).toHaveLength(2);
    expect(await analyticsCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123']));

    // Changing one's mind from the footer of any page: the banner comes back with the focus, refusing stops it all.
    await manageCookies(page).click();
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consentement-titre');
    expect(await banner(page).textContent()).toContain(frenchTypography('Votre choix actuel : vous avez accepté.'));
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gerer-les-cookies');
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(true);
    await clickHeaderLink(page, '/pret-personnel');
    await page.waitForURL(`${server.url}/pret-personnel`);
    await navigate(page, '/banques-et-courtiers');
    await page.waitForURL(`${server.url}/banques-et-courtiers`);
    expect(await pageViews(page)).toEqual(['/articles']);
    await page.reload();
    await interactive(page);
    expect(googleRequests, 'nothing more from Google after the refusal').toHaveLength(2);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
    await context.close();
  });

  it('keeps working when gtag.js cannot be loaded', async () => {
    const { context, page, googleRequests } = await visit('/', { gtag: 'failing' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await banner(page).getByRole('button', { name: 'Accepter' }).click();
    await expect.poll(() => googleRequests.length).toBe(1);
    await clickHeaderLink(page, '/pret-auto');
    await page.waitForURL(`${server.url}/pret-auto`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without GA_MEASUREMENT_ID (nor SENTRY_DSN): no banner, no footer link, nothing loaded', async () => {
    const { context, page, googleRequests } = await visit('/', { on: plainServer });
    await clickHeaderLink(page, '/pret-hypothecaire');
    await page.waitForURL(`${plainServer.url}/pret-hypothecaire`);
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(await manageCookies(page).count()).toBe(0);
    expect(await page.locator('meta[name="sentry-dsn"]').count()).toBe(0);
    expect(googleRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe('undefined');
    await context.close();
  });
});
