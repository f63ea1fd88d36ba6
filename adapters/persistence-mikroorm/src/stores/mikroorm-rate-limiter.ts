import type { EntityManager } from '@mikro-orm/sql';
import type { Clock, RateDecision, RateLimit, RateLimiter } from '@pretscope/core';
import { rateLimitDigest } from './rate-limit-digest.ts';

/** Expired windows are deleted at most this often per process: the table stays the size of the live windows. */
const SWEEP_EVERY_MS = 60_000;

/**
 * One statement counts a hit: a key seen for the first time, or whose window has ended, starts a new window at 1;
 * otherwise its count goes up by one. The database does it atomically (INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * the same SQL on SQLite ≥ 3.35 and PostgreSQL), so two processes hitting the same key at once both count.
 */
const HIT_SQL = `insert into rate_limits (key, hits, expires_at) values (?, 1, ?)
on conflict (key) do update set
  hits = case when rate_limits.expires_at <= ? then 1 else rate_limits.hits + 1 end,
  expires_at = case when rate_limits.expires_at <= ? then excluded.expires_at else rate_limits.expires_at end
returning hits, expires_at`;

/**
 * Fixed windows counted in the database (table rate_limits), so that every server process on the same database
 * shares them: behind a load balancer, a client gets the limit once, not once per process. Keys are stored as their
 * SHA-256: the table holds no address or e-mail in clear.
 */
export function createDatabaseRateLimiter({ fork, clock }: { fork: () => EntityManager; clock: Clock }): RateLimiter {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async hit(key: string, { limit, windowMs }: RateLimit): Promise<RateDecision> {
      const now = clock.now().getTime();
      // Outside any unit of work's transaction: a hit counts even when the request's own work is rolled back.
      const connection = fork().getConnection();
      const digest = rateLimitDigest(key);
      const rows = await connection.execute<{ hits: number | string; expires_at: number | string }[]>(HIT_SQL, [
        digest,
        now + windowMs,
        now,
        now,
      ]);
      const row = rows[0];
      if (!row) throw new Error('rate limiter: the upsert returned no row');
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        await connection.execute('delete from rate_limits where expires_at <= ?', [now], 'run');
      }
      const hits = Number(row.hits);
      if (hits <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.expires_at) - now) / 1000)) };
    },
  };
}
