/**
 * What the public pages read from the database and compute from it (a category, the bank list, the comparator's
 * offers, a rate trend, rendered markdown), kept in memory by key for a short while and shared by every request
 * of this process.
 *
 * Why it is safe: every write through this process's use cases drops it whole (create-container.ts), and another
 * process's writes show once its entries expire, `ttlMs` at most. The server's page cache lives 1 s on top of that,
 * so a change made through another process shows within about 1 s + `ttlMs` (test/scale/two-processes.test.ts).
 * Why it is worth it: a page asked with a query string never seen before (a tracking parameter, another amount)
 * misses the page cache and renders; with this, it renders from data already read instead of going to the database
 * and computing every offer again (test/bench/RESULTS.md, web pages).
 *
 * Values are shared between requests: they are frozen when stored, so code that would change one fails loudly
 * instead of changing what the next visitor sees.
 */
export interface ContentCache {
  /** The value stored under `key` while fresh; otherwise what `load` gives, stored. One load at a time per key. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything, and what loads under way would store (they may have read the data before the write). */
  clear(): void;
  readonly size: number;
}

export interface ContentCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  storedAt: number;
}

export function createContentCache({ ttlMs, maxEntries = 1_000, now = Date.now }: ContentCacheOptions): ContentCache {
  const entries = new Map<string, Entry>();
  // A write bumps the generation: a load that started before it does not store what it read.
  let generation = 0;
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const time = now();
      const found = entries.get(key);
      if (found && time - found.storedAt <= ttlMs) return found.value as Promise<T>;
      if (ttlMs <= 0) return load();
      const started = generation;
      const value = load().then(deepFreeze);
      // Stored at once, so that requests arriving during the load share it; dropped if it fails.
      dropExpired(time);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { value, storedAt: time };
      entries.set(key, entry);
      value.then(
        () => {
          if (generation !== started && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };

  /** Entries are kept in storage order: the expired ones are at the front. */
  function dropExpired(time: number) {
    for (const [key, entry] of entries) {
      if (time - entry.storedAt <= ttlMs) break;
      entries.delete(key);
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
