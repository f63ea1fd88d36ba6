import { describe, expect, it } from 'vitest';
import type { ComparedOffer, CompareOffersInput } from './compare-offers.js';
import { confirmReminder } from './confirm-reminder.js';
import { CONSENT, fakeSigner, fakeTokens, fixedClock, messagingStores } from './messaging-fakes.test-support.js';
import { sendRateReminders } from './send-rate-reminders.js';
import { submitReminder } from './submit-reminder.js';
import { unsubscribeReminder } from './unsubscribe-reminder.js';

const SITE = 'https://www.pretscope.lu';

function setup() {
  const stores = messagingStores();
  const clock = fixedClock('2026-11-24T09:00:00Z');
  const tokens = fakeTokens();
  let bestRate = 3.5;
  const asked: CompareOffersInput[] = [];
  const compareOffers = async (input: CompareOffersInput) => {
    asked.push(input);
    return [{ rate: bestRate + 0.4, productName: 'Prêt Habitat', advertiserName: 'Banque Bêta' }, { rate: bestRate, productName: 'Prêt Logement Fixe', advertiserName: 'Banque Alpha' }] as ComparedOffer[];
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
    const result = await submitReminder({ unitOfWork, clock, tokens, siteUrl: SITE }, { actor: null, attributes: { email: 'ana@example.lu', firstName: 'Ana', categoryId: 1, amount: 250_000, duration: 300, targetRate: 3.2, consent: CONSENT } });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.value.id : 0;
    expect(resources.records.get(`reminders:${id}`)?.attributes).toMatchObject({ email: 'ana@example.lu', confirmationDigest: 'digest(jeton-de-test-0001)' });
    const [item] = outbox.items;
    expect(item?.key).toBe(`reminder:${id}:confirmation`);
    const mail = item?.payload?.channel === 'mail' ? item.payload.mail : undefined;
    expect(mail?.subject).toBe('Confirmez votre alerte de taux Prêtscope');
    expect(mail?.text).toContain(`${SITE}/alerte-taux/confirmation?jeton=jeton-de-test-0001`);
    expect(mail?.text).toContain('Taux visé : 3,20 % ou moins');
  });

  it('refuses an unknown category and invalid input in French, storing nothing', async () => {
    const { unitOfWork, outbox, clock, tokens } = setup();
    const unknown = await submitReminder({ unitOfWork, clock, tokens, siteUrl: SITE }, { actor: null, attributes: { email: 'ana@example.lu', categoryId: 99, amount: 250_000, duration: 300, targetRate: 3.2, consent: CONSENT } });
    expect(unknown).toEqual({ ok: false, error: { type: 'input/invalid', issues: [{ path: ['categoryId'], message: 'Cette catégorie de prêt n’existe pas.' }] } });
    const invalid = await submitReminder({ unitOfWork, clock, tokens, siteUrl: SITE }, { actor: null, attributes: { email: 'ana', categoryId: 1, amount: 250_000, duration: 300, consent: CONSENT } });
    expect(invalid.ok).toBe(false);
    expect(outbox.items).toEqual([]);
  });

  it('confirms with the token within seven days, says so again on a second click, and refuses anything else', async () => {
    const { reminders, clock, tokens } = setup();
    reminders.add({ ...(await firstReminderFields()), confirmationDigest: 'digest(jeton-de-test-0001)', confirmedAt: null, createdAt: new Date('2026-11-20T00:00:00Z') });
    const deps = { reminders, tokens, clock };
    expect(await confirmReminder(deps, { token: 'jeton-de-test-0001' })).toEqual({ ok: true, value: { email: 'ana@example.lu', alreadyConfirmed: false } });
    expect(await confirmReminder(deps, { token: 'jeton-de-test-0001' })).toEqual({ ok: true, value: { email: 'ana@example.lu', alreadyConfirmed: true } });
    expect(await confirmReminder(deps, { token: 'jeton-de-test-0002' })).toEqual({ ok: false, error: { type: 'reminder/invalid-link' } });
    expect(await confirmReminder(deps, { token: '<script>' })).toEqual({ ok: false, error: { type: 'reminder/invalid-link' } });
    clock.set('2026-11-28T00:00:01Z');
    expect((await confirmReminder(deps, { token: 'jeton-de-test-0001' })).ok).toBe(false);
  });
});

async function firstReminderFields() {
  return { email: 'ana@example.lu', firstName: 'Ana', categoryId: 1, categorySlug: 'pret-hypothecaire', categoryName: 'Prêt hypothécaire', amount: 250_000, duration: 300, targetRate: 3.2, targetDate: null, rateNotifiedAt: null, dateNotifiedAt: null, unsubscribedAt: null };
}

describe('sendRateReminders', () => {
  it('tells a reminder once when the best rate reaches the target, in one mailing with tracked links and a one-click unsubscribe', async () => {
    const s = setup();
    const id = addConfirmed(s.reminders);
    const deps = { reminders: s.reminders, unitOfWork: s.unitOfWork, compareOffers: s.compareOffers, signer: fakeSigner, siteUrl: SITE, clock: s.clock };
    expect(await sendRateReminders(deps)).toEqual({ checked: 1, queued: 0, batchId: null });
    s.setBest(3.2);
    expect(await sendRateReminders(deps)).toEqual({ checked: 1, queued: 1, batchId: 1 });
    expect(s.asked.at(-1)).toEqual({ categorySlug: 'pret-hypothecaire', amount: 250_000, duration: 300 });
    const [item] = s.outbox.items;
    expect(item).toMatchObject({ key: `reminder:${id}:rate`, recipient: 'ana@example.lu', batchId: 1 });
    const mail = item?.payload?.channel === 'mail' ? item.payload.mail : undefined;
    expect(mail?.subject).toBe('Alerte de taux : Prêt hypothécaire à 3,20 %');
    expect(mail?.text).toContain('Meilleure offre du moment : Prêt Logement Fixe (Banque Alpha) à 3,20 %.');
    const unsubscribe = `${SITE}/alerte-taux/desabonnement?alerte=${id}&signature=${fakeSigner.sign(`unsubscribe:${id}`)}`;
    expect(mail?.text).toContain(unsubscribe);
    expect(mail?.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail?.html).toContain(`${SITE}/courriel/lien/1/`);
    expect(mail?.html).toContain(`${SITE}/courriel/ouverture/1/${fakeSigner.sign('open:1')}`);
    expect(s.batches.batches).toEqual([expect.objectContaining({ title: 'Alertes de taux — 24 novembre 2026', recipient: 'Alertes de taux confirmées' })]);
    // Never twice for the same condition.
    s.setBest(3.0);
    expect(await sendRateReminders(deps)).toEqual({ checked: 0, queued: 0, batchId: null });
  });

  it('tells a date reminder on its day, and never an unconfirmed or stopped one', async () => {
    const s = setup();
    const dated = addConfirmed(s.reminders, { targetRate: null, targetDate: new Date('2026-12-01T00:00:00Z') });
    addConfirmed(s.reminders, { email: 'pending@example.lu', confirmedAt: null, targetRate: 9 });
    addConfirmed(s.reminders, { email: 'stopped@example.lu', unsubscribedAt: new Date('2026-11-10T00:00:00Z'), targetRate: 9 });
    const deps = { reminders: s.reminders, unitOfWork: s.unitOfWork, compareOffers: s.compareOffers, signer: fakeSigner, siteUrl: SITE, clock: s.clock };
    expect((await sendRateReminders(deps)).queued).toBe(0);
    s.clock.set('2026-12-01T06:00:00Z');
    expect(await sendRateReminders(deps)).toMatchObject({ checked: 1, queued: 1 });
    expect(s.outbox.items.map((item) => [item.key, item.recipient])).toEqual([[`reminder:${dated}:date`, 'ana@example.lu']]);
    const mail = s.outbox.items[0]?.payload?.channel === 'mail' ? s.outbox.items[0].payload.mail : undefined;
    expect(mail?.subject).toBe('Votre rappel : les taux du prêt hypothécaire aujourd’hui');
    expect(mail?.text).toContain('au 1er décembre 2026');
    expect((await sendRateReminders(deps)).queued).toBe(0);
  });

  it('sends nothing for a condition another run already marked', async () => {
    const s = setup();
    const id = addConfirmed(s.reminders, { targetRate: 4 });
    const deps = { reminders: s.reminders, unitOfWork: s.unitOfWork, compareOffers: s.compareOffers, signer: fakeSigner, siteUrl: SITE, clock: s.clock };
    const [first, second] = await Promise.all([sendRateReminders(deps), sendRateReminders(deps)]);
    expect(first.queued + second.queued).toBe(1);
    expect(s.outbox.items.map((item) => item.key)).toEqual([`reminder:${id}:rate`]);
  });
});

describe('unsubscribeReminder', () => {
  it('stops the reminder with its signed link only', async () => {
    const s = setup();
    const id = addConfirmed(s.reminders);
    const deps = { reminders: s.reminders, signer: fakeSigner, clock: s.clock };
    expect(await unsubscribeReminder(deps, { reminderId: id, signature: fakeSigner.sign(`unsubscribe:${id + 1}`) })).toEqual({ ok: false, error: { type: 'reminder/invalid-link' } });
    expect(s.reminders.reminders[0]?.unsubscribedAt).toBeNull();
    expect(await unsubscribeReminder(deps, { reminderId: id, signature: fakeSigner.sign(`unsubscribe:${id}`) })).toEqual({ ok: true, value: undefined });
    expect(s.reminders.reminders[0]?.unsubscribedAt?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(await s.reminders.active()).toEqual([]);
  });
});
