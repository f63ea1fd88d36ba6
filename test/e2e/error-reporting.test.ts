import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  replayRecordingText,
  startSentryStandIn,
  type EnvelopeItem,
  type SentryStandIn,
} from '../../adapters/error-reporting-sentry/src/sentry-stand-in.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { clickHeaderLink, launchChromium } from './browser.test-support.ts';

interface LoggedErrorResource {
  attributes: { content: string; url: string; sheet: string; ip: string | null };
}

interface SentryEvent {
  exception: { values: { type: string; value: string; mechanism?: { type: string; handled: boolean } }[] };
  user?: { ip_address?: string };
  contexts?: { react?: { componentStack?: string }; replay?: { replay_id?: string } };
  tags?: { replayId?: string };
  sdk?: { settings?: { infer_ip?: string } };
}

/**
 * After this runs in the page, every figure the site formats fails (formatNumber relies on toFixed): the next page
 * that draws one throws while rendering, in the browser, as a real rendering bug would.
 */
const BREAK_FIGURES = `Number.prototype.toFixed = function () { throw new Error('toFixed en panne'); };`;
const BREAK_DATES = `Date.prototype.toISOString = function () { throw new Error('toISOString en panne'); };`;

describe('rendering errors in a real browser: logged errors and Sentry with session replay (spec §1, §8)', () => {
  let server: TestServer;
  let standIn: SentryStandIn;
  let browser: Browser;
  beforeAll(async () => {
    standIn = await startSentryStandIn();
    [server, browser] = await Promise.all([startTestServer('sqlite', { SENTRY_DSN: standIn.dsn }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await standIn?.close();
  });

  async function loggedErrors(): Promise<LoggedErrorResource['attributes'][]> {
    const answer = await server.api('/loggederror?sort=id&page[limit]=100', { token: server.adminToken });
    return ((await answer.json()) as { data: LoggedErrorResource[] }).data.map((resource) => resource.attributes);
  }

  const eventsWith = (message: string) => standIn.itemsOf('event').filter((item) => JSON.stringify(item.payload).includes(message));

  async function open(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    // Hydrated: the banner asks about session replay (SENTRY_DSN is set).
    await page.locator('[data-consent-banner]').waitFor({ state: 'visible' });
    return { context, page };
  }

  /**
   * Breaks the figures, then follows the header's link to the mortgage comparator, whose offers' figures are formatted
   * as its body renders (a page whose meta() formats figures too is the next test's case).
   */
  async function failOnNextPage(page: Page) {
    await page.evaluate(BREAK_FIGURES);
    await clickHeaderLink(page, '/pret-hypothecaire');
    await page.getByRole('heading', { name: 'Une erreur est survenue' }).waitFor();
  }

  it('logs the error with the page’s URL and the server’s view of the address, and sends it to Sentry without replay before consent', async () => {
    const before = (await loggedErrors()).length;
    const { context, page } = await open('/articles');
    expect(await page.locator('meta[name="sentry-dsn"]').getAttribute('content')).toBe(standIn.dsn);
    await failOnNextPage(page);

    await expect.poll(async () => (await loggedErrors()).length, { timeout: 10_000 }).toBe(before + 1);
    const stored = (await loggedErrors()).at(-1);
    expect(stored).toMatchObject({ url: '/pret-hypothecaire', sheet: 'global', ip: '127.0.0.0' });
    expect(stored?.content).toMatch(/^error : toFixed en panne\n/);

    await expect.poll(() => eventsWith('toFixed en panne').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const event = eventsWith('toFixed en panne')[0]?.payload as SentryEvent;
    expect(event.exception.values.at(-1)).toMatchObject({ value: 'toFixed en panne', mechanism: { type: 'react.render', handled: true } });
    expect(event.contexts?.react?.componentStack).toBeTruthy();
    expect(event.user?.ip_address).toBeUndefined();
    // Sentry is told not to infer the address from the request either.
    expect(event.sdk?.settings?.infer_ip).toBe('never');
    // Reported once, though React catches it more than once while the page settles.
    await page.waitForTimeout(500);
    expect(eventsWith('toFixed en panne')).toHaveLength(1);
    expect((await loggedErrors()).length).toBe(before + 1);
    expect(standIn.itemsOf('replay_event'), 'no replay without consent').toEqual([]);
    await context.close();
  });

  it('shows the site’s French error view, not React Router’s, when a page’s meta() fails as well as its body', async () => {
    const before = (await loggedErrors()).length;
    const { context, page } = await open('/');
    await page.evaluate(BREAK_DATES);
    // An article writes its publication date in its meta() (article:published_time) as well as in its body. The home
    // page's latest articles (server-made markup) lead to one by client navigation, as a <Link> does.
    const article = page.locator('.article-card a[href^="/articles/"]').first();
    const path = (await article.getAttribute('href')) ?? '';
    await article.click();
    await page.getByRole('heading', { name: 'Une erreur est survenue' }).waitFor();
    expect(await page.textContent('body')).not.toContain('Application Error');
    expect(await page.title()).toBe('Prêtscope');
    expect(await page.locator('.site-header').count(), 'the layout is still drawn').toBe(1);
    await expect.poll(async () => (await loggedErrors()).length, { timeout: 10_000 }).toBe(before + 1);
    expect((await loggedErrors()).at(-1)).toMatchObject({ url: path, sheet: 'global' });
    await context.close();
  });

  it('sends a masked session replay with the error once the visitor has accepted, and stops when they withdraw', async () => {
    const { context, page } = await open('/');
    await page.locator('[data-consent-banner]').getByRole('button', { name: 'Accepter' }).click();
    // Something typed before the error: the recording must not carry it.
    await page.getByLabel('Rechercher sur le site').fill('secret-du-visiteur');
    await page.waitForTimeout(500);
    await failOnNextPage(page);
    const replayEvent = (await standIn.waitFor('replay_event', 20_000)) as EnvelopeItem;
    expect(replayEvent.payload).toMatchObject({ type: 'replay_event' });
    const recordings = await (async () => {
      await expect.poll(() => standIn.itemsOf('replay_recording').length, { timeout: 10_000 }).toBeGreaterThan(0);
      return standIn.itemsOf('replay_recording');
    })();
    const recorded = recordings.map(replayRecordingText).join('\n');
    // The recording is there (rrweb's full snapshot of the page), masked: neither what was typed nor what was read.
    expect(recorded).toContain('"type":2');
    expect(recorded).not.toContain('secret-du-visiteur');
    expect(recorded).not.toContain('Nous n’avons pas pu afficher cette page');
    const event = eventsWith('toFixed en panne').at(-1)?.payload as SentryEvent;
    expect(event.tags?.replayId).toBe((replayEvent.payload as { replay_id: string }).replay_id);
    await context.close();

    // Withdrawn: errors are still reported, with no replay. The first visit's recording may still deliver a late
    // segment (each carries a replay_event) after its page closed, so replays are told apart by their id.
    const replayIds = () => new Set(standIn.itemsOf('replay_event').map((item) => (item.payload as { replay_id: string }).replay_id));
    const replaysBefore = replayIds();
    const errors = eventsWith('toFixed en panne').length;
    const second = await open('/');
    await second.page.locator('[data-consent-banner]').getByRole('button', { name: 'Accepter' }).click();
    await second.page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await second.page.locator('[data-consent-banner]').getByRole('button', { name: 'Refuser' }).click();
    await failOnNextPage(second.page);
    await expect.poll(() => eventsWith('toFixed en panne').length, { timeout: 15_000 }).toBeGreaterThan(errors);
    await second.page.waitForTimeout(1_000);
    const withdrawnEvent = eventsWith('toFixed en panne').at(-1)?.payload as SentryEvent;
    expect(withdrawnEvent.tags?.replayId, 'the error after withdrawal names no replay').toBeUndefined();
    expect([...replayIds()], 'no new recording after withdrawal').toEqual([...replaysBefore]);
    await second.context.close();
  });
});
