import {
  applyRetention,
  DEFAULT_RETENTION_POLICY,
  retentionCutoffs,
  RETENTION_RULES,
  type Clock,
  type RetentionCounts,
} from '@pretscope/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { ChangeEntrySchema } from '../entities/change-entry-schema.ts';
import { ClickSchema } from '../entities/click-schema.ts';
import { DataRequestSchema } from '../entities/data-request-schema.ts';
import { DeliverySchema } from '../entities/delivery-schema.ts';
import { LeadSchema } from '../entities/lead-schema.ts';
import { LoggedErrorSchema } from '../entities/logged-error-schema.ts';
import { RateLimitSchema } from '../entities/rate-limit-schema.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';
import { RetentionRunSchema } from '../entities/retention-run-schema.ts';
import { make } from './contract-fixtures.ts';
import { personalDataRows } from './personal-data-rows.ts';
import type { TestDatabase } from './test-databases.ts';

const NOW = new Date('2027-06-15T12:00:00.000Z');
const clock: Clock = { now: () => NOW };
const cutoffs = retentionCutoffs(DEFAULT_RETENTION_POLICY, NOW);
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

/**
 * The retention run against a real database with a fixed clock: rows on both sides of every rule's boundary (one
 * millisecond before it is due, exactly at it), so the run is seen to remove exactly what is due and nothing else.
 */
export function describeRetention(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: retention`, () => {
    let database: TestDatabase;
    let categoryId: number;
    beforeAll(async () => {
      database = await open();
      categoryId = await make(createStores(database.fork()).resources, 'categories', {
        name: 'Prêt hypothécaire',
        slug: 'pret-hypothecaire',
        config: { amounts: [250_000], durations: [300], amountIndex: 0, durationIndex: 0 },
      });
    });
    afterAll(async () => database?.dispose());
    beforeEach(async () => {
      const em = database.fork();
      for (const schema of [
        LeadSchema,
        ReminderSchema,
        LoggedErrorSchema,
        ClickSchema,
        DeliverySchema,
        DataRequestSchema,
        RateLimitSchema,
        RetentionRunSchema,
        ChangeEntrySchema,
      ])
        await em.nativeDelete(schema as never, {});
    });

    /** Labels of what stays, table by table (each row carries its label in a text column). */
    async function remaining() {
      const em = database.fork();
      const sorted = (labels: (string | null)[]) => labels.map(String).sort();
      return {
        leads: sorted((await em.find(LeadSchema, {})).map((row) => row.message)),
        reminders: sorted((await em.find(ReminderSchema, {})).map((row) => row.firstName)),
        loggedErrors: sorted((await em.find(LoggedErrorSchema, {})).map((row) => `${row.content}:${row.ip ?? 'sans IP'}`)),
        clicks: (await em.find(ClickSchema, {}, { orderBy: { createdAt: 'asc' } })).map((row) => row.ip ?? 'sans IP'),
        outbox: sorted((await em.find(DeliverySchema, {})).map((row) => row.key)),
        dataRequests: sorted((await em.find(DataRequestSchema, {})).map((row) => row.channel + ':' + String(row.kind))),
        rateLimits: sorted((await em.find(RateLimitSchema, {})).map((row) => row.key)),
        changeHistory: sorted((await em.find(ChangeEntrySchema, {})).map((row) => row.actorEmail)),
      };
    }

    async function seed() {
      const rows = personalDataRows(database.fork());
      const lead = (message: string, kind: string, statusChangedAt: Date) =>
        rows.lead({ email: `${message}@exemple.lu`, kind: kind as never, message, statusChangedAt, createdAt: LONG_AGO });
      await lead('pret-du', 'pret-hypothecaire', ms(cutoffs.leads.statusChangedBefore, -1));
      await lead('rdv-du', 'rendez-vous', ms(cutoffs.leads.statusChangedBefore, -1));
      await lead('pret-garde', 'pret-personnel', cutoffs.leads.statusChangedBefore);
      // Created long ago, but its status changed since: retention counts from the change.
      await lead('pret-recent', 'regroupement-de-credit', ms(NOW, -86_400_000));
      await lead('guide-du', 'ebook', ms(cutoffs.ebookLeads.statusChangedBefore, -1));
      await lead('guide-garde', 'ebook', cutoffs.ebookLeads.statusChangedBefore);
      // Older than the guide's 12 months, younger than a request's 24: a contact request stays.
      await lead('contact-garde', 'contact', ms(cutoffs.ebookLeads.statusChangedBefore, -1));

      const reminder = (firstName: string, row: Record<string, unknown>) =>
        rows.reminder({ email: `${firstName}@exemple.lu`, categoryId, firstName, ...row });
      await reminder('non-confirmee-due', { createdAt: ms(cutoffs.unconfirmedReminders.createdBefore, -1) });
      await reminder('non-confirmee-gardee', { createdAt: cutoffs.unconfirmedReminders.createdBefore });
      await reminder('active-ancienne', { createdAt: LONG_AGO, confirmedAt: LONG_AGO });
      await reminder('desabonnee-due', {
        createdAt: LONG_AGO,
        confirmedAt: LONG_AGO,
        unsubscribedAt: ms(cutoffs.endedReminders.endedBefore, -1),
      });
      await reminder('desabonnee-gardee', {
        createdAt: LONG_AGO,
        confirmedAt: LONG_AGO,
        unsubscribedAt: cutoffs.endedReminders.endedBefore,
      });
      await reminder('terminee-due', {
        createdAt: LONG_AGO,
        confirmedAt: LONG_AGO,
        rateNotifiedAt: ms(cutoffs.endedReminders.endedBefore, -1),
      });
      await reminder('terminee-gardee', { createdAt: LONG_AGO, confirmedAt: LONG_AGO, rateNotifiedAt: cutoffs.endedReminders.endedBefore });
      // The rate was told long ago, the date is still to come: it is not over.
      await reminder('date-a-venir', {
        createdAt: LONG_AGO,
        confirmedAt: LONG_AGO,
        rateNotifiedAt: LONG_AGO,
        targetDate: new Date('2027-12-01T00:00:00Z'),
      });
      await reminder('deux-conditions-dites', {
        createdAt: LONG_AGO,
        confirmedAt: LONG_AGO,
        rateNotifiedAt: LONG_AGO,
        targetDate: new Date('2026-12-01T00:00:00Z'),
        dateNotifiedAt: ms(cutoffs.endedReminders.endedBefore, -1),
      });

      await rows.loggedError({ content: 'ip-due', ip: '203.0.113.0', createdAt: ms(cutoffs.loggedErrorIps.createdBefore, -1) });
      await rows.loggedError({ content: 'ip-gardee', ip: '203.0.113.0', createdAt: cutoffs.loggedErrorIps.createdBefore });
      await rows.loggedError({ content: 'erreur-due', ip: null, createdAt: ms(cutoffs.loggedErrors.createdBefore, -1) });
      await rows.loggedError({ content: 'erreur-gardee', ip: null, createdAt: cutoffs.loggedErrors.createdBefore });

      await rows.click({ ip: '198.51.100.0', createdAt: ms(cutoffs.clickIps.createdBefore, -1) });
      await rows.click({ ip: '198.51.100.0', createdAt: cutoffs.clickIps.createdBefore });
      await rows.click({ ip: null, createdAt: LONG_AGO });

      await rows.outbox({ key: 'envoye-du', recipient: 'a@exemple.lu', sentAt: ms(cutoffs.outboxItems.finishedBefore, -1) });
      await rows.outbox({ key: 'envoye-garde', recipient: 'a@exemple.lu', sentAt: cutoffs.outboxItems.finishedBefore });
      await rows.outbox({
        key: 'abandonne-du',
        recipient: 'a@exemple.lu',
        abandonedAt: ms(cutoffs.outboxItems.finishedBefore, -1),
        lastError: '550 boîte inconnue',
      });
      await rows.outbox({
        key: 'en-attente-ancien',
        recipient: 'a@exemple.lu',
        createdAt: LONG_AGO,
        nextAttemptAt: LONG_AGO,
        payload: { channel: 'mail', mail: { to: 'a@exemple.lu', subject: 'S', text: 'T', html: '<p>T</p>' } },
      });

      await rows.dataRequest({ email: 'expiree@exemple.lu', kind: 'export', tokenDigest: 'a'.repeat(64), expiresAt: ms(NOW, -1) });
      await rows.dataRequest({ email: 'en-cours@exemple.lu', kind: 'erasure', tokenDigest: 'b'.repeat(64), expiresAt: NOW });
      // Rate-limit windows (keys stand for digests here): ended before now, ending exactly now, still counting.
      const window = (key: string, expiresAt: Date) =>
        database.fork().insert(RateLimitSchema, { key, hits: 3, expiresAt: expiresAt.getTime() });
      await window('fenetre-finie', ms(cutoffs.rateLimits.endedBefore, -1));
      await window('fenetre-a-la-limite', cutoffs.rateLimits.endedBefore);
      await window('fenetre-en-cours', ms(NOW, 86_400_000));

      // The history of changes: the editor's identity with what they changed, kept for its months.
      const change = (email: string, at: Date) =>
        createStores(database.fork()).history.record({
          resourceType: 'products',
          resourceId: 1,
          action: 'update',
          actor: { userId: 1, email, name: 'Claire Weber' },
          at,
          previous: { name: 'Avant' },
          next: { name: 'Après' },
          changedFields: ['name'],
          restoredFrom: null,
          parent: null,
        });
      await change('modification-due@pretscope.example', ms(cutoffs.changeHistory.recordedBefore, -1));
      await change('modification-gardee@pretscope.example', cutoffs.changeHistory.recordedBefore);

      await rows.dataRequest({
        email: null,
        kind: 'erasure',
        channel: 'back-office',
        expiresAt: LONG_AGO,
        confirmedAt: LONG_AGO,
        completedAt: LONG_AGO,
        summary: { leads: 1 },
      });
    }

    const run = () => {
      const stores = createStores(database.fork());
      return applyRetention(
        { store: stores.retention, runs: stores.retentionRuns, clock, policy: DEFAULT_RETENTION_POLICY },
        { trigger: 'cli' },
      );
    };

    it('removes exactly what is due at every boundary, and nothing else', async () => {
      await seed();
      const outcome = await run();
      const expected: RetentionCounts = {
        leads: 2,
        ebookLeads: 1,
        unconfirmedReminders: 1,
        endedReminders: 3,
        loggedErrorIps: 1,
        loggedErrors: 1,
        clickIps: 1,
        outboxItems: 2,
        rateLimits: 1,
        dataRequests: 1,
        changeHistory: 1,
      };
      expect(outcome).toMatchObject({ ran: true, counts: expected });
      expect(await remaining()).toEqual({
        leads: ['contact-garde', 'guide-garde', 'pret-garde', 'pret-recent'],
        reminders: ['active-ancienne', 'date-a-venir', 'desabonnee-gardee', 'non-confirmee-gardee', 'terminee-gardee'],
        // The IP of the one kept at its boundary stays; the older one lost it (and the oldest error is gone).
        loggedErrors: ['erreur-gardee:sans IP', 'ip-due:sans IP', 'ip-gardee:203.0.113.0'],
        clicks: ['sans IP', 'sans IP', '198.51.100.0'],
        outbox: ['en-attente-ancien', 'envoye-garde'],
        dataRequests: ['back-office:erasure', 'site:erasure'],
        rateLimits: ['fenetre-a-la-limite', 'fenetre-en-cours'],
        changeHistory: ['modification-gardee@pretscope.example'],
      });
    });

    it('logs each run with its counts, and a second run finds nothing more to do', async () => {
      await seed();
      const first = await run();
      const second = await run();
      expect(second).toMatchObject({ ran: true, counts: Object.fromEntries(RETENTION_RULES.map((rule) => [rule, 0])) });
      const logged = await createStores(database.fork()).retentionRuns.latest(5);
      expect(logged.map((entry) => [entry.trigger, entry.finishedAt?.toISOString(), entry.counts])).toEqual([
        ['cli', NOW.toISOString(), second.ran ? second.counts : null],
        ['cli', NOW.toISOString(), first.ran ? first.counts : null],
      ]);
    });

    it('restarts a lead’s retention from its last status change, and only from a change of status', async () => {
      const rows = personalDataRows(database.fork());
      const id = await rows.lead({ email: 'statut@exemple.lu', statusChangedAt: LONG_AGO, createdAt: LONG_AGO });
      const changedAt = async () => (await database.fork().findOneOrFail(LeadSchema, { id })).statusChangedAt.getTime();
      const resources = () => createStores(database.fork()).resources;
      expect((await resources().update('leads', id, { message: 'Rappeler le matin' })).ok).toBe(true);
      expect(await changedAt()).toBe(LONG_AGO.getTime());
      expect((await resources().update('leads', id, { status: 'nouveau' })).ok).toBe(true);
      expect(await changedAt()).toBe(LONG_AGO.getTime());
      const before = Date.now();
      expect((await resources().update('leads', id, { status: 'transmis' })).ok).toBe(true);
      expect(await changedAt()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('runs the daily job once when two processes start it together', async () => {
      const daily = () => {
        const stores = createStores(database.fork());
        return applyRetention(
          { store: stores.retention, runs: stores.retentionRuns, clock, policy: DEFAULT_RETENTION_POLICY },
          { trigger: 'daily' },
        );
      };
      const outcomes = await Promise.all([daily(), daily(), daily()]);
      expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
      expect((await createStores(database.fork()).retentionRuns.latest(5)).map((entry) => entry.day)).toEqual(['2027-06-15']);
    });
  });
}
