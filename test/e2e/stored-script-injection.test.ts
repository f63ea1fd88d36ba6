/**
 * Issue 8, hostile input: script-injection payloads saved through the back office into every text field of every type
 * it edits (and a visitor's request through the public contact form), then every page showing those fields opened in
 * headless Chromium, public and back office: no payload runs.
 *
 * `window.__pwned(id)` is a function of the test (exposed to every page and frame); each payload calls it when it
 * runs. A page fails if it was called, if a dialog opened, if a page error or console message names it, if the page
 * holds markup that would run it on a click or a hover (findInjectedMarkup), or if the stored text is not shown as
 * text (which would mean the field never reached the page, and the test proved nothing). Two controls first show that
 * each detector does fire on a page where a payload does run.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import {
  ALL_PAYLOADS,
  findInjectedMarkup,
  markdownCorpus,
  MARKER_FUNCTION,
  packPayloads,
  pageText,
  payloadIdsIn,
} from '../support/injection-corpus.test-support.ts';
import { createAccount, logInAs, sessionCookie } from './admin.test-support.ts';
import { BackOffice, REFUSALS, storeHostileContent, type PageToCheck, type StoredContent } from './hostile-content.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

interface Alarm {
  page: string;
  what: string;
}

/** How many pages are open at once: a 2-core machine stays busy with a few in flight. */
const PAGES_AT_ONCE = 3;

/** A text as the page shows it: runs of white space as one space, none at the ends (the forms trim what they store). */
const asShown = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Runs `work` over the items, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

describe('stored script injection: payloads saved through the back office never run on any page', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let visitor: BrowserContext;
  let office: BackOffice;
  let stored: StoredContent;
  const stamp = Date.now().toString(36);
  /** Every sign of a payload running, with the page it came from. */
  const alarms: Alarm[] = [];

  /** Arms a context: the marker function, dialogs, page errors and console messages all raise an alarm. */
  async function arm(context: BrowserContext) {
    await context.exposeBinding(MARKER_FUNCTION, ({ page }, id: unknown) =>
      alarms.push({ page: page.url(), what: `${MARKER_FUNCTION}(${String(id)}) ran` }),
    );
    context.on('page', (page) => watch(page));
    for (const page of context.pages()) watch(page);
  }

  function watch(page: Page) {
    page.on('dialog', (dialog) => {
      alarms.push({ page: page.url(), what: `dialog ${dialog.type()}: ${dialog.message()}` });
      void dialog.dismiss().catch(() => {});
    });
    page.on('pageerror', (error) => {
      if (error.message.includes('pwned')) alarms.push({ page: page.url(), what: `page error: ${error.message}` });
    });
    page.on('console', (message) => {
      if (message.text().includes('pwned')) alarms.push({ page: page.url(), what: `console ${message.type()}: ${message.text()}` });
    });
  }

  /** Opens a page, lets its payloads have their chance (load, hydration, focus, the editor's preview), and checks it. */
  async function check(page: Page, target: PageToCheck): Promise<string[]> {
    const problems: string[] = [];
    const answer = await page.goto(`${server.url}${target.path}`, { waitUntil: 'load' });
    if (answer?.status() !== 200) problems.push(`status ${answer?.status()}`);
    // Hydrated: React has taken over the page (it marks the elements it owns), so what it renders has rendered too.
    await page.waitForFunction(
      () => Object.keys(document.querySelector('main') ?? document.body).some((key) => key.startsWith('__reactFiber')),
      undefined,
      { timeout: 30_000 },
    );
    if (target.preview) {
      await page
        .locator('.md-preview', { hasText: target.preview })
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 })
        .catch(() => problems.push('the markdown preview never showed the field'));
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const injected = await page.evaluate(findInjectedMarkup, MARKER_FUNCTION);
    problems.push(...injected.map((finding) => `${finding} [${payloadIdsIn(finding).join(', ')}]`));
    // JSON-LD still parses: a stored text did not end its script element early.
    const jsonLd = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? ''),
    );
    for (const json of jsonLd) {
      try {
        JSON.parse(json);
      } catch {
        problems.push(`JSON-LD does not parse: ${json.slice(0, 120)}`);
      }
    }
    const text = await page.evaluate(pageText);
    for (const expected of target.visible) {
      if (!text.includes(asShown(expected))) problems.push(`does not show as text: ${expected.slice(0, 100)}`);
    }
    if (target.title && !asShown(await page.title()).includes(asShown(target.title)))
      problems.push(`title does not contain: ${target.title.slice(0, 80)}`);
    if (target.description) {
      const description = (await page.locator('meta[name="description"]').first().getAttribute('content')) ?? '';
      if (!asShown(description).includes(asShown(target.description)))
        problems.push(`meta description does not contain: ${target.description.slice(0, 80)}`);
    }
    return problems.map((problem) => `${target.path}: ${problem}`);
  }

  /** Checks the pages, a few at a time, each tab reused for the next page. */
  async function checkAll(context: BrowserContext, targets: readonly PageToCheck[]): Promise<string[]> {
    const failures: string[] = [];
    const tabs = await Promise.all(Array.from({ length: PAGES_AT_ONCE }, () => context.newPage()));
    await inParallel(targets, PAGES_AT_ONCE, async (target) => {
      const tab = tabs.pop()!;
      try {
        failures.push(...(await check(tab, target)));
      } finally {
        tabs.push(tab);
      }
    });
    await Promise.all(tabs.map((tab) => tab.close()));
    return failures;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    // A real log-in through the login form; its session cookie then sends the forms' POSTs.
    admin = await logInAs(browser, server, await createAccount(server, 'admin'));
    await arm(admin.context);
    const cookie = await sessionCookie(admin.context);
    office = new BackOffice(server, `${cookie!.name}=${cookie!.value}`);
    visitor = await browser.newContext({ locale: 'fr-FR' });
    await arm(visitor);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has detectors that fire: a running payload, a dialog and a javascript: link are each seen', async () => {
    const page = await visitor.newPage();
    await page.setContent(
      `<img src=x onerror="${MARKER_FUNCTION}('control')"><a href="javascript:${MARKER_FUNCTION}('control-link')">x</a><script>alert('control-dialog')</script>`,
    );
    await expect
      .poll(() => alarms.map((alarm) => alarm.what).join(' | '))
      .toMatch(/__pwned\(control\) ran.*dialog alert: control-dialog|dialog alert: control-dialog.*__pwned\(control\) ran/);
    expect(await page.evaluate(findInjectedMarkup, MARKER_FUNCTION)).toEqual([
      expect.stringMatching(/^handler onerror: .*'control'/),
      expect.stringMatching(/^script URL in href: .*'control-link'/),
    ]);
    await page.close();
    alarms.length = 0;
  });

  it('stores the payloads through the back office: one record typed in the real form, the others posted by its forms', async () => {
    // The author of the first round is typed into the edit screen like a person would, the markdown into CodeMirror.
    const { page } = admin;
    const name = packPayloads(200)[0]!;
    await page.goto(`${server.url}/_admin_/authors/new`);
    await page.getByLabel('Nom', { exact: true }).fill(name);
    await page.getByLabel('Adresse (slug)').fill(`hostile-auteur-0-${stamp}`);
    const bio = markdownCorpus(`Texte visible authors bio 0 ${stamp}.`);
    const editor = page.locator('[data-field="bio"] .cm-content');
    await editor.waitFor();
    await editor.fill(bio);
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.locator('.toast', { hasText: 'L’auteur a été créé.' }).waitFor();
    const authorId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await (await server.api(`/authors/${authorId}`, { token: server.adminToken })).json()) as {
      data: { attributes: { name: string; bio: string } };
    };
    expect(saved.data.attributes.name).toBe(name);
    // A form sends a textarea's line breaks as CRLF (the HTML standard), which the store keeps.
    expect(saved.data.attributes.bio.replaceAll('\r\n', '\n')).toBe(bio);

    stored = await storeHostileContent(server, office, stamp, { authorOfFirstRound: authorId });
    // Every text field of every edited type received payloads.
    expect([...stored.fields].sort()).toEqual(
      expect.arrayContaining([
        'announcers.description',
        'announcers.name',
        'articles.content',
        'articles.summary',
        'articles.title',
        'authors.bio',
        'authors.name',
        'categories.description',
        'categories.faq.answer',
        'categories.faq.question',
        'categories.summary',
        'categories.title',
        'legalpages.content',
        'legalpages.title',
        'products.info',
        'products.name',
        'products.test',
        'users.firstName',
        'leads.message',
      ]),
    );
    console.log(`stored payloads in ${stored.fields.size} fields: ${[...stored.fields].join(', ')}; ${ALL_PAYLOADS.length} payloads`);
  }, 120_000);

  it('refuses javascript:, data: and protocol-relative links and images in every link and image field, in French', async () => {
    for (const { segment, field, values } of REFUSALS) {
      for (const value of values) {
        const refused = await office.refusal(segment, 'new', [
          ['name', 'Refus'],
          ['title', 'Refus'],
          ['slug', `refus-${stamp}`],
          [field, value],
        ]);
        expect(refused.status, `${segment}.${field} = ${value}`).toBe(422);
        expect(refused.errors[field], `${segment}.${field} = ${value}`).toMatch(
          /doit être (une adresse web commençant par http|un chemin commençant par \/ ou une adresse web)/,
        );
      }
    }
  });

  it('runs no payload on the public pages showing the fields, which show them as text', async () => {
    const failures = await checkAll(visitor, stored.publicPages);
    expect(alarms).toEqual([]);
    expect(failures).toEqual([]);
  }, 120_000);

  it('runs no payload on the back office’s lists and edit screens (with the markdown previews rendered)', async () => {
    const failures = await checkAll(admin.context, stored.adminPages);
    expect(alarms).toEqual([]);
    expect(failures).toEqual([]);
  }, 120_000);

  it('reflects no search text as markup: the search boxes of the site and of the back office', async () => {
    const reflected = `"><img src=x onerror=${MARKER_FUNCTION}('q-reflected')><script>${MARKER_FUNCTION}('q-script')</script>`;
    const query = `q=${encodeURIComponent(reflected)}`;
    const failures = [
      ...(await checkAll(
        visitor,
        [`/recherche?${query}`, `/articles?${query}`, `/banques-et-courtiers?${query}`].map((path) => ({ path, visible: [] })),
      )),
      ...(await checkAll(
        admin.context,
        [`/_admin_/products?${query}`, `/_admin_/leads?${query}`].map((path) => ({ path, visible: [] })),
      )),
    ];
    expect(alarms).toEqual([]);
    expect(failures).toEqual([]);
  }, 60_000);
});
