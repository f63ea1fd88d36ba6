import { fromLuxembourgLocalTime, luxembourgLocalTime } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** A page as visitors get it: no cookie, through the server's page cache. */
async function publicPage(server: TestServer, path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, html: await answer.text(), headers: answer.headers };
}

/** Asks until `check` holds: the page cache (1 s) and the content cache (250 ms) keep what they read a moment. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('back office: an article previewed before it is public, and scheduled to appear by itself', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  /** The server's clock runs with the real one, shifted by this much: the tests move it forward. */
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', {}, { clock: { now } }), launchChromium()]);
    admin = await logInAs(browser, server, await createAccount(server, 'admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newDraft(title: string, slug: string): Promise<number> {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/articles/new`);
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Adresse (slug)').fill(slug);
    await page.getByLabel('Résumé').fill(`Résumé de ${title}.`);
    await page.getByRole('button', { name: 'Créer' }).click();
    await waitForText(page, '.toast', 'L’article a été créé.');
    return Number(new URL(page.url()).pathname.split('/').pop());
  }

  it('shows a draft through its signed preview link, never cached nor indexed, and refuses an altered link', async () => {
    const { page, context } = admin;
    const slug = `brouillon-apercu-${stamp}`;
    const id = await newDraft(`Brouillon à relire ${stamp}`, slug);
    await waitForText(page, '.admin-status', 'Brouillon');
    expect(await page.getByRole('link', { name: 'Voir sur le site' }).count()).toBe(0);
    expect((await publicPage(server, `/articles/${slug}`)).status).toBe(404);

    const previewLink = page.getByRole('link', { name: 'Aperçu' });
    const href = (await previewLink.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/apercu/article/${id}\\?expire=\\d+&signature=`));
    const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()]);
    await preview.waitForLoadState();
    await preview.getByRole('heading', { level: 1, name: `Brouillon à relire ${stamp}` }).waitFor();
    expect(await preview.locator('.preview-banner').textContent()).toContain('un brouillon, que les visiteurs ne voient pas');
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await preview.close();

    // Anyone holding the link sees it, without a back-office session; nothing keeps or indexes it.
    const shown = await publicPage(server, href);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`Résumé de Brouillon à relire ${stamp}.`);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('x-robots-tag')).toBe('noindex, nofollow');

    // A changed id or date, or a made-up signature, shows nothing of the article.
    const url = new URL(href, server.url);
    const otherId = new URL(url);
    otherId.pathname = `/apercu/article/${id + 1}`;
    const laterDate = new URL(url);
    laterDate.searchParams.set('expire', String(Number(url.searchParams.get('expire')) + 86_400));
    const madeUp = new URL(url);
    madeUp.searchParams.set('signature', 'abc');
    for (const altered of [otherId, laterDate, madeUp]) {
      const answer = await publicPage(server, `${altered.pathname}${altered.search}`);
      expect(answer.status, altered.href).toBe(403);
      expect(answer.html).toContain('Ce lien d’aperçu n’est pas valable');
      expect(answer.html).not.toContain(`Brouillon à relire ${stamp}`);
    }

    // Past its seven days, the link says so.
    shift += 8 * 24 * 3_600_000;
    try {
      const expired = await publicPage(server, href);
      expect(expired.status).toBe(410);
      expect(expired.html).toContain('Ce lien d’aperçu a expiré');
    } finally {
      shift -= 8 * 24 * 3_600_000;
    }
  });

  it('shows an inactive product through its signed preview link as its public page will, never cached nor indexed, and refuses an altered or expired link', async () => {
    const { page, context } = admin;
    const listed = (await (
      await server.api('/products?page[limit]=1&sort=-id&filter[isActive]=true', { token: server.adminToken })
    ).json()) as { data: { id: string; attributes: { name: string } }[] };
    const { id } = listed.data[0]!;
    const name = `Produit en préparation ${stamp}`;
    const patched = await server.api(`/products/${id}`, {
      method: 'PATCH',
      token: server.adminToken,
      json: { data: { type: 'products', id, attributes: { name, isActive: false } } },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);

    await page.goto(`${server.url}/_admin_/products/${id}`);
    const previewLink = page.getByRole('link', { name: 'Aperçu' });
    const href = (await previewLink.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/apercu/produit/${id}\\?expire=\\d+&signature=`));
    const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()]);
    await preview.waitForLoadState();
    await preview.getByRole('heading', { level: 1, name }).waitFor();
    expect(await preview.locator('.preview-banner').textContent()).toContain(
      'inactif ou masqué\u00a0: les visiteurs ne voient pas encore cette page',
    );
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await preview.locator('link[rel="canonical"]').count()).toBe(0);
    // The page visitors will see: its rate grid and its offer.
    await preview.getByRole('heading', { level: 2, name: 'Taux actuels par montant et durée' }).waitFor();
    await preview.close();

    // Anyone holding the link sees it, without a session; visitors still get no page at its address.
    const shown = await publicPage(server, href);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(name);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await publicPage(server, `/apercu/article/${id}${new URL(href, server.url).search}`)).status).toBe(403);

    const url = new URL(href, server.url);
    const otherId = new URL(url);
    otherId.pathname = `/apercu/produit/${Number(id) + 1}`;
    const madeUp = new URL(url);
    madeUp.searchParams.set('signature', 'abc');
    for (const altered of [otherId, madeUp]) {
      const answer = await publicPage(server, `${altered.pathname}${altered.search}`);
      expect(answer.status, altered.href).toBe(403);
      expect(answer.html).toContain('Ce lien d’aperçu n’est pas valable');
      expect(answer.html).not.toContain(name);
    }
    shift += 8 * 24 * 3_600_000;
    try {
      const expired = await publicPage(server, href);
      expect(expired.status).toBe(410);
      expect(expired.html).toContain('Ce lien d’aperçu a expiré');
    } finally {
      shift -= 8 * 24 * 3_600_000;
    }
  });

  it('schedules an article at a time in Luxembourg, which appears by itself once the clock passes it', async () => {
    const { page } = admin;
    const slug = `article-programme-${stamp}`;
    const title = `Article programmé ${stamp}`;
    const id = await newDraft(title, slug);
    // Two hours from now, to the minute, as an editor in Luxembourg types it.
    const at = luxembourgLocalTime(new Date(now().getTime() + 2 * 3_600_000));
    await page.getByLabel('Date et heure de publication').fill(at);
    await page.getByLabel('Publié', { exact: true }).check();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForText(page, '.toast', 'L’article a été enregistré.');
    const [day, time] = at.split('T') as [string, string];
    const frenchDay = day.split('-').reverse().join('/');
    await waitForText(page, '.admin-status', `Programmé\u00a0: paraîtra le ${frenchDay} à ${time} (heure de Luxembourg)`);
    expect(await page.getByLabel('Date et heure de publication').inputValue()).toBe(at);
    const stored = (await (await server.api(`/articles/${id}`, { token: server.adminToken })).json()) as {
      data: { attributes: { publishedAt: string } };
    };
    expect(stored.data.attributes.publishedAt).toBe(fromLuxembourgLocalTime(at)?.toISOString());

    // The list says it is scheduled; visitors see nothing of it yet.
    await page.goto(`${server.url}/_admin_/articles?q=${encodeURIComponent(title)}`);
    await waitForText(page, 'table', `Programmé · ${frenchDay} ${time}`);
    expect((await publicPage(server, `/articles/${slug}`)).status).toBe(404);
    expect((await publicPage(server, '/articles')).html).not.toContain(title);
    expect((await publicPage(server, '/sitemap.xml')).html).not.toContain(slug);

    // A minute before its time, still nothing; once the clock passes it, the article, the list and the sitemap show it.
    shift += 2 * 3_600_000 - 90_000;
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await publicPage(server, `/articles/${slug}`)).status).toBe(404);
    shift += 120_000;
    await eventually(async () => (await publicPage(server, `/articles/${slug}`)).status === 200, 'the article page answers');
    await eventually(async () => (await publicPage(server, '/articles')).html.includes(title), 'the article list shows it');
    await eventually(async () => (await publicPage(server, '/sitemap.xml')).html.includes(slug), 'the sitemap names it');
  });
});
