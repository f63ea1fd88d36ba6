import { createThrowawayPostgres, openDatabase, PG_TEST_URL, type Database } from '@pretscope/persistence-mikroorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMime } from '../../adapters/mail-nodemailer/src/read-mime.test-support.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../adapters/mail-nodemailer/src/smtp-stand-in.test-support.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.test-support.ts';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay.test-support.ts';

/** What « quickly » means for a visitor's request while the mail server is down or hangs (issue 8). */
const ANSWER_BOUND_MS = 3_000;
/** OUTBOX_RETRY_SECONDS for the server: the first retry after 0.5 to 1 s (jitter), then 1 to 2 s, 2 to 4 s… */
const RETRY_SECONDS = 1;
/** How often the server's outbox worker looks for due items (create-container's default, not configurable). */
const WORKER_INTERVAL_MS = 5_000;
/** A send, its outbox bookkeeping and the test's poll, on a loaded 2-core machine. */
const SLACK_MS = 5_000;
const TEAM_EMAIL = 'equipe@pretscope-smtp.example';
const ADDRESSES = '@panne-smtp.example';

interface Submission {
  n: number;
  channel: 'api' | 'form';
  email: string;
  /** Unique per lead (n below 27): the team's notification names the visitor in its subject. */
  lastName: string;
  acknowledged: boolean;
  status: number;
  ms: number;
}

/** Rows as both drivers answer them (SQLite through better-sqlite3, PostgreSQL through pg). */
async function rows<T>(database: Database, sql: string): Promise<T[]> {
  return (await database.orm.em.getConnection().execute(sql, [], 'all')) as T[];
}

interface OutboxRow {
  key: string;
  attempts: number;
  last_error: string | null;
  claimed_until: unknown;
  sent_at: unknown;
  abandoned_at: unknown;
}

/**
 * Fault test (issue 8): « SMTP server down: leads are kept and e-mails go out when it returns. » The real server
 * process (`main.ts`, as `npm start` runs it) sends through SMTP_URL, which points at a relay in front of a local
 * SMTP server (the smtp-server package). First nobody listens there (connections refused); later the mail server
 * accepts connections but says nothing (it hangs). In both cases every visitor's request is answered « received »
 * within the bound, the leads are in the database with their e-mails waiting in the outbox, and once the mail server
 * is back each lead's confirmation and the team's notification arrive exactly once, within what the retry schedule
 * allows. The server never answers 5xx, stays up, and stays ready: readiness is about the database only, so a mail
 * outage does not take every process out of rotation while they can still take requests.
 */
describe.each([['sqlite'] as const, ...(PG_TEST_URL ? [['postgresql'] as const] : [])])(
  '%s: the mail server down, then hanging',
  (dialect) => {
    const dataDir = mkdtempSync(join(tmpdir(), `pretscope-smtp-${dialect}-`));
    let postgres: Awaited<ReturnType<typeof createThrowawayPostgres>> | undefined;
    let relay: TcpRelay;
    let smtp: SmtpStandIn | undefined;
    let smtpPort: number;
    let server: ServerProcess;
    let database: Database;
    const submissions: Submission[] = [];
    /** Every status the server answered in this file, to find a 5xx among them. */
    const statuses: { path: string; status: number }[] = [];

    beforeAll(async () => {
      postgres = dialect === 'postgresql' ? await createThrowawayPostgres('pretscope_smtp') : undefined;
      const databaseUrl = postgres?.url ?? join(dataDir, 'pretscope.sqlite');
      smtpPort = await freePort();
      // The relay is what SMTP_URL names: refusing, it is a mail server that is down; frozen, one that hangs.
      relay = await startTcpRelay(new URL(`smtp://127.0.0.1:${smtpPort}`));
      await relay.refuse();
      server = await startServerProcess({
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          TRUST_PROXY: 'true',
          ADMIN_PASSWORD: 'admin-password-for-tests',
          SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
          TEAM_EMAIL,
          OUTBOX_RETRY_SECONDS: String(RETRY_SECONDS),
        },
      });
      database = await openDatabase({ databaseUrl, pool: { max: 1 } });
      // The first form POST loads the page's modules: not part of what is measured.
      await get('/contact');
    });
    afterAll(async () => {
      await server?.stop(5_000);
      await database?.close();
      await relay?.close();
      await smtp?.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function get(path: string): Promise<Response> {
      const answer = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(15_000) });
      statuses.push({ path, status: answer.status });
      return answer;
    }

    /** A contact request through POST /api/leads or through the contact page's form (its POST, as the browser sends it). */
    async function submit(n: number, channel: 'api' | 'form'): Promise<Submission> {
      const email = `visiteur.${n}${ADDRESSES}`;
      // Names hold letters only: lead n is « Panne A », « Panne B »…
      const lastName = `Panne ${String.fromCharCode(64 + n)}`;
      const headers = { 'X-Forwarded-For': `10.25.${dialect === 'sqlite' ? 1 : 2}.${n}` };
      const started = Date.now();
      const answer =
        channel === 'api'
          ? await fetch(`${server.url}/api/leads`, {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/vnd.api+json' },
              body: JSON.stringify({
                data: {
                  type: 'leads',
                  attributes: {
                    kind: 'contact',
                    firstName: 'Léa',
                    lastName,
                    email,
                    country: 'LUX',
                    message: `Demande ${n} pendant une panne du serveur de courrier.`,
                    consent: { given: true, text: 'J’accepte.', version: '2026-11' },
                  },
                },
              }),
              signal: AbortSignal.timeout(30_000),
            })
          : await fetch(`${server.url}/contact`, {
              method: 'POST',
              redirect: 'manual',
              headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({
                firstName: 'Léa',
                lastName,
                email,
                country: 'LUX',
                message: `Demande ${n} pendant une panne du serveur de courrier.`,
                consent: 'on',
              }),
              signal: AbortSignal.timeout(30_000),
            });
      await answer.arrayBuffer();
      const ms = Date.now() - started;
      statuses.push({ path: `${channel} lead ${n}`, status: answer.status });
      // The API says « stored » with 201; the form by sending the visitor to its confirmation.
      const acknowledged =
        channel === 'api' ? answer.status === 201 : answer.status === 303 && answer.headers.get('location') === '/contact?envoye=1';
      const submission = { n, channel, email, lastName, acknowledged, status: answer.status, ms };
      submissions.push(submission);
      return submission;
    }

    function expectAnsweredQuickly(batch: Submission[]) {
      expect(
        batch.filter((s) => !s.acknowledged).map((s) => `${s.channel} ${s.n}: ${s.status}`),
        'every request acknowledged',
      ).toEqual([]);
      expect(
        batch.filter((s) => s.ms >= ANSWER_BOUND_MS).map((s) => `${s.channel} ${s.n}: ${s.ms} ms`),
        `answered within ${ANSWER_BOUND_MS} ms`,
      ).toEqual([]);
    }

    /** The stored leads of these submissions, by e-mail address, each expected once. */
    async function storedLeads(batch: Submission[]): Promise<Map<string, number>> {
      const stored = await rows<{ id: number; email: string }>(database, `select id, email from leads where email like '%${ADDRESSES}'`);
      const byEmail = new Map<string, number>();
      for (const row of stored) {
        expect(byEmail.has(row.email), `${row.email} stored once`).toBe(false);
        byEmail.set(row.email, Number(row.id));
      }
      expect(
        batch.filter((s) => !byEmail.has(s.email)).map((s) => s.email),
        'every acknowledged lead is stored',
      ).toEqual([]);
      return new Map(batch.map((s) => [s.email, byEmail.get(s.email) ?? 0]));
    }

    /** The outbox items of these leads: the visitor's confirmation and the team's notification for each. */
    async function outboxOf(leadIds: number[]): Promise<OutboxRow[]> {
      const items = await rows<OutboxRow>(
        database,
        `select key, attempts, last_error, claimed_until, sent_at, abandoned_at from outbox where key in (${leadIds.flatMap((id) => [`'lead:${id}:confirmation'`, `'lead:${id}:team'`]).join(', ')}) order by key`,
      );
      return items.map((item) => ({ ...item, attempts: Number(item.attempts) }));
    }

    /** Which expected e-mail each received message is: the visitor's confirmation, or the team's copy naming them. */
    function arrivals(): string[] {
      return (smtp?.received ?? []).map((mail) => {
        const subject = readMime(mail.raw).headers.get('subject') ?? '';
        const lead = submissions.find((s) => (mail.to.length === 1 && mail.to[0] === s.email) || subject.endsWith(`Léa ${s.lastName}`));
        if (!lead) return `unexpected: ${mail.to.join(', ')} « ${subject} »`;
        if (mail.to.join() === lead.email && /^Nous avons bien reçu votre message \(PS-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/.test(subject))
          return `confirmation ${lead.n}`;
        if (mail.to.join() === TEAM_EMAIL && subject.endsWith(`— Léa ${lead.lastName}`)) return `team ${lead.n}`;
        return `wrong: ${mail.to.join(', ')} « ${subject} »`;
      });
    }
    const expectedArrivals = (batch: Submission[]) => batch.flatMap((s) => [`confirmation ${s.n}`, `team ${s.n}`]);
    const sorted = (list: string[]) => [...list].sort();

    async function expectReadyAndAlive() {
      const started = Date.now();
      const ready = await get('/api/ready');
      expect(ready.status, 'readiness: the database answers, the mail server is not its concern').toBe(200);
      expect(Date.now() - started).toBeLessThan(ANSWER_BOUND_MS);
      expect((await get('/api/health')).status).toBe(200);
      expect(server.child.exitCode, 'the process is up').toBeNull();
    }

    it('SMTP refused: every lead is acknowledged quickly and stored with its e-mails waiting, retried without giving up', async () => {
      const batch: Submission[] = [];
      for (let n = 1; n <= 4; n++) batch.push(await submit(n, n === 3 ? 'form' : 'api'));
      expectAnsweredQuickly(batch);
      const leadIds = [...(await storedLeads(batch)).values()];
      expect(leadIds).toHaveLength(4);

      // Every e-mail was tried (the worker runs right after each request) and failed; at least one was tried again on
      // the schedule while the server was still down. None is given up, none went anywhere.
      await expect
        .poll(
          async () => {
            const items = await outboxOf(leadIds);
            return (
              items.length === 8 &&
              items.every((item) => item.attempts >= 1 && item.last_error !== null && item.claimed_until === null) &&
              items.some((item) => item.attempts >= 2)
            );
          },
          { timeout: WORKER_INTERVAL_MS + 2 * RETRY_SECONDS * 1_000 + SLACK_MS, interval: 200 },
        )
        .toBe(true);
      const items = await outboxOf(leadIds);
      expect(
        items.filter((item) => item.sent_at !== null || item.abandoned_at !== null).map((item) => item.key),
        'nothing sent or given up while the server is down',
      ).toEqual([]);
      // The error a person reading the outbox sees names the cause.
      expect(items[0]?.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      await expectReadyAndAlive();
    });

    it('SMTP back: each confirmation and team notification arrives exactly once, within the retry schedule', async () => {
      const batch = submissions.slice();
      const leadIds = [...(await storedLeads(batch)).values()];
      // The longest wait an item can have been given (full jitter) after its latest failure, then the worker's next pass.
      const attempts = Math.max(...(await outboxOf(leadIds)).map((item) => item.attempts));
      const boundMs = RETRY_SECONDS * 1_000 * 2 ** (attempts - 1) + WORKER_INTERVAL_MS + SLACK_MS;

      smtp = await startSmtpStandIn({ port: smtpPort });
      await relay.restore();
      const back = Date.now();
      // Exactly once: all arrived, nothing twice, and every item marked sent (a sent item is never tried again).
      await expect
        .poll(
          async () => {
            const items = await outboxOf(leadIds);
            return { arrived: sorted(arrivals()), sent: items.filter((item) => item.sent_at !== null).length };
          },
          { timeout: boundMs, interval: 200 },
        )
        .toEqual({ arrived: sorted(expectedArrivals(batch)), sent: 2 * batch.length });
      console.log(
        `${dialect}: ${smtp.received.length} e-mails arrived ${Date.now() - back} ms after the mail server came back (after ${attempts} attempts; bound ${boundMs} ms)`,
      );
      expect((await outboxOf(leadIds)).filter((item) => item.abandoned_at !== null || item.claimed_until !== null)).toEqual([]);
      await expectReadyAndAlive();
    });

    it('SMTP hanging (connection open, no greeting): requests stay quick while the worker is stuck, and the e-mails go out once it answers', async () => {
      const before = submissions.length;
      const sentBefore = smtp?.received.length ?? 0;
      relay.freeze();
      const first = await submit(11, 'api');
      const [firstId = 0] = (await storedLeads([first])).values();
      // The worker has claimed the new e-mails and waits on the mail server's greeting.
      await expect
        .poll(
          async () =>
            (await outboxOf([firstId])).map((item) => ({
              key: item.key,
              attempts: item.attempts,
              claimed: item.claimed_until !== null,
              sent: item.sent_at !== null,
            })),
          { timeout: 5_000, interval: 100 },
        )
        .toEqual([`lead:${firstId}:confirmation`, `lead:${firstId}:team`].map((key) => ({ key, attempts: 1, claimed: true, sent: false })));
      // Visitors keep being answered at once while the worker is stuck on the mail server.
      const later = [await submit(12, 'form'), await submit(13, 'api'), await submit(14, 'api')];
      expectAnsweredQuickly([first, ...later]);
      await expectReadyAndAlive();
      expect(smtp?.received.length, 'nothing passes while the mail server hangs').toBe(sentBefore);
      expect(
        (await outboxOf([firstId])).map((item) => item.claimed_until !== null && item.sent_at === null),
        'the worker was still stuck all along',
      ).toEqual([true, true]);

      relay.thaw();
      const batch = submissions.slice(before);
      const leadIds = [...(await storedLeads(batch)).values()];
      const thawed = Date.now();
      // The stuck pass ends, then the one the later requests asked for: well within the SMTP timeouts (20 s).
      await expect
        .poll(
          async () => {
            const items = await outboxOf(leadIds);
            return { arrived: sorted(arrivals().slice(sentBefore)), sent: items.filter((item) => item.sent_at !== null).length };
          },
          { timeout: WORKER_INTERVAL_MS + SLACK_MS, interval: 200 },
        )
        .toEqual({ arrived: sorted(expectedArrivals(batch)), sent: 2 * batch.length });
      console.log(
        `${dialect}: the ${2 * batch.length} e-mails of the hang arrived ${Date.now() - thawed} ms after the mail server answered`,
      );
      // The e-mails of the first outage were not sent again.
      expect(sorted(arrivals())).toEqual(sorted(expectedArrivals(submissions)));
      await expectReadyAndAlive();
    });

    it('never answered 5xx, and the process never stopped', () => {
      expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect(server.output()).not.toMatch(/unexpected error|Unhandled|ERR_/);
      console.log(`${dialect}: slowest lead request ${Math.max(...submissions.map((s) => s.ms))} ms`);
    });
  },
);
