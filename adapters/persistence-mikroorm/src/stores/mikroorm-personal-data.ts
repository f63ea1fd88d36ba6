import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  mentionsAddress,
  PERSONAL_DATA_TABLES,
  REDACTED_ADDRESS,
  redactAddress,
  redactAddressInJson,
  type ErasureReport,
  type PersonalDataRecords,
  type PersonalDataStore,
  type PersonalDataTable,
} from '@pretscope/core';
import { BatchCountSchema } from '../entities/batch-count-schema.ts';
import { ChangeEntrySchema } from '../entities/change-entry-schema.ts';
import { DataRequestSchema } from '../entities/data-request-schema.ts';
import { DeliverySchema } from '../entities/delivery-schema.ts';
import { LeadSchema } from '../entities/lead-schema.ts';
import { LoggedErrorSchema } from '../entities/logged-error-schema.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';
import { UserSchema } from '../entities/user-schema.ts';
import { rateLimitDigest } from './rate-limit-digest.ts';
import { containsPattern, sqlRunner, type Row, type SqlRunner } from './sql-runner.ts';

/** The tables whose rows belong to the person whose address is in one column: copied whole, and deleted on erasure. */
const OWNED: readonly { table: 'leads' | 'reminders' | 'outbox' | 'users' | 'data_requests'; column: string; entity: string }[] = [
  { table: 'leads', column: 'email', entity: LeadSchema.meta.className },
  { table: 'reminders', column: 'email', entity: ReminderSchema.meta.className },
  { table: 'outbox', column: 'recipient', entity: DeliverySchema.meta.className },
  { table: 'users', column: 'email', entity: UserSchema.meta.className },
  { table: 'data_requests', column: 'email', entity: DataRequestSchema.meta.className },
];

/**
 * Text where a person, or a mail server's answer, may have written an address about someone: searched on erasure
 * in the rows that stay (other people's), and the address blanked out (core redactAddress). JSON columns are
 * redacted string by string, their shape kept.
 */
const FREE_TEXT: readonly { table: PersonalDataTable; column: string; json?: true }[] = [
  { table: 'leads', column: 'first_name' },
  { table: 'leads', column: 'last_name' },
  { table: 'leads', column: 'phone' },
  { table: 'leads', column: 'message' },
  { table: 'reminders', column: 'first_name' },
  { table: 'outbox', column: 'payload', json: true },
  { table: 'outbox', column: 'last_error' },
  { table: 'batch_counts', column: 'title' },
  { table: 'batch_counts', column: 'recipient' },
  { table: 'users', column: 'first_name' },
  { table: 'users', column: 'last_name' },
  { table: 'logged_errors', column: 'content' },
  { table: 'logged_errors', column: 'url' },
  { table: 'logged_errors', column: 'sheet' },
];

/** The limiter's keys are stored as digests; the copy says what each counts. */
const RATE_LIMIT_LABELS: readonly [string, string][] = [
  ['login:account:', 'tentatives de connexion au back-office'],
  ['data-request:email:', 'demandes de copie ou d’effacement reçues pour cette adresse'],
];

/** The address as stored (the e-mail schema lowercases), and the spellings a LIKE looks for before the exact check. */
function spellingsOf(email: string): { address: string; patterns: string[] } {
  const address = email.trim().toLowerCase();
  return { address, patterns: [...new Set([address, encodeURIComponent(address).toLowerCase()])].map(containsPattern) };
}

/** Rows whose column may mention the address (a LIKE on every spelling), with the column as text. */
async function mentionCandidates(
  sql: SqlRunner,
  table: string,
  column: string,
  patterns: string[],
): Promise<{ id: number; value: string }[]> {
  const text = `lower(cast(${column} as text))`;
  const rows = await sql.rows(
    `select id, cast(${column} as text) as value from ${table} where ${patterns.map(() => `${text} like ? escape '!'`).join(' or ')} order by id`,
    patterns,
  );
  return rows.map((row) => ({ id: Number(row.id), value: String(row.value ?? '') }));
}

function rolesOf(row: Row): string[] {
  const roles = typeof row.roles === 'string' ? (JSON.parse(row.roles) as unknown) : row.roles;
  return Array.isArray(roles) ? roles.map(String) : [];
}

/**
 * Everything tied to an e-mail address, on both dialects: the copy (art. 15) and the erasure (art. 17). Matching is
 * case-insensitive (lower() on both sides); text is matched at the address's boundaries (core address-mention.ts),
 * so someone else's longer address is never touched.
 */
export function createPersonalDataStore(em: EntityManager): PersonalDataStore {
  const sql = sqlRunner(em);

  /** The rows of these ids as the ORM maps them (dates, JSON), without hidden columns (hashes, digests). */
  async function plainRows(entity: string, ids: number[]): Promise<Record<string, unknown>[]> {
    if (ids.length === 0) return [];
    const rows = await em.find<{ id: number }>(
      em.getMetadata().getByClassName(entity).class,
      { id: { $in: ids } },
      { orderBy: { id: 'asc' }, disableIdentityMap: true },
    );
    return rows.map((row) => wrap(row as object, true).toObject() as Record<string, unknown>);
  }

  async function idsWhere(table: string, column: string, address: string): Promise<number[]> {
    const rows = await sql.rows(`select id from ${table} where lower(${column}) = ? order by id`, [address]);
    return rows.map((row) => Number(row.id));
  }

  async function mentioningIds(table: string, columns: string[], email: string, patterns: string[]): Promise<Set<number>> {
    const ids = new Set<number>();
    for (const column of columns) {
      for (const candidate of await mentionCandidates(sql, table, column, patterns))
        if (mentionsAddress(candidate.value, email)) ids.add(candidate.id);
    }
    return ids;
  }

  return {
    async collect(email, { rateLimitKeys }) {
      const { address, patterns } = spellingsOf(email);
      const records: PersonalDataRecords = {};
      for (const { table, column, entity } of OWNED) records[table] = await plainRows(entity, await idsWhere(table, column, address));
      // The history of changes names the team member who wrote (decision 0019): their entries, by their address then.
      records.change_history = await plainRows(ChangeEntrySchema.meta.className, await idsWhere('change_history', 'actor_email', address));
      const batches = await mentioningIds('batch_counts', ['title', 'recipient'], address, patterns);
      records.batch_counts = await plainRows(
        BatchCountSchema.meta.className,
        [...batches].sort((a, b) => a - b),
      );
      const errors = await mentioningIds('logged_errors', ['content', 'url'], address, patterns);
      records.logged_errors = await plainRows(
        LoggedErrorSchema.meta.className,
        [...errors].sort((a, b) => a - b),
      );
      records.rate_limits = [];
      for (const key of rateLimitKeys) {
        const [window] = await sql.rows('select hits, expires_at from rate_limits where key = ?', [rateLimitDigest(key)]);
        if (!window) continue;
        const label = RATE_LIMIT_LABELS.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'compteur contre les abus';
        records.rate_limits.push({
          compteur: label,
          hits: Number(window.hits),
          expiresAt: new Date(Number(window.expires_at)).toISOString(),
        });
      }
      return records;
    },

    async erase(email, { keepRequestId, rateLimitKeys }): Promise<ErasureReport> {
      const { address, patterns } = spellingsOf(email);
      const tables = Object.fromEntries(PERSONAL_DATA_TABLES.map((table) => [table, 0])) as Record<PersonalDataTable, number>;

      tables.leads += await sql.run('delete from leads where lower(email) = ?', [address]);
      tables.reminders += await sql.run('delete from reminders where lower(email) = ?', [address]);
      // The person's e-mails, sent or waiting, with their delivery log (attempts, last error); the team's copy of
      // their request is filed under their address too.
      tables.outbox += await sql.run('delete from outbox where lower(recipient) = ?', [address]);
      tables.data_requests += await sql.run('delete from data_requests where lower(email) = ? and id <> ?', [address, keepRequestId ?? -1]);
      // The team's history keeps what was changed and when, no longer by whom (decision 0019).
      tables.change_history += await sql.run(`update change_history set actor_email = ?, actor_name = '' where lower(actor_email) = ?`, [
        REDACTED_ADDRESS,
        address,
      ]);

      // A back-office account goes too, unless it is the last admin's: the site would have no one left to run it.
      const users = await sql.rows('select id, email, roles from users');
      const own = users.filter((user) => String(user.email).toLowerCase() === address);
      const otherAdmins = users.filter((user) => !own.includes(user) && rolesOf(user).includes('admin'));
      const kept = otherAdmins.length === 0 ? own.filter((user) => rolesOf(user).includes('admin')).slice(0, 1) : [];
      for (const user of own) if (!kept.includes(user)) tables.users += await sql.run('delete from users where id = ?', [Number(user.id)]);

      if (rateLimitKeys.length > 0)
        tables.rate_limits += await sql.run(
          `delete from rate_limits where key in (${rateLimitKeys.map(() => '?').join(', ')})`,
          rateLimitKeys.map(rateLimitDigest),
        );

      // What stays (other people's records, errors, mailings) loses every mention of the address; a mailing sent
      // to the address keeps its counters, not the address.
      const redacted = new Map<PersonalDataTable, Set<number>>();
      for (const { table, column, json } of FREE_TEXT) {
        for (const { id, value } of await mentionCandidates(sql, table, column, patterns)) {
          const next = json ? JSON.stringify(redactAddressInJson(JSON.parse(value) as unknown, address)) : redactAddress(value, address);
          if (json ? next === JSON.stringify(JSON.parse(value)) : next === value) continue;
          await sql.run(`update ${table} set ${column} = ? where id = ?`, [next, id]);
          if (!redacted.has(table)) redacted.set(table, new Set());
          redacted.get(table)!.add(id);
        }
      }
      for (const [table, ids] of redacted) tables[table] += ids.size;
      return { tables, keptLastAdmin: kept.length > 0 };
    },
  };
}
