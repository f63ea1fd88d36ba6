import { describe, expect, it } from 'vitest';
import type { DeliveryOutbox, NewDelivery } from '../ports/delivery-outbox.ts';
import type { MailingBatches } from '../ports/mailing-batches.ts';
import type { ReminderStore } from '../ports/reminder-store.ts';

/** A reminder as the harness creates it (the real adapters through their resource store). */
export interface ReminderSeed {
  email: string;
  targetRate: number | null;
  targetDate: Date | null;
  confirmationDigest: string;
  createdAt: Date;
}

export interface MessagingStoresUnderTest {
  outbox: DeliveryOutbox;
  /** A second handle on the same outbox, as another process would have. */
  otherOutbox: DeliveryOutbox;
  batches: MailingBatches;
  reminders: ReminderStore;
  /** Creates a reminder of the category with slug `pret-hypothecaire` (named « Prêt hypothécaire »). */
  addReminder(seed: ReminderSeed): Promise<number>;
  /** The counters of a batch as stored. */
  batchCounters(id: number): Promise<{ batchCount: number; countOpenings: number; countClick: number } | null>;
}

const at = (iso: string) => new Date(iso);

function mail(key: string, recipient = 'ana@example.lu'): NewDelivery {
  return { key, recipient, payload: { channel: 'mail', mail: { to: recipient, subject: 'Sujet é', text: 'Texte', html: '<p>Texte</p>' } } };
}

/**
 * The contract of DeliveryOutbox, MailingBatches and ReminderStore: the in-memory fakes and every persistence adapter
 * run it unchanged, so the delivery worker and the reminders behave the same on every database.
 */
export function describeMessagingStoresContract(name: string, makeStores: () => Promise<MessagingStoresUnderTest>): void {
  describe(`${name}: outbox contract`, () => {
    it('keeps one item per key and hands due items out oldest first, with their content', async () => {
      const { outbox } = await makeStores();
      await outbox.enqueue([mail('a'), mail('b', 'bo@example.fr')], at('2027-01-01T10:00:00Z'));
      await outbox.enqueue([{ ...mail('a'), recipient: 'other@example.lu' }], at('2027-01-01T10:00:01Z'));
      expect(await outbox.claimDue({ now: at('2027-01-01T09:59:59Z'), limit: 10, leaseMs: 60_000 })).toEqual([]);
      const claimed = await outbox.claimDue({ now: at('2027-01-01T10:00:00Z'), limit: 10, leaseMs: 60_000 });
      expect(claimed.map((item) => [item.key, item.recipient, item.attempts])).toEqual([
        ['a', 'ana@example.lu', 1],
        ['b', 'bo@example.fr', 1],
      ]);
      expect(claimed[0]?.payload).toEqual({
        channel: 'mail',
        mail: { to: 'ana@example.lu', subject: 'Sujet é', text: 'Texte', html: '<p>Texte</p>' },
      });
    });

    it('gives each item to one claimer only, even when two claim at the same time', async () => {
      const { outbox, otherOutbox } = await makeStores();
      const now = at('2027-01-01T10:00:00Z');
      await outbox.enqueue(
        Array.from({ length: 12 }, (_, i) => mail(`k${i}`)),
        now,
      );
      const [one, two] = await Promise.all([
        outbox.claimDue({ now, limit: 12, leaseMs: 60_000 }),
        otherOutbox.claimDue({ now, limit: 12, leaseMs: 60_000 }),
      ]);
      const keys = [...one, ...two].map((item) => item.key);
      expect(keys.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `k${i}`).sort());
      expect(await outbox.claimDue({ now: at('2027-01-01T10:00:59Z'), limit: 12, leaseMs: 60_000 })).toEqual([]);
    });

    it('lets a claim that ran out be claimed again, counting the attempt', async () => {
      const { outbox, otherOutbox } = await makeStores();
      await outbox.enqueue([mail('lost')], at('2027-01-01T10:00:00Z'));
      await outbox.claimDue({ now: at('2027-01-01T10:00:00Z'), limit: 1, leaseMs: 60_000 });
      const again = await otherOutbox.claimDue({ now: at('2027-01-01T10:01:01Z'), limit: 1, leaseMs: 60_000 });
      expect(again.map((item) => [item.key, item.attempts])).toEqual([['lost', 2]]);
    });

    it('retries a failed item from its retry time, gives it up without one, and never hands out a sent item', async () => {
      const { outbox } = await makeStores();
      const start = at('2027-01-01T10:00:00Z');
      await outbox.enqueue([mail('retry'), mail('give-up'), mail('sent')], start);
      const claimed = await outbox.claimDue({ now: start, limit: 3, leaseMs: 60_000 });
      const id = (key: string) => claimed.find((item) => item.key === key)?.id as number;
      await outbox.markFailed(id('retry'), { at: start, error: 'HTTP 500', retryAt: at('2027-01-01T10:05:00Z') });
      await outbox.markFailed(id('give-up'), { at: start, error: 'boîte inconnue', retryAt: null });
      await outbox.markSent(id('sent'), start);
      expect(await outbox.summary(at('2027-01-01T10:01:00Z'))).toEqual({ pending: 1, due: 0, sent: 1, abandoned: 1 });
      expect(await outbox.claimDue({ now: at('2027-01-01T10:04:59Z'), limit: 3, leaseMs: 60_000 })).toEqual([]);
      const retried = await outbox.claimDue({ now: at('2027-01-01T10:05:00Z'), limit: 3, leaseMs: 60_000 });
      expect(retried.map((item) => [item.key, item.attempts])).toEqual([['retry', 2]]);
      await outbox.markSent(id('retry'), at('2027-01-01T10:05:01Z'));
      expect(await outbox.claimDue({ now: at('2027-02-01T00:00:00Z'), limit: 3, leaseMs: 60_000 })).toEqual([]);
    });
  });

  describe(`${name}: mailing batches contract`, () => {
    it('starts batches, finds one by title, and counts sends, openings and clicks', async () => {
      const { batches, batchCounters } = await makeStores();
      const first = await batches.ensure({ title: 'Guide — janvier 2027', recipient: 'Demandes du guide' });
      expect(await batches.ensure({ title: 'Guide — janvier 2027', recipient: 'Demandes du guide' })).toBe(first);
      const other = await batches.start({ title: 'Alertes de taux — 3 mars 2027', recipient: 'Alertes' });
      expect(other).not.toBe(first);
      await Promise.all([
        batches.increment(first, 'batchCount'),
        batches.increment(first, 'batchCount'),
        batches.increment(first, 'countOpenings'),
        batches.increment(other, 'countClick'),
      ]);
      expect(await batchCounters(first)).toEqual({ batchCount: 2, countOpenings: 1, countClick: 0 });
      expect(await batchCounters(other)).toEqual({ batchCount: 0, countOpenings: 0, countClick: 1 });
      expect(await batches.increment(999_999, 'countClick')).toBe(false);
    });
  });

  describe(`${name}: reminder store contract`, () => {
    const seed = (overrides: Partial<ReminderSeed> = {}): ReminderSeed => ({
      email: 'ana@example.lu',
      targetRate: 3.2,
      targetDate: null,
      confirmationDigest: 'a'.repeat(64),
      createdAt: at('2027-01-01T10:00:00Z'),
      ...overrides,
    });

    it('confirms by the digest within its validity, once, and lists only confirmed reminders', async () => {
      const { reminders, addReminder } = await makeStores();
      const id = await addReminder(seed());
      await addReminder(seed({ email: 'bo@example.fr', confirmationDigest: 'b'.repeat(64) }));
      expect(await reminders.active()).toEqual([]);
      expect(
        await reminders.confirm({ digest: 'a'.repeat(64), at: at('2027-01-02T00:00:00Z'), createdAfter: at('2027-01-02T00:00:00Z') }),
      ).toBeNull();
      expect(
        await reminders.confirm({ digest: 'c'.repeat(64), at: at('2027-01-02T00:00:00Z'), createdAfter: at('2026-12-25T00:00:00Z') }),
      ).toBeNull();
      expect(
        await reminders.confirm({ digest: 'a'.repeat(64), at: at('2027-01-02T00:00:00Z'), createdAfter: at('2026-12-25T00:00:00Z') }),
      ).toEqual({ id, email: 'ana@example.lu', alreadyConfirmed: false, unsubscribed: false });
      expect(
        (await reminders.confirm({ digest: 'a'.repeat(64), at: at('2027-01-03T00:00:00Z'), createdAfter: at('2026-12-25T00:00:00Z') }))
          ?.alreadyConfirmed,
      ).toBe(true);
      const active = await reminders.active();
      expect(active.map((r) => [r.id, r.email, r.categorySlug, r.categoryName, r.targetRate])).toEqual([
        [id, 'ana@example.lu', 'pret-hypothecaire', 'Prêt hypothécaire', 3.2],
      ]);
    });

    it('marks each condition once, and forgets a reminder once every condition was told or it was stopped', async () => {
      const { reminders, addReminder } = await makeStores();
      const both = await addReminder(seed({ targetDate: at('2027-03-01T00:00:00Z') }));
      const stopped = await addReminder(seed({ email: 'bo@example.fr', confirmationDigest: 'b'.repeat(64) }));
      for (const digest of ['a', 'b'])
        await reminders.confirm({ digest: digest.repeat(64), at: at('2027-01-02T00:00:00Z'), createdAfter: at('2026-12-01T00:00:00Z') });
      expect(await reminders.unsubscribe(stopped, at('2027-01-03T00:00:00Z'))).toBe(true);
      expect(await reminders.unsubscribe(999_999, at('2027-01-03T00:00:00Z'))).toBe(false);
      expect((await reminders.active()).map((r) => r.id)).toEqual([both]);
      const marks = await Promise.all([
        reminders.markNotified(both, 'rate', at('2027-02-01T00:00:00Z')),
        reminders.markNotified(both, 'rate', at('2027-02-01T00:00:00Z')),
      ]);
      expect(marks.filter(Boolean)).toHaveLength(1);
      const [left] = await reminders.active();
      expect(left?.rateNotifiedAt?.toISOString()).toBe('2027-02-01T00:00:00.000Z');
      expect(left?.targetDate?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
      expect(await reminders.markNotified(both, 'date', at('2027-03-01T00:00:00Z'))).toBe(true);
      expect(await reminders.active()).toEqual([]);
      // A stopped reminder stays stopped: its old confirmation link does not bring it back.
      expect(
        (await reminders.confirm({ digest: 'b'.repeat(64), at: at('2027-01-04T00:00:00Z'), createdAfter: at('2026-12-01T00:00:00Z') }))
          ?.unsubscribed,
      ).toBe(true);
    });
  });
}
