import type { AccessTokens, TokenClaims } from '../ports/access-tokens.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import type { ApiType } from '../api/api-types.ts';
import type { ResourceQuery } from '../query/resource-query.ts';
import { err, ok } from '../result.ts';

/** Reversible stand-ins for the crypto ports: what the use cases do with them is what these tests check. */
export const fakePasswords: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

/** Tokens that are their claims in clear, with a revocable validity, so a test can expire one. */
export function fakeTokens(): AccessTokens & { expire(token: string): void } {
  const expired = new Set<string>();
  let serial = 0;
  return {
    issue: async (claims: TokenClaims) => `token:${++serial}:${JSON.stringify(claims)}`,
    verify: async (token: string) =>
      token.startsWith('token:') && !expired.has(token) ? (JSON.parse(token.slice(token.indexOf(':', 6) + 1)) as TokenClaims) : null,
    expire: (token) => expired.add(token),
  };
}

/** Counts per key without a clock: `limit` hits pass, the next ones are refused. */
export function countingRateLimiter(): RateLimiter {
  const hits = new Map<string, number>();
  return {
    async hit(key, { limit, windowMs }) {
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: windowMs / 1000 };
    },
  };
}

/** Records by type and id, enough for the write use cases (they never list). */
export function recordStore(seed: ResourceRecord[] = []): ResourceStore & { records: Map<string, ResourceRecord> } {
  const records = new Map(seed.map((record) => [`${record.type}:${record.id}`, record]));
  let nextId = 1000;
  const notFound = (type: ApiType, id: number) => err({ type: 'resource/not-found' as const, resourceType: type, id });
  const matchingRecords = (query: ResourceQuery) =>
    [...records.values()]
      .filter((record) => record.type === query.type)
      .filter((record) => Object.entries(query.filter).every(([field, values]) => values.includes(String(record.attributes[field]))))
      .sort((a, b) => a.id - b.id);
  return {
    records,
    // Equality filters and paging only, in id order: what the write rules ask of a store.
    async list(query) {
      const matching = matchingRecords(query);
      return ok({ records: matching.slice(query.page.offset, query.page.offset + query.page.limit), included: [], count: matching.length });
    },
    async count(query) {
      return ok(matchingRecords(query).length);
    },
    async get(type, id) {
      const record = records.get(`${type}:${id}`);
      return record ? ok({ record, included: [] }) : notFound(type, id);
    },
    async create(type, attributes, { id } = {}) {
      if (id !== undefined && records.has(`${type}:${id}`))
        return err({ type: 'resource/conflict' as const, resourceType: type, field: 'id', detail: `${type} ${id} exists` });
      const record = { type, id: id ?? ++nextId, attributes, relationships: {} };
      records.set(`${type}:${record.id}`, record);
      return ok(record);
    },
    async update(type, id, attributes) {
      const record = records.get(`${type}:${id}`);
      if (!record) return notFound(type, id);
      const updated = { ...record, attributes: { ...record.attributes, ...attributes } };
      records.set(`${type}:${id}`, updated);
      return ok(updated);
    },
    async remove(type, id) {
      return records.delete(`${type}:${id}`) ? ok(undefined) : notFound(type, id);
    },
  };
}
