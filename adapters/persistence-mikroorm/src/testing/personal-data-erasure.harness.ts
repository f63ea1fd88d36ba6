import {
  confirmDataRequest,
  describeDataRequest,
  loginAccountKey,
  dataRequestAddressKey,
  PERSONAL_DATA_TABLES,
  requestPersonalData,
  type Clock,
  type LeadWebhookEvent,
  type MailArchive,
  type Mailer,
  type PersonalDataCopy,
  type PersonalDataTable,
  type RandomTokens,
} from '@pretscope/core';
import fc from 'fast-check';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores, createUnitOfWork } from '../create-stores.ts';
import { createDatabaseRateLimiter } from '../stores/mikroorm-rate-limiter.ts';
import { rateLimitDigest } from '../stores/rate-limit-digest.ts';
import { sqlRunner, type Row } from '../stores/sql-runner.ts';
import { make } from './contract-fixtures.ts';
import { personalDataRows } from './personal-data-rows.ts';
import type { TestDatabase } from './test-databases.ts';

const NOW = new Date('2027-03-10T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const tokens: RandomTokens = {
  token: () => randomBytes(24).toString('base64url'),
  digest: (token) => createHash('sha256').update(token).digest('hex'),
};
const TEAM = 'equipe@pretscope.example';
const T_WEBHOOK = '2027-03-10T08:00:00.000Z';
const TABLES_EMPTIED = [
  'leads',
  'reminders',
  'outbox',
  'batch_counts',
  'users',
  'data_requests',
  'logged_errors',
  'rate_limits',
  'clicks',
  'change_history',
];

/**
 * The e-mail copies a mailer keeps without SMTP (data/outbox/*.eml), in a folder of the test's own: the mailer that
 * writes them as the outbox worker would, and the archive the erasure is given. Adapters cannot import each other,
 * so the caller (apps/compose) passes the real ones.
 */
export type MailCopies = (dir: string) => { mailer: Mailer; archive: MailArchive };

// ——— Generated data ————————————————————————————————————————————————————————————————————————————————————————————

const word = fc.stringMatching(/^[a-zéèà0-9]{1,8}$/);
/** Addresses the e-mail schema accepts: dotted local parts with a tag, hyphenated domains. */
const address = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('', '+pret', '_x', '-y'),
    fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 2 }),
    fc.constantFrom('lu', 'fr', 'be'),
  )
  .map(([local, tag, domain, top]) => `${local.join('.')}${tag}@${domain.join('-')}.${top}`);

const scenario = fc
  .record({
    target: address,
    others: fc.uniqueArray(address, { minLength: 1, maxLength: 3 }),
    flips: fc.array(fc.boolean(), { minLength: 1, maxLength: 9 }),
    words: fc.array(word, { minLength: 1, maxLength: 4 }),
    separator: fc.constantFrom(' ', ', ', ' : ', '\n', ' (', ') ', ' <', '> ', '"'),
    targetIsAdmin: fc.boolean(),
  })
  // Another address that merely contains the target is someone else's: a plain substring scan could not tell them apart.
  .filter(({ target, others }) => others.every((other) => other !== target && !other.includes(target)));
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function caseVariant(text: string, flips: boolean[], shift = 0): string {
  return [...text].map((char, i) => (flips[(i + shift) % flips.length] ? char.toUpperCase() : char)).join('');
}

/** The tag a copy filed under an address carries in its name (mail-nodemailer outbox-files.ts), computed here anew. */
function fileTag(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** Quoted-printable undone over the whole text, header words included (=40 is '@'), soft line breaks joined. */
function unQuote(text: string): string {
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * Every reading of a .eml file an address could be found in, without parsing its MIME structure (an oracle apart
 * from the archive's own reader): its bytes; the same with quoted-printable undone everywhere and RFC 2047 words
 * joined; and every run of base64 lines decoded.
 */
function readingsOf(raw: Buffer): string[] {
  const text = raw.toString('latin1');
  const joinedWords = text
    .replace(/\?=\r?\n[ \t]+=\?[^?]+\?Q\?/gi, '')
    .replace(/=\?[^?]+\?Q\?([^?]*)\?=/gi, (_, word: string) => word.replace(/_/g, ' '));
  const base64Words = [...text.matchAll(/=\?[^?]+\?B\?([^?]*)\?=/gi)].map((match) =>
    Buffer.from(match[1] ?? '', 'base64').toString('utf8'),
  );
  const base64Runs = [...text.matchAll(/(?:^[A-Za-z0-9+/]{8,}={0,2}\r?\n)+/gm)].map((match) =>
    Buffer.from(match[0].replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [text, raw.toString('utf8'), unQuote(joinedWords), ...base64Words, ...base64Runs];
}

/**
 * Erasure and copy of everything tied to an address, on a real database, through the core's use cases (the request,
 * its e-mailed link, the confirmation): an address seeded into every table — in its address columns in any case,
 * and written into other people's free text (messages, e-mails and partner webhooks waiting in the outbox, delivery
 * errors, mailing titles, error reports, names) — and into the .eml copies of sent e-mails (filed under it, sent to
 * it, or someone else's quoting it, in whatever encoding the mailer chose) is entirely gone afterwards, by a scan of
 * every column of every table and of every file; the copy holds every record tied to it; other people's records
 * and files are untouched.
 */
export function describePersonalDataErasure(name: string, open: () => Promise<TestDatabase>, mailCopies: MailCopies): void {
  describe(`${name}: copy and erasure of an address`, () => {
    let database: TestDatabase;
    let categoryId: number;
    const root = mkdtempSync(join(tmpdir(), 'pretscope-erasure-'));
    let files: ReturnType<MailCopies> & { dir: string };
    let folders = 0;
    beforeAll(async () => {
      database = await open();
      categoryId = await make(createStores(database.fork()).resources, 'categories', {
        name: 'Prêt hypothécaire',
        slug: 'pret-hypothecaire',
        config: { amounts: [250_000], durations: [300], amountIndex: 0, durationIndex: 0 },
      });
    }, 60_000);
    afterAll(async () => {
      rmSync(root, { recursive: true, force: true });
      await database?.dispose();
    });

    const deps = () => {
      const em = database.fork();
      return {
        unitOfWork: createUnitOfWork(em),
        rateLimiter: createDatabaseRateLimiter({ fork: () => database.fork(), clock }),
        clock,
        tokens,
        siteUrl: 'https://www.pretscope.lu',
        mailArchive: files.archive,
      };
    };

    /** The .eml files and their contents. */
    function everyFile(): Map<string, Buffer> {
      return new Map(
        readdirSync(files.dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => [name, readFileSync(join(files.dir, name))]),
      );
    }

    function fileMentions(raw: Buffer, target: string): boolean {
      const needles = [target.toLowerCase(), encodeURIComponent(target).toLowerCase()];
      return readingsOf(raw).some((reading) => needles.some((needle) => reading.toLowerCase().includes(needle)));
    }

    /** Every table of the database (as the database lists them), every row. */
    async function everyRow(): Promise<Map<string, Row[]>> {
      const em = database.fork();
      const sql = sqlRunner(em);
      const names =
        database.target.dialect === 'sqlite'
          ? (await sql.rows(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)).map((row) =>
              String(row.name),
            )
          : (
              await sql.rows(
                `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
              )
            ).map((row) => String(row.name));
      const all = new Map<string, Row[]>();
      for (const table of names) all.set(table, await sql.rows(`select * from "${table}"`));
      return all;
    }

    /**
     * Where the address (or its percent-encoding) appears, case-insensitively, in any text or JSON value of any row,
     * and in any .eml file, or in a file's name as its tag.
     */
    async function tracesOf(target: string): Promise<string[]> {
      const needles = [target.toLowerCase(), encodeURIComponent(target).toLowerCase()];
      const found: string[] = [];
      for (const [table, rows] of await everyRow()) {
        for (const row of rows) {
          for (const [column, value] of Object.entries(row)) {
            const text =
              typeof value === 'string'
                ? value
                : value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)
                  ? JSON.stringify(value)
                  : null;
            if (text && needles.some((needle) => text.toLowerCase().includes(needle)))
              found.push(`${table}.${column} #${String(row.id ?? row.key)}`);
          }
        }
      }
      for (const [file, raw] of everyFile()) if (file.includes(fileTag(target)) || fileMentions(raw, target)) found.push(`file ${file}`);
      return found;
    }

    /** Empty tables, and a new empty folder of e-mail copies. */
    async function emptyTables() {
      const sql = sqlRunner(database.fork());
      for (const table of TABLES_EMPTIED) await sql.run(`delete from ${table}`);
      const dir = join(root, String(++folders));
      mkdirSync(dir);
      files = { dir, ...mailCopies(dir) };
    }

    /**
     * Seeds the scenario: every owner (the target and the others) in every table; the others' free text mentions the
     * target. Each e-mail of the outbox was also sent without SMTP, so it is a .eml file too, filed under the outbox
     * item's recipient as the worker files it; and each owner has one more file that mentions nobody else, and an
     * older one written before files were filed (no tag).
     */
    async function seed(s: Scenario) {
      const rows = personalDataRows(database.fork());
      const limiter = createDatabaseRateLimiter({ fork: () => database.fork(), clock });
      const mention = (owner: string, shift: number) => [...s.words, caseVariant(owner, s.flips, shift), ...s.words].join(s.separator);
      let key = 0;
      await rows.user({ email: 'admin@pretscope.example', roles: ['admin'] });
      for (const [index, owner] of [s.target, ...s.others].entries()) {
        const isTarget = index === 0;
        // What someone else wrote about the target; the target's own records mention themselves.
        const aboutTarget = (shift: number) =>
          isTarget ? mention(owner, shift) : `${mention(owner, shift)}${s.separator}${mention(s.target, shift + 1)}`;
        await rows.lead({
          email: isTarget ? caseVariant(owner, s.flips) : owner,
          message: aboutTarget(1),
          lastName: isTarget ? 'Cible' : caseVariant(s.target, s.flips, 2),
        });
        await rows.lead({ email: owner, kind: 'ebook', firstName: '', lastName: '' });
        await rows.reminder({
          email: isTarget ? caseVariant(owner, s.flips, 3) : owner,
          categoryId,
          firstName: isTarget ? null : caseVariant(s.target, s.flips, 4),
        });
        const mail = (to: string, text: string) => ({
          channel: 'mail' as const,
          mail: { to, subject: 'Votre demande Prêtscope', text, html: `<p>${text.replaceAll('<', '&lt;')}</p>` },
        });
        const sentMail = async (recipient: string, payload: ReturnType<typeof mail>) => {
          await rows.outbox({ key: `k${++key}`, recipient, payload: payload as never });
          const sent = await files.mailer.send({ ...payload.mail, dataSubject: recipient });
          if (!sent.ok) throw new Error(sent.error.detail);
        };
        await sentMail(isTarget ? caseVariant(owner, s.flips, 5) : owner, mail(owner, aboutTarget(6)));
        // The team's notification: sent to the team, filed under the owner, quoting the target when it is someone else's.
        await sentMail(owner, mail(TEAM, `Nouvelle demande de ${aboutTarget(7)}`));
        // A file about the owner alone, and one written before files were filed (found by its To only).
        await files.mailer.send({ ...mail(owner, `Bienvenue ${mention(owner, 15)}`).mail, dataSubject: owner });
        await files.mailer.send({ ...mail(owner, `Ancien envoi ${s.words.join(' ')}`).mail });
        // The partner's webhook of a consolidation request, waiting: the owner's data, someone else's message about the target.
        const event: LeadWebhookEvent = {
          event: 'lead.created',
          lead: {
            id: index + 1,
            kind: 'regroupement-de-credit',
            firstName: 'Léa',
            lastName: isTarget ? 'Cible' : caseVariant(s.target, s.flips, 14),
            email: isTarget ? caseVariant(owner, s.flips, 14) : owner,
            phone: null,
            country: 'LUX',
            amount: 20_000,
            duration: 96,
            product: null,
            reference: null,
            message: aboutTarget(15),
            consentVersion: '2026-11',
            createdAt: T_WEBHOOK,
          },
        };
        await rows.outbox({
          key: `k${++key}`,
          channel: 'lead-webhook',
          recipient: isTarget ? caseVariant(owner, s.flips, 16) : owner,
          payload: { channel: 'lead-webhook', event } as never,
        });
        await rows.outbox({
          key: `k${++key}`,
          recipient: owner,
          sentAt: NOW,
          abandonedAt: null,
          lastError: `550 5.1.1 <${caseVariant(s.target, s.flips, 8)}>: boîte inconnue`,
        });
        // The schema refuses an address in a mailing's title or recipient now; rows written before it may have one.
        await rows.batch({
          title: `Lettre${s.separator}${aboutTarget(9)}`.slice(0, 300),
          recipient: isTarget ? caseVariant(owner, s.flips, 10) : owner,
        });
        await rows.user({
          email: owner,
          roles: isTarget ? (s.targetIsAdmin ? ['admin'] : ['editor']) : ['editor'],
          lastName: isTarget ? '' : caseVariant(s.target, s.flips, 11),
        });
        await rows.dataRequest({ email: isTarget ? caseVariant(owner, s.flips, 12) : owner, tokenDigest: randomBytes(32).toString('hex') });
        await rows.loggedError({
          content: `error : ${aboutTarget(13)}`,
          url: `/contact?email=${encodeURIComponent(isTarget ? owner : s.target)}&x=1`,
          ip: '203.0.113.0',
        });
        // A change the owner made as a team member (decision 0019): the history names them by their address then.
        await createStores(database.fork()).history.record({
          resourceType: 'products',
          resourceId: 1,
          action: 'update',
          actor: { userId: index + 100, email: isTarget ? caseVariant(owner, s.flips, 17) : owner, name: 'Membre Équipe' },
          at: NOW,
          previous: { name: 'Avant' },
          next: { name: 'Après' },
          changedFields: ['name'],
          restoredFrom: null,
          parent: null,
        });
        await limiter.hit(loginAccountKey(owner), { limit: 5, windowMs: 900_000 });
        await limiter.hit(dataRequestAddressKey(owner), { limit: 3, windowMs: 86_400_000 });
      }
      await rows.click({ ip: '198.51.100.0', createdAt: NOW });
    }

    /** An independent oracle: the rows tied to the address, found by reading every row in JavaScript. */
    async function tiedTo(target: string): Promise<Record<PersonalDataTable, number[]>> {
      const all = await everyRow();
      const ids = (table: string, tied: (row: Row) => boolean) =>
        (all.get(table) ?? [])
          .filter(tied)
          .map((row) => Number(row.id))
          .sort((a, b) => a - b);
      const is = (value: unknown) => String(value ?? '').toLowerCase() === target;
      const mentions = (...values: unknown[]) =>
        values.some(
          (value) =>
            String(value ?? '')
              .toLowerCase()
              .includes(target) ||
            String(value ?? '')
              .toLowerCase()
              .includes(encodeURIComponent(target).toLowerCase()),
        );
      const windows = new Set([loginAccountKey(target), dataRequestAddressKey(target)].map(rateLimitDigest));
      return {
        leads: ids('leads', (row) => is(row.email)),
        reminders: ids('reminders', (row) => is(row.email)),
        outbox: ids('outbox', (row) => is(row.recipient)),
        batch_counts: ids('batch_counts', (row) => mentions(row.title, row.recipient)),
        users: ids('users', (row) => is(row.email)),
        data_requests: ids('data_requests', (row) => is(row.email)),
        logged_errors: ids('logged_errors', (row) => mentions(row.content, row.url)),
        rate_limits: (all.get('rate_limits') ?? []).filter((row) => windows.has(String(row.key))).map(() => 0),
        change_history: ids('change_history', (row) => is(row.actor_email)),
      };
    }

    const linkToken = async (target: string) => {
      const rows = await sqlRunner(database.fork()).rows(
        `select cast(payload as text) as payload from outbox where recipient = ? and payload is not null order by id desc`,
        [target],
      );
      return /jeton=([\w-]+)/.exec(String(rows[0]?.payload ?? ''))?.[1] ?? '';
    };

    it('property: the copy holds every record tied to the address; after its erasure no row of any table contains it, and nobody else’s record is lost', async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          await emptyTables();
          await seed(s);
          const others = await Promise.all(s.others.map(async (other) => [other, await tiedTo(other)] as const));
          const filesBefore = everyFile();
          // The files of the others that neither are filed under the target nor mention it: all of them must stay.
          const othersFiles = [...filesBefore]
            .filter(([file, raw]) => !file.includes(fileTag(s.target)) && !fileMentions(raw, s.target))
            .map(([file]) => file)
            .sort();
          expect(othersFiles.length).toBeGreaterThanOrEqual(2 * s.others.length);
          expect(filesBefore.size - othersFiles.length).toBeGreaterThanOrEqual(4 + 2 * s.others.length);

          // The copy, through its e-mailed link.
          expect(
            await requestPersonalData(deps(), {
              attributes: { email: caseVariant(s.target, s.flips), kind: 'export' },
              clientIp: '203.0.113.1',
            }),
          ).toEqual({ ok: true, value: { validHours: 48 } });
          const expected = await tiedTo(s.target);
          const copied = await confirmDataRequest(deps(), { token: await linkToken(s.target) });
          if (!copied.ok || copied.value.kind !== 'export') throw new Error(`no copy: ${JSON.stringify(copied)}`);
          const copy: PersonalDataCopy = copied.value.copy;
          for (const table of PERSONAL_DATA_TABLES) {
            const got =
              table === 'rate_limits'
                ? copy.tables[table].map(() => 0)
                : copy.tables[table].map((row) => Number(row.id)).sort((a, b) => a - b);
            expect(got, table).toEqual(expected[table]);
          }
          expect(expected.leads).toHaveLength(2);
          expect(expected.rate_limits).toHaveLength(2);
          expect(JSON.stringify(copy)).not.toMatch(/passwordHash|tokenDigest|confirmationDigest|argon2/);
          expect(everyFile()).toEqual(filesBefore);

          // The erasure, through its e-mailed link.
          await requestPersonalData(deps(), { attributes: { email: s.target, kind: 'erasure' }, clientIp: '203.0.113.1' });
          const erased = await confirmDataRequest(deps(), { token: await linkToken(s.target) });
          expect(erased.ok && erased.value.kind === 'erasure' ? erased.value.report.keptLastAdmin : null).toBe(false);
          expect(await tracesOf(s.target)).toEqual([]);
          expect([...everyFile().keys()].sort()).toEqual(othersFiles);

          // Every other person keeps every record, and what they wrote about themselves.
          for (const [other, before] of others) {
            const after = await tiedTo(other);
            expect(after, other).toEqual(before);
            const messages = (
              await sqlRunner(database.fork()).rows('select message from leads where email = ? and kind <> ?', [other, 'ebook'])
            ).map((row) => String(row.message));
            expect(messages.every((message) => message.toLowerCase().includes(other) && message.includes('[adresse effacée]'))).toBe(true);
            // Their partner webhook still waits, with the target blanked out of it.
            const webhooks = (
              await sqlRunner(database.fork()).rows(
                `select cast(payload as text) as payload from outbox where channel = 'lead-webhook' and recipient = ?`,
                [other],
              )
            ).map((row) => (JSON.parse(String(row.payload)) as { event: LeadWebhookEvent }).event.lead);
            expect(
              webhooks.map((lead) => [
                lead.email,
                lead.lastName,
                lead.message.includes('[adresse effacée]') && lead.message.toLowerCase().includes(other),
              ]),
            ).toEqual([[other, '[adresse effacée]', true]]);
          }
          // The requests carried out remain as proof, without the address.
          const done = await sqlRunner(database.fork()).rows(
            'select kind, email, completed_at from data_requests where completed_at is not null order by id',
          );
          expect(done.map((row) => [row.kind, row.email])).toEqual([
            ['export', null],
            ['erasure', null],
          ]);
        }),
        { numRuns: 12 },
      );
    }, 120_000);

    it('an unconfirmed request changes nothing and reveals nothing: the same answer and the same e-mail for a known and an unknown address', async () => {
      await emptyTables();
      const s: Scenario = {
        target: 'ana.martin@exemple.lu',
        others: ['bob@exemple.fr'],
        flips: [false],
        words: ['bonjour'],
        separator: ' ',
        targetIsAdmin: false,
      };
      await seed(s);
      const before = await everyRow();
      const filesBefore = everyFile();
      const known = await requestPersonalData(deps(), { attributes: { email: s.target, kind: 'erasure' }, clientIp: '203.0.113.2' });
      const unknown = await requestPersonalData(deps(), {
        attributes: { email: 'personne@exemple.be', kind: 'erasure' },
        clientIp: '203.0.113.2',
      });
      expect(known).toEqual(unknown);
      const token = await linkToken(s.target);
      expect(
        await describeDataRequest({ dataRequests: createStores(database.fork()).dataRequests, tokens, clock }, { token }),
      ).toMatchObject({ ok: true, value: { kind: 'erasure' } });
      const after = await everyRow();
      for (const [table, rows] of before) {
        if (['data_requests', 'outbox', 'rate_limits'].includes(table)) continue;
        expect(after.get(table), table).toEqual(rows);
      }
      // Only the two requests, their two e-mails and their limiter windows were added; nothing was removed.
      expect((after.get('data_requests') ?? []).length - (before.get('data_requests') ?? []).length).toBe(2);
      expect((after.get('outbox') ?? []).length - (before.get('outbox') ?? []).length).toBe(2);
      for (const table of ['data_requests', 'outbox'])
        for (const row of before.get(table) ?? []) expect(after.get(table), table).toContainEqual(row);
      expect(everyFile()).toEqual(filesBefore);
      const mails = (
        await sqlRunner(database.fork()).rows(
          `select recipient, cast(payload as text) as payload from outbox where key like 'data-request:%' order by id`,
        )
      ).map((row) => JSON.parse(String(row.payload)) as { mail: { to: string; subject: string; text: string; html: string } });
      const normalised = mails.map(({ mail }) => JSON.stringify({ ...mail, to: '' }).replace(/jeton=[\w-]+/g, 'jeton=…'));
      expect(normalised[0]).toBe(normalised[1]);
    });

    it('keeps the last admin’s account, says so, and erases everything else of that address', async () => {
      await emptyTables();
      const sql = sqlRunner(database.fork());
      const rows = personalDataRows(database.fork());
      await rows.user({ email: 'seule.admin@exemple.lu', roles: ['admin'] });
      await rows.lead({ email: 'seule.admin@exemple.lu' });
      await requestPersonalData(deps(), { attributes: { email: 'seule.admin@exemple.lu', kind: 'erasure' }, clientIp: '203.0.113.3' });
      const erased = await confirmDataRequest(deps(), { token: await linkToken('seule.admin@exemple.lu') });
      expect(erased).toMatchObject({
        ok: true,
        value: { kind: 'erasure', report: { keptLastAdmin: true, tables: { leads: 1, users: 0 } } },
      });
      expect((await sql.rows('select email from users')).map((row) => row.email)).toEqual(['seule.admin@exemple.lu']);
      expect(await tracesOf('seule.admin@exemple.lu')).toEqual(['users.email #' + String((await sql.rows('select id from users'))[0]?.id)]);
    });
  });
}
