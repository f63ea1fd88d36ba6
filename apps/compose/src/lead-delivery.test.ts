import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyWebhook } from '@pretscope/lead-webhook';
import { createThrowawayPostgres, PG_TEST_URL } from '@pretscope/persistence-mikroorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partOfType, readMime } from '../../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../../adapters/mail-nodemailer/src/smtp-stand-in.test-support.ts';
import { readConfig } from './config.ts';
import { createContainer, type Container } from './create-container.ts';
import type { MessagingTiming } from './messaging.ts';

const SECRET = 'secret-partagé-avec-partners-finances-0123456789';
const CONSENT = { given: true, text: 'J’accepte que ma demande soit transmise à notre partenaire Partners Finances.', version: '2026-11' };

/** Every wait of the outbox, shortened so that an outage and its recovery fit in a test. */
// The webhook timeout ends the outage's silent requests, so it stays short; 400 ms was too short on a loaded machine:
// a delivery whose 200 came after it counted as failed, was sent again, and the partner received it twice (its
// Idempotency-Key turned the copy away with a 409, as it should; this test asks that no copy is ever needed).
const FAST: MessagingTiming = {
  retry: { baseMs: 80, maxMs: 400, maxAttempts: 200 },
  leaseMs: 10_000,
  batchSize: 5,
  smtpTimeoutMs: 3_000,
  webhookTimeoutMs: 1_500,
};

/**
 * The partner's endpoint: it verifies each signature, keeps each lead once by its idempotency key, and can be
 * switched to an outage (500 for half the requests, no answer at all for the others).
 */
async function startPartner() {
  const accepted = new Map<string, unknown>();
  const state = { down: false, arrivals: 0, refused: 0, badSignatures: 0, duplicates: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.arrivals++;
      if (state.down) {
        state.refused++;
        // Half answer 500, half never answer (the sender's timeout ends them).
        if (state.refused % 2 === 0) response.writeHead(500).end('Maintenance');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const valid = verifyWebhook({
        secret: SECRET,
        body,
        signature: request.headers['x-pretscope-signature'] as string,
        timestamp: request.headers['x-pretscope-timestamp'] as string,
      });
      if (!valid) {
        state.badSignatures++;
        return response.writeHead(401).end();
      }
      const key = request.headers['idempotency-key'] as string;
      if (accepted.has(key)) {
        state.duplicates++;
        return response.writeHead(409).end();
      }
      accepted.set(key, JSON.parse(body));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    accepted,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const consolidation = (n: number) => ({
  kind: 'regroupement-de-credit',
  firstName: 'Zoé',
  lastName: `Lefèvre ${String.fromCharCode(65 + (n % 26))}`,
  email: `zoe.${n}@example.fr`,
  phone: '+33 6 12 34 56 78',
  country: 'FR',
  amount: 20_000 + n * 1_000,
  duration: 96,
  message: '',
  consent: CONSENT,
});

interface Setup {
  dataDir: string;
  databaseUrl: string;
  dispose(): Promise<void>;
}

async function sqliteSetup(): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-delivery-'));
  return { dataDir, databaseUrl: join(dataDir, 'shared.sqlite'), dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresSetup(): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-delivery-'));
  const database = await createThrowawayPostgres();
  return {
    dataDir,
    databaseUrl: database.url,
    dispose: async () => (await database.drop(), rmSync(dataDir, { recursive: true, force: true })),
  };
}

const databases: [string, () => Promise<Setup>][] = [
  ['SQLite', sqliteSetup],
  ...(PG_TEST_URL ? [['PostgreSQL', postgresSetup] as [string, () => Promise<Setup>]] : []),
];

describe.each(databases)('lead delivery through the outbox, two server processes on one %s database', (_name, makeSetup) => {
  let setup: Setup;
  let smtp: SmtpStandIn;
  let partner: Awaited<ReturnType<typeof startPartner>>;
  const containers: Container[] = [];

  beforeAll(async () => {
    setup = await makeSetup();
    smtp = await startSmtpStandIn();
    partner = await startPartner();
  });
  afterEach(async () => {
    for (const container of containers.splice(0)) await container.dispose();
  });
  afterAll(async () => {
    await partner?.close();
    await smtp?.close();
    await setup?.dispose();
  });

  async function container(environment: Record<string, string> = {}) {
    const config = readConfig(
      {
        DATA_DIR: setup.dataDir,
        DATABASE_URL: setup.databaseUrl,
        SITE_URL: 'https://www.pretscope.lu',
        TEAM_EMAIL: 'equipe@pretscope.lu',
        ADMIN_PASSWORD: 'a-password-for-tests',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_WEBHOOK_URL: partner.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        ...environment,
      },
      setup.dataDir,
    );
    const made = await createContainer(config, { messagingTiming: FAST });
    await made.database.migrate();
    containers.push(made);
    return made;
  }

  it('delivers every lead to the partner exactly once and every e-mail, through a partner outage in the middle of the run', async () => {
    const [one, two] = [await container(), await container()];
    one.startDeliveryWorker({ intervalMs: 40 });
    two.startDeliveryWorker({ intervalMs: 40 });
    const ids: number[] = [];
    const submit = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        // Requests reach either process, as behind a load balancer.
        const result = await (n % 2 === 0 ? one : two).useCasesFor().submitLead({ actor: null, attributes: consolidation(n) });
        if (!result.ok) throw new Error(result.error.type);
        ids.push(result.value.id);
      }
    };
    await submit(0, 8);
    await until(() => partner.accepted.size >= 4);
    partner.state.down = true;
    await submit(8, 16);
    await until(() => partner.state.refused >= 6);
    // The partner is still down: the requests are stored all the same, and wait in the outbox.
    await submit(16, 20);
    partner.state.down = false;
    await submit(20, 24);
    await until(async () => (await one.flushOutbox()).left.pending === 0 && partner.accepted.size === 24, 45_000);

    expect(partner.state.refused).toBeGreaterThanOrEqual(6);
    expect([...partner.accepted.keys()].sort()).toEqual(ids.map((id) => `lead:${id}:partner`).sort());
    expect(partner.state.duplicates).toBe(0);
    expect(partner.state.badSignatures).toBe(0);
    const first = partner.accepted.get(`lead:${ids[0]}:partner`) as { event: string; lead: Record<string, unknown> };
    expect(first).toMatchObject({
      event: 'lead.created',
      lead: { id: ids[0], kind: 'regroupement-de-credit', email: 'zoe.0@example.fr', amount: 20_000, firstName: 'Zoé' },
    });

    // Two e-mails per request, each sent once: the visitor's confirmation and the team's notification.
    await until(() => smtp.received.length >= 48);
    const mails = smtp.received.map((mail) => ({ to: mail.to.join(','), message: readMime(mail.raw) }));
    expect(mails).toHaveLength(48);
    expect(new Set(mails.map((mail) => mail.message.headers.get('message-id'))).size).toBe(48);
    for (let n = 0; n < 24; n++) {
      const visitor = mails.filter((mail) => mail.to === `zoe.${n}@example.fr`);
      expect(visitor).toHaveLength(1);
      expect(visitor[0]?.message.headers.get('subject')).toMatch(
        /^Nous avons bien reçu votre demande de regroupement de crédits \(PS-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/,
      );
    }
    const team = mails.filter((mail) => mail.to === 'equipe@pretscope.lu');
    expect(team).toHaveLength(24);
    expect(partOfType(team[0]!.message, 'text/plain')?.body.toString('utf8')).toMatch(/Téléphone\u00a0: \+33 6 12 34 56 78/);
    const summary = await one.flushOutbox();
    expect(summary.left).toMatchObject({ pending: 0, abandoned: 0 });
    expect(summary.left.sent).toBeGreaterThanOrEqual(72);
  });

  it('keeps e-mails while the mail server is down and sends them when it returns, the guide attached and counted', async () => {
    const server = await container();
    const before = smtp.received.length;
    await smtp.close();
    const stored = await server.useCasesFor().submitLead({ actor: null, attributes: { ...consolidation(100), kind: 'pret-personnel' } });
    expect(stored.ok).toBe(true);
    const ebook = await server
      .useCasesFor()
      .requestEbook({ actor: null, attributes: { email: 'lea@example.lu', consent: CONSENT }, country: 'LUX' });
    expect(ebook.ok).toBe(true);
    const down = await server.flushOutbox();
    // Each of the three e-mails failed at least once (a pass may come back to one whose short wait ran out).
    expect(down.sent).toBe(0);
    expect(down.retried).toBeGreaterThanOrEqual(3);
    expect(down.left).toMatchObject({ pending: 3, sent: expect.any(Number) });
    expect(down.errors.join('\n')).toMatch(/ECONNREFUSED/);
    expect(smtp.received.length).toBe(before);
    await smtp.start();
    await until(async () => (await server.flushOutbox()).left.pending === 0);
    const arrived = smtp.received.slice(before).map((mail) => ({ to: mail.to.join(','), message: readMime(mail.raw) }));
    expect(arrived.map((mail) => mail.to).sort()).toEqual(['equipe@pretscope.lu', 'lea@example.lu', 'zoe.100@example.fr']);
    const guideMail = arrived.find((mail) => mail.to === 'lea@example.lu')?.message;
    expect(guideMail?.headers.get('subject')).toBe('Votre guide Prêtscope\u00a0: emprunter au Luxembourg, en Belgique et en France');
    const pdf = partOfType(guideMail!, 'application/pdf');
    expect(pdf?.headers.get('content-disposition')).toContain('guide-pretscope-emprunter-lu-be-fr.pdf');
    expect(pdf?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.body.toString('latin1')).toMatch(/\/Count [3-9]\b/);
    // The guide's mailing counts it; its pixel and links are signed for that batch.
    const batches = await server
      .requestScope()
      .stores.resources.list({ type: 'batch_count', filter: {}, sort: [], page: { offset: 0, limit: 10 }, include: [] });
    const batch = batches.ok ? batches.value.records.find((record) => String(record.attributes.title).startsWith('Guide')) : undefined;
    expect(batch?.attributes).toMatchObject({ batchCount: 1, countOpenings: 0, countClick: 0 });
    const html = partOfType(guideMail!, 'text/html')?.body.toString('utf8') ?? '';
    const pixel = new RegExp(`https://www\\.pretscope\\.lu/courriel/ouverture/${batch?.id}/([\\w-]+)`).exec(html);
    expect(pixel).not.toBeNull();
    expect(await server.useCasesFor().countMailOpening({ batchId: batch?.id ?? 0, signature: pixel?.[1] ?? '' })).toBe(true);
  });

  it('writes the e-mails to data/outbox as .eml files when no SMTP server is set', async () => {
    const server = await container({ SMTP_URL: '', LEAD_WEBHOOK_URL: '', LEAD_WEBHOOK_SECRET: '' });
    const stored = await server.useCasesFor().submitLead({
      actor: null,
      attributes: { ...consolidation(200), kind: 'contact', amount: null, duration: null, message: 'Bonjour, une question.' },
    });
    expect(stored.ok).toBe(true);
    expect(await server.flushOutbox()).toMatchObject({ sent: 2, left: { pending: 0 } });
    const outbox = join(setup.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    const messages = files.map((file) => readMime(readFileSync(join(outbox, file))));
    const visitor = messages.find((message) => message.headers.get('to') === 'zoe.200@example.fr');
    expect(visitor?.headers.get('subject')).toMatch(/^Nous avons bien reçu votre message \(PS-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/);
    expect(visitor?.headers.get('from')).toBe('Prêtscope <ne-pas-repondre@pretscope.lu>');
    expect(partOfType(visitor!, 'text/html')?.body.toString('utf8')).toContain('<html lang="fr">');
  });
});
