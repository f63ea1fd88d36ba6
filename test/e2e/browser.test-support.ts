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
