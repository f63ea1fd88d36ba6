import { createThrowawayPostgres, openDatabase, type Database } from '@pretscope/persistence-mikroorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.test-support.ts';

/** How many times the server is killed with SIGKILL while leads pour in (restarted after each but the last). */
const KILLS = 5;
/** Clients sending leads at the same time. */
const SENDERS = 12;
/** Every fourth lead goes through the contact form's POST, the others through POST /api/leads. */
const FORM_EVERY = 4;

type Outcome = 'acknowledged' | 'refused' | 'lost';
/** Why a connection failed: nobody listening (the process is down), or cut during the request (killed). */
type Loss = 'down' | 'cut';
interface Submission {
  marker: string;
  channel: 'api' | 'form';
  outcome: Outcome;
  /** The lead's id in the API's 201 answer. */
  id?: number;
  status?: number;
  loss?: Loss;
}

/**
 * A distinct client address per submission (TRUST_PROXY=true reads it from X-Forwarded-For): the public write limit
 * (10 a minute per address and type) stays in force and is never reached.
 */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

async function submit(url: string, n: number, runId: string): Promise<Submission> {
  const marker = `crash-${runId}-${n}`;
  const channel = n % FORM_EVERY === 0 ? 'form' : 'api';
  const headers = { 'X-Forwarded-For': `${addressOf(n)}, 192.0.2.1` };
  const message = `Demande de test ${marker} : rappelez-moi s’il vous plaît.`;
  try {
    if (channel === 'api') {
      const answer = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/vnd.api+json' },
        body: JSON.stringify({
          data: {
            type: 'leads',
            attributes: {
              kind: 'contact',
              firstName: 'Léa',
              lastName: 'Test',
              email: `lea.${n}@example.org`,
              country: 'LUX',
              message,
              consent: { given: true, text: 'J’accepte.', version: '2026-11' },
            },
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await answer.text();
      if (answer.status === 201)
        return {
          marker,
          channel,
          outcome: 'acknowledged',
          id: Number((JSON.parse(body) as { data: { id: string } }).data.id),
          status: 201,
        };
      return { marker, channel, outcome: 'refused', status: answer.status };
    }
    const form = new URLSearchParams({
      firstName: 'Marc',
      lastName: 'Test',
      email: `marc.${n}@example.org`,
      country: 'LUX',
      message,
      consent: 'on',
    });
    const answer = await fetch(`${url}/contact`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await answer.arrayBuffer();
    // The form says « received » by sending the visitor to its confirmation page.
    if (answer.status === 303 && answer.headers.get('location') === '/contact?envoye=1')
      return { marker, channel, outcome: 'acknowledged', status: 303 };
    return { marker, channel, outcome: 'refused', status: answer.status };
  } catch (error) {
    // Connection refused (the process is down) or cut (killed mid-request): the client does not know.
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? '').toUpperCase();
    return { marker, channel, outcome: 'lost', loss: code === 'ECONNREFUSED' ? 'down' : 'cut' };
  }
}

/** Rows as both drivers answer them (SQLite through better-sqlite3, PostgreSQL through pg). */
async function rows<T>(database: Database, sql: string): Promise<T[]> {
  return (await database.orm.em.getConnection().execute(sql, [], 'all')) as T[];
}

/**
 * Fault test (issue 8): leads sent concurrently through the API and the contact form while the real server process
 * (`main.ts`, as `npm start` runs it) is killed with SIGKILL and restarted, several times. Afterwards, read directly
 * from the database: every lead that got a success answer is there exactly once, no lead is there twice, each
 * stored lead has the e-mails its transaction queued (and no e-mail is queued for a lead that was not stored), and
 * the database passes its integrity checks.
 */
export function describeCrashSafety(dialect: 'sqlite' | 'postgresql'): void {
  describe(`${dialect}: leads while the server is killed with SIGKILL`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), `pretscope-crash-${dialect}-`));
    let postgres: Awaited<ReturnType<typeof createThrowawayPostgres>> | undefined;
    let server: ServerProcess | undefined;
    afterAll(async () => {
      await server?.kill();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(`keeps every acknowledged lead exactly once across ${KILLS} kills, and the database intact`, async () => {
      postgres = dialect === 'postgresql' ? await createThrowawayPostgres('pretscope_crash') : undefined;
      const databaseUrl = postgres?.url ?? join(dataDir, 'pretscope.sqlite');
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: 'true',
        ADMIN_PASSWORD: 'admin-password-for-tests',
        JWT_SECRET: 'crash-test-secret-of-at-least-32-characters',
      };
      const port = await freePort();
      server = await startServerProcess({ env, port });
      const url = server.url;
      const runId = Date.now().toString(36);

      const submissions: Submission[] = [];
      let next = 1;
      let sending = true;
      const senders = Array.from({ length: SENDERS }, async () => {
        while (sending) {
          const result = await submit(url, next++, runId);
          submissions.push(result);
          // While the process is down every attempt fails at once: do not spin.
          if (result.outcome === 'lost') await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      const acknowledged = () => submissions.filter((s) => s.outcome === 'acknowledged').length;

      for (let kill = 1; kill <= KILLS; kill++) {
        // Let a batch of leads be acknowledged, then kill at a moment that does not line up with any request.
        const target = acknowledged() + 25;
        const deadline = Date.now() + 20_000;
        while (acknowledged() < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
        expect(await server.kill(), 'killed by the signal').toBe('SIGKILL');
        if (kill < KILLS) server = await startServerProcess({ env, port });
      }
      sending = false;
      await Promise.all(senders);
      server = undefined;

      const byOutcome = (outcome: Outcome) => submissions.filter((s) => s.outcome === outcome);
      // The run must have exercised all three fates and both ways in.
      expect(byOutcome('acknowledged').length).toBeGreaterThanOrEqual(KILLS * 25);
      expect(
        byOutcome('lost').filter((s) => s.loss === 'cut').length,
        'some requests were in flight when the process was killed',
      ).toBeGreaterThan(0);
      expect(byOutcome('acknowledged').some((s) => s.channel === 'form')).toBe(true);
      // Nothing but acknowledgements and lost connections: no 500, no 429 (each lead came from its own address).
      expect(byOutcome('refused').map((s) => s.status)).toEqual([]);

      // Read the database the killed process left, as the next start would find it.
      const database = await openDatabase({ databaseUrl, pool: { max: 2 } });
      try {
        const stored = await rows<{ id: number; message: string; email: string }>(
          database,
          `select id, message, email from leads where message like '%crash-${runId}-%'`,
        );
        const storedByMarker = new Map<string, { id: number; count: number }>();
        for (const row of stored) {
          const marker = /crash-[a-z0-9]+-\d+/.exec(row.message)?.[0] ?? '';
          const seen = storedByMarker.get(marker);
          storedByMarker.set(marker, { id: Number(row.id), count: (seen?.count ?? 0) + 1 });
        }
        const twice = [...storedByMarker].filter(([, seen]) => seen.count > 1).map(([marker]) => marker);
        expect(twice, 'no lead stored twice').toEqual([]);
        const missing = byOutcome('acknowledged')
          .filter((s) => !storedByMarker.has(s.marker))
          .map((s) => s.marker);
        expect(missing, 'every acknowledged lead is stored').toEqual([]);
        const wrongId = byOutcome('acknowledged').filter((s) => s.id !== undefined && storedByMarker.get(s.marker)?.id !== s.id);
        expect(wrongId, 'the id the API answered is the stored lead').toEqual([]);
        const unknown = [...storedByMarker.keys()].filter((marker) => !submissions.some((s) => s.marker === marker));
        expect(unknown, 'only leads that were sent').toEqual([]);

        // The lead and its two e-mails were one transaction: all or nothing.
        const items = await rows<{ key: string }>(database, `select key from outbox where key like 'lead:%'`);
        const keys = new Set(items.map((item) => item.key));
        const leadIds = new Set(stored.map((row) => Number(row.id)));
        const withoutMail = [...leadIds].filter((id) => !keys.has(`lead:${id}:confirmation`) || !keys.has(`lead:${id}:team`));
        expect(withoutMail, 'every stored lead has its confirmation and the team’s copy queued').toEqual([]);
        const allLeadIds = new Set((await rows<{ id: number }>(database, 'select id from leads')).map((row) => Number(row.id)));
        const orphans = [...keys].filter((key) => !allLeadIds.has(Number(key.split(':')[1])));
        expect(orphans, 'no e-mail queued for a lead that was not stored').toEqual([]);

        if (dialect === 'sqlite') {
          expect(await rows(database, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
          expect(await rows(database, 'pragma foreign_key_check')).toEqual([]);
        } else {
          // Every B-tree index agrees with its table (amcheck), every foreign key points at a row, and every row of
          // the tables written during the kills reads back whole.
          await database.orm.em.getConnection().execute('create extension if not exists amcheck');
          const indexes = await rows<{ name: string }>(
            database,
            `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace where a.amname = 'btree' and n.nspname = 'public'`,
          );
          expect(indexes.length).toBeGreaterThan(10);
          for (const { name } of indexes) await database.orm.em.getConnection().execute(`select bt_index_check('${name}'::regclass, true)`);
          const foreignKeys = await rows<{ child: string; column: string; parent: string; parent_column: string }>(
            database,
            `select tc.table_name as child, kcu.column_name as column, ccu.table_name as parent, ccu.column_name as parent_column from information_schema.table_constraints tc join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
          );
          expect(foreignKeys.length).toBeGreaterThan(5);
          for (const fk of foreignKeys) {
            const [dangling] = await rows<{ count: string | number }>(
              database,
              `select count(*) as count from "${fk.child}" c where c."${fk.column}" is not null and not exists (select 1 from "${fk.parent}" p where p."${fk.parent_column}" = c."${fk.column}")`,
            );
            expect(Number(dangling?.count), `${fk.child}.${fk.column} → ${fk.parent}`).toBe(0);
          }
          for (const table of ['leads', 'outbox', 'rate_limits']) await rows(database, `select * from "${table}"`);
        }
      } finally {
        await database.close();
      }
      console.log(
        `${dialect}: ${submissions.length} leads sent, ${byOutcome('acknowledged').length} acknowledged (${byOutcome('acknowledged').filter((s) => s.channel === 'form').length} by the form), ${byOutcome('lost').filter((s) => s.loss === 'cut').length} cut by a kill, ${byOutcome('lost').filter((s) => s.loss === 'down').length} refused while down, ${KILLS} kills`,
      );
    });
  });
}
