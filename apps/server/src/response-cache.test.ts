import { describe, expect, it } from 'vitest';
import { createResponseCache, matchesEtag } from './response-cache.ts';

describe('response cache', () => {
  it('keeps bytes per URL with an ETag, for its lifetime only', () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1000, now: () => now });
    const stored = cache.set('/pret-auto', new TextEncoder().encode('<p>é</p>'), 'text/html');
    expect(cache.get('/pret-auto')?.etag).toBe(stored.etag);
    now = 1000;
    expect(cache.get('/pret-auto')).toBeDefined();
    now = 1001;
    expect(cache.get('/pret-auto')).toBeUndefined();
  });

  it('keeps an expired answer for staleMs more, told apart as stale, for a render behind it', () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1000, staleMs: 500, now: () => now });
    const stored = cache.set('/pret-auto', new TextEncoder().encode('<p>a</p>'), 'text/html');
    expect(cache.isFresh(stored)).toBe(true);
    now = 1200;
    expect(cache.get('/pret-auto')).toBeUndefined();
    expect(cache.lookup('/pret-auto')).toBe(stored);
    expect(cache.isFresh(stored)).toBe(false);
    now = 1501;
    expect(cache.lookup('/pret-auto')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops stale answers on clear, and does not store an answer made from reads before the clear', () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1000, staleMs: 1000, now: () => now });
    cache.set('/pret-auto', new Uint8Array([1]), 'text/html');
    now = 1500;
    const renderBegan = cache.generation;
    cache.clear(); // an admin's write, while the page was being rendered again
    expect(cache.lookup('/pret-auto')).toBeUndefined();
    const late = cache.set('/pret-auto', new Uint8Array([2]), 'text/html', undefined, renderBegan);
    expect(late.body).toEqual(new Uint8Array([2])); // given back to the request that made it
    expect(cache.lookup('/pret-auto')).toBeUndefined();
    cache.set('/pret-auto', new Uint8Array([3]), 'text/html', undefined, cache.generation);
    expect(cache.get('/pret-auto')?.body).toEqual(new Uint8Array([3]));
  });

  it('gives different ETags to different bytes, and forgets everything on clear', () => {
    const cache = createResponseCache();
    const a = cache.set('/a', new TextEncoder().encode('a'), 'text/html');
    const b = cache.set('/b', new TextEncoder().encode('b'), 'text/html');
    expect(a.etag).not.toBe(b.etag);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('stays within its size, dropping the oldest', () => {
    const cache = createResponseCache({ maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) cache.set(key, new Uint8Array([1]), 'text/html');
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toBeDefined();
  });

  it('lets expired answers go as new ones are stored, rather than keeping them until it is full', () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1000, staleMs: 0, maxEntries: 1000, now: () => now });
    // URLs asked once each, as a simulation with new amounts: one a millisecond for 3 s.
    for (let i = 0; i < 3000; i++) {
      now = i;
      cache.set(`/simulation?montant=${i}`, new Uint8Array([1]), 'text/html');
    }
    // The last second's answers, no more (maxEntries only caps a burst).
    expect(cache.size).toBe(1000);
    expect(cache.get('/simulation?montant=2999')).toBeDefined();
    expect(cache.get('/simulation?montant=2000')).toBeDefined();
    // Stored again, an answer moves to the back: it is not taken for one of the oldest.
    now = 3500;
    cache.set('/simulation?montant=2000', new Uint8Array([2]), 'text/html');
    now = 3999;
    cache.set('/autre', new Uint8Array([3]), 'text/html');
    expect(cache.get('/simulation?montant=2000')?.body).toEqual(new Uint8Array([2]));
    expect(cache.size).toBe(3);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"other"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
