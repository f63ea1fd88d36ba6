import { describe, expect, it } from 'vitest';
import type { LeadWebhook } from '../ports/lead-webhook.ts';
import type { MailMessage, Mailer } from '../ports/mailer.ts';
import { err, ok } from '../result.ts';
import { createInMemoryBatches, createInMemoryOutbox } from '../testing/in-memory-messaging-stores.ts';
import { deliverDueItems, type DeliverDueItemsDeps } from './deliver-due-items.ts';
import { fixedClock } from './messaging-fakes.test-support.ts';

const policy = { baseMs: 1_000, maxMs: 8_000, maxAttempts: 3 };

function setup({
  mailFails = () => false,
  webhook,
}: { mailFails?: (message: MailMessage) => false | 'retry' | 'permanent'; webhook?: LeadWebhook } = {}) {
  const outbox = createInMemoryOutbox();
  const batches = createInMemoryBatches();
  const clock = fixedClock('2027-01-01T10:00:00Z');
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      const failure = mailFails(message);
      if (failure) return err({ type: 'mail/failed', detail: `550 refusé pour ${message.to}`, permanent: failure === 'permanent' });
      sent.push(message);
      return ok({ messageId: `<${sent.length}@test>` });
    },
  };
  const rendered: [Date, string | undefined][] = [];
  const deps: DeliverDueItemsDeps = {
    outbox,
    mailer,
    webhook,
    guide: { render: async (on, market) => (rendered.push([on, market]), new TextEncoder().encode('%PDF-1.7 guide')) },
    batches,
    clock,
    random: () => 0,
    policy,
  };
  return { outbox, batches, clock, sent, deps, rendered };
}

const mail = (key: string, to = 'ana@example.lu', extra = {}) => ({
  key,
  recipient: to,
  payload: { channel: 'mail' as const, mail: { to, subject: 'Sujet', text: 'Texte', html: '<p>Texte</p>', ...extra } },
});

describe('deliverDueItems', () => {
  it('sends due e-mails, marks them sent, counts them in their mailing, and attaches the guide when asked', async () => {
    const { outbox, batches, deps, sent, clock } = setup();
    const batchId = await batches.start({ title: 'Guide', recipient: 'Demandes' });
    await outbox.enqueue([{ ...mail('guide', 'lea@example.lu', { attach: 'borrowing-guide' }), batchId }, mail('plain')], clock.now());
    expect(await deliverDueItems(deps)).toMatchObject({ claimed: 2, sent: 2, retried: 0, abandoned: 0 });
    // Sent at once, so in any order.
    expect(
      sent
        .map((message) => [message.to, message.attachments?.map((a) => [a.filename, a.contentType, new TextDecoder().decode(a.content)])])
        .sort(),
    ).toEqual([
      ['ana@example.lu', []],
      ['lea@example.lu', [['guide-pretscope-emprunter-lu-be-fr.pdf', 'application/pdf', '%PDF-1.7 guide']]],
    ]);
    expect(batches.batches[0]?.batchCount).toBe(1);
    expect(outbox.items.every((item) => item.sentAt !== null && item.payload === null)).toBe(true);
    expect(await deliverDueItems(deps)).toMatchObject({ claimed: 0, sent: 0 });
  });

  it('retries a failure after an exponential wait and gives up after the last attempt, keeping the error', async () => {
    let failing = true;
    const { outbox, deps, clock, sent } = setup({ mailFails: () => (failing ? 'retry' : false) });
    await outbox.enqueue([mail('a')], clock.now());
    expect(await deliverDueItems(deps)).toMatchObject({
      claimed: 1,
      retried: 1,
      errors: ['a (essai 1)\u00a0: 550 refusé pour ana@example.lu'],
    });
    // random() = 0: half of the base, then half of twice the base.
    expect(outbox.items[0]?.nextAttemptAt.toISOString()).toBe('2027-01-01T10:00:00.500Z');
    clock.set('2027-01-01T10:00:00.499Z');
    expect((await deliverDueItems(deps)).claimed).toBe(0);
    clock.set('2027-01-01T10:00:00.500Z');
    expect(await deliverDueItems(deps)).toMatchObject({ claimed: 1, retried: 1 });
    expect(outbox.items[0]?.nextAttemptAt.toISOString()).toBe('2027-01-01T10:00:01.500Z');
    clock.set('2027-01-01T10:00:02Z');
    expect(await deliverDueItems(deps)).toMatchObject({ claimed: 1, abandoned: 1 });
    expect(outbox.items[0]).toMatchObject({ attempts: 3, lastError: '550 refusé pour ana@example.lu', sentAt: null });
    expect(outbox.items[0]?.abandonedAt).not.toBeNull();
    failing = false;
    clock.set('2027-02-01T00:00:00Z');
    expect((await deliverDueItems(deps)).claimed).toBe(0);
    expect(sent).toEqual([]);
  });

  it('gives up at once on an address the server refuses for good', async () => {
    const { outbox, deps, clock } = setup({ mailFails: (message) => (message.to === 'nobody@example.lu' ? 'permanent' : false) });
    await outbox.enqueue([mail('gone', 'nobody@example.lu'), mail('ok')], clock.now());
    expect(await deliverDueItems(deps)).toMatchObject({ sent: 1, abandoned: 1 });
  });

  it('hands webhooks to the partner with their key, and keeps them waiting while no webhook is configured', async () => {
    const calls: string[] = [];
    const webhook: LeadWebhook = {
      deliver: async ({ idempotencyKey }) => (
        calls.push(idempotencyKey),
        calls.length === 1 ? err({ type: 'webhook/failed', status: 503, detail: 'indisponible' }) : ok(undefined)
      ),
    };
    const event = {
      event: 'lead.created' as const,
      lead: {
        id: 7,
        kind: 'regroupement-de-credit',
        firstName: 'Zoé',
        lastName: 'L',
        email: 'zoe@example.fr',
        phone: null,
        country: 'FR',
        amount: 45_000,
        duration: 96,
        product: null,
        reference: null,
        message: '',
        consentVersion: '2026-11',
        createdAt: '2027-01-01T10:00:00.000Z',
      },
    };
    const { outbox, deps, clock } = setup({ webhook });
    await outbox.enqueue(
      [{ key: 'lead:7:partner', recipient: 'zoe@example.fr', payload: { channel: 'lead-webhook', event } }],
      clock.now(),
    );
    expect(await deliverDueItems(deps)).toMatchObject({
      retried: 1,
      errors: ['lead:7:partner (essai 1)\u00a0: HTTP 503\u00a0: indisponible'],
    });
    clock.set('2027-01-01T10:00:01Z');
    expect(await deliverDueItems(deps)).toMatchObject({ sent: 1 });
    expect(calls).toEqual(['lead:7:partner', 'lead:7:partner']);

    const unconfigured = setup();
    await unconfigured.outbox.enqueue(
      [{ key: 'lead:8:partner', recipient: 'zoe@example.fr', payload: { channel: 'lead-webhook', event } }],
      unconfigured.clock.now(),
    );
    expect((await deliverDueItems(unconfigured.deps)).errors[0]).toContain('LEAD_WEBHOOK_URL n’est pas configuré');
  });

  it('renders the guide of the day it is sent, for the requester’s market (every market’s when unknown)', async () => {
    const { outbox, deps, clock, rendered } = setup();
    await outbox.enqueue(
      [
        mail('guide-fr', 'lea@example.fr', { attach: 'borrowing-guide', guideMarket: 'FR' }),
        mail('guide', 'max@example.lu', { attach: 'borrowing-guide' }),
      ],
      clock.now(),
    );
    clock.set('2027-01-02T08:00:00Z');
    await deliverDueItems(deps);
    expect(rendered.map(([on, market]) => [on.toISOString(), market]).sort()).toEqual([
      ['2027-01-02T08:00:00.000Z', undefined],
      ['2027-01-02T08:00:00.000Z', 'FR'],
    ]);
  });

  it('records an adapter that throws as a failure of that item only', async () => {
    const { outbox, deps, clock } = setup();
    deps.guide = { render: async () => Promise.reject(new Error('police introuvable')) };
    await outbox.enqueue([mail('guide', 'lea@example.lu', { attach: 'borrowing-guide' }), mail('plain')], clock.now());
    expect(await deliverDueItems(deps)).toMatchObject({ sent: 1, retried: 1, errors: ['guide (essai 1)\u00a0: police introuvable'] });
  });
});

describe('deliverDueItems and the person whose data an e-mail carries', () => {
  it('tells the mailer, so that a copy it keeps can be erased with that person’s data', async () => {
    const { outbox, deps, sent, clock } = setup();
    await outbox.enqueue(
      [
        {
          ...mail('team'),
          recipient: 'visiteur@example.lu',
          payload: {
            channel: 'mail',
            mail: {
              to: 'equipe@pretscope.lu',
              subject: 'Nouvelle demande',
              text: 'visiteur@example.lu',
              html: '<p>visiteur@example.lu</p>',
            },
          },
        },
      ],
      clock.now(),
    );
    await deliverDueItems(deps);
    expect(sent.map((message) => [message.to, message.dataSubject])).toEqual([['equipe@pretscope.lu', 'visiteur@example.lu']]);
  });
});
