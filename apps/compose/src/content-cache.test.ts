import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createContainer, type Container } from './create-container.ts';
import { createContentCache } from './content-cache.ts';

describe('createContentCache', () => {
  function clock() {
    let time = 1_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  }

  it('loads a key once while fresh, and again once it has expired', async () => {
    const time = clock();
    const cache = createContentCache({ ttlMs: 250, now: time.now });
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect(await cache.read('a', load)).toEqual({ loads: 1 });
    time.advance(250);
    expect(await cache.read('a', load)).toEqual({ loads: 1 });
    time.advance(1);
    expect(await cache.read('a', load)).toEqual({ loads: 2 });
    expect(await cache.read('b', load)).toEqual({ loads: 3 });
  });

  it('shares one load between the requests that arrive while it runs', async () => {
    const cache = createContentCache({ ttlMs: 1_000 });
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const [first, second] = [cache.read('k', load), cache.read('k', load)];
    finish('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, and does not keep what a load under way at that moment read', async () => {
    const cache = createContentCache({ ttlMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const before = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the write');
    expect(await before).toBe('read before the write');
    expect(await cache.read('k', async () => 'read after the write')).toBe('read after the write');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not keep a failed load', async () => {
    const cache = createContentCache({ ttlMs: 60_000 });
    await expect(cache.read('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('freezes what it shares, so that a request cannot change what the next one sees', async () => {
    const cache = createContentCache({ ttlMs: 60_000 });
    const value = await cache.read('k', async () => ({ offers: [{ rate: 3.1 }, { rate: 2.9 }] }));
    expect(() => value.offers.sort((a, b) => a.rate - b.rate)).toThrow(TypeError);
    expect(() => value.offers.push({ rate: 1 })).toThrow(TypeError);
    expect(() => ((value.offers[0] as { rate: number }).rate = 0)).toThrow(TypeError);
    expect(value.offers.map((offer) => offer.rate)).toEqual([3.1, 2.9]);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createContentCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'loaded again')).toBe('loaded again');
  });

  it('never keeps anything with a lifetime of 0', async () => {
    const cache = createContentCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read('k', async () => ++loads);
    await cache.read('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('the container’s content cache', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-content-cache-'));
  let container: Container;
  const ADMIN = { userId: 1, roles: ['admin'] } as const;
  let grid: { amount: number; duration: number };

  beforeAll(async () => {
    container = await createContainer(
      readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@pretscope.example', ADMIN_PASSWORD: 'content-cache-test-password' }, dataDir),
    );
    await container.prepare();
    // A point of the category's grid, where rates are observed.
    const found = await container.requestScope().stores.resources.list({
      type: 'categories',
      filter: { slug: ['pret-hypothecaire'] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const config = (found.ok ? found.value.records[0]?.attributes.config : undefined) as { amounts: number[]; durations: number[] };
    grid = { amount: config.amounts[0]!, duration: config.durations[0]! };
  });
  afterAll(async () => {
    await container?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function bestRate() {
    const offers = (await container.useCasesFor().compareOffers({ categorySlug: 'pret-hypothecaire', ...grid })).ranked;
    return { offers, rate: Math.min(...offers.map((offer) => offer.rate)) };
  }

  it('shows a rate written through the use cases at once, and one written behind them once it expires', async () => {
    const { offers, rate } = await bestRate();
    expect(offers.length).toBeGreaterThan(0);
    const best = offers.find((offer) => offer.rate === rate)!;
    const useCases = container.useCasesFor();
    const written = await useCases.createResource({
      actor: ADMIN,
      type: 'loans',
      attributes: { productId: best.productId, ...grid, rate: rate - 0.5 },
    });
    expect(written.ok).toBe(true);
    expect((await bestRate()).rate).toBeCloseTo(rate - 0.5, 10);

    // Written with a store of its own, as another process would: served as it was until the entry expires.
    const { createStores } = await import('@pretscope/persistence-mikroorm');
    const behind = await createStores(container.database.fork()).resources.create('loans', {
      productId: best.productId,
      ...grid,
      rate: rate - 0.75,
    });
    expect(behind.ok).toBe(true);
    await expect.poll(async () => (await bestRate()).rate, { timeout: 5_000, interval: 50 }).toBeCloseTo(rate - 0.75, 10);
  });

  it('drops what it keeps when a rate import or an image upload goes through the use cases, not only resource writes', async () => {
    const { createStores } = await import('@pretscope/persistence-mikroorm');
    const { default: sharp } = await import('sharp');
    const useCases = container.useCasesFor();
    const writes: Record<string, (productId: number) => Promise<unknown>> = {
      // An old observation: it changes no offer, only the fact that the import went through.
      'a rate import': async (productId) => {
        const rows = [
          ['Produit', 'Montant', 'Durée', 'Taux', 'Date'],
          [String(productId), String(grid.amount), String(grid.duration), '9', '2020-01-31'],
        ];
        const imported = await useCases.importRateObservations({
          records: (async function* () {
            for (const [index, cells] of rows.entries()) yield { line: index + 1, cells };
          })(),
        });
        expect(imported.ok).toBe(true);
      },
      'an image upload': async () => {
        const bytes = new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e8590c' } })
            .png()
            .toBuffer(),
        );
        const stored = await useCases.uploadImage({ folder: 'articles', bytes });
        expect(stored.ok).toBe(true);
      },
    };
    for (const [name, write] of Object.entries(writes)) {
      const { offers, rate } = await bestRate();
      const best = offers.find((offer) => offer.rate === rate)!;
      // Written behind the use cases (as another process would): the cached offers do not know of it...
      const behind = await createStores(container.database.fork()).resources.create('loans', {
        productId: best.productId,
        ...grid,
        rate: rate - 0.25,
      });
      expect(behind.ok).toBe(true);
      // ...until a write through the use cases drops them: then the next read sees it at once, not 250 ms later.
      await write(best.productId);
      expect((await bestRate()).rate, name).toBeCloseTo(rate - 0.25, 10);
    }
  });

  it('renders a markdown text once, and a changed text at once', async () => {
    const { markdown } = container.site;
    const first = await markdown.render('Un **texte**');
    expect(await markdown.render('Un **texte**')).toBe(first);
    expect(await markdown.render('Un **autre** texte')).toContain('<strong>autre</strong>');
  });
});
