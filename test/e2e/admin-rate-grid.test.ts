import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** The comparator's terms the paste starts at: a point of the personal loans' grid (10 000 € over 48 months). */
const COMPARATOR = '/pret-personnel?montant=10000&duree=48&pays=tous';

/** A 5 × 4 block as a spreadsheet copies it: tabs between cells, a line per row, commas (and one row of dots). */
const PASTED = [
  ['0,11', '0,12', '0,13', '0,14'],
  ['0,21', '0,22', '0,23', '0,24'],
  ['0.31', '0.32', '0.33', '0.34'],
  ['0,41', '0,42', '0,43', '0,44'],
  ['0,51', '0,52', '0,53', '0,54'],
];

/** A paste event carrying `text`, as a spreadsheet's copy puts it on the clipboard, on the input `selector`. */
async function pasteInto(page: Page, selector: string, text: string) {
  await page.locator(selector).focus();
  await page.evaluate(
    ({ selector, text }) => {
      const input = document.querySelector(selector)!;
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    },
    { selector, text },
  );
}

const cell = (amount: number, duration: number) => `input[name="grille.${amount}x${duration}"]`;
/** The observations counted in the history's caption (« … sur 1 234 »). */
const count = (caption: string | null) => Number(/sur (\d[\d\u202f\u00a0]*)/.exec(caption ?? '')?.[1]?.replace(/\D/g, '') ?? 0);

describe('back office: the rate grid and the CSV import in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  /** A personal loan offered at the comparator's terms: its id and its row's outbound link. */
  let product: { id: number; link: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    admin = await logInAs(browser, server, await createAccount(server, 'admin'));
    const { page } = admin;
    await page.goto(`${server.url}${COMPARATOR}`);
    const href = await page.locator('table.offer-table tbody tr a[href^="/go/"]').first().getAttribute('href');
    product = { id: Number(new URL(href!, server.url).searchParams.get('id')), link: href! };
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const offerRate = async (page: Page) => {
    await page.goto(`${server.url}${COMPARATOR}`);
    return page.locator(`table.offer-table tbody tr:has(a[href="${product.link}"]) td.offer__rate`).first().textContent();
  };

  it('pastes a 5 × 4 block from a spreadsheet into the grid, saves it as one batch, and the comparator shows the new rate', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products/${product.id}`);
    await page.getByRole('heading', { level: 2, name: 'Grille des taux' }).waitFor();
    // The history stays one click away.
    expect(await page.getByRole('link', { name: 'Historique des relevés' }).getAttribute('href')).toBe('#taux');
    const before = await page.locator('[data-loan-count]').textContent();
    const untouched = await page.locator(cell(75_000, 120)).inputValue();

    await pasteInto(page, cell(10_000, 48), PASTED.map((row) => row.join('\t')).join('\r\n') + '\r\n');
    // Filled from the cell pasted into, right and down.
    expect(await page.locator(cell(10_000, 48)).inputValue()).toBe('0,11');
    expect(await page.locator(cell(15_000, 60)).inputValue()).toBe('0,22');
    expect(await page.locator(cell(20_000, 72)).inputValue()).toBe('0.33');
    expect(await page.locator(cell(30_000, 84)).inputValue()).toBe('0,54');
    expect(await page.locator(cell(10_000, 36)).inputValue()).not.toBe('0,11');
    await waitForText(page, '[data-grid-changed]', '20 taux modifiés');

    await page.getByRole('button', { name: 'Enregistrer les taux modifiés' }).click();
    await waitForText(page, '.toast__message', /^20 taux enregistrés au \d{2}\/\d{2}\/\d{4}\.$/);
    // The grid now shows the saved rates in French, and the history has the 20 new observations.
    await expect.poll(() => page.locator(cell(20_000, 72)).inputValue(), { timeout: 10_000 }).toBe('0,33');
    expect(await page.locator(cell(75_000, 120)).inputValue()).toBe(untouched);
    await expect
      .poll(async () => count(await page.locator('[data-loan-count]').textContent()), { timeout: 10_000 })
      .toBe(count(before) + 20);

    expect(await offerRate(page)).toBe('0,11\u00a0%');

    // The save is one entry of the product's history: who, when, each cell's rate before and after; not restorable.
    await page.goto(`${server.url}/_admin_/products/${product.id}#historique`);
    const entry = page.locator('#historique .change-history__entry').first();
    expect(await entry.locator('.change-history__head strong').textContent()).toMatch(
      /^Relevés de taux du \d{2}\/\d{2}\/\d{4} \(grille des taux, 20 relevés\)$/,
    );
    expect(await entry.locator('.change-history__head').textContent()).toContain('par Test Administration');
    const point = entry.locator('.change-history__change', { hasText: '20\u202f000\u00a0€ sur 72\u00a0mois' });
    expect(await point.locator('ins').textContent()).toBe('0,33\u00a0%');
    expect(await entry.getByRole('button', { name: 'Restaurer cette version' }).count()).toBe(0);
  });

  it('refuses a grid with a bad cell: a French error under each refused cell, and nothing written', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, locale: 'fr-FR', storageState: await admin.context.storageState() });
      const page = await context.newPage();
      await page.goto(`${server.url}/_admin_/products/${product.id}`);
      const caption = await page.locator('[data-loan-count]').textContent();
      const rate = await offerRate(page);
      await page.goto(`${server.url}/_admin_/products/${product.id}`);
      await page.locator(cell(10_000, 48)).fill('1,99');
      await page.locator(cell(10_000, 60)).fill('trois');
      await page.locator(cell(15_000, 48)).fill('120');
      await page.getByRole('button', { name: 'Enregistrer les taux modifiés' }).click();
      await waitForText(page, '.rate-grid .field-error', '«\u202ftrois\u202f» n’est pas un taux');
      expect(await page.locator(`${cell(15_000, 48)} + .field-error`).textContent()).toBe(
        'Le taux doit être compris entre 0 et 100\u00a0%.',
      );
      expect(await page.locator(cell(10_000, 60)).getAttribute('aria-invalid')).toBe('true');
      // What was typed is kept, to be corrected.
      expect(await page.locator(cell(10_000, 48)).inputValue()).toBe('1,99');
      // Nothing was written: not even the valid cell.
      await page.goto(`${server.url}/_admin_/products/${product.id}`);
      expect(await page.locator(cell(10_000, 48)).inputValue()).toBe('0,11');
      expect(await page.locator('[data-loan-count]').textContent()).toBe(caption);
      expect(await offerRate(page)).toBe(rate);
      await context.close();
    }
  });

  it('imports a CSV: two bad lines are reported in French and nothing is written, then the fixed file is checked, confirmed and imported', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_`);
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Importer des taux' }).click();
    await page.getByRole('heading', { level: 1, name: 'Importer des taux' }).waitFor();
    const bad = [
      'produit;montant;durée;taux;date',
      `${product.id};20000;72;0,61;2099-01-01`,
      `${product.id};20000;84;abc;2099-01-01`,
      `${product.id};25000;72;0.63;01/01/2099`,
      `produit-inconnu;25000;84;0,64;2099-01-01`,
    ].join('\n');
    await page.getByLabel('Ou collez son contenu').fill(bad);
    await page.getByRole('button', { name: 'Vérifier (essai à blanc)' }).click();
    await page.locator('[data-import-errors]').waitFor();
    expect(await page.locator('[data-import-errors] tbody tr').count()).toBe(2);
    expect(await page.locator('[data-import-errors] tr[data-line="3"] td').allTextContents()).toEqual([
      '3',
      'Le taux doit être un nombre. («\u202fabc\u202f»)',
    ]);
    expect(await page.locator('[data-import-errors] tr[data-line="5"] td').allTextContents()).toEqual([
      '5',
      'Produit inconnu\u00a0: «\u202fproduit-inconnu\u202f».',
    ]);
    expect(await page.locator('[data-import-step] [role="status"]').textContent()).toContain(
      '2 lignes sont refusées\u00a0: rien n’a été importé.',
    );
    expect(await page.getByRole('button', { name: /^Confirmer l’import/ }).count()).toBe(0);

    // Fixed in the text shown again, checked again: every line with the rate it replaces, still nothing written.
    await page.getByLabel('Ou collez son contenu').fill(bad.replace('abc', '0,62').replace('produit-inconnu', String(product.id)));
    await page.getByRole('button', { name: 'Vérifier (essai à blanc)' }).click();
    // The first check listed its two valid lines already: the new answer is the one with all four.
    await expect.poll(() => page.locator('[data-import-changes] tbody tr').count(), { timeout: 15_000 }).toBe(4);
    const first = await page.locator('[data-import-changes] tr[data-line="2"] td').allTextContents();
    expect(first[2]).toBe('20\u202f000\u00a0€');
    expect(first[3]).toBe('72\u00a0mois');
    // The rate it replaces: the one pasted into the grid above, with its day.
    expect(first[4]).toMatch(/^0,33\u00a0% \(\d{2}\/\d{2}\/\d{4}\)$/);
    expect(first[5]).toBe('0,61\u00a0%');
    expect(first[6]).toBe('01/01/2099');
    const productScreen = await admin.context.newPage();
    await productScreen.goto(`${server.url}/_admin_/products/${product.id}`);
    expect(await productScreen.locator(cell(20_000, 72)).inputValue()).toBe('0,33');
    await productScreen.close();

    await page.getByRole('button', { name: 'Confirmer l’import de 4 taux' }).click();
    await page.locator('[data-import-step="import"][data-import-ok="true"]').waitFor();
    expect(await page.locator('[data-import-step] [role="status"]').textContent()).toBe('4 taux importés.');
    await page.locator('[data-import-step="import"] p').getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/_admin_/products/${product.id}#grille$`));
    await expect.poll(() => page.locator(cell(20_000, 72)).inputValue(), { timeout: 10_000 }).toBe('0,61');
    expect(await page.locator(cell(20_000, 84)).inputValue()).toBe('0,62');
    expect(await page.locator(cell(25_000, 72)).inputValue()).toBe('0,63');
    expect(await page.locator(cell(25_000, 84)).inputValue()).toBe('0,64');
    // The import is one entry of the product's history, with the rate it replaced.
    const entry = page.locator('#historique .change-history__entry').first();
    expect(await entry.locator('.change-history__head strong').textContent()).toBe('Relevés de taux du 01/01/2099 (import CSV, 4 relevés)');
    expect(
      await entry.locator('.change-history__change', { hasText: '20\u202f000\u00a0€ sur 72\u00a0mois' }).locator('del').textContent(),
    ).toBe('0,33\u00a0%');
  });

  it('two editors on one grid: the second save, made against the grid as it was, is refused naming the cell changed meanwhile, and nothing is lost', async () => {
    const first = await admin.context.newPage();
    const second = await admin.context.newPage();
    for (const page of [first, second]) await page.goto(`${server.url}/_admin_/products/${product.id}`);
    const caption = await first.locator('[data-loan-count]').textContent();
    const before = await second.locator(cell(10_000, 36)).inputValue();

    await first.locator(cell(10_000, 36)).fill('0,71');
    await first.getByRole('button', { name: 'Enregistrer les taux modifiés' }).click();
    await waitForText(first, '.toast__message', /^Un taux enregistré au /);

    // The second editor, still on the grid as they opened it, changes another cell and saves.
    await second.locator(cell(15_000, 36)).fill('0,72');
    await second.getByRole('button', { name: 'Enregistrer les taux modifiés' }).click();
    await waitForText(
      second,
      '[data-grid-stale]',
      'Depuis que vous avez ouvert la grille, un taux a été modifié par un autre enregistrement',
    );
    expect(await second.locator('[data-grid-stale]').textContent()).toContain(
      `10\u202f000\u00a0€ sur 36\u00a0mois (${before}\u00a0% → 0,71\u00a0%)`,
    );
    // The cell changed meanwhile shows the first editor's rate and says so; what the second one typed is kept.
    expect(await second.locator(cell(10_000, 36)).inputValue()).toBe('0,71');
    expect(await second.locator(`${cell(10_000, 36)} + .field-error`).textContent()).toBe(
      `Modifié entre-temps\u00a0: 0,71\u00a0% (lu\u00a0: ${before}\u00a0%).`,
    );
    expect(await second.locator(cell(15_000, 36)).inputValue()).toBe('0,72');
    // Nothing of the second save was written.
    const check = await admin.context.newPage();
    await check.goto(`${server.url}/_admin_/products/${product.id}`);
    expect(await check.locator(cell(15_000, 36)).inputValue()).not.toBe('0,72');
    expect(count(await check.locator('[data-loan-count]').textContent())).toBe(count(caption) + 1);

    // Saved again from the grid as it now is: both editors' rates are kept.
    await second.getByRole('button', { name: 'Enregistrer les taux modifiés' }).click();
    await waitForText(second, '.toast__message', /^Un taux enregistré au /);
    await check.reload();
    expect(await check.locator(cell(10_000, 36)).inputValue()).toBe('0,71');
    expect(await check.locator(cell(15_000, 36)).inputValue()).toBe('0,72');
    for (const page of [first, second, check]) await page.close();
  }, 120_000);

  it('a CSV confirmed after a rate it replaces changed since the dry run is refused, shown again with the rate now replaced, then imported', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/import-taux`);
    await page
      .getByLabel('Ou collez son contenu')
      .fill(['produit;montant;durée;taux;date', `${product.id};75000;120;0,81;2099-02-01`].join('\n'));
    await page.getByRole('button', { name: 'Vérifier (essai à blanc)' }).click();
    await page.getByRole('button', { name: 'Confirmer l’import de 1 taux' }).waitFor();
    const replaced = (await page.locator('[data-import-changes] tr[data-line="2"] td').allTextContents())[4];

    // Meanwhile, the rate at that point is saved from the grid.
    const grid = await admin.context.newPage();
    await grid.goto(`${server.url}/_admin_/products/${product.id}`);
    await grid.locator(cell(75_000, 120)).fill('0,8');
    await grid.getByRole('button', { name: 'Enregistrer les taux modifiés' }).click();
    await waitForText(grid, '.toast__message', /^Un taux enregistré au /);

    await page.getByRole('button', { name: 'Confirmer l’import de 1 taux' }).click();
    await page.getByRole('heading', { level: 2, name: 'Taux modifiés depuis l’essai à blanc' }).waitFor();
    expect(await page.locator('[data-import-step] [role="status"]').textContent()).toContain('75\u202f000\u00a0€ sur 120\u00a0mois');
    expect(await page.locator('[data-import-step] [role="status"]').textContent()).toContain('→ 0,8\u00a0%)');
    // Shown again with the rate it would now replace; nothing imported.
    const now = (await page.locator('[data-import-changes] tr[data-line="2"] td').allTextContents())[4];
    expect(now).not.toBe(replaced);
    expect(now).toMatch(/^0,8\u00a0% /);
    await grid.reload();
    expect(await grid.locator(cell(75_000, 120)).inputValue()).toBe('0,8');

    await page.getByRole('button', { name: 'Confirmer l’import de 1 taux' }).click();
    await page.locator('[data-import-step="import"][data-import-ok="true"]').waitFor();
    await grid.reload();
    expect(await grid.locator(cell(75_000, 120)).inputValue()).toBe('0,81');
    await grid.close();
  }, 120_000);
});
