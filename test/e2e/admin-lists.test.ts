import { frenchTypography } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { createBrowserErrorReporter } from '../../apps/web/app/errors/browser-error-reporter.ts';
import { launchChromium } from './browser.test-support.ts';

describe('back office: list screens in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    admin = await logInAs(browser, server, await createAccount(server, 'admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const names = (page: Page) => page.locator('.admin-table tbody tr td:first-child').allTextContents();

  it('pages through the products with the count, and keeps the page in the URL', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Produits');
    expect(await page.locator('.admin-table tbody tr').count()).toBe(25);
    expect(await page.locator('.admin-table caption').textContent()).toMatch(/^1–25 sur \d+$/);
    await page.getByRole('link', { name: 'Suivante →' }).click();
    await page.waitForURL(/\/_admin_\/products\?page=2$/);
    await waitForText(page, '.admin-table caption', /^26–50 sur \d+$/);
  });

  it('sorts by a column both ways, the order in the URL', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/advertisers`);
    await page.getByRole('link', { name: /^Nom/ }).click();
    await page.waitForURL(/sort=name$/);
    await page.locator('th[aria-sort="ascending"]').waitFor();
    const ascending = await names(page);
    // The store sorts by code point (SQLite's binary collation), the same on every page.
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Nom');
    await page.getByRole('link', { name: /^Nom/ }).click();
    await page.waitForURL(/sort=-name$/);
    await page.locator('th[aria-sort="descending"]').waitFor();
    const descending = await names(page);
    expect(descending).toEqual([...descending].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(descending[0]! > ascending[0]!).toBe(true);
  });

  it('sorts products by their advertiser’s name, not by its id', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products`);
    await page
      .locator('thead')
      .getByRole('link', { name: /^Annonceur/ })
      .click();
    await page.waitForURL(/sort=advertiser\.name$/);
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Annonceur' }).waitFor();
    const advertisers = await page.locator('.admin-table tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(advertisers).size).toBeGreaterThan(1);
    expect(advertisers).toEqual([...advertisers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches and filters, and the same URL opened again shows the same list (bookmarkable)', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/advertisers`);
    await page.getByLabel('Pays').selectOption('BE');
    await page.waitForURL(/country=BE/);
    await page.getByRole('link', { name: 'Tout afficher' }).waitFor();
    const countries = await page.locator('.admin-table tbody tr td:nth-child(2)').allTextContents();
    expect(countries.length).toBeGreaterThan(0);
    expect(new Set(countries)).toEqual(new Set(['Belgique']));
    const first = (await names(page))[0]!;
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(first.split(' ')[0]!);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(/q=/);
    await waitForText(page, '.admin-table caption', /sur \d+$/);
    expect(await names(page)).toContain(first);
    const bookmarked = page.url();
    const other = await admin.context.newPage();
    await other.goto(bookmarked);
    expect(await names(other)).toEqual(await names(page));
    expect(await other.getByLabel('Pays').inputValue()).toBe('BE');
    await other.close();
    await page.goto(`${server.url}/_admin_/advertisers?q=zzzaucunresultat`);
    expect(await page.getByText('Aucun élément ne correspond à ces critères.').count()).toBe(1);
  });

  it('ignores a column or a filter value the type does not allow instead of failing', async () => {
    const answer = await admin.page.goto(`${server.url}/_admin_/products?sort=comment&isActive=peut-etre&page=abc`);
    expect(answer?.status()).toBe(200);
    expect(await admin.page.locator('.admin-table tbody tr').count()).toBe(25);
  });

  it('filters leads by status and exports them as CSV with the same filters', async () => {
    for (const [firstName, status] of [
      ['Léa', 'nouveau'],
      ['Marc', 'traite'],
    ] as const) {
      const created = await server.api('/leads', {
        method: 'POST',
        json: {
          data: {
            type: 'leads',
            attributes: {
              kind: 'contact',
              firstName,
              lastName: 'Export',
              email: `${firstName === 'Léa' ? 'lea' : 'marc'}@example.org`,
              country: 'LUX',
              message: '=1+1',
              consent: { given: true, text: 'J’accepte d’être recontacté.', version: '2026-11' },
            },
          },
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const id = ((await created.json()) as { data: { id: string } }).data.id;
      if (status !== 'nouveau')
        expect(
          (
            await server.api(`/leads/${id}`, {
              method: 'PATCH',
              token: server.adminToken,
              json: { data: { type: 'leads', id, attributes: { status } } },
            })
          ).status,
        ).toBe(200);
    }
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/leads`);
    await page.getByLabel('Statut').selectOption('traite');
    await page.waitForURL(/status=traite/);
    await page.getByRole('link', { name: 'Tout afficher' }).waitFor();
    const rows = await page.locator('.admin-table tbody tr').allTextContents();
    expect(rows.some((row) => row.includes('Marc Export'))).toBe(true);
    expect(rows.some((row) => row.includes('Léa Export'))).toBe(false);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await admin.context.request.get(`${server.url}/_admin_/leads/export.csv?status=traite`)).text();
    expect(csv).toContain('Marc;Export;marc@example.org');
    expect(csv).not.toContain('Léa;Export');
    expect(csv).toContain("'=1+1");
  });

  it('opens a lead with its fields and consent, and moves it along (nouveau, transmis, traité)', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/leads?status=nouveau`);
    await page.getByRole('link', { name: 'Léa Export' }).click();
    await page.getByRole('heading', { level: 1, name: 'La demande « lea@example.org »' }).waitFor();
    expect(await page.locator('[data-field="consent"]').textContent()).toContain(
      frenchTypography('Donné : « J’accepte d’être recontacté. » (version 2026-11)'),
    );
    expect(await page.locator('[data-field="kind"]').textContent()).toContain('Contact');
    await page.getByLabel('Statut').selectOption('transmis');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForText(page, '.toast', 'La demande a été enregistrée.');
    await page.goto(`${server.url}/_admin_/leads?status=transmis`);
    expect(await page.locator('.admin-table tbody tr').filter({ hasText: 'Léa Export' }).locator('.status-badge').textContent()).toBe(
      'Transmis',
    );
  });

  it('shows on its home the counts, the latest lead, the latest logged error and an active product without a recent rate', async () => {
    const { page } = admin;
    const home = async () => {
      await page.goto(`${server.url}/_admin_`);
      await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    };
    // « 1 234 » with a narrow no-break space in French.
    const figure = async (label: string) =>
      Number(
        (
          await page
            .locator('.admin-stats li')
            .filter({ has: page.getByText(label, { exact: true }) })
            .locator('strong')
            .textContent()
        )?.replace(/\s/g, ''),
      );
    const panel = (title: string) => page.locator('section.admin-panel', { has: page.getByRole('heading', { level: 2, name: title }) });
    const staleCount = async () =>
      Number((await panel('Taux à mettre à jour').locator('p.muted').textContent())?.match(/^(\d+) produits? actifs?/)?.[1] ?? 0);
    await home();
    const before = {
      products: await figure('Produits'),
      leads: await figure('Demandes'),
      newLeads: await figure('Demandes nouvelles'),
      stale: await staleCount(),
    };

    const lead = await server.api('/leads', {
      method: 'POST',
      json: {
        data: {
          type: 'leads',
          attributes: {
            kind: 'contact',
            firstName: 'Inès',
            lastName: 'Tableau',
            email: 'ines.tableau@example.org',
            country: 'BE',
            message: 'Bonjour',
            consent: { given: true, text: 'J’accepte d’être recontactée.', version: '2026-11' },
          },
        },
      },
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
    // As the site's pages do when a render fails: the browser's reporter posting to the logged-error API.
    const report = createBrowserErrorReporter({
      fetch,
      currentUrl: () => '/pret-auto/simulation-tableau',
      endpoint: `${server.url}/api/loggederror`,
    });
    expect(await report(new TypeError('montant is undefined (accueil)'))).toBe(true);
    const [advertiser] = (
      (await (await server.api('/announcers?sort=name&page[limit]=1')).json()) as { data: { id: string; attributes: { name: string } }[] }
    ).data;
    const [category] = ((await (await server.api('/categories?sort=name&page[limit]=1')).json()) as { data: { id: string }[] }).data;
    // Active, and never a rate observation: it is due for an update. Named to come first among those (never observed, then by name).
    const product = await server.api('/products', {
      method: 'POST',
      token: server.adminToken,
      json: {
        data: {
          type: 'products',
          attributes: {
            name: 'A1 Prêt sans relevé',
            slug: 'a1-pret-sans-releve',
            advertiserId: Number(advertiser!.id),
            categories: [Number(category!.id)],
            isActive: true,
            config: { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: '' },
          },
        },
      },
    });
    expect(product.status, await product.clone().text()).toBe(201);
    const productId = ((await product.json()) as { data: { id: string } }).data.id;

    await home();
    expect(await figure('Produits')).toBe(before.products + 1);
    expect(await figure('Demandes')).toBe(before.leads + 1);
    expect(await figure('Demandes nouvelles')).toBe(before.newLeads + 1);
    const latestLead = panel('Dernières demandes').locator('tbody tr').first();
    expect(await latestLead.locator('td').allTextContents()).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/),
      'Inès Tableau',
      'Contact',
      'Nouveau',
    ]);
    const latestError = panel('Dernières erreurs enregistrées').locator('tbody tr').first();
    expect(await latestError.locator('td').nth(1).textContent()).toBe('/pret-auto/simulation-tableau');
    expect(await latestError.locator('td').nth(2).textContent()).toContain('montant is undefined (accueil)');
    expect(await staleCount()).toBe(before.stale + 1);
    const staleRow = panel('Taux à mettre à jour').locator('tbody tr').filter({ hasText: 'A1 Prêt sans relevé' });
    expect(await staleRow.locator('td').allTextContents()).toEqual(['A1 Prêt sans relevé', advertiser!.attributes.name, 'jamais']);
    expect(await staleRow.getByRole('link').getAttribute('href')).toBe(`/_admin_/products/${productId}#taux`);
  });

  it('refuses an editor the users and leads screens (403 in French), and does not offer them', async () => {
    const editor = await logInAs(browser, server, await createAccount(server, 'editor'));
    expect(await editor.page.locator('.admin-nav').getByRole('link', { name: 'Utilisateurs' }).count()).toBe(0);
    expect(await editor.page.locator('.admin-nav').getByRole('link', { name: 'Produits' }).count()).toBe(1);
    for (const path of ['/_admin_/users', '/_admin_/leads', '/_admin_/leads/export.csv']) {
      const answer = await editor.page.goto(`${server.url}${path}`);
      expect(answer?.status(), path).toBe(403);
    }
    await editor.page.goto(`${server.url}/_admin_/users`);
    expect(await editor.page.getByRole('heading', { level: 1 }).textContent()).toBe('Accès refusé');
    expect(await editor.page.locator('.admin-sidebar').count()).toBe(1);
    await editor.context.close();
  });
});
