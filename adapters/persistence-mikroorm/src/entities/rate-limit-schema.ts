import { EntitySchema } from '@mikro-orm/core';

/** One rate-limit window as stored: read and written only by stores/mikroorm-rate-limiter.ts, in plain SQL. */
export interface RateLimitRow {
  /** SHA-256 of the limiter's key (base64url): no address or e-mail is stored in clear, and the length is fixed. */
  key: string;
  hits: number;
  /** When the window ends, in milliseconds since 1970 (an integer compares the same way on both dialects). */
  expiresAt: number;
}

/**
 * The rate limiter every server process shares (login attempts, what visitors send): a fixed window per key,
 * counted by one atomic upsert. Ended windows are swept as hits are counted, and by the daily retention run (rule
 * `rateLimits`) on a site too quiet to sweep: the table holds live windows, and ended ones for a day at most.
 */
export const RateLimitSchema: EntitySchema<RateLimitRow> = new EntitySchema<RateLimitRow>({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: { type: 'string', length: 64, primary: true },
    hits: { type: 'integer' },
    expiresAt: { type: 'bigint', index: 'rate_limits_expires_at_index' },
  },
});
