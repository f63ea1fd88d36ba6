import { describeContentReaderContract } from './content-reader.contract.ts';
import { createInMemoryContentReader } from './in-memory-content-reader.ts';

describeContentReaderContract('in memory', async (fixture, clock) => ({
  reader: createInMemoryContentReader(fixture, { clock }),
  // Ids as the fake gives them: 1, 2, 3… in the fixture's order.
  ids: {
    author: (slug) => fixture.authors.findIndex((author) => author.slug === slug) + 1,
    article: (slug) => fixture.articles.findIndex((article) => article.slug === slug) + 1,
  },
}));
