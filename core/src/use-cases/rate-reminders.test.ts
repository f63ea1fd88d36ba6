import { describe, expect, it } from 'vitest';
import type { ComparedOffer, ComparedOffers, CompareOffersInput } from './compare-offers.ts';
import { escapeHtml } from '../messages/escape-html.ts';
import { confirmReminder } from './confirm-reminder.ts';
import { CONSENT, fakeSigner, fakeTokens, fixedClock, messagingStores } from './messaging-fakes.test-support.ts';
import { sendRateReminders } from './send-rate-reminders.ts';
import { submitReminder } from './submit-reminder.ts';
import { unsubscribeReminder } from './unsubscribe-reminder.ts';

const SITE = 'https://www.pretscope.lu';

function setup() {
  const stores = messagingStores();
  const clock = fixedClock('2026-11-24T09:00:00Z');
  const tokens = fakeTokens();
  let bestRate = 3.5;
  const asked: CompareOffersInput[] = [];
  const compareOffers = async (input: CompareOffersInput) => {
    asked.push(input);
    return {
      sponsored: [],
      ranked: [
        { rate: bestRate, productName: 'Prêt Logement Fixe', advertiserName: 'Banque Alpha' },
        { rate: bestRate + 0.4, productName: 'Prêt Habitat', advertiserName: 'Banque Bêta' },
      ] as ComparedOffer[],
    } satisfies ComparedOffers;
  };
  return { ...stores, clock, tokens, asked, compareOffers, setBest: (rate: number) => (bestRate = rate) };
}

/** The reminder as the confirmed form creates it, in the in-memory store the sending reads. */
function addConfirmed(reminders: ReturnType<typeof setup>['reminders'], overrides: Partial<Parameters<typeof reminders.add>[0]> = {}) {
  return reminders.add({
    email: 'ana@example.lu',
    firstName: 'Ana',
    categoryId: 1,
    categorySlug: 'pret-hypothecaire',
    categoryName: 'Prêt hypothécaire',
    amount: 250_000,
    duration: 300,
    targetRate: 3.2,
    targetDate: null,
    rateNotifiedAt: null,
    dateNotifiedAt: null,
    confirmationDigest: null,
    confirmedAt: new Date('2026-11-01T00:00:00Z'),
    unsubscribedAt: null,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  });
}

describe('submitReminder and confirmReminder (double opt-in)', () => {
  it('stores the reminder with only the digest of its token, and queues the confirmation e-mail with the token’s link', async () => {
    const { unitOfWork, resources, outbox, clock, tokens } = setup();
    const result = await submitReminder(
      { unitOfWork, clock, tokens, siteUrl: SITE },
      {
        actor: null,
        attributes: {
          email: 'ana@example.lu',
          firstName: 'Ana',
          categoryId: 1,
          amount: 250_000,
          duration: 300,
          targetRate: 3.2,
          consent: CONSENT,
        },
      },
    );
    expect(result.ok).toBe(true);
    const id = result.ok ? result.value.id : 0;
    expect(resources.records.get(`reminders:${id}`)?.attributes).toMatchObject({
      email: 'ana@example.lu',
      confirmationDigest: 'digest(jeton-de-test-0001)',
    });
    const [item] = outbox.items;
    expect(item?.key).toBe(`reminder:${id}:confirmation`);
    const mail = item?.payload?.channel === 'mail' ? item.payload.mail : undefined;
    expect(mail?.subject).toBe('Confirmez votre alerte de taux Prêtscope');
    expect(mail?.text).toContain(`${SITE}/alerte-taux/confirmation?jeton=jeton-de-test-0001`);
    expect(mail?.text).toContain('Taux visé\u00a0: 3,20\u00a0% ou moins');
  });

  it('refuses an unknown category and invalid input in French, storing nothing', async () => {
    const { unitOfWork, outbox, clock, tokens } = setup();
    const unknown = await submitReminder(
      { unitOfWork, clock, tokens, siteUrl: SITE },
      {
        actor: null,
        attributes: { email: 'ana@example.lu', categoryId: 99, amount: 250_000, duration: 300, targetRate: 3.2, consent: CONSENT },
      },
    );
    expect(unknown).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['categoryId'], message: 'Cette catégorie de prêt n’existe pas.' }] },
    });
    const invalid = await submitReminder(
      { unitOfWork, clock, tokens, siteUrl: SITE },
      { actor: null, attributes: { email: 'ana', categoryId: 1, amount: 250_000, duration: 300, consent: CONSENT } },
    );
    expect(invalid.ok).toBe(false);
    expect(outbox.items).toEqual([]);
  });

  it('confirms with the token within seven days, says so again on a second click, and refuses anything else', async () => {
    const { reminders, clock, tokens } = setup();
    reminders.add({
      ...(await firstReminderFields()),
      confirmationDigest: 'digest(jeton-de-test-0001)',
      confirmedAt: null,
      createdAt: new Date('2026-11-20T00:00:00Z'),
    });
    const deps = { reminders, tokens, clock };
    expect(await confirmReminder(deps, { token: 'jeton-de-test-0001' })).toEqual({
      ok: true,
      value: { email: 'ana@example.lu', alreadyConfirmed: false },
    });
    expect(await confirmReminder(deps, { token: 'jeton-de-test-0001' })).toEqual({
      ok: true,
      value: { email: 'ana@example.lu', alreadyConfirmed: true },
    });
    expect(await confirmReminder(deps, { token: 'jeton-de-test-0002' })).toEqual({ ok: false, error: { type: 'reminder/invalid-link' } });
    expect(await confirmReminder(deps, { token: '<script>' })).toEqual({ ok: false, error: { type: 'reminder/invalid-link' } });
    clock.set('2026-11-28T00:00:01Z');
    expect((await confirmReminder(deps, { token: 'jeton-de-test-0001' })).ok).toBe(false);
  });
});

async function firstReminderFields() {
  return {
    email: 'ana@example.lu',
    firstName: 'Ana',
    categoryId: 1,
    categorySlug: 'pret-hypothecaire',
    categoryName: 'Prêt hypothécaire',
    amount: 250_000,
    duration: 300,
    targetRate: 3.2,
    targetDate: null,
    rateNotifiedAt: null,
    dateNotifiedAt: null,
    unsubscribedAt: null,
  };
}

describe('sendRateReminders', () => {
  it('tells a reminder once when the best rate reaches the target, in one mailing with tracked links and a one-click unsubscribe', async () => {
    const s = setup();
    const id = addConfirmed(s.reminders);
    const deps = {
      reminders: s.reminders,
      unitOfWork: s.unitOfWork,
      compareOffers: s.compareOffers,
      signer: fakeSigner,
      siteUrl: SITE,
      clock: s.clock,
    };
    expect(await sendRateReminders(deps)).toEqual({ checked: 1, queued: 0, batchId: null });
    s.setBest(3.2);
    expect(await sendRateReminders(deps)).toEqual({ checked: 1, queued: 1, batchId: 1 });
    expect(s.asked.at(-1)).toEqual({ categorySlug: 'pret-hypothecaire', amount: 250_000, duration: 300 });
    const [item] = s.outbox.items;
    expect(item).toMatchObject({ key: `reminder:${id}:rate`, recipient: 'ana@example.lu', batchId: 1 });
    const mail = item?.payload?.channel === 'mail' ? item.payload.mail : undefined;
    expect(mail?.subject).toBe('Alerte de taux\u00a0: Prêt hypothécaire à 3,20\u00a0%');
    expect(mail?.text).toContain('Meilleure offre du moment\u00a0: Prêt Logement Fixe (Banque Alpha) à 3,20\u00a0%.');
    const unsubscribe = `${SITE}/alerte-taux/desabonnement?alerte=${id}&signature=${fakeSigner.sign(`unsubscribe:${id}`)}`;
    expect(mail?.text).toContain(unsubscribe);
    expect(mail?.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail?.html).toContain(`${SITE}/courriel/lien/1/`);
    expect(mail?.html).toContain(`${SITE}/courriel/ouverture/1/${fakeSigner.sign('open:1')}`);
    expect(s.batches.batches).toEqual([
      expect.objectContaining({ title: 'Alertes de taux — 24\u00a0novembre 2026', recipient: 'Alertes de taux confirmées' }),
    ]);
    // Never twice for the same condition.
    s.setBest(3.0);
    expect(await sendRateReminders(deps)).toEqual({ checked: 0, queued: 0, batchId: null });
  });

  it('tells a date reminder on its day, and never an unconfirmed or stopped one', async () => {
    const s = setup();
    const dated = addConfirmed(s.reminders, { targetRate: null, targetDate: new Date('2026-12-01T00:00:00Z') });
    addConfirmed(s.reminders, { email: 'pending@example.lu', confirmedAt: null, targetRate: 9 });
    addConfirmed(s.reminders, { email: 'stopped@example.lu', unsubscribedAt: new Date('2026-11-10T00:00:00Z'), targetRate: 9 });
    const deps = {
      reminders: s.reminders,
      unitOfWork: s.unitOfWork,
      compareOffers: s.compareOffers,
      signer: fakeSigner,
      siteUrl: SITE,
      clock: s.clock,
    };
    expect((await sendRateReminders(deps)).queued).toBe(0);
    s.clock.set('2026-12-01T06:00:00Z');
    expect(await sendRateReminders(deps)).toMatchObject({ checked: 1, queued: 1 });
    expect(s.outbox.items.map((item) => [item.key, item.recipient])).toEqual([[`reminder:${dated}:date`, 'ana@example.lu']]);
    const mail = s.outbox.items[0]?.payload?.channel === 'mail' ? s.outbox.items[0].payload.mail : undefined;
    expect(mail?.subject).toBe('Votre rappel\u00a0: les taux du prêt hypothécaire aujourd’hui');
    expect(mail?.text).toContain('au 1er\u00a0décembre 2026');
    expect((await sendRateReminders(deps)).queued).toBe(0);
  });

  it('sends nothing for a condition another run already marked', async () => {
    const s = setup();
    const id = addConfirmed(s.reminders, { targetRate: 4 });
    const deps = {
      reminders: s.reminders,
      unitOfWork: s.unitOfWork,
      compareOffers: s.compareOffers,
      signer: fakeSigner,
      siteUrl: SITE,
      clock: s.clock,
    };
    const [first, second] = await Promise.all([sendRateReminders(deps), sendRateReminders(deps)]);
    expect(first.queued + second.queued).toBe(1);
    expect(s.outbox.items.map((item) => item.key)).toEqual([`reminder:${id}:rate`]);
  });
});

describe('sendRateReminders and the legal mentions (issue 16)', () => {
  const OLD_FR = 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.';
  const NEW_FR = 'Attention\u202f! Un crédit coûte de l’argent et doit être remboursé.';
  const BELGIAN = 'Attention, emprunter de l’argent coûte aussi de l’argent.';
  const REFLECTION =
    'L’emprunteur dispose d’un délai de réflexion de dix jours\u202f; la vente est subordonnée à l’obtention du prêt et, si celui-ci n’est pas obtenu, le vendeur doit lui rembourser les sommes versées.';
  const EVERY_WARNING = [OLD_FR, NEW_FR, BELGIAN];

  /** The reminder's e-mail of a run at `instant`, when the best offer is from `country`. */
  async function reminderMailAt(instant: string, country: string | undefined, categorySlug = 'pret-immobilier') {
    const s = setup();
    s.clock.set(instant);
    addConfirmed(s.reminders, {
      categorySlug,
      categoryName: categorySlug === 'pret-personnel' ? 'Prêt personnel' : 'Prêt immobilier',
      targetRate: 4,
    });
    const compareOffers = async (): Promise<ComparedOffers> => ({
      sponsored: [],
      ranked: [
        { rate: 3.1, apr: 3.3, productName: 'Prêt Logement Fixe', advertiserName: 'Banque Alpha', ...(country ? { country } : {}) },
      ] as ComparedOffer[],
    });
    await sendRateReminders({
      reminders: s.reminders,
      unitOfWork: s.unitOfWork,
      compareOffers,
      signer: fakeSigner,
      siteUrl: SITE,
      clock: s.clock,
    });
    const payload = s.outbox.items[0]?.payload;
    if (payload?.channel !== 'mail') throw new Error('no reminder e-mail');
    return payload.mail;
  }

  it.each([
    ['2026-11-19T09:00:00Z', 'FR', [OLD_FR, REFLECTION]],
    ['2026-11-20T09:00:00Z', 'FR', [NEW_FR, REFLECTION]],
    // 23:30 UTC is already 20 November in France.
    ['2026-11-19T23:30:00Z', 'FR', [NEW_FR, REFLECTION]],
    ['2026-11-19T09:00:00Z', 'BE', [BELGIAN]],
    ['2026-11-20T09:00:00Z', 'BE', [BELGIAN]],
    ['2026-11-19T09:00:00Z', 'LUX', [OLD_FR]],
    ['2026-11-20T09:00:00Z', 'LUX', [BELGIAN]],
  ])(
    'on %s, a mortgage rate from %s carries that market’s warning of the day and its mortgage mention',
    async (instant, country, expected) => {
      const mail = await reminderMailAt(instant, country);
      const [warning, ...extra] = expected;
      expect(mail.text).toContain(`Meilleure offre du moment\u00a0: Prêt Logement Fixe (Banque Alpha) à 3,10\u00a0%.\n\nType de prêt`);
      expect(mail.text).toContain(`\n\n${warning}\n\n`);
      for (const sentence of extra) expect(mail.text).toContain(sentence);
      // The warning stands out; the other mentions are plain.
      expect(mail.html).toContain(`<strong>${escapeHtml(warning!)}</strong>`);
      for (const other of EVERY_WARNING.filter((text) => text !== warning)) expect(mail.text.includes(other), other).toBe(false);
      expect(mail.text.includes(REFLECTION)).toBe(country === 'FR');
    },
  );

  it('tells France’s wording change between 19 and 20 November 2026', async () => {
    const before = await reminderMailAt('2026-11-19T09:00:00Z', 'FR');
    const after = await reminderMailAt('2026-11-20T09:00:00Z', 'FR');
    expect(before.text).toContain(OLD_FR);
    expect(before.text).not.toContain(NEW_FR);
    expect(after.text).toContain(NEW_FR);
    expect(after.text).not.toContain(OLD_FR);
  });

  it('gives a consumer-credit rate the warning alone', async () => {
    const mail = await reminderMailAt('2026-11-20T09:00:00Z', 'FR', 'pret-personnel');
    expect(mail.text).toContain(NEW_FR);
    expect(mail.text).not.toContain(REFLECTION);
  });

  it('gives a rate from outside the three markets each market’s wording under its countries’ names', async () => {
    for (const country of [undefined, 'DE']) {
      const before = await reminderMailAt('2026-11-19T09:00:00Z', country);
      expect(before.text).toContain(`Luxembourg et France\u00a0: ${OLD_FR}`);
      expect(before.text).toContain(`Belgique\u00a0: ${BELGIAN}`);
      expect(before.text).toContain(`France\u00a0: ${REFLECTION}`);
      const after = await reminderMailAt('2026-11-20T09:00:00Z', country);
      expect(after.text).toContain(`Luxembourg et Belgique\u00a0: ${BELGIAN}`);
      expect(after.text).toContain(`France\u00a0: ${NEW_FR}`);
      expect(after.text.includes(OLD_FR)).toBe(false);
    }
  });
});

describe('unsubscribeReminder', () => {
  it('stops the reminder with its signed link only', async () => {
    const s = setup();
    const id = addConfirmed(s.reminders);
    const deps = { reminders: s.reminders, signer: fakeSigner, clock: s.clock };
    expect(await unsubscribeReminder(deps, { reminderId: id, signature: fakeSigner.sign(`unsubscribe:${id + 1}`) })).toEqual({
      ok: false,
      error: { type: 'reminder/invalid-link' },
    });
    expect(s.reminders.reminders[0]?.unsubscribedAt).toBeNull();
    expect(await unsubscribeReminder(deps, { reminderId: id, signature: fakeSigner.sign(`unsubscribe:${id}`) })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(s.reminders.reminders[0]?.unsubscribedAt?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(await s.reminders.active()).toEqual([]);
  });
});
