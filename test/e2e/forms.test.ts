import { appointmentToday, CONSENT_VERSION, earliestAppointmentDay, err, frenchTypography, latestAppointmentDay } from '@pretscope/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appContext } from '../../apps/web/app/app-context.ts';
import type { FormActionData, FormConfig } from '../../apps/web/app/forms/form-config.ts';
import { formAction } from '../../apps/web/app/forms/lead-action.server.ts';
import type { WebUseCases } from '../../apps/web/app/web-use-cases.ts';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** A day some days from now, as a date input takes it. */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface FormCase {
  name: string;
  path: string;
  store: 'leads' | 'reminders';
  fill(page: Page, email: string): Promise<void>;
  /** What the stored record must hold. */
  stored: Record<string, unknown>;
}

async function fillPerson(page: Page, email: string) {
  await page.getByLabel('Prénom', { exact: true }).fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Muller-Schmit');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
}

const FORMS: FormCase[] = [
  {
    name: 'mortgage request',
    path: '/pret-hypothecaire/demande',
    store: 'leads',
    async fill(page, email) {
      await fillPerson(page, email);
      await page.getByLabel('Téléphone (facultatif)').fill('+352 621 123 456');
      await page.getByLabel('Montant souhaité (€)').fill('250 000');
      await page.getByLabel('Durée souhaitée (années)').fill('25');
    },
    stored: { kind: 'pret-hypothecaire', amount: 250_000, duration: 300, country: 'LUX', phone: '+352 621 123 456' },
  },
  {
    name: 'real-estate loan request',
    path: '/pret-immobilier/demande',
    store: 'leads',
    async fill(page, email) {
      await fillPerson(page, email);
      await page.getByLabel('Pays de résidence', { exact: true }).selectOption('FR');
      await page.getByLabel('Montant souhaité (€)').fill('180000');
      await page.getByLabel('Durée souhaitée (années)').fill('20');
    },
    stored: { kind: 'pret-immobilier', amount: 180_000, duration: 240, country: 'FR' },
  },
  {
    name: 'personal loan request',
    path: '/pret-personnel/demande',
    store: 'leads',
    async fill(page, email) {
      await fillPerson(page, email);
      await page.getByLabel('Montant souhaité (€)').fill('15 000');
      await page.getByLabel('Durée souhaitée (mois)').fill('48');
      await page.getByLabel('Votre projet (facultatif)').fill('Achat d’une voiture');
    },
    stored: { kind: 'pret-personnel', amount: 15_000, duration: 48, message: 'Achat d’une voiture' },
  },
  {
    name: 'consolidation request',
    path: '/regroupement-de-credit/demande-partners-finances',
    store: 'leads',
    async fill(page, email) {
      await fillPerson(page, email);
      await page.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
      await page.getByLabel('Pays de résidence', { exact: true }).selectOption('FR');
      await page.getByLabel('Montant total des crédits à regrouper (€)').fill('45 000');
    },
    stored: { kind: 'regroupement-de-credit', amount: 45_000, duration: null, country: 'FR' },
  },
  {
    name: 'appointment',
    path: '/prendre-rendez-vous',
    store: 'leads',
    async fill(page, email) {
      await fillPerson(page, email);
      await page.getByLabel('Téléphone', { exact: true }).fill('+32 470 12 34 56');
      // A weekday about a week ahead: a weekend day is refused (core checkAppointment), whatever day the tests run.
      await page.getByLabel('Date souhaitée').fill(earliestAppointmentDay(dayFromNow(6)));
      await page.getByLabel('Créneau souhaité').selectOption('apres-midi');
      await page.getByLabel('Objet du rendez-vous (facultatif)').fill('Renégocier mon prêt');
    },
    stored: { kind: 'rendez-vous', phone: '+32 470 12 34 56' },
  },
  {
    name: 'contact',
    path: '/contact',
    store: 'leads',
    async fill(page, email) {
      await fillPerson(page, email);
      await page.getByLabel('Votre message').fill('Comment classez-vous les offres ?');
    },
    stored: { kind: 'contact', message: 'Comment classez-vous les offres ?', amount: null },
  },
  {
    name: 'ebook',
    path: '/ebook',
    store: 'leads',
    async fill(page, email) {
      // The address and the consent, nothing else (core ebookRequestSchema).
      expect(
        await page.locator('form.lead-form').locator('input:not([type="hidden"]):not(#site_internet_ref), select, textarea').count(),
      ).toBe(2);
      await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
    },
    stored: { kind: 'ebook', firstName: '', lastName: '', phone: null, amount: null, country: 'LUX' },
  },
  {
    name: 'rate reminder',
    path: '/pret-hypothecaire/reminder',
    store: 'reminders',
    async fill(page, email) {
      await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
      await page.getByLabel('Type de prêt').selectOption('pret-hypothecaire');
      await page.getByLabel('Montant (€)').fill('300 000');
      await page.getByLabel('Durée (mois)').fill('240');
      await page.getByLabel('Taux visé (%) (facultatif)').fill('3,2');
    },
    stored: { amount: 300_000, duration: 240, targetRate: 3.2, targetDate: null },
  },
];

describe('request forms in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let clients = 0;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite', { TRUST_PROXY: '1' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /**
   * A browser of its own address: the forms allow 5 submissions per 10 minutes per client, keyed on
   * X-Forwarded-For until the server passes the socket address.
   */
  function newClient(javaScriptEnabled = true): Promise<BrowserContext> {
    clients += 1;
    return browser.newContext({ javaScriptEnabled, locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${clients}` } });
  }

  async function storedRecords(store: 'leads' | 'reminders', email: string): Promise<Record<string, unknown>[]> {
    const answer = await server.api(`/${store}?filter[email]=${encodeURIComponent(email)}`, { token: server.adminToken });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { attributes: Record<string, unknown> }[] };
    return body.data.map((resource) => resource.attributes);
  }

  for (const form of FORMS) {
    for (const javaScriptEnabled of [true, false]) {
      it(`sends the ${form.name} ${javaScriptEnabled ? 'with' : 'without'} JavaScript and stores it`, async () => {
        const context = await newClient(javaScriptEnabled);
        const page = await context.newPage();
        const email = `${form.path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}-${javaScriptEnabled ? 'js' : 'html'}@exemple.lu`;
        await page.goto(`${server.url}${form.path}`);
        // Why the data is asked, beside the button, and where the privacy policy says the rest (GDPR art. 13).
        expect(await page.locator('form.lead-form .form-purpose').textContent()).toMatch(
          /^Pourquoi (ces informations|cette adresse)\u202f\? /,
        );
        expect(await page.locator('form.lead-form a[href="/politique-de-confidentialite"]').count()).toBe(1);
        await form.fill(page, email);
        const consent = page.getByRole('checkbox');
        expect(await consent.count()).toBe(1);
        await consent.check();
        await page.locator('form.lead-form button[type="submit"]').click();
        await page.waitForURL(`${server.url}${form.path}?envoye=1`);
        await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
        if (form.store === 'reminders')
          expect(await page.textContent('main')).toContain('Vous recevrez un e-mail pour confirmer votre alerte.');

        const records = await storedRecords(form.store, email);
        expect(records).toHaveLength(1);
        expect(records[0]).toMatchObject({ email, ...form.stored });
        // The exact sentence the visitor ticked and its version are stored with the record, a lead or a reminder (GDPR art. 7(1)).
        const consentText = await (async () => {
          await page.goto(`${server.url}${form.path}`);
          return (await page.locator('label[for="champ-consent"]').textContent())?.trim();
        })();
        expect(records[0]?.consent).toEqual({ given: true, text: consentText, version: CONSENT_VERSION });
        if (form.store === 'leads') expect(records[0]?.status).toBe('nouveau');
        if (form.name === 'appointment')
          expect(String(records[0]?.message)).toMatch(
            /^Rendez-vous souhaité\u00a0: le \d{2}\/\d{2}\/\d{4}, après-midi \(14 h – 17 h\)\.\n\nRenégocier mon prêt$/,
          );
        await context.close();
      });
    }
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`shows French errors under the fields and keeps everything typed ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const context = await newClient(javaScriptEnabled);
      const page = await context.newPage();
      await page.goto(`${server.url}/pret-hypothecaire/demande`);
      await page.getByLabel('Prénom', { exact: true }).fill('Jeannnnnne');
      await page.getByLabel('Nom', { exact: true }).fill('Dupont');
      await page.getByLabel('Adresse e-mail', { exact: true }).fill('jeanne.dupont@exemple');
      await page.getByLabel('Montant souhaité (€)').fill('250 000');
      await page.getByLabel('Durée souhaitée (années)').fill('25');
      await page.getByLabel('Votre projet (facultatif)').fill('Achat d’un appartement à Esch');
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

      const summary = page.locator('.error-summary');
      await summary.waitFor();
      expect(await summary.getByRole('heading').textContent()).toBe('Le formulaire contient 3 erreurs');
      expect(await summary.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '#champ-firstName',
        '#champ-email',
        '#champ-consent',
      ]);
      const expected = {
        firstName: 'Ce nom semble mal saisi.',
        email: 'Adresse e-mail invalide.',
        consent: 'Votre accord est nécessaire pour envoyer ce formulaire.',
      };
      for (const [field, message] of Object.entries(expected)) {
        const input = page.locator(`#champ-${field}`);
        expect(await input.getAttribute('aria-invalid')).toBe('true');
        expect(await input.getAttribute('aria-describedby')).toContain(`champ-${field}-erreur`);
        expect(await page.locator(`#champ-${field}-erreur`).textContent()).toBe(message);
        // The message sits right under its field.
        const fieldBox = await input.boundingBox();
        const errorBox = await page.locator(`#champ-${field}-erreur`).boundingBox();
        expect(errorBox!.y).toBeGreaterThan(fieldBox!.y);
      }
      expect(await page.locator('#champ-lastName').getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByLabel('Prénom', { exact: true }).inputValue()).toBe('Jeannnnnne');
      expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Dupont');
      expect(await page.getByLabel('Adresse e-mail', { exact: true }).inputValue()).toBe('jeanne.dupont@exemple');
      expect(await page.getByLabel('Montant souhaité (€)').inputValue()).toBe('250 000');
      expect(await page.getByLabel('Durée souhaitée (années)').inputValue()).toBe('25');
      expect(await page.getByLabel('Votre projet (facultatif)').inputValue()).toBe('Achat d’un appartement à Esch');
      expect(page.url()).not.toContain('envoye');
      expect(await storedRecords('leads', 'jeanne.dupont@exemple')).toHaveLength(0);

      // Corrected, the same form goes through.
      await page.getByLabel('Prénom', { exact: true }).fill('Jeanne');
      await page.getByLabel('Adresse e-mail', { exact: true }).fill(`jeanne.dupont.${javaScriptEnabled ? 'js' : 'html'}@exemple.lu`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await page.waitForURL(/\?envoye=1$/);
      expect(await storedRecords('leads', `jeanne.dupont.${javaScriptEnabled ? 'js' : 'html'}@exemple.lu`)).toHaveLength(1);
      await context.close();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    it(`refuses an appointment on a weekend day or today, beside the field, with core's rule ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const context = await newClient(javaScriptEnabled);
      const page = await context.newPage();
      await page.goto(`${server.url}/prendre-rendez-vous`);
      const today = appointmentToday(new Date());
      const date = page.getByLabel('Date souhaitée');
      expect(await date.getAttribute('min')).toBe(earliestAppointmentDay(today));
      expect(await date.getAttribute('max')).toBe(latestAppointmentDay(today));
      const email = `rdv-week-end-${javaScriptEnabled ? 'js' : 'html'}@exemple.lu`;
      await fillPerson(page, email);
      await page.getByLabel('Téléphone', { exact: true }).fill('+352 621 123 456');
      let saturday = dayFromNow(2);
      while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6)
        saturday = new Date(Date.parse(`${saturday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await date.fill(saturday);
      await page.getByLabel('Créneau souhaité').selectOption('matin');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Demander ce rendez-vous' }).click();
      const error = page.locator('#champ-preferredDate-erreur');
      await error.waitFor();
      expect(await error.textContent()).toBe(
        frenchTypography('Nos conseillers appellent du lundi au vendredi : choisissez un jour de semaine.'),
      );
      expect(await date.inputValue()).toBe(saturday);
      expect(await page.getByLabel('Créneau souhaité').inputValue()).toBe('matin');

      await date.fill(today);
      await page.getByRole('button', { name: 'Demander ce rendez-vous' }).click();
      await expect.poll(() => error.textContent()).toBe('Choisissez une date à partir de demain.');
      expect(await storedRecords('leads', email)).toHaveLength(0);

      await date.fill(earliestAppointmentDay(today));
      await page.getByRole('button', { name: 'Demander ce rendez-vous' }).click();
      await page.waitForURL(/\/prendre-rendez-vous\?envoye=1$/);
      expect(await storedRecords('leads', email)).toHaveLength(1);
      await context.close();
    });
  }

  it('checks a request in the browser with the server’s own rules: nothing is sent until it is valid', async () => {
    const context = await newClient(true);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`${server.url}/contact`);
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    await page.getByLabel('Prénom', { exact: true }).fill('Xkcdfghjk');
    await page.getByLabel('Nom', { exact: true }).fill('Weber');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('anne.weber@exemple');
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.getByRole('heading').textContent()).toBe('Le formulaire contient 4 erreurs');
    expect(await page.locator('#champ-firstName-erreur').textContent()).toBe('Ce nom semble mal saisi.');
    expect(await page.locator('#champ-email-erreur').textContent()).toBe('Adresse e-mail invalide.');
    expect(await page.locator('#champ-message-erreur').textContent()).toBe('Le message est obligatoire.');
    expect(await page.locator('#champ-consent-erreur').textContent()).toBe('Votre accord est nécessaire pour envoyer ce formulaire.');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(posts).toEqual([]);
    expect(await page.getByLabel('Prénom', { exact: true }).inputValue()).toBe('Xkcdfghjk');

    await page.getByLabel('Prénom', { exact: true }).fill('Anne');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('anne.weber.navigateur@exemple.lu');
    await page.getByLabel('Votre message').fill('Bonjour');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();
    await page.waitForURL(/\/contact\?envoye=1$/);
    expect(posts).toHaveLength(1);
    expect(await storedRecords('leads', 'anne.weber.navigateur@exemple.lu')).toHaveLength(1);
    await context.close();
  });

  it('asks for a target rate or a date on the rate reminder, in French', async () => {
    const context = await newClient(false);
    const page = await context.newPage();
    await page.goto(`${server.url}/pret-hypothecaire/reminder`);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('alerte-sans-cible@exemple.lu');
    await page.getByLabel('Montant (€)').fill('300 000');
    await page.getByLabel('Durée (mois)').fill('240');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Créer mon alerte' }).click();
    await page.locator('#champ-targetRate-erreur').waitFor();
    expect(await page.locator('#champ-targetRate-erreur').textContent()).toBe('Indiquez un taux visé, une date de rappel, ou les deux.');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await storedRecords('reminders', 'alerte-sans-cible@exemple.lu')).toHaveLength(0);
    await context.close();
  });

  it('answers the same confirmation to a filled honeypot and stores nothing', async () => {
    const context = await newClient(true);
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    const honeypot = page.getByLabel('Ne pas remplir');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    await fillPerson(page, 'robot@exemple.lu');
    await page.getByLabel('Votre message').fill('Achetez mes liens');
    await honeypot.fill('https://spam.example', { force: true });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();
    await page.waitForURL(/\/contact\?envoye=1$/);
    await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
    expect(await storedRecords('leads', 'robot@exemple.lu')).toHaveLength(0);
    await context.close();
  });

  it('shows Belgian visitors no consolidation form', async () => {
    const context = await newClient(false);
    const page = await context.newPage();
    await page.goto(`${server.url}/regroupement-de-credit/demande-partners-finances`);
    expect(await page.locator('form.lead-form').count()).toBe(1);
    expect(await page.textContent('main')).toContain('transmise à notre partenaire Partners Finances');
    await page.getByLabel('Vous habitez').selectOption('BE');
    await page.getByRole('button', { name: 'Valider le pays' }).click();
    await page.waitForURL(/pays=BE/);
    expect(await page.locator('form.lead-form').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Service non proposé en Belgique' }).count()).toBe(1);
    await context.close();

    // Sent by hand with a Belgian address, the request is refused and not stored.
    const body = new URLSearchParams({
      firstName: 'Luc',
      lastName: 'Peeters',
      email: 'luc.peeters@exemple.be',
      phone: '+32 470 12 34 56',
      country: 'BE',
      amount: '30000',
      consent: 'on',
    });
    const answer = await fetch(`${server.url}/regroupement-de-credit/demande-partners-finances`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('pas proposé aux résidents de Belgique');
    expect(await storedRecords('leads', 'luc.peeters@exemple.be')).toHaveLength(0);
  });

  it('accepts at most 5 requests per 10 minutes from one address', async () => {
    const send = (index: number) =>
      fetch(`${server.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        body: new URLSearchParams({
          firstName: 'Anne',
          lastName: 'Weber',
          email: `anne.weber.${index}@exemple.lu`,
          country: 'LUX',
          message: 'Bonjour',
          consent: 'on',
        }),
      });
    for (let index = 0; index < 5; index++) expect((await send(index)).status).toBe(303);
    const refused = await send(5);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Patientez dix minutes');
    expect(await storedRecords('leads', 'anne.weber.5@exemple.lu')).toHaveLength(0);
    // Another address is not held back.
    const other = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      body: new URLSearchParams({
        firstName: 'Paul',
        lastName: 'Weber',
        email: 'paul.weber@exemple.lu',
        country: 'LUX',
        message: 'Bonjour',
        consent: 'on',
      }),
    });
    expect(other.status).toBe(303);
  });
});

describe('the request form action when the store fails', () => {
  const config: FormConfig = {
    path: '/contact',
    store: 'leads',
    kind: 'contact',
    title: 'Contact',
    metaTitle: 'Contact',
    metaDescription: '',
    intro: '',
    purpose: '',
    consentText: 'J’accepte, comme l’explique la politique de confidentialité.',
    fields: ['firstName', 'lastName', 'email', 'country', 'message', 'consent'],
    required: ['message'],
    submitLabel: 'Envoyer',
    nextSteps: [],
  };

  it('answers a French error, keeps what was typed and never confirms', async () => {
    // The request is stored through submitLead (with its e-mails, in one transaction): here the store refuses it.
    const failing = {
      submitLead: async () => err({ type: 'resource/invalid', resourceType: 'leads', field: 'email', detail: 'down' }),
    } satisfies Partial<WebUseCases>;
    const context = new RouterContextProvider();
    context.set(appContext, { useCases: failing, clientIp: null } as never);
    const body = new URLSearchParams({
      firstName: 'Anne',
      lastName: 'Weber',
      email: 'anne@exemple.lu',
      country: 'LUX',
      message: 'Bonjour',
      consent: 'on',
    });
    const request = new Request('http://localhost/contact', { method: 'POST', body, headers: { 'x-forwarded-for': '192.0.2.1' } });
    const answer = await formAction({ request, url: new URL(request.url), context, params: {}, pattern: '/contact' } as never, config);
    expect(answer).not.toBeInstanceOf(Response);
    const { data, init } = answer as unknown as { data: FormActionData; init: ResponseInit };
    expect(init.status).toBe(503);
    expect(data.formError).toMatch(/^Votre demande n’a pas pu être enregistrée/);
    expect(data.values).toMatchObject({ firstName: 'Anne', email: 'anne@exemple.lu', message: 'Bonjour', consent: 'on' });
  });
});
