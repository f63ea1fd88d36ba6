import { monthLabel, monthOf, shiftMonth } from '@pretscope/core';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../adapters/ebook-pdfkit/src/read-pdf-text.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** A person's browser: the headless browser's own User-Agent names it as a robot, whose visits are not counted. */
const VISITOR_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('back office: an advertiser’s report in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('counts a visitor’s comparator pages, click and request, then shows them in the report and its CSV export', async () => {
    // A visitor sees the comparator twice (rendered, then from the page cache), goes to a lender's site from the
    // first offer, and sends a request about it.
    const visitor = await browser.newContext({ locale: 'fr-FR', userAgent: VISITOR_AGENT });
    const page = await visitor.newPage();
    await page.goto(`${server.url}/pret-hypothecaire`);
    await page.reload();
    const firstOffer = page.locator('.offer').first();
    const lender = ((await firstOffer.locator('.offer__who strong').textContent()) ?? '').trim();
    const product = ((await firstOffer.locator('.offer__product a').textContent()) ?? '').trim();
    const outbound = (await firstOffer.getByRole('link', { name: /^Voir l’offre/ }).getAttribute('href')) ?? '';
    const click = await fetch(new URL(outbound, server.url), { redirect: 'manual', headers: { 'user-agent': VISITOR_AGENT } });
    expect(click.status).toBe(302);
    await firstOffer.getByRole('link', { name: /^Faire une demande/ }).click();
    await page.waitForURL((url) => url.pathname === '/pret-hypothecaire/demande');
    await page.getByLabel('Prénom', { exact: true }).fill('Léa');
    await page.getByLabel('Nom', { exact: true }).fill('Muller');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('lea.muller@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
    await visitor.close();
    // What the server counted in memory goes to the database every 30 s; the test does not wait for it.
    await server.container.impressions.flush();

    // The team opens the advertiser, then its report.
    const { page: admin, context } = await logInAs(browser, server, await createAccount(server, 'admin'));
    await admin.goto(`${server.url}/_admin_/advertisers?q=${encodeURIComponent(lender)}`);
    await admin.getByRole('link', { name: lender, exact: true }).first().click();
    await admin.getByRole('heading', { level: 1, name: lender }).waitFor();
    await admin.getByRole('link', { name: 'Rapport annonceur' }).click();
    const month = monthOf(new Date());
    await admin.getByRole('heading', { level: 1, name: `Rapport de ${monthLabel(month)}` }).waitFor();
    const row = admin.locator('[data-report-table] tbody tr').filter({ has: admin.getByRole('link', { name: product, exact: true }) });
    const cells = await row.locator('th, td').allTextContents();
    // Shown twice, one click, one request: 50 % of the impressions were clicked, always at the same rank.
    expect(cells.slice(0, 5)).toEqual([product, '2', '1', '1', '50,00\u00a0%']);
    expect(cells[5]).toMatch(/^\d+,0$/);
    // Twelve months for each product, this month last, the figures also as a table.
    const chart = admin.locator('.report-products .admin-panel', { has: admin.getByRole('heading', { name: product, exact: true }) });
    expect(await chart.locator('rect.bar').count()).toBe(12);
    expect(await chart.locator('svg desc').textContent()).toContain('2\u00a0affichages, 1\u00a0clic et 1\u00a0demande.');
    expect(await chart.locator('details tbody tr').last().locator('th').textContent()).toBe(monthLabel(month));

    // The month's export: a CSV for a French spreadsheet.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Télécharger le CSV du mois' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^rapport-[a-z0-9-]+-${month}\\.csv$`));
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Mois;Produit;Affichages;Clics;Demandes;Taux de clic (%);Rang moyen');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${monthLabel(month)};${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};2;1;1;50,00;\\d+,0$`)),
    );
    expect(lines.filter((line) => line.startsWith(`${monthLabel(month)};Total ${lender}`))).toHaveLength(1);

    // The month's PDF, to send to the bank: read back (its text pieces in order), the page's figures row by row.
    const [pdfDownload] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Télécharger le PDF du mois' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(new RegExp(`^rapport-[a-z0-9-]+-${month}\\.pdf$`));
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const pdfText = words(readPdfText(new Uint8Array(readFileSync((await pdfDownload.path()) ?? ''))).text);
    expect(pdfText).toContain(`Rapport annonceur — ${lender}`);
    expect(pdfText).toContain(`Rapport de ${monthLabel(month)}`);
    // Every product's line of the page's table, and the total, as the page shows them.
    const pageRows = await admin
      .locator('[data-report-table] tbody tr')
      .evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
    expect(pageRows.length).toBeGreaterThan(1);
    for (const cellsOfRow of pageRows) expect(pdfText).toContain(words(cellsOfRow.join(' ')));
    const totals = await admin.locator('.report-stats li strong').allTextContents();
    expect(pdfText).toContain(words(`Total ${lender} ${totals.join(' ')}`));
    expect(pdfText).toContain(words(`${monthLabel(month)} ${cells.slice(1).join(' ')}`));

    // Another month, chosen with the month field: nothing counted then.
    const previous = shiftMonth(month, -1);
    await admin.getByLabel('Mois', { exact: true }).fill(previous);
    await admin.getByRole('button', { name: 'Afficher' }).click();
    await waitForText(admin, 'h1', `Rapport de ${monthLabel(previous)}`);
    expect((await row.locator('th, td').allTextContents()).slice(1)).toEqual(['0', '0', '0', '—', '—']);
    await context.close();
  });

  it('is for admins only: an editor sees no link to it, and its address and export are refused', async () => {
    const { page, context } = await logInAs(browser, server, await createAccount(server, 'editor'));
    await page.goto(`${server.url}/_admin_/advertisers/1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Rapport annonceur' }).count()).toBe(0);
    const report = await page.goto(`${server.url}/_admin_/advertisers/1/rapport`);
    expect(report?.status()).toBe(403);
    expect(await page.locator('body').textContent()).toContain('Votre rôle ne permet pas d’ouvrir cette page');
    const exported = await page.request.get(`${server.url}/_admin_/advertisers/1/rapport.csv`);
    expect(exported.status()).toBe(403);
    expect((await page.request.get(`${server.url}/_admin_/advertisers/1/rapport.pdf`)).status()).toBe(403);
    await context.close();
  });
});
