import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run), headless and offline-friendly: no browser is ever downloaded. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Clicks a control of the site header as a visitor does: opens the phone's « Menu » when the header is folded, then
 * the dropdown that holds it (« Comparer », « Simuler »…) when it is closed.
 */
export async function clickInHeader(page: Page, control: Locator): Promise<void> {
  const menuButton = page.locator('.site-menu__button');
  if (!(await control.isVisible()) && (await menuButton.isVisible())) await menuButton.click();
  if (!(await control.isVisible())) await control.locator('xpath=ancestor::details[1]/summary').click();
  await control.click();
}

/** Follows the header's link to a path (the first, when two menus list it). */
export function clickHeaderLink(page: Page, href: string): Promise<void> {
  return clickInHeader(page, page.locator(`.site-header a[href="${href}"]`).first());
}

/** Picks a country with the header's switcher (a link to the same page with `pays`), and waits for the address to say so. */
export async function chooseHeaderCountry(page: Page, country: 'LUX' | 'BE' | 'FR'): Promise<void> {
  await clickInHeader(page, page.locator(`.country-switcher a[href*="pays=${country}"]`));
  await page.waitForURL((url) => url.searchParams.get('pays') === country);
}

/** The country the header's switcher shows as chosen ('LUX', 'BE' or 'FR', as its link sets it), or null. */
export async function headerCountry(page: Page): Promise<string | null> {
  const chosen = page.locator('.country-switcher a[aria-current="true"]');
  if ((await chosen.count()) !== 1) return null;
  return new URL((await chosen.getAttribute('href')) ?? '', page.url()).searchParams.get('pays');
}

/**
 * A page of the site in a fresh French context, with or without JavaScript; with it, once React Router has hydrated
 * (its route modules are loaded), so that typing reaches the live calculators. Fails unless the page answers 200.
 */
export async function openCalculatorPage(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled });
  const page = await context.newPage();
  const answer = await page.goto(url);
  if (answer?.status() !== 200) throw new Error(`${url} answered ${answer?.status()}`);
  if (javaScriptEnabled)
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
  return page;
}

/** The text of a calculator's figure (`data-figure="<name>"`), as a visitor reads it. */
export async function figureText(page: Page, name: string): Promise<string> {
  return (await page.locator(`[data-figure="${name}"]`).first().textContent()) ?? '';
}
