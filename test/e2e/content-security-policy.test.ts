import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/**
 * The pages' Content-Security-Policy (SECURITY.md): scripts run only from the site or with the render's nonce. The
 * site must work under it (hydration, live calculators, the consent banner) without a single violation, a cached
 * copy must carry the nonce of its own bytes, and a script slipped into the page must not run.
 */
const PAGES = ['/', '/pret-hypothecaire', '/pret-hypothecaire/simulation', '/articles', '/banques-et-courtiers', '/contact'];

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** The inline scripts of a document (not those with a src, not JSON-LD data blocks), with their nonce attribute. */
function inlineScripts(html: string): { nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map((attributes) => ({ nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1] }));
}

describe('Content-Security-Policy of the pages', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startTestServer('sqlite', { GA_MEASUREMENT_ID: 'G-TEST1234', SENTRY_DSN: 'http://public@127.0.0.1:9/1' }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('gives every inline script the nonce its header names, rendered or cached, and a new nonce for a new render', async () => {
    const nonces = new Set<string>();
    for (const path of PAGES) {
      for (const attempt of ['rendered', 'cached']) {
        const answer = await fetch(`${server.url}${path}`);
        const policy = answer.headers.get('content-security-policy');
        const nonce = nonceOf(policy);
        expect(nonce, `${path} (${attempt}) has a nonce`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(policy).not.toContain("'unsafe-inline' 'nonce");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        const scripts = inlineScripts(await answer.text());
        expect(scripts.length, `${path} has React Router's inline scripts`).toBeGreaterThan(0);
        expect(
          scripts.filter((script) => script.nonce !== nonce),
          `${path} (${attempt}): inline scripts without the header's nonce`,
        ).toEqual([]);
        nonces.add(nonce as string);
      }
    }
    // Each page's copy has a nonce of its own (one per render, shared by the cached copy's requests).
    expect(nonces.size).toBeGreaterThanOrEqual(PAGES.length);
  });

  async function openWatched(path: string): Promise<{ page: Page; violations: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    return { page, violations };
  }

  it('lets every page hydrate and work without a single violation', async () => {
    for (const path of PAGES) {
      const { page, violations } = await openWatched(path);
      // Hydrated: the consent banner (GA and Sentry configured) is drawn by React in the browser only.
      await page.locator('[data-consent-banner]').waitFor({ state: 'visible' });
      if (path === '/pret-hypothecaire/simulation') {
        // The live calculator answers typing, through the site's own scripts.
        const before = await page.locator('[data-figure]').first().textContent();
        const amount = page.getByLabel(/Montant/).first();
        await amount.fill('123456');
        await expect.poll(async () => page.locator('[data-figure]').first().textContent(), { timeout: 10_000 }).not.toBe(before);
      }
      await page.waitForLoadState('networkidle');
      expect(violations, `${path}: ${violations.join(', ')}`).toEqual([]);
      await page.context().close();
    }
  });

  it('refuses to run a script slipped into a page, inline or as an event handler', async () => {
    const { page, violations } = await openWatched('/articles');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script";';
      document.body.append(script);
      document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__injected = \'handler\'">');
    });
    await expect.poll(() => violations.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    expect(violations.every((violation) => violation.startsWith('script-src'))).toBe(true);
    await page.context().close();
  });
});
