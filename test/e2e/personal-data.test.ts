import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypography } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partOfType, readMime, type MimePart } from '../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount, logInAs } from './admin.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

const CONSENT = {
  given: true,
  text: 'J’accepte que Prêtscope me recontacte, comme l’explique la politique de confidentialité.',
  version: '2026-11',
};

/**
 * A visitor's rights in a real browser: from the privacy policy's form to the e-mail (read from data/outbox, the
 * .eml files written without SMTP_URL), to the confirmation page whose button downloads the copy or erases the
 * data; and the same from the back office for a request received by post.
 */
describe('a visitor’s copy and erasure of their data, in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', { TRUST_PROXY: '1' }), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  function mailsTo(address: string): MimePart[] {
    const folder = join(server.dataDir, 'outbox');
    return readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readMime(readFileSync(join(folder, file))))
      .filter((mail) => mail.headers.get('to') === address);
  }
  const text = (mail: MimePart | undefined) => (mail ? (partOfType(mail, 'text/plain')?.body.toString('utf8') ?? '') : '');
  const onServer = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;

  async function newPage(client: number): Promise<Page> {
    const context = await browser.newContext({
      locale: 'fr-FR',
      acceptDownloads: true,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${client}` },
    });
    return context.newPage();
  }

  async function leadsOf(email: string): Promise<number> {
    const answer = await server.api(`/leads?filter[email]=${encodeURIComponent(email)}`, { token: server.adminToken });
    return ((await answer.json()) as { data: unknown[] }).data.length;
  }

  async function storeRequests(email: string) {
    const uses = server.container.useCasesFor();
    const lead = await uses.submitLead({
      actor: null,
      attributes: {
        kind: 'contact',
        firstName: 'Élise',
        lastName: 'Martin',
        email,
        country: 'LUX',
        message: `Écrivez-moi à ${email}, merci.`,
        consent: CONSENT,
      },
    });
    if (!lead.ok) throw new Error(`lead not stored: ${lead.error.type}`);
    await server.container.flushOutbox();
  }

  /** Sends the privacy policy's form and answers the link of the e-mail it causes. */
  async function ask(
    page: Page,
    email: string,
    choice: 'Recevoir une copie de mes données' | 'Faire effacer mes données',
  ): Promise<string> {
    await page.goto(`${server.url}/politique-de-confidentialite`);
    await page.getByRole('heading', { name: 'Exercer vos droits en ligne' }).waitFor();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel(choice).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' }).waitFor();
    await server.container.flushOutbox();
    const mail = mailsTo(email).find((message) => message.headers.get('subject')?.startsWith('Confirmez votre demande'));
    const link = /https?:\/\/\S+\/donnees-personnelles\/confirmation\?jeton=[\w-]+/.exec(text(mail))?.[0];
    if (!link) throw new Error(`no confirmation e-mail to ${email}`);
    return onServer(link);
  }

  it('the privacy policy describes what is kept and for how long, and its form says why it asks for the address', async () => {
    const page = await newPage(1);
    await page.goto(`${server.url}/politique-de-confidentialite`);
    const main = (await page.textContent('main')) ?? '';
    for (const phrase of [
      '24 mois après le dernier changement de statut',
      'supprimée après 7 jours',
      'Réseau IP retiré après 30 jours',
      'Partners Finances',
      'prestataire d’envoi d’e-mails',
      'Pourquoi cette adresse ?',
    ])
      expect(main).toContain(frenchTypography(phrase));
    // Nothing to choose: a French error beside each field, and nothing sent.
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByRole('heading', { name: 'Votre demande n’a pas été envoyée' }).waitFor();
    expect(await page.textContent('.data-rights')).toContain('L’adresse e-mail est obligatoire.');
    expect(await page.textContent('.data-rights')).toContain('Choisissez ce que vous demandez');
    await page.context().close();
  });

  it('downloads the copy once, through the e-mailed link and its button', async () => {
    const email = 'copie.e2e@exemple.lu';
    await storeRequests(email);
    const page = await newPage(2);
    const link = await ask(page, email, 'Recevoir une copie de mes données');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Obtenir la copie de vos données' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger la copie de mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pretscope-donnees-personnelles-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      adresse: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(copy.adresse).toBe(email);
    expect(copy.tables.leads?.map((lead) => [lead.kind, lead.email, lead.message])).toEqual([
      ['contact', email, `Écrivez-moi à ${email}, merci.`],
    ]);
    // The request's confirmation and the lead's e-mails (the visitor's and the team's copy), filed under the address.
    expect(copy.tables.outbox?.length).toBe(3);
    expect(copy.tables.data_requests?.map((request) => request.kind)).toEqual(['export']);
    // Once only.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor();
    await page.context().close();
  });

  it('erases everything of the address only when the button is pressed, and answers the same for an unknown address', async () => {
    const email = 'effacement.e2e@exemple.lu';
    await storeRequests(email);
    expect(mailsTo('admin@pretscope.example').filter((mail) => text(mail).includes(email))).toHaveLength(1);
    const page = await newPage(3);
    const link = await ask(page, email, 'Faire effacer mes données');
    // Opening the link (as a mail scanner would) erases nothing.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Effacer vos données' }).waitFor();
    expect(await leadsOf(email)).toBe(1);
    await page.getByRole('button', { name: 'Effacer définitivement mes données' }).click();
    await page.getByRole('heading', { name: 'Vos données ont été effacées' }).waitFor();
    expect(await page.textContent('main')).toMatch(/Demandes de prêt, de rendez-vous, de contact et du guide\s*1/);
    expect(await leadsOf(email)).toBe(0);
    const outbox = await server.container.database
      .fork()
      .getConnection()
      .execute('select count(*) as n from outbox where lower(recipient) = ?', [email]);
    expect(Number((outbox as { n: number }[])[0]?.n)).toBe(0);
    // Without SMTP_URL the e-mails are .eml files: those to the address, and the team's copy of its request, are gone too.
    expect(mailsTo(email)).toEqual([]);
    const teamCopies = mailsTo('admin@pretscope.example').filter((mail) => text(mail).includes(email));
    expect(teamCopies).toEqual([]);

    // An address the site does not know gets the very same answer.
    await page.goto(`${server.url}/politique-de-confidentialite`);
    await page.getByLabel('Adresse e-mail').fill('inconnu.e2e@exemple.lu');
    await page.getByLabel('Faire effacer mes données').check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' }).waitFor();
    await page.context().close();
  });

  it('lets an admin copy and erase the data of a request received by post', async () => {
    const email = 'courrier.e2e@exemple.lu';
    await storeRequests(email);
    const { context, page } = await logInAs(browser, server, await createAccount(server, 'admin'));
    await page.getByRole('link', { name: 'Données personnelles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Données personnelles' }).waitFor();
    await page.getByLabel('Adresse e-mail du demandeur').fill(email);
    await page.getByRole('button', { name: 'Rechercher les données de cette adresse' }).click();
    await page.getByText(`Enregistrements liés à ${email}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger la copie (JSON)' }).click(),
    ]);
    const copy = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { tables: Record<string, unknown[]> };
    expect(copy.tables.leads).toHaveLength(1);
    await page.getByLabel(/J’ai vérifié l’identité du demandeur/).check();
    await page.getByRole('button', { name: 'Effacer les données de cette adresse' }).click();
    await page.getByText('Les données de cette adresse ont été effacées.').waitFor();
    expect(await leadsOf(email)).toBe(0);
    await context.close();
  });

  it('keeps the page from editors: it reads and erases everyone’s data', async () => {
    const { context, page } = await logInAs(browser, server, await createAccount(server, 'editor'));
    expect(await page.getByRole('link', { name: 'Données personnelles' }).count()).toBe(0);
    const answer = await page.goto(`${server.url}/_admin_/donnees-personnelles`);
    expect(answer?.status()).toBe(403);
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await context.close();
  });
});
