import { describeCatalogReaderContract } from './catalog-reader.contract.ts';
import { createInMemoryCatalogReader } from './in-memory-catalog-reader.ts';

/** Ids as the fake gives them: 1, 2, 3… per kind, in the fixture's order. */
const position = (records: readonly { slug: string }[], slug: string) => records.findIndex((record) => record.slug === slug) + 1;

describeCatalogReaderContract('in memory', async (fixture) => ({
  reader: createInMemoryCatalogReader(fixture),
  ids: {
    category: (slug) => position(fixture.categories, slug),
    advertiser: (slug) => position(fixture.advertisers, slug),
    product: (slug) => position(fixture.products, slug),
  },
}));
