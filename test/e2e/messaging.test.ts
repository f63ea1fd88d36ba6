import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypography } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partOfType, readMime, type MimePart } from '../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/**
 * The e-mails a visitor gets from the site's forms, followed in a real browser: the guide from /ebook, and a rate
 * alert from /pret-hypothecaire/reminder through its double opt-in, its sending and its one-click unsubscribe.
 * Without SMTP_URL the e-mails are .eml files in data/outbox, read back here as a mail program would.
 */
describe('the site’s e-mails followed in a real browser', () => {
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
  /** E-mails link to SITE_URL; the browser follows them on the test server. */
  const onServer = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;

  async function newPage(client: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${client}` } });
    return context.newPage();
  }

  it('sends the guide as a PDF to the address given on /ebook', async () => {
    const page = await newPage(1);
    await page.goto(`${server.url}/ebook`);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('lecteur.e2e@exemple.lu');
    await page.getByRole('checkbox').check();
    await page.locator('form.lead-form button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
    expect(await page.textContent('main')).toContain('Le guide (PDF) part dans quelques instants');
    expect(await server.container.flushOutbox()).toMatchObject({ sent: 1 });
    const [mail] = mailsTo('lecteur.e2e@exemple.lu');
    expect(mail?.headers.get('subject')).toBe(
      frenchTypography('Votre guide Prêtscope : emprunter au Luxembourg, en Belgique et en France'),
    );
    const pdf = partOfType(mail!, 'application/pdf');
    expect(pdf?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });

  it('confirms a rate alert from its e-mail, sends it when the rate is reached, and stops it in one click', async () => {
    const page = await newPage(2);
    await page.goto(`${server.url}/pret-hypothecaire/reminder`);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('alerte.e2e@exemple.lu');
    await page.getByLabel('Prénom (facultatif)').fill('Élodie');
    await page.getByLabel('Type de prêt').selectOption('pret-hypothecaire');
    const categories = (await (await server.api('/categories?filter[slug]=pret-hypothecaire')).json()) as {
      data: { attributes: { config: { amounts: number[]; durations: number[]; amountIndex: number; durationIndex: number } } }[];
    };
    const { amounts, durations, amountIndex, durationIndex } = categories.data[0]!.attributes.config;
    await page.getByLabel('Montant (€)').fill(String(amounts[amountIndex]));
    await page.getByLabel('Durée (mois)').fill(String(durations[durationIndex]));
    await page.getByLabel('Taux visé (%) (facultatif)').fill('12');
    await page.getByRole('checkbox').check();
    await page.locator('form.lead-form button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();

    await server.container.flushOutbox();
    const [confirmation] = mailsTo('alerte.e2e@exemple.lu');
    expect(confirmation?.headers.get('subject')).toBe('Confirmez votre alerte de taux Prêtscope');
    expect(text(confirmation)).toContain('Bonjour Élodie,');
    const confirmLink = /https?:\/\/\S+\/alerte-taux\/confirmation\?jeton=[\w-]+/.exec(text(confirmation))?.[0] ?? '';
    await page.goto(onServer(confirmLink));
    // Unconfirmed until the button is pressed: nothing is sent yet.
    expect(await server.container.useCasesFor().sendRateReminders()).toMatchObject({ queued: 0 });
    await page.getByRole('button', { name: 'Confirmer mon alerte' }).click();
    await page.getByRole('heading', { name: 'Votre alerte est confirmée' }).waitFor();

    expect(await server.container.useCasesFor().sendRateReminders()).toMatchObject({ queued: 1 });
    await server.container.flushOutbox();
    const alert = mailsTo('alerte.e2e@exemple.lu').find((mail) =>
      mail.headers.get('subject')?.startsWith(frenchTypography('Alerte de taux : Prêt hypothécaire à ')),
    );
    expect(text(alert)).toMatch(/Meilleure offre du moment\u00a0: .+ à \d+,\d{2}\u00a0%\./);
    const unsubscribe = /Ne plus recevoir cette alerte\u00a0: (\S+)/.exec(text(alert))?.[1] ?? '';
    await page.goto(onServer(unsubscribe));
    await page.getByRole('button', { name: 'Me désabonner' }).click();
    await page.getByRole('heading', { name: 'Vous êtes désabonné(e)' }).waitFor();
    const reminders = (await (await server.api('/reminders?filter[email]=alerte.e2e@exemple.lu', { token: server.adminToken })).json()) as {
      data: { attributes: { unsubscribedAt: string | null } }[];
    };
    expect(reminders.data[0]?.attributes.unsubscribedAt).not.toBeNull();
    await page.context().close();
  });
});
