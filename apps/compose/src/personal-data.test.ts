import { retentionCutoffs, type Clock } from '@pretscope/core';
import { createOutboxMailer } from '@pretscope/mail-nodemailer';
import {
  createDatabaseRateLimiter,
  createStores,
  createUnitOfWork,
  openTestPostgres,
  openTestSqlite,
  PG_TEST_URL,
  type Database,
} from '@pretscope/persistence-mikroorm';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personalDataRows } from '../../../adapters/persistence-mikroorm/src/testing/personal-data-rows.ts';
import { readConfig } from './config.ts';
import { createPersonalData } from './personal-data.ts';

const NOW = new Date('2027-03-10T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const FROM = 'Prêtscope <ne-pas-repondre@pretscope.example>';

const databases: [string, () => Promise<Database & { dispose(): Promise<void> }>][] = [
  ['SQLite', () => openTestSqlite()],
  ...(PG_TEST_URL ? [['PostgreSQL', () => openTestPostgres()] as [string, () => Promise<Database & { dispose(): Promise<void> }>]] : []),
];

/**
 * The composition root's wiring of retention and erasure to the .eml copies of sent e-mails (no SMTP_URL): the
 * server's daily run and the privacy page's link reach the files through createPersonalData, not only the
 * database. Each case has its own data folder.
 */
describe.each(databases)('personal data wired to the e-mail copies, on %s', (_name, openDatabase) => {
  let database: Database & { dispose(): Promise<void> };
  let dataDir: string;
  beforeAll(async () => {
    database = await openDatabase();
  }, 60_000);
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pretscope-personal-data-'));
    const sql = database.fork().getConnection();
    for (const table of ['outbox', 'data_requests', 'leads', 'retention_runs', 'rate_limits']) await sql.execute(`delete from ${table}`);
    return () => rmSync(dataDir, { recursive: true, force: true });
  });

  const wired = (environment: Record<string, string> = {}) => {
    const config = readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://www.pretscope.lu', ...environment }, dataDir);
    const personalData = createPersonalData(config, {
      clock,
      database,
      rateLimiter: createDatabaseRateLimiter({ fork: () => database.fork(), clock }),
    });
    return { config, personalData };
  };
  const emlFiles = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();

  it('retention removes the .eml copies written before the outbox’s cutoff with the sent items, and counts them', async () => {
    const { config, personalData } = wired();
    const cutoff = retentionCutoffs(config.retention, NOW).outboxItems.finishedBefore;
    let at = new Date(cutoff.getTime() - 1_000);
    const mailer = createOutboxMailer({ dir: config.outboxDir, from: FROM, now: () => at });
    await mailer.send({ to: 'ana@exemple.lu', subject: 'Ancien', text: 'Bonjour', dataSubject: 'ana@exemple.lu' });
    await mailer.send({ to: 'equipe@pretscope.lu', subject: 'Ancien aussi', text: 'Bonjour' });
    at = new Date(cutoff.getTime() + 1_000);
    await mailer.send({ to: 'bo@exemple.fr', subject: 'Récent', text: 'Bonjour', dataSubject: 'bo@exemple.fr' });
    const recent = emlFiles(config.outboxDir).filter((name) =>
      name.startsWith(
        at
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z'),
      ),
    );
    expect(recent).toHaveLength(1);
    await personalDataRows(database.fork()).outbox({
      key: 'ancien',
      recipient: 'ana@exemple.lu',
      sentAt: new Date(cutoff.getTime() - 1_000),
    });

    const outcome = await personalData.applyRetention('cli');
    expect(outcome).toMatchObject({ ran: true, counts: { outboxItems: 3 } });
    expect(emlFiles(config.outboxDir)).toEqual(recent);
    expect(await database.fork().getConnection().execute('select key from outbox')).toEqual([]);
  });

  it('with SMTP_URL there are no copies to manage: the folder is left alone', async () => {
    const { config, personalData } = wired({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const mailer = createOutboxMailer({ dir: config.outboxDir, from: FROM, now: () => new Date('2020-01-01T00:00:00Z') });
    await mailer.send({ to: 'ana@exemple.lu', subject: 'Ancien', text: 'Bonjour', dataSubject: 'ana@exemple.lu' });
    expect(await personalData.applyRetention('cli')).toMatchObject({ ran: true, counts: { outboxItems: 0 } });
    expect(emlFiles(config.outboxDir)).toHaveLength(1);
  });

  it('an erasure confirmed through its link removes the copies filed under the address, sent to it or quoting it, and no other', async () => {
    const { config, personalData } = wired();
    const mailer = createOutboxMailer({ dir: config.outboxDir, from: FROM, now: () => NOW });
    await mailer.send({ to: 'ana@exemple.lu', subject: 'Votre demande', text: 'Bonjour Ana', dataSubject: 'ana@exemple.lu' });
    // The team's notification of Bo's request, which quotes Ana: filed under Bo, sent to the team.
    await mailer.send({
      to: 'equipe@pretscope.lu',
      subject: 'Nouvelle demande',
      text: 'Bo écrit : contactez aussi ma sœur, ana@exemple.lu.',
      dataSubject: 'bo@exemple.fr',
    });
    await mailer.send({ to: 'bo@exemple.fr', subject: 'Votre demande', text: 'Bonjour Bo', dataSubject: 'bo@exemple.fr' });
    const bosOwn = emlFiles(config.outboxDir).filter((name) =>
      readFileSync(join(config.outboxDir, name), 'latin1').includes('To: bo@exemple.fr'),
    );
    expect(bosOwn).toHaveLength(1);
    const useCases = personalData.useCases({
      stores: createStores(database.fork()),
      unitOfWork: createUnitOfWork(database.fork()),
      queued: () => {},
    });

    expect(
      (await useCases.requestPersonalData({ attributes: { email: 'ana@exemple.lu', kind: 'erasure' }, clientIp: '203.0.113.5' })).ok,
    ).toBe(true);
    const [link] = (await database
      .fork()
      .getConnection()
      .execute(`select cast(payload as text) as payload from outbox where recipient = 'ana@exemple.lu'`)) as { payload: string }[];
    const token = /jeton=([\w-]+)/.exec(link?.payload ?? '')?.[1] ?? '';
    const erased = await useCases.confirmDataRequest({ token, kind: 'erasure' });
    // The outbox's count is the link's own row and the two files.
    expect(erased).toMatchObject({ ok: true, value: { kind: 'erasure', report: { tables: { outbox: 3 } } } });
    expect(emlFiles(config.outboxDir)).toEqual(bosOwn);
  });
});
