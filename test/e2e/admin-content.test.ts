import { formatEuros, formatNumber, formatPercent, frenchTypography, outboundUrl } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs, waitForText } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** The smallest valid PNG: one orange pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM45MgDAALYARASEIdmAAAAAElFTkSuQmCC',
  'base64',
);

/** A page as visitors get it: no cookie, through the server's page cache. */
async function publicPage(server: TestServer, path: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, html: await answer.text() };
}

/** The product page's table of current rates (the page's inline style sheet also names the class, hence the tag). */
function rateGrid(html: string): string {
  const start = html.indexOf('<table class="data-table rate-grid"');
  if (start < 0) throw new Error('no rate grid on the page');
  return html.slice(start, html.indexOf('</table>', start));
}

/** Confirms the open « Supprimer … ? » dialog. */
async function confirmDeletion(page: Page, question: string) {
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Supprimer définitivement' }).click();
}

/** The id at the end of the address after a creation (`/_admin_/categories/12`). */
function idFromUrl(page: Page): number {
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function save(page: Page, expectedToast: string) {
  await page.getByRole('button', { name: /^(Créer|Enregistrer)$/ }).click();
  await waitForText(page, '.toast', expectedToast);
}

describe('back office: create, see on the site, edit and delete, in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  const ids: Record<string, number> = {};
  const stamp = Date.now().toString(36);
  const categorySlug = `pret-velo-${stamp}`;
  const advertiserSlug = `banque-test-${stamp}`;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    admin = await logInAs(browser, server, await createAccount(server, 'admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refuses invalid input with French messages beside the fields, keeping what was typed', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/categories/new`);
    await page.getByLabel('Nom', { exact: true }).fill('Catégorie à corriger');
    await page.getByLabel('Adresse (slug)').fill('Pas Un Slug');
    await page.getByLabel('Montant maximum (€)').fill('beaucoup');
    await page.getByRole('button', { name: 'Créer' }).click();
    await waitForText(
      page,
      '[data-field="slug"] .field-error',
      'Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
    );
    expect(await page.locator('[data-field="config.bounds.maxAmount"] .field-error').textContent()).toBe(
      'Le montant maximum doit être un nombre.',
    );
    expect(await page.locator('[data-field="title"] .field-error').textContent()).toBe('Le titre est obligatoire.');
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Catégorie à corriger');
    expect(await page.getByLabel('Adresse (slug)').inputValue()).toBe('Pas Un Slug');
    expect(new URL(page.url()).pathname).toBe('/_admin_/categories/new');
  });

  it('creates a category with its simulator and FAQ; its page is on the site', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/categories/new`);
    await page.getByLabel('Nom', { exact: true }).pressSequentially(`Prêt vélo ${stamp}`);
    // The slug is proposed from the name with core slugify while it is typed.
    expect(await page.getByLabel('Adresse (slug)').inputValue()).toBe(categorySlug);
    await page.getByLabel('Titre de la page').fill('Comparer les prêts vélo');
    await page.getByLabel('Exclue du site (non publiée)').uncheck();
    await page.getByLabel('Montants proposés (€)').fill('2 000\n5 000');
    await page.getByLabel('Montant présélectionné (€)').fill('5 000');
    await page.getByLabel('Durées proposées (mois)').fill('24\n36');
    await page.getByLabel('Durée présélectionnée (mois)').fill('36');
    await page.getByLabel('Montant minimum (€)').fill('500');
    await page.getByLabel('Montant maximum (€)').fill('15 000');
    await page.getByLabel('Durée minimum (mois)').fill('12');
    await page.getByLabel('Durée maximum (mois)').fill('60');
    await page.getByLabel('Question 1').fill('Un vélo électrique se finance-t-il à crédit ?');
    await page.getByLabel('Réponse 1').fill('Oui, par un prêt personnel affecté.');
    await save(page, 'La catégorie a été créée.');
    ids.category = idFromUrl(page);
    expect(ids.category).toBeGreaterThan(0);
    const visitor = await publicPage(server, `/${categorySlug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain('Comparer les prêts vélo');
    // Typed with a plain space before « ? », it is stored and shown in French typography (decision 0017).
    expect(visitor.html).toContain(frenchTypography('Un vélo électrique se finance-t-il à crédit ?'));
    expect(visitor.html).not.toContain('crédit ?');
  });

  it('creates an advertiser; its page is in the directory', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/advertisers/new`);
    await page.getByLabel('Nom', { exact: true }).pressSequentially(`Banque Test ${stamp}`);
    await page.getByLabel('Pays').selectOption('BE');
    await page.getByLabel('Site web').fill('https://www.banque-test.example');
    await save(page, 'L’annonceur a été créé.');
    ids.advertiser = idFromUrl(page);
    const visitor = await publicPage(server, `/banques-et-courtiers/${advertiserSlug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain(`Banque Test ${stamp}`);
  });

  it('creates a product with rate observations, recalculates its statistics, and the comparator shows it', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products/new`);
    await page.getByLabel('Nom', { exact: true }).fill(`Prêt vélo malin ${stamp}`);
    await page.getByRole('button', { name: 'Proposer' }).click();
    expect(await page.getByLabel('Adresse (slug)').inputValue()).toBe(`pret-velo-malin-${stamp}`);
    await page.getByLabel('Annonceur', { exact: true }).selectOption({ label: `Banque Test ${stamp}` });
    await page.getByRole('checkbox', { name: `Prêt vélo ${stamp}` }).check();
    await page.getByLabel('Lien de l’offre').fill('https://www.banque-test.example/velo');
    // No TAEG to type since issue 20: the product's « dès » TAEG comes from its rate observations.
    await save(page, 'Le produit a été créé.');
    ids.product = idFromUrl(page);

    const loans = page.locator('tr[data-loan="new"]');
    for (const [rate, amount, duration] of [
      ['4,9', '5 000', '36'],
      ['5,3', '2 000', '24'],
    ]) {
      await loans.getByLabel('Taux (%)').fill(rate!);
      await loans.getByLabel('Montant (€)').fill(amount!);
      await loans.getByLabel('Durée (mois)').fill(duration!);
      await loans.getByRole('button', { name: 'Ajouter le relevé' }).click();
      await waitForText(page, '.toast', 'Relevé ajouté.');
      await page.locator('.toast__close').first().click();
    }
    // The toast comes with the action's answer; the list is drawn again just after, once the page's data is reloaded.
    await expect.poll(() => page.locator('tr[data-loan]:not([data-loan="new"])').count()).toBe(2);
    // Correct an observation in place.
    const second = page.locator('tr[data-loan]:not([data-loan="new"])').filter({ has: page.locator('input[value="5,3"]') });
    await second.getByLabel('Taux (%)').fill('5,1');
    await second.getByRole('button', { name: 'Corriger' }).click();
    await waitForText(page, '.toast', 'Relevé corrigé.');
    // A rate the schema refuses is said beside it.
    await loans.getByLabel('Taux (%)').fill('140');
    await loans.getByLabel('Montant (€)').fill('5000');
    await loans.getByLabel('Durée (mois)').fill('36');
    await loans.getByRole('button', { name: 'Ajouter le relevé' }).click();
    await waitForText(page, 'tr[data-loan="new"] .field-error', frenchTypography('Le taux doit être compris entre 0 et 100 %.'));

    await page.getByRole('button', { name: 'Recalculer' }).click();
    await waitForText(page, '.toast', `Statistiques recalculées sur 2 taux (moyenne ${formatPercent(5)}).`);
    await waitForText(page, '[data-stat="Moyenne"]', formatPercent(5));
    expect(await page.locator('[data-stat="Minimum"]').textContent()).toBe(formatPercent(4.9));

    const product = await publicPage(server, `/banques-et-courtiers/${advertiserSlug}/pret-velo-malin-${stamp}`);
    expect(product.status).toBe(200);
    expect(product.html).toContain(`Prêt vélo malin ${stamp}`);
    const comparator = await publicPage(server, `/${categorySlug}`);
    expect(comparator.html).toContain(`Prêt vélo malin ${stamp}`);
  });

  it('writes an article with every fenced block style from the toolbar, previews it, and publishes it', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/articles/new`);
    await page.getByLabel('Titre', { exact: true }).pressSequentially(`Guide du vélo ${stamp}`);
    const editor = page.locator('[data-field="content"] .cm-content');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('Introduction du guide.');
    for (const button of ['Encadré texte', 'Info', 'Attention', 'Citation', 'Bouton', 'Image']) {
      await editor.press('Control+End');
      await page.locator('.md-toolbar').getByRole('button', { name: button, exact: true }).click();
    }
    for (const style of ['text', 'info', 'warning', 'quote', 'button', 'image']) {
      await page.locator(`.md-preview .md-block--${style}`).waitFor();
    }
    expect(await page.locator('.md-preview a.md-button').getAttribute('href')).toBe('/pret-hypothecaire');
    await page.getByLabel('Publié', { exact: true }).check();
    await save(page, 'L’article a été créé.');
    ids.article = idFromUrl(page);
    const article = await publicPage(server, `/articles/guide-du-velo-${stamp}`);
    expect(article.status).toBe(200);
    for (const style of ['text', 'info', 'warning', 'quote', 'button', 'image'])
      expect(article.html, style).toContain(`md-block--${style}`);
    expect(article.html).toContain('<figure class="md-figure">');
  });

  it('uploads an article image, and the public article names it', async () => {
    const articlePath = `/articles/guide-du-velo-${stamp}`;
    expect((await publicPage(server, articlePath)).html).not.toContain('/uploads/articles/');
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/articles/${ids.article}`);
    await page.getByLabel('Téléverser un fichier :').setInputFiles({ name: 'velo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await save(page, 'L’article a été enregistré.');
    // The toast alone does not prove the form was drawn again with the stored address (under load the field was once
    // read empty right after it): wait for the field itself.
    const imageField = page.getByLabel('Image', { exact: true });
    await imageField.and(page.locator('[value^="/uploads/articles/"]')).waitFor();
    const stored = await server.api(`/articles/${ids.article}`);
    const image = ((await stored.json()) as { data: { attributes: { image: string } } }).data.attributes.image;
    expect(image).toMatch(/^\/uploads\/articles\/[0-9a-f]{32}\.png$/);
    expect(await imageField.inputValue()).toBe(image);
    const served = await fetch(`${server.url}${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
    expect((await publicPage(server, articlePath)).html).toContain(image);
  });

  it('edits: the public page shows the change at once (the page cache is dropped)', async () => {
    const before = await publicPage(server, `/${categorySlug}`);
    expect(before.html).toContain('Comparer les prêts vélo');
    // Asked twice: the second answer comes from the page cache.
    expect((await publicPage(server, `/${categorySlug}`)).html).toBe(before.html);
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/categories/${ids.category}`);
    await page.getByLabel('Titre de la page').fill('Financer son vélo à crédit');
    await save(page, 'La catégorie a été enregistrée.');
    const after = await publicPage(server, `/${categorySlug}`);
    expect(after.html).toContain('Financer son vélo à crédit');
    expect(after.html).not.toContain('Comparer les prêts vélo');
  });

  it('uploads a logo checked from its content, and refuses a file that is not an image', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/advertisers/${ids.advertiser}`);
    await page
      .getByLabel('Téléverser un fichier :')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all', 'utf8') });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await waitForText(page, '[data-field="logo"] .field-error', 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF, GIF ou SVG.');
    await page.getByLabel('Téléverser un fichier :').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await save(page, 'L’annonceur a été enregistré.');
    const stored = await server.api(`/announcers/${ids.advertiser}`);
    const logo = ((await stored.json()) as { data: { attributes: { logo: string } } }).data.attributes.logo;
    expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${server.url}${logo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
    expect((await publicPage(server, `/banques-et-courtiers/${advertiserSlug}`)).html).toContain(logo.split('/').pop()!.slice(0, 32));
  });

  it('warns before leaving a form with unsaved changes', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/advertisers/${ids.advertiser}`);
    await page.getByLabel('Site web').fill('https://www.autre-adresse.example');
    await page.locator('.admin-nav').getByRole('link', { name: 'Produits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    expect(new URL(page.url()).pathname).toBe(`/_admin_/advertisers/${ids.advertiser}`);
    expect(await page.getByLabel('Site web').inputValue()).toBe('https://www.autre-adresse.example');
    await page.locator('.admin-nav').getByRole('link', { name: 'Produits' }).click();
    await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await page.waitForURL(`${server.url}/_admin_/products`);
  });

  it('asks the browser’s own question before closing or reloading a form with unsaved changes, and not once saved', async () => {
    const page = await admin.context.newPage();
    const asked: string[] = [];
    await page.goto(`${server.url}/_admin_/advertisers/${ids.advertiser}`);
    const website = page.getByLabel('Site web');
    // A click, not only typing: Chromium asks before unloading only a page the user has interacted with.
    await website.click();
    await website.fill('https://www.banque-test.example/accueil');
    const closing = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const onClose = await closing;
    asked.push(onClose.type());
    await onClose.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(await website.inputValue()).toBe('https://www.banque-test.example/accueil');
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload', 'beforeunload']);
    // Reloaded without saving: the stored address is back, and an untouched form closes without a question.
    expect(await website.inputValue()).toBe('https://www.banque-test.example');
    await website.click();
    await website.fill('https://www.banque-test.example/accueil');
    await save(page, 'L’annonceur a été enregistré.');
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(asked).toHaveLength(2);
  });

  it('deletes after a confirmation, and the page leaves the site', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/articles/${ids.article}`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer l’article ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    expect((await publicPage(server, `/articles/guide-du-velo-${stamp}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL(`${server.url}/_admin_/articles`);
    await waitForText(page, '.toast', 'L’article a été supprimé.');
    expect((await publicPage(server, `/articles/guide-du-velo-${stamp}`)).status).toBe(404);
    expect((await page.goto(`${server.url}/_admin_/articles/${ids.article}`))?.status()).toBe(404);
  });

  it('corrects and deletes a product’s rate observations and renames it: its public page follows each change', async () => {
    const productPath = `/banques-et-courtiers/${advertiserSlug}/pret-velo-malin-${stamp}`;
    const before = rateGrid((await publicPage(server, productPath)).html);
    expect(before).toContain(`>${formatPercent(4.9)}<`);
    expect(before).toContain(`>${formatEuros(2000, 0)}<`);
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products/${ids.product}`);
    const observations = page.locator('tr[data-loan]:not([data-loan="new"])');
    // Each confirmation dialog is named by its own title, though the screen has one « Supprimer » per observation.
    const titles = await page.locator('dialog').evaluateAll((dialogs) => dialogs.map((dialog) => dialog.getAttribute('aria-labelledby')));
    expect(titles.length).toBeGreaterThanOrEqual(4);
    expect(new Set(titles).size).toBe(titles.length);
    const first = observations.filter({ has: page.locator('input[value="4,9"]') });
    await first.getByLabel('Taux (%)').fill('4,37');
    await first.getByRole('button', { name: 'Corriger' }).click();
    await waitForText(page, '.toast', 'Relevé corrigé.');
    const corrected = rateGrid((await publicPage(server, productPath)).html);
    expect(corrected).toContain(`>${formatPercent(4.37)}<`);
    expect(corrected).not.toContain(`>${formatPercent(4.9)}<`);

    const second = observations.filter({ has: page.locator('input[value="5,1"]') });
    await second.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('dialog', { name: 'Supprimer ce relevé ?' }).getByRole('button', { name: 'Annuler' }).click();
    expect(await observations.count()).toBe(2);
    await second.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await confirmDeletion(page, 'Supprimer ce relevé ?');
    await waitForText(page, '.toast', 'Relevé supprimé.');
    await expect.poll(() => observations.count()).toBe(1);
    const afterDeletion = rateGrid((await publicPage(server, productPath)).html);
    expect(afterDeletion).not.toContain(`>${formatEuros(2000, 0)}<`);
    expect(afterDeletion).toContain(`>${formatEuros(5000, 0)}<`);

    await page.getByLabel('Nom', { exact: true }).fill(`Prêt vélo futé ${stamp}`);
    await save(page, 'Le produit a été enregistré.');
    const renamed = await publicPage(server, productPath);
    expect(renamed.html).toContain(`Prêt vélo futé ${stamp}`);
    expect(renamed.html).not.toContain(`Prêt vélo malin ${stamp}`);
    const comparator = await publicPage(server, `/${categorySlug}`);
    expect(comparator.html).toContain(`Prêt vélo futé ${stamp}`);
    expect(comparator.html).not.toContain(`Prêt vélo malin ${stamp}`);
  });

  it('pages a product’s rate observations newest first, filters them by amount, and corrects one on page 2 staying there', async () => {
    type Loans = { data: { id: string; attributes: { amount: number } }[]; meta: { count: number } };
    const loansOf = async (query: string) => (await (await server.api(`/loans?${query}`)).json()) as Loans;
    const productId = ((await (await server.api('/products?sort=id&page[limit]=1')).json()) as { data: { id: string }[] }).data[0]!.id;
    const pageTwo = await loansOf(`filter[productId]=${productId}&sort=-createdAt,-id&page[offset]=100&page[limit]=100`);
    const count = pageTwo.meta.count;
    expect(count).toBeGreaterThan(200);
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products/${productId}`);
    const observations = page.locator('tr[data-loan]:not([data-loan="new"])');
    await waitForText(page, '[data-loan-count]', `Relevés 1 à 100 sur ${formatNumber(count, 0)}`);
    await page.getByRole('navigation', { name: 'Pages des relevés' }).getByRole('link', { name: 'Suivante →' }).click();
    await waitForText(page, '[data-loan-count]', `Relevés 101 à 200 sur ${formatNumber(count, 0)}`);
    expect(new URL(page.url()).searchParams.get('observations')).toBe('2');
    expect(await observations.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-loan')))).toEqual(
      pageTwo.data.map((loan) => loan.id),
    );

    // A correction on page 2 comes back to page 2, with the new rate shown and stored.
    const target = page.locator(`tr[data-loan="${pageTwo.data[0]!.id}"]`);
    await target.getByLabel('Taux (%)').fill('7,77');
    await target.getByRole('button', { name: 'Corriger' }).click();
    await waitForText(page, '.toast', 'Relevé corrigé.');
    expect(new URL(page.url()).searchParams.get('observations')).toBe('2');
    expect(await page.locator('[data-loan-count]').textContent()).toBe(`Relevés 101 à 200 sur ${formatNumber(count, 0)}`);
    expect(await target.getByLabel('Taux (%)').inputValue()).toBe('7,77');
    expect(
      ((await (await server.api(`/loans/${pageTwo.data[0]!.id}`)).json()) as { data: { attributes: { rate: number } } }).data.attributes
        .rate,
    ).toBe(7.77);

    // The filter by amount (a grid point of the product's categories) starts again from page 1.
    const amount = String(pageTwo.data[0]!.attributes.amount);
    await page.getByLabel('Filtrer par montant (€)').selectOption(amount);
    await page.waitForURL((url) => url.searchParams.get('montant') === amount && !url.searchParams.has('observations'));
    const filtered = await loansOf(`filter[productId]=${productId}&filter[amount]=${amount}&page[limit]=1`);
    await waitForText(page, '[data-loan-count]', `sur ${formatNumber(filtered.meta.count, 0)} pour ce filtre`);
    const amounts = await observations.evaluateAll((rows) =>
      rows.map((row) => (row.querySelector('input[name="loan.amount"]') as HTMLInputElement).value),
    );
    expect(amounts.length).toBe(Math.min(100, filtered.meta.count));
    expect(new Set(amounts)).toEqual(new Set([amount]));
  });

  it('deletes a product after a confirmation: its page and its « Voir l’offre » link are 404s, the comparator drops it', async () => {
    const productPath = `/banques-et-courtiers/${advertiserSlug}/pret-velo-malin-${stamp}`;
    const go = outboundUrl({ id: ids.product!, slug: `pret-velo-malin-${stamp}` }, { slug: advertiserSlug });
    expect((await publicPage(server, productPath)).html).toContain(`href="${go.replaceAll('&', '&amp;')}"`);
    expect((await fetch(`${server.url}${go}`, { redirect: 'manual' })).status).toBe(302);
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/products/${ids.product}`);
    // The product's own « Supprimer », not one of its rate observations'.
    await page.locator('form.delete-form:has(input[name="intent"][value="delete"])').getByRole('button', { name: 'Supprimer' }).click();
    await confirmDeletion(page, 'Supprimer le produit ?');
    await waitForText(page, '.toast', 'Le produit a été supprimé.');
    expect(new URL(page.url()).pathname).toBe('/_admin_/products');
    expect((await publicPage(server, productPath)).status).toBe(404);
    expect((await fetch(`${server.url}${go}`, { redirect: 'manual' })).status).toBe(404);
    expect((await publicPage(server, `/${categorySlug}`)).html).not.toContain(`Prêt vélo futé ${stamp}`);
    expect((await server.api(`/products/${ids.product}`)).status).toBe(404);
  });

  it('renames an advertiser, then deletes it: its directory page follows, then is a 404', async () => {
    const advertiserPath = `/banques-et-courtiers/${advertiserSlug}`;
    expect((await publicPage(server, advertiserPath)).html).toContain(`Banque Test ${stamp}`);
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/advertisers/${ids.advertiser}`);
    await page.getByLabel('Nom', { exact: true }).fill(`Banque Renommée ${stamp}`);
    await save(page, 'L’annonceur a été enregistré.');
    const renamed = await publicPage(server, advertiserPath);
    expect(renamed.html).toContain(`Banque Renommée ${stamp}`);
    expect(renamed.html).not.toContain(`Banque Test ${stamp}`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await confirmDeletion(page, 'Supprimer l’annonceur ?');
    await waitForText(page, '.toast', 'L’annonceur a été supprimé.');
    expect(new URL(page.url()).pathname).toBe('/_admin_/advertisers');
    expect((await publicPage(server, advertiserPath)).status).toBe(404);
  });

  it('deletes a category: its page is a 404', async () => {
    expect((await publicPage(server, `/${categorySlug}`)).status).toBe(200);
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/categories/${ids.category}`);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await confirmDeletion(page, 'Supprimer la catégorie ?');
    await waitForText(page, '.toast', 'La catégorie a été supprimée.');
    expect(new URL(page.url()).pathname).toBe('/_admin_/categories');
    expect((await publicPage(server, `/${categorySlug}`)).status).toBe(404);
    expect((await page.goto(`${server.url}/_admin_/categories/${ids.category}`))?.status()).toBe(404);
  });

  it('changes a user’s role, and sends the password only when typed', async () => {
    const account = await createAccount(server, 'editor');
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/users?q=${encodeURIComponent(account.email)}`);
    await page.getByRole('link', { name: 'Test Rédaction' }).click();
    await page.getByRole('checkbox', { name: /^Administrateur/ }).check();
    await page.getByLabel('Prénom').fill('Promue');
    await save(page, 'L’utilisateur a été enregistré.');
    // The password was left empty: the old one still opens the account, now an admin.
    const login = await server.api('/auth/login', { method: 'POST', json: account });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: { roles: string[]; firstName: string } };
    expect(user.firstName).toBe('Promue');
    expect([...user.roles].sort()).toEqual(['admin', 'editor']);
  });

  it('changes a user’s password when one is typed: the new one opens the account, the old one no longer does', async () => {
    const account = await createAccount(server, 'editor');
    const { page } = admin;
    await page.goto(`${server.url}/_admin_/users?q=${encodeURIComponent(account.email)}`);
    await page.getByRole('link', { name: 'Test Rédaction' }).click();
    const password = `nouveau-mot-de-passe-${stamp}`;
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await save(page, 'L’utilisateur a été enregistré.');
    expect((await server.api('/auth/login', { method: 'POST', json: { email: account.email, password } })).status).toBe(200);
    expect((await server.api('/auth/login', { method: 'POST', json: account })).status).toBe(401);
  });

  it('refuses an editor the users screen and a role change, on the server', async () => {
    const editor = await logInAs(browser, server, await createAccount(server, 'editor'));
    expect((await editor.page.goto(`${server.url}/_admin_/users/1`))?.status()).toBe(403);
    const forged = await editor.context.request.post(`${server.url}/_admin_/users/1`, {
      form: { intent: 'save', email: 'admin@pretscope.example', firstName: 'X', lastName: 'Y', roles: 'editor', password: '' },
      headers: { Origin: server.url },
    });
    expect(forged.status()).toBe(403);
    const stillAdmin = await server.api('/users/1', { token: server.adminToken });
    expect(((await stillAdmin.json()) as { data: { attributes: { roles: string[] } } }).data.attributes.roles).toContain('admin');
    await editor.context.close();
  });
});
