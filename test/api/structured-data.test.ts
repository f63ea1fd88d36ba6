import { advertisedCreditOf, defaultOfferSort } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

type JsonLd = Record<string, unknown> & { '@type'?: string; '@graph'?: JsonLd[] };

/** Every JSON-LD block of a page, parsed. */
async function jsonLdOf(url: string): Promise<{ html: string; blocks: JsonLd[] }> {
  const html = await (await fetch(url)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
  return { html, blocks };
}

describe('structured data of the home and category pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { SITE_URL: 'https://www.pretscope.example' });
  });
  afterAll(async () => server?.close());

  it('names the organisation and the site search on the home page, with the site’s own origin', async () => {
    const { blocks } = await jsonLdOf(`${server.url}/`);
    const graph = blocks.flatMap((block) => block['@graph'] ?? [block]);
    expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({
      name: 'Prêtscope',
      url: 'https://www.pretscope.example/',
    });
    const site = graph.find((node) => node['@type'] === 'WebSite') as { potentialAction: { target: string }; inLanguage: string };
    expect(site.inLanguage).toBe('fr-FR');
    expect(site.potentialAction.target).toBe('https://www.pretscope.example/recherche?q={search_term_string}');
  });

  it('lists the compared offers as loans, each product once, with the rates and TAEG the comparator computed', async () => {
    const amount = 15_000;
    const duration = 48;
    const { sponsored, ranked } = await server.container
      .useCasesFor()
      // The page's order: consumer credit opens sorted by TAEG.
      .compareOffers({ categorySlug: 'pret-personnel', amount, duration, sort: defaultOfferSort(advertisedCreditOf('pret-personnel')) });
    // Each product once, in the page's order: the sponsored slots, then the rest of the ranking.
    const distinct = [...sponsored, ...ranked.filter((offer) => !sponsored.some((slot) => slot.productId === offer.productId))];
    expect(distinct.length).toBeGreaterThan(1);

    const { blocks } = await jsonLdOf(`${server.url}/pret-personnel?montant=${amount}&duree=${duration}`);
    const list = blocks.find((block) => block['@type'] === 'ItemList') as {
      numberOfItems: number;
      itemListElement: {
        position: number;
        item: { name: string; url: string; interestRate: number; annualPercentageRate: number; loanTerm: { value: number } };
      }[];
    };
    expect(list.numberOfItems).toBe(distinct.length);
    expect(list.itemListElement.map((element) => element.position)).toEqual(distinct.map((_, index) => index + 1));
    list.itemListElement.forEach(({ item }, index) => {
      const offer = distinct[index]!;
      expect(item.name).toBe(`${offer.productName} — ${offer.advertiserName}`);
      // A personal loan has a page of its own (spec §2: /pret-personnel/{slug}), which the list names.
      expect(item.url).toBe(`https://www.pretscope.example/pret-personnel/${offer.productSlug}`);
      expect(item.interestRate).toBe(offer.rate);
      expect(item.annualPercentageRate).toBe(offer.apr);
      expect(item.loanTerm.value).toBe(duration);
    });
  });

  it('has no offer list where no offer may be shown', async () => {
    const { blocks } = await jsonLdOf(`${server.url}/regroupement-de-credit?pays=BE`);
    expect(blocks.some((block) => block['@type'] === 'ItemList')).toBe(false);
  });
});
