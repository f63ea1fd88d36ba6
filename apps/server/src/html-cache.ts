import { createHash } from 'node:crypto';

interface Entry {
  body: Uint8Array;
  etag: string;
  contentType: string;
  storedAt: number;
}

export interface HtmlCacheOptions {
  /**
   * How long a page may be served from memory. Kept short on purpose: another server process sharing the database
   * does not see this one's invalidations, so a page is never more than this old anywhere.
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Server HTML of public pages, per URL, as bytes (re-encoding a cached string costs more than the lookup; see
 * PERFORMANCE.md), with a strong ETag for conditional requests. Dropped whole whenever content is written.
 */
export function createHtmlCache({ ttlMs = 1000, maxEntries = 1000, now = Date.now }: HtmlCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key: string, body: Uint8Array, contentType: string): Entry {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { body, contentType, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt: now() };
      entries.set(key, entry);
      return entry;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;

/** Whether an If-None-Match header names this ETag (a list, or *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
