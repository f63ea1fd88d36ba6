import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The advertiser report's impressions (issue 22): each comparator page given to a visitor counts its offers, whether
 * it was rendered or served from the page cache, and the header that tells the server which offers it showed never
 * reaches the visitor. Robots and prefetches do not count.
 */
describe('comparator impressions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const totals = async () => {
    await server.container.impressions.flush();
    const [row] = await server.container.database
      .fork()
      .getConnection()
      .execute<{ impressions: number | null; rank_sum: number | null; products: number }[]>(
        'select sum(impressions) as impressions, sum(rank_sum) as rank_sum, count(distinct product_id) as products from impressions',
        [],
        'all',
      );
    return { impressions: Number(row?.impressions ?? 0), rankSum: Number(row?.rank_sum ?? 0), products: Number(row?.products ?? 0) };
  };
  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.url}${path}`, { headers: { 'user-agent': BROWSER, ...headers } });
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-pretscope-shown-offers')).toBeNull();
    return answer;
  };

  it('counts every page given to a person, rendered or cached, each product once at its rank', async () => {
    expect(await totals()).toEqual({ impressions: 0, rankSum: 0, products: 0 });
    await visit('/pret-hypothecaire?essai=1');
    const once = await totals();
    const shown = once.products;
    expect(shown).toBeGreaterThan(1);
    expect(once.impressions).toBe(shown);
    // Ranks 1…n.
    expect(once.rankSum).toBe((shown * (shown + 1)) / 2);
    // From the page cache (the same URL within its second), and a 304 to a browser that has it.
    const cached = await visit('/pret-hypothecaire?essai=1');
    const notModified = await fetch(`${server.url}/pret-hypothecaire?essai=1`, {
      headers: { 'user-agent': BROWSER, 'if-none-match': cached.headers.get('etag') ?? '' },
    });
    expect(notModified.status).toBe(304);
    expect((await totals()).impressions).toBe(3 * shown);
  });

  it('does not count robots, prefetches, nor pages without offers', async () => {
    const before = (await totals()).impressions;
    await visit('/pret-hypothecaire?essai=2', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit('/pret-hypothecaire?essai=2', { 'sec-purpose': 'prefetch' });
    await visit('/articles');
    expect((await totals()).impressions).toBe(before);
  });

  it('counts a client navigation’s data request too', async () => {
    const before = await totals();
    const answer = await fetch(`${server.url}/pret-hypothecaire.data?essai=3`, { headers: { 'user-agent': BROWSER } });
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-pretscope-shown-offers')).toBeNull();
    const after = await totals();
    expect(after.impressions - before.impressions).toBeGreaterThan(0);
  });

  it('counts the offers of a side-by-side page, each at its rank in the list for the same terms', async () => {
    const byProduct = async () => {
      await server.container.impressions.flush();
      const rows = await server.container.database
        .fork()
        .getConnection()
        .execute<{ product_id: number; impressions: number; rank_sum: number }[]>(
          'select product_id, sum(impressions) as impressions, sum(rank_sum) as rank_sum from impressions group by product_id',
          [],
          'all',
        );
      return new Map(rows.map((row) => [Number(row.product_id), { impressions: Number(row.impressions), rankSum: Number(row.rank_sum) }]));
    };
    const delta = (before: Map<number, { impressions: number; rankSum: number }>, after: typeof before) =>
      new Map(
        [...after]
          .map(
            ([id, now]) =>
              [
                id,
                {
                  impressions: now.impressions - (before.get(id)?.impressions ?? 0),
                  rankSum: now.rankSum - (before.get(id)?.rankSum ?? 0),
                },
              ] as const,
          )
          .filter(([, change]) => change.impressions !== 0),
      );
    // The list for these terms, counted: each product once, at its rank.
    const start = await byProduct();
    await visit('/pret-hypothecaire?montant=250000&duree=20&essai=4');
    const listed = delta(start, await byProduct());
    const ranked = [...listed].sort((a, b) => a[1].rankSum - b[1].rankSum).map(([id]) => id);
    expect(ranked.length).toBeGreaterThan(3);
    const [first, , third] = ranked as [number, number, number];

    // The third and the first, side by side, in that order: one impression each, at the list's rank (not the column's).
    const before = await byProduct();
    const page = await visit(`/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&offres=${third},${first}`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const shown = delta(before, await byProduct());
    expect(shown).toEqual(
      new Map([
        [third, { impressions: 1, rankSum: 3 }],
        [first, { impressions: 1, rankSum: 1 }],
      ]),
    );
    // Again from the page cache, and its client navigation's data: counted each time; a robot's is not.
    await visit(`/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&offres=${third},${first}`);
    await visit(`/comparer.data?categorie=pret-hypothecaire&montant=250000&duree=20&offres=${third},${first}`);
    await visit(`/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&offres=${third},${first}`, {
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    });
    expect(delta(before, await byProduct())).toEqual(
      new Map([
        [third, { impressions: 3, rankSum: 9 }],
        [first, { impressions: 3, rankSum: 3 }],
      ]),
    );
    // Without a chosen offer the list shows, nothing is counted.
    const empty = await byProduct();
    await visit('/comparer?categorie=pret-hypothecaire&montant=250000&duree=20&offres=999999');
    expect(delta(empty, await byProduct()).size).toBe(0);
  });
});
