import { frenchTypography } from '@pretscope/core';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { clickHeaderLink, launchChromium } from './browser.test-support.ts';

/** Canonical URLs (what an article's « Copier le lien » copies) use the configured SITE_URL. */
const SITE_URL = 'https://www.pretscope.example';
const ARTICLE = '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent';
const SIMULATION = '/pret-hypothecaire/simulation?pays=BE&montant=250000&taux=3%2C2&duree=20';

/**
 * A browser whose clipboard refuses while `window.copyRefused` is true: the Clipboard API rejects and the selection
 * fallback reports failure, as in a locked-down browser. The real clipboard stays reachable for the assertions.
 */
const REFUSING_CLIPBOARD = `
  window.copyRefused = true;
  const realClipboard = navigator.clipboard;
  window.realClipboard = realClipboard;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: {
    writeText: (text) => window.copyRefused ? Promise.reject(new DOMException('Refusé', 'NotAllowedError')) : realClipboard.writeText(text),
    readText: () => realClipboard.readText(),
  } });
  const execCommand = document.execCommand.bind(document);
  document.execCommand = (command, ...rest) => window.copyRefused ? false : execCommand(command, ...rest);
`;

/** A browser without the Clipboard API (a page served over plain HTTP): only the selection fallback can copy. */
const NO_CLIPBOARD_API = `
  window.realClipboard = navigator.clipboard;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
`;

describe('the site shell in a real browser: icons, search, bank list, toasts, copy-link, route validation', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', { SITE_URL }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const clipboardContext = () => browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const readClipboard = (page: Page) =>
    page.evaluate(() => (window as unknown as { realClipboard?: Clipboard }).realClipboard?.readText() ?? navigator.clipboard.readText());

  /** Freezes the page's clock once it is interactive, so that the test decides when its timers fire. */
  async function pauseClock(page: Page) {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  }

  it('draws the icons from the sprite, sized by Font Awesome’s stylesheet from the first paint, hidden from screen readers', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/articles`);
    const searchIcon = page.locator('.site-search__button svg.svg-inline--fa.fa-magnifying-glass');
    expect(await searchIcon.count()).toBe(1);
    expect(await searchIcon.getAttribute('aria-hidden')).toBe('true');
    // Its drawing comes from the build's sprite, which holds it under its name.
    const href = (await searchIcon.locator('use').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#magnifying-glass$/);
    const sprite = await (await page.request.get(`${server.url}${href.split('#')[0]}`)).text();
    expect(sprite).toMatch(/<symbol[^>]*id="magnifying-glass"[^>]*>\s*<path[^>]* d="M/);
    expect(await page.getByRole('button', { name: 'Lancer la recherche' }).count()).toBe(1);
    // Without JavaScript nothing can inject CSS at run time: the icon is 1em high because the stylesheet is in the page.
    const sizes = await searchIcon.evaluate((svg) => ({
      height: svg.getBoundingClientRect().height,
      font: Number.parseFloat(getComputedStyle(svg).fontSize),
    }));
    expect(sizes.height).toBeCloseTo(sizes.font, 0);
    expect(await page.locator('.breadcrumbs svg.fa-house').count()).toBe(1);
    expect(await page.locator('.breadcrumbs svg.fa-chevron-right').count()).toBe(1);
    for (const icon of ['envelope', 'phone', 'bell', 'arrow-right'])
      expect(await page.locator(`.site-footer svg.fa-${icon}`).count(), icon).toBe(1);
    await context.close();
  });

  it('finds an article and a bank from the header search box, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    await page.getByLabel('Rechercher sur le site').fill('Bëllegen');
    await page.getByRole('button', { name: 'Lancer la recherche' }).click();
    await page.waitForURL(/\/recherche\?q=B%C3%ABllegen$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(frenchTypography('Résultats pour « Bëllegen »'));
    const titles = await page.locator('.article-card__title').allTextContents();
    expect(titles.some((title) => title.includes('Bëllegen Akt'))).toBe(true);
    expect(await page.getByLabel('Rechercher sur le site').inputValue()).toBe('Bëllegen');
    const articleLink = page.locator('.article-card__title a').first();
    const href = await articleLink.getAttribute('href');
    expect(href).toMatch(/^\/articles\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    expect((await fetch(`${server.url}${href}`)).status).toBe(200);

    await page.getByLabel('Rechercher sur le site').fill('Kirchberg');
    await page.getByRole('button', { name: 'Lancer la recherche' }).click();
    await page.waitForURL(/\/recherche\?q=Kirchberg$/);
    expect(await page.locator('main').getByRole('link', { name: 'Caisse Kirchberg Crédit' }).getAttribute('href')).toBe(
      '/banques-et-courtiers/caisse-kirchberg-credit',
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');

    await page.getByLabel('Rechercher sur le site').fill('zzqxwvnonsense');
    await page.getByRole('button', { name: 'Lancer la recherche' }).click();
    await page.waitForURL(/q=zzqxwvnonsense/);
    expect(await page.textContent('main')).toContain(frenchTypography('Aucun article ne parle de « zzqxwvnonsense ».'));
    await context.close();
  });

  it('lists the banks in the footer, Luxembourg first, and each link opens that bank’s page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const links = page.locator('.footer-banks__list a');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^\/banques-et-courtiers\/[a-z0-9-]+$/);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(await page.locator('.footer-banks__label').first().textContent()).toBe('Luxembourg');
    const answers = await Promise.all(hrefs.map((href) => fetch(`${server.url}${href}`)));
    expect(answers.map((answer) => answer.status)).toEqual(hrefs.map(() => 200));

    // In the interactive page (once hydrated) the link navigates without reloading it.
    const name = await links.first().textContent();
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await links.first().click();
    await page.waitForURL(`${server.url}${hrefs[0]}`);
    // The URL changes before the new page is drawn: wait for its heading.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.close();
  });

  it('copies an article’s address: « Lien copié » for 1500 ms and a success toast that leaves after 5 s', async () => {
    const context = await clipboardContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}${ARTICLE}`);
    const button = page.locator('.share-links .copy-link');
    await button.waitFor({ state: 'visible' });
    await pauseClock(page);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Lien copié');
    expect(await readClipboard(page)).toBe(`${SITE_URL}${ARTICLE}`);
    const toast = page.locator('.toaster [role="status"] .toast');
    expect(await toast.textContent()).toContain('Lien copié dans le presse-papiers.');

    await page.clock.runFor(1499);
    expect(await button.textContent()).toBe('Lien copié');
    await page.clock.runFor(1);
    await expect.poll(() => button.textContent()).toBe('Copier le lien');

    await page.clock.runFor(5000 - 1500 - 1);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => toast.count()).toBe(0);
    // The share links are plain links to the networks, with the canonical address.
    expect(await page.getByRole('link', { name: 'Partager sur LinkedIn (nouvel onglet)' }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${SITE_URL}${ARTICLE}`)}`,
    );
    await context.close();
  });

  it('copies with the selection fallback when the Clipboard API is missing', async () => {
    const context = await clipboardContext();
    await context.addInitScript(NO_CLIPBOARD_API);
    const page = await context.newPage();
    await page.goto(`${server.url}${ARTICLE}`);
    const button = page.locator('.share-links .copy-link');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Lien copié');
    expect(await readClipboard(page)).toBe(`${SITE_URL}${ARTICLE}`);
    // Focus went back to the button, for keyboard users.
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('copy-link');
    await context.close();
  });

  it('keeps an error toast until it is closed, while a success toast leaves after 5 s', async () => {
    const context = await clipboardContext();
    await context.addInitScript(REFUSING_CLIPBOARD);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}${ARTICLE}`);
    const button = page.locator('.share-links .copy-link');
    await button.waitFor({ state: 'visible' });
    await pauseClock(page);

    await button.click();
    const error = page.locator('.toaster [role="alert"] .toast');
    await expect.poll(() => error.count()).toBe(1);
    // What a screen reader announces: the hidden « Erreur : » label, then the message (the close button's « × » is aria-hidden).
    expect(await error.locator('.visually-hidden').textContent()).toBe(frenchTypography('Erreur : '));
    expect(await error.locator('.toast__message').textContent()).toBe(
      frenchTypography(`Le lien n’a pas pu être copié. Copiez cette adresse : ${SITE_URL}${ARTICLE}`),
    );
    expect(await button.textContent()).toBe('Copier le lien');

    await page.evaluate(() => ((window as unknown as { copyRefused: boolean }).copyRefused = false));
    await button.click();
    const success = page.locator('.toaster [role="status"] .toast');
    await expect.poll(() => success.count()).toBe(1);

    await page.clock.runFor(5000);
    await expect.poll(() => success.count()).toBe(0);
    await page.clock.runFor(60_000);
    expect(await error.count()).toBe(1);

    // Closed from the keyboard: its close button takes focus and Enter closes it.
    const close = error.getByRole('button', { name: 'Fermer la notification' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => error.count()).toBe(0);
    await context.close();
  });

  it('copies a simulation’s address with its figures from the result', async () => {
    const context = await clipboardContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${SIMULATION}`);
    const button = page.locator('.calc-result .copy-link');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Lien copié');
    expect(await readClipboard(page)).toBe(`${server.url}${SIMULATION}`);
    await context.close();
  });

  const dataRequests = (page: Page) => {
    const seen: string[] = [];
    const record = (request: Request) => {
      if (request.url().startsWith(server.url) && (request.url().includes('.data') || request.resourceType() === 'document'))
        seen.push(request.url());
    };
    page.on('request', record);
    return seen;
  };

  it('shows the 404 page, in the layout, for a route whose rule refuses its parameters', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${server.url}/banques-et-courtiers/Pas_Un_Slug`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await page.textContent('main')).toContain('Page not found: /banques-et-courtiers/Pas_Un_Slug');
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    for (const path of ['/articles/Majuscules', '/auteurs/claire_wagener', '/pret-personnel/pr%C3%AAt', '/Pret-Hypothecaire']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    // The outbound redirect has no page: its own 404 document answers.
    const go = await fetch(`${server.url}/go/banque/offre?id=0`);
    expect(go.status).toBe(404);
    expect(await go.text()).toContain('<h1>Offre introuvable</h1>');
    await page.close();
  });

  it('blocks a client-side navigation to a refused route before anything is asked of the server', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/banques-et-courtiers/Pas_Un_Slug`);
    const requests = dataRequests(page);
    // An allowed navigation inside the page does ask the server for its data…
    await clickHeaderLink(page, '/pret-hypothecaire');
    await page.waitForURL(`${server.url}/pret-hypothecaire`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Page introuvable');
    expect(requests.some((url) => url.includes('/pret-hypothecaire.data'))).toBe(true);
    expect(requests.some((url) => !url.includes('.data'))).toBe(false);
    requests.length = 0;

    // …while going back to the refused address is stopped in the browser by the route's rule.
    await page.goBack();
    await page.waitForURL(`${server.url}/banques-et-courtiers/Pas_Un_Slug`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await page.textContent('main')).toContain('Page not found: /banques-et-courtiers/Pas_Un_Slug');
    expect(requests).toEqual([]);
    await page.close();
  });
});
