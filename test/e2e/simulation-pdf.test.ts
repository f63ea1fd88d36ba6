import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../adapters/ebook-pdfkit/src/read-pdf-text.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, item 10: the simulation as a PDF to take to the bank (« Télécharger en PDF »), with the figures on
 * screen, the table, the assumptions, the sources, the day and the legal mentions; and the page printed without
 * the site's chrome.
 */
const PATH = '/pret-hypothecaire/simulation';
const FIGURES = ['payment', 'insurance', 'monthly-total', 'total-interest', 'total-cost', 'total-due', 'apr'];

describe('a simulation as a PDF, and printed', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The page's figures as a visitor reads them, with spaces of any kind as plain ones (as the PDF's text reads). */
  async function figuresOn(page: Page): Promise<string[]> {
    return Promise.all(FIGURES.map(async (name) => (await figureText(page, name)).replace(/\s+/g, ' ').trim()));
  }

  /** Clicks « Télécharger en PDF » and reads the text of the file the browser saved. */
  async function downloadPdf(page: Page): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger en PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pretscope-simulation-pret-hypothecaire-\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = await download.path();
    return readPdfText(new Uint8Array(readFileSync(path))).text;
  }

  it('gives, with JavaScript, the PDF of the figures typed a moment ago: inputs, results, the year table, sources and mentions', async () => {
    const page = await openCalculatorPage(browser, `${server.url}${PATH}?pays=FR&montant=250000&taux=3,2&duree=20`, true);
    await page.locator('#montant').fill('275000');
    await page.locator('#assurance').fill('0,25');
    // The figures and the link follow the inputs once the live calculator has computed them.
    const link = page.getByRole('link', { name: 'Télécharger en PDF' });
    await expect.poll(() => link.getAttribute('href')).toContain('montant=275000&taux=3%2C2&duree=20&mois=&assurance=0%2C25');
    await expect.poll(() => page.locator('#resultat').textContent()).toContain('275');
    const shown = await figuresOn(page);
    // The file's French, dated name, as the server sends it (a name in ASCII needs no filename* beside it).
    const answer = await page.request.get(`${server.url}${await link.getAttribute('href')}`);
    expect(answer.headers()['content-disposition']).toMatch(
      /^attachment; filename="pretscope-simulation-pret-hypothecaire-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = await downloadPdf(page);
    expect(text).toContain('Simulation de prêt hypothécaire');
    expect(text).toContain('275 000 € sur 20 ans à 3,20 %');
    for (const figure of shown) expect(text).toContain(figure);
    expect(text).toContain('Pays France');
    expect(text).toContain('Taux d’assurance annuel 0,25 %');
    // The table's twenty years, then its totals, as the page's table shows them.
    const lastYear = (await page.locator('#tableau-annuel + .calc-table-wrap tbody tr').last().innerText()).replace(/\s+/g, ' ').trim();
    expect(lastYear.startsWith('20 ')).toBe(true);
    expect(text).toContain(lastYear);
    expect(text).toContain('Règles appliquées et sources');
    expect(text).toContain('Code de la consommation');
    expect(text).toMatch(/Simulation faite le \d{1,2}(er)? \p{L}+ \d{4}/u);
    expect(text.replaceAll(' ', '')).toContain('/pret-hypothecaire/simulation?pays=FR&montant=275000');
    await page.context().close();
  });

  it('works without JavaScript, for the inputs of the address, Belgian rules and mentions included', async () => {
    const page = await openCalculatorPage(browser, `${server.url}${PATH}?pays=BE&montant=180000&taux=3,5&duree=15`, false);
    const shown = await figuresOn(page);
    const text = await downloadPdf(page);
    for (const figure of shown) expect(text).toContain(figure);
    expect(text).toContain('taux mensuel équivalent');
    expect(text).toContain('Pays Belgique');
    await page.context().close();
  });

  it('sends refused inputs back to the page, which says why in French; an unknown calculator is a 404', async () => {
    const refused = await fetch(`${server.url}${PATH}.pdf?pays=LUX&montant=-5&taux=3&duree=20`, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe(`${PATH}?pays=LUX&montant=-5&taux=3&duree=20`);
    const page = await openCalculatorPage(browser, `${server.url}${PATH}?pays=LUX&montant=-5&taux=3&duree=20`, false);
    expect(await page.locator('#montant-erreur').textContent()).toMatch(/montant/i);
    await page.context().close();
    expect((await fetch(`${server.url}/pret-hypothecaire/inconnu.pdf`)).status).toBe(404);
  });

  it('answers a PDF that is never cached nor indexed', async () => {
    const answer = await fetch(`${server.url}${PATH}.pdf?pays=LUX&montant=300000&taux=3,5&duree=25`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('prints the page without the site’s header, footer and buttons, with the whole table', async () => {
    const page = await openCalculatorPage(browser, `${server.url}${PATH}?pays=LUX&montant=300000&taux=3,5&duree=25`, false);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '.site-footer', '.calc-form__actions', 'a[download]'])
      expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false);
    expect(await page.locator('[data-figure="payment"]').isVisible()).toBe(true);
    const table = page.locator('#tableau-annuel + .calc-table-wrap');
    expect(await table.evaluate((element) => getComputedStyle(element).overflowX)).toBe('visible');
    expect(await table.locator('tbody tr').count()).toBe(25);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    await page.context().close();
  });
});
