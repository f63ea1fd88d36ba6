import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypography } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partOfType, readMime, type MimePart } from '../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers read in tests
const CONSENT = {
  given: true,
  text: 'J’accepte d’être recontacté(e), comme l’explique la politique de confidentialité.',
  version: '2026-11',
};
const doc = (type: string, attributes: Json) => ({ data: { type, attributes } });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

/** The e-mails written so far (no SMTP_URL: .eml files in data/outbox), newest last. */
function mails(): MimePart[] {
  const folder = join(server.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => readMime(readFileSync(join(folder, file))));
}
const to = (address: string) => mails().filter((mail) => mail.headers.get('to') === address);
const text = (mail: MimePart | undefined) => (mail ? (partOfType(mail, 'text/plain')?.body.toString('utf8') ?? '') : '');
const html = (mail: MimePart | undefined) => (mail ? (partOfType(mail, 'text/html')?.body.toString('utf8') ?? '') : '');

/** A link of an e-mail, on the test server (e-mails point at SITE_URL). */
const onServer = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;

async function batchCounts(): Promise<Json[]> {
  const answer = await server.api('/batch_count/all', { token: server.adminToken });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as Json).data;
}

describe('messaging through the API and the site’s links', () => {
  it('POST /api/leads stores the request and sends the visitor’s confirmation and the team’s notification', async () => {
    const answer = await server.api('/leads', {
      method: 'POST',
      json: doc('leads', {
        kind: 'pret-personnel',
        firstName: 'Léa',
        lastName: 'Müller',
        email: 'lea.api@example.lu',
        country: 'LUX',
        amount: 15_000,
        duration: 48,
        consent: CONSENT,
      }),
    });
    expect(answer.status).toBe(201);
    const lead = ((await answer.json()) as Json).data;
    expect(await server.container.flushOutbox()).toMatchObject({ sent: 2, abandoned: 0 });
    const [confirmation] = to('lea.api@example.lu');
    expect(confirmation?.headers.get('subject')).toMatch(
      /^Nous avons bien reçu votre demande de prêt personnel \(PS-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/,
    );
    expect(text(confirmation)).toContain(frenchTypography('Montant : 15 000 €'));
    const team = to('admin@pretscope.example').find(
      (mail) => mail.headers.get('subject') === frenchTypography('Nouvelle demande : prêt personnel — Léa Müller'),
    );
    expect(text(team)).toMatch(new RegExp(`Prêt personnel \\(n° ${lead.id}, réf\\. PS-[0-9A-Z]{4}-[0-9A-Z]{4}\\)`));
    // The reference the visitor quotes is stored with the request, for the team to find it.
    const reference = /PS-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(confirmation?.headers.get('subject') ?? '')?.[0];
    const found = await server.api(`/leads?filter[reference]=${reference}`, { token: server.adminToken });
    expect(((await found.json()) as Json).data.map((record: Json) => record.id)).toEqual([lead.id]);
  });

  it('POST /api/ebook/send mails the guide; the mailing’s counts show in /api/batch_count, its pixel and links count, forged ones do not', async () => {
    const answer = await server.api('/ebook/send', { method: 'POST', json: { email: 'lecteur.api@example.org', consent: CONSENT } });
    expect(answer.status).toBe(202);
    expect(await server.container.flushOutbox()).toMatchObject({ sent: 1 });
    const [guide] = to('lecteur.api@example.org');
    expect(partOfType(guide!, 'application/pdf')?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const latest = ((await (await server.api('/batch_count', { token: server.adminToken })).json()) as Json).data;
    expect(latest.attributes).toMatchObject({
      title: expect.stringMatching(/^Guide «\u202fEmprunter au Luxembourg, en Belgique et en France\u202f» — /),
      recipient: 'Demandes du guide (/ebook)',
      batchCount: 1,
      countOpenings: 0,
      countClick: 0,
    });

    const pixel = /src="([^"]*\/courriel\/ouverture\/[^"]+)"/.exec(html(guide))?.[1] ?? '';
    const opened = await fetch(onServer(pixel));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/gif');
    expect(opened.headers.get('cache-control')).toContain('no-store');
    const gif = Buffer.from(await opened.arrayBuffer());
    expect([gif.subarray(0, 6).toString('latin1'), gif.byteLength]).toEqual(['GIF89a', 42]);
    // A made-up signature gets the same image and counts nothing.
    expect((await fetch(onServer(pixel).replace(/\/[\w-]+$/, '/forged'))).status).toBe(200);

    const link = /href="([^"]*\/courriel\/lien\/[^"]+)"/.exec(html(guide))?.[1]?.replaceAll('&amp;', '&') ?? '';
    const clicked = await fetch(onServer(link), { redirect: 'manual' });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get('location')).toBe(`${server.container.config.siteUrl}/pret-hypothecaire/simulation`);
    // The same signature with another target, or a foreign one, is refused: never an open redirect.
    for (const target of ['https://evil.example/', '//evil.example/', '/ebook']) {
      const forged = new URL(onServer(link));
      forged.searchParams.set('vers', target);
      const refused = await fetch(forged, { redirect: 'manual' });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();
    }

    const counted = (await batchCounts()).find((batch) => batch.id === latest.id);
    expect(counted?.attributes).toMatchObject({ batchCount: 1, countOpenings: 1, countClick: 1 });
    // Visitors do not see the counts.
    expect((await server.api('/batch_count/all')).status).toBe(401);
  });

  it('POST /api/leads refuses a productId that does not exist or visitors cannot see (422, pointer to productId), and stores nothing', async () => {
    const request = {
      kind: 'pret-personnel',
      firstName: 'Léa',
      lastName: 'Muller',
      email: 'lea.produit.inconnu@example.lu',
      country: 'LUX',
      amount: 15_000,
      duration: 48,
      consent: CONSENT,
    };
    // An inactive product: the admin reads it, visitors do not.
    const inactive = (
      (await (await server.api('/products?filter[isActive]=false&page[limit]=1', { token: server.adminToken })).json()) as Json
    ).data as { id: string }[];
    const hidden = inactive.length > 0 ? [Number(inactive[0]!.id)] : [];
    for (const productId of [999_999_999, ...hidden]) {
      const answer = await server.api('/leads', { method: 'POST', json: doc('leads', { ...request, productId }) });
      expect(answer.status, String(productId)).toBe(422);
      expect(((await answer.json()) as Json).errors).toEqual([
        expect.objectContaining({
          status: '422',
          source: { pointer: '/data/attributes/productId' },
          detail: 'Ce produit n’existe pas ou n’est plus proposé\u00a0: choisissez une offre affichée sur le site.',
        }),
      ]);
    }
    const stored = (
      (await (await server.api('/leads?filter[email]=lea.produit.inconnu@example.lu', { token: server.adminToken })).json()) as Json
    ).data;
    expect(stored).toEqual([]);
    // A product visitors see is taken.
    const visible = ((await (await server.api('/products?page[limit]=1')).json()) as Json).data as { id: string }[];
    const taken = await server.api('/leads', { method: 'POST', json: doc('leads', { ...request, productId: Number(visible[0]!.id) }) });
    expect(taken.status).toBe(201);
  });

  it('POST /api/reminders refuses a reminder with neither a target rate nor a date (422, pointer to targetRate), and stores nothing', async () => {
    const categories = ((await (await server.api('/categories?filter[slug]=pret-hypothecaire')).json()) as Json).data;
    const reminder = {
      email: 'alerte.sans.cible@example.lu',
      categoryId: Number(categories[0].id),
      amount: 250_000,
      duration: 240,
      consent: CONSENT,
    };
    for (const attributes of [reminder, { ...reminder, targetRate: null, targetDate: null }]) {
      const answer = await server.api('/reminders', { method: 'POST', json: doc('reminders', attributes) });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as Json).errors).toEqual([
        expect.objectContaining({
          status: '422',
          source: { pointer: '/data/attributes/targetRate' },
          detail: 'Indiquez un taux visé, une date de rappel, ou les deux.',
        }),
      ]);
    }
    const stored = (
      (await (await server.api('/reminders?filter[email]=alerte.sans.cible@example.lu', { token: server.adminToken })).json()) as Json
    ).data;
    expect(stored).toEqual([]);
    // A date alone is a target.
    expect(
      (await server.api('/reminders', { method: 'POST', json: doc('reminders', { ...reminder, targetDate: '2027-06-01' }) })).status,
    ).toBe(201);
  });

  it('POST /api/reminders: confirmation by e-mail (double opt-in), the alert once its rate is reached, one-click unsubscribe', async () => {
    const categories = ((await (await server.api('/categories?filter[slug]=pret-hypothecaire')).json()) as Json).data;
    const { amounts, durations, amountIndex, durationIndex } = categories[0].attributes.config;
    const answer = await server.api('/reminders', {
      method: 'POST',
      json: doc('reminders', {
        email: 'alerte.api@example.lu',
        categoryId: Number(categories[0].id),
        amount: amounts[amountIndex],
        duration: durations[durationIndex],
        targetRate: 12,
        consent: CONSENT,
      }),
    });
    expect(answer.status).toBe(201);
    const reminder = ((await answer.json()) as Json).data;
    expect(JSON.stringify(reminder)).not.toMatch(/confirmationDigest|jeton/);
    // Unconfirmed: nothing but the confirmation.
    expect(await server.container.useCasesFor().sendRateReminders()).toMatchObject({ queued: 0 });
    await server.container.flushOutbox();
    const [confirmation] = to('alerte.api@example.lu');
    const confirmLink = /https?:\/\/\S+\/alerte-taux\/confirmation\?jeton=[\w-]+/.exec(text(confirmation))?.[0] ?? '';

    // Opening the link changes nothing (mail scanners open links); the page's button confirms.
    const page = await fetch(onServer(confirmLink));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirmer mon alerte');
    expect(await server.container.useCasesFor().sendRateReminders()).toMatchObject({ queued: 0 });
    const token = new URL(confirmLink).searchParams.get('jeton') ?? '';
    const confirmed = await fetch(onServer(confirmLink), {
      method: 'POST',
      body: new URLSearchParams({ jeton: token }),
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Votre alerte est confirmée');

    expect(await server.container.useCasesFor().sendRateReminders()).toMatchObject({ queued: 1 });
    await server.container.flushOutbox();
    const alert = to('alerte.api@example.lu').find((mail) => mail.headers.get('subject')?.startsWith('Alerte de taux\u00a0: '));
    const unsubscribe = /^<(.+)>$/.exec(alert?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(/\/alerte-taux\/desabonnement\?alerte=\d+&signature=[\w-]+$/);

    // A forged signature stops nothing; the mail client's one-click POST (RFC 8058) stops it.
    const forged = await fetch(onServer(unsubscribe).replace(/signature=[\w-]+/, 'signature=forged'), {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(forged.status).toBe(400);
    const stopped = await fetch(onServer(unsubscribe), { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('Vous êtes désabonné(e)');
    const stored = ((await (await server.api(`/reminders/${reminder.id}`, { token: server.adminToken })).json()) as Json).data;
    expect(stored.attributes.unsubscribedAt).not.toBeNull();
    expect(stored.attributes.confirmedAt).not.toBeNull();
    expect(stored.attributes).not.toHaveProperty('confirmationDigest');
  });
});
