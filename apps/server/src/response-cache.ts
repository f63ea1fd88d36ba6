import type { ShownOffer } from '@pretscope/core';
import { createHash } from 'node:crypto';

interface Entry {
  body: Uint8Array;
  etag: string;
  contentType: string;
  /** The original answer's headers worth replaying (security headers), without per-request ones. */
  headers: Record<string, string>;
  storedAt: number;
  /** The offers the page showed (a comparator page), counted each time it is served (impression-counting.ts). */
  shown?: readonly ShownOffer[];
}

const PER_REQUEST_HEADERS = new Set([
  'date',
  'x-request-id',
  'content-length',
  'content-type',
  'cache-control',
  'connection',
  'keep-alive',
  'etag',
  'transfer-encoding',
  'vary',
  'content-encoding',
]);

export interface ResponseCacheOptions {
  /**
   * How long a page may be served from memory. Kept short on purpose: another server process sharing the database
   * does not see this one's invalidations, so a page is never more than this old anywhere.
   */
  ttlMs?: number;
  /**
   * How much longer an expired page may still be served while one request renders its new copy (see `lookup`):
   * a page is then at most ttlMs + staleMs old, plus one render. Dropped pages (clear) are never served.
   */
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Answers to anonymous GETs (pages, and API lists and searches), per URL, as bytes (re-encoding a cached string costs more than the lookup; see
 * PERFORMANCE.md), with a strong ETag for conditional requests. Dropped whole whenever content is written.
 */
export function createResponseCache({ ttlMs = 1000, staleMs = 1000, maxEntries = 1000, now = Date.now }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const keptMs = ttlMs + staleMs;
  // Counts clears: an answer made from what was read before a write is not stored after it (see `set`).
  let generation = 0;
  /** The answer stored for a key while it may be served, fresh or stale. */
  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > keptMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const isFresh = (entry: Entry) => now() - entry.storedAt <= ttlMs;
  return {
    /** A fresh answer (at most ttlMs old), or nothing. */
    get(key: string): Entry | undefined {
      const entry = lookup(key);
      return entry && isFresh(entry) ? entry : undefined;
    },
    /**
     * The answer stored for a key, fresh or stale (expired less than staleMs ago; see `isFresh`), or nothing. A stale
     * answer may be served while one request renders the new one (stale-while-revalidate), so that visitors do not
     * wait for that render.
     */
    lookup,
    isFresh,
    /** Taken before reading what an answer shows, and given back to `set`. */
    get generation() {
      return generation;
    },
    /**
     * Stores an answer and gives its entry. With `madeIn` (the generation when its reading began), an answer made
     * from reads that a clear has since made out of date is given back but not stored. `shown`: the offers the page
     * showed, kept with it so that every visitor served this copy counts their impressions.
     */
    set(key: string, body: Uint8Array, contentType: string, original?: Headers, madeIn = generation, shown?: readonly ShownOffer[]): Entry {
      const headers: Record<string, string> = {};
      original?.forEach((value, name) => {
        if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) headers[name] = value;
      });
      const time = now();
      const entry: Entry = { body, contentType, headers, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt: time };
      if (shown) entry.shown = shown;
      if (madeIn !== generation) return entry;
      // Stored again at the end, so that the map stays in storage order and its expired entries are at the front.
      entries.delete(key);
      // Expired answers go as new ones come: a URL asked once (a simulation's amounts, a comparator's) is not kept
      // until maxEntries others push it out. Under load the cache then holds about one lifetime of answers (fresh
      // and stale); the load bench saw 60 MB of expired pages otherwise.
      for (const [oldest, kept] of entries) {
        if (time - kept.storedAt <= keptMs) break;
        entries.delete(oldest);
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      return entry;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** Whether an If-None-Match header names this ETag (a list, or *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
