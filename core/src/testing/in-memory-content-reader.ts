import type { Article } from '../content/article.ts';
import type { Author } from '../content/author.ts';
import type { LegalPage } from '../content/legal-page.ts';
import type { Rubrique } from '../content/rubrique.ts';
import { byPublication } from '../ports/reading-order.ts';
import { articleVisibility, isListed, isVisible } from '../access/visibility.ts';
import type { Clock } from '../ports/clock.ts';
import { boundedPage, type ArticleSummary, type ContentReader } from '../ports/content-reader.ts';
import { matchesSearch } from './text-search.ts';

/*
 * The content as a test writes it: records without ids, an article's author named by slug, in the order a database
 * would receive them (ids 1, 2, 3… per kind).
 */
export type AuthorFixture = Omit<Author, 'id'>;
export type ArticleFixture = Omit<Article, 'id' | 'authorId'> & { author: string | null };
export type LegalPageFixture = Omit<LegalPage, 'id'>;
export type RubriqueFixture = Omit<Rubrique, 'id'>;

export interface ContentFixture {
  authors: AuthorFixture[];
  articles: ArticleFixture[];
  legalPages: LegalPageFixture[];
  rubriques: RubriqueFixture[];
}

function store(fixture: ContentFixture) {
  const authors: Author[] = fixture.authors.map((fields, index) => ({ ...fields, id: index + 1 }));
  const articles: Article[] = fixture.articles.map(({ author, ...fields }, index) => {
    const authorId = author === null ? null : fixture.authors.findIndex((candidate) => candidate.slug === author) + 1;
    if (authorId === 0) throw new Error(`fixture: no author ${author}`);
    return { ...structuredClone(fields), id: index + 1, authorId };
  });
  const legalPages: LegalPage[] = fixture.legalPages.map((fields, index) => ({ ...structuredClone(fields), id: index + 1 }));
  const rubriques: Rubrique[] = fixture.rubriques.map((fields, index) => ({ ...structuredClone(fields), id: index + 1 }));
  return { authors, articles, legalPages, rubriques };
}

function summary({ content: _content, ...rest }: Article): ArticleSummary {
  return structuredClone(rest);
}

/**
 * The content read port in memory, at the time of its clock: the reference behaviour its contract describes
 * (content-reader.contract.ts). The persistence adapter passes the same contract.
 */
export function createInMemoryContentReader(fixture: ContentFixture, { clock }: { clock: Clock }): ContentReader {
  const data = store(fixture);
  const visibleArticles = () => {
    const now = clock.now();
    return data.articles.filter((article) => isVisible(articleVisibility(article, now)));
  };
  const authorOf = (article: Article) => {
    const author = data.authors.find((candidate) => candidate.id === article.authorId);
    return author ? { ...author } : null;
  };

  return {
    async articles(query) {
      const page = boundedPage(query.page);
      const found = visibleArticles()
        .filter((article) => query.authorId === undefined || article.authorId === query.authorId)
        .filter((article) => matchesSearch(query.search, [article.title, article.summary, article.slug]))
        .sort(byPublication);
      return {
        articles: found
          .slice(page.offset, page.offset + page.limit)
          .map((article) => ({ article: summary(article), author: authorOf(article) })),
        count: found.length,
      };
    },

    async articleBySlug(slug) {
      const article = visibleArticles().find((candidate) => candidate.slug === slug);
      return article ? { article: structuredClone(article), author: authorOf(article) } : null;
    },

    async articleForPreview(id) {
      const article = data.articles.find((candidate) => candidate.id === id);
      return article ? { article: structuredClone(article), author: authorOf(article) } : null;
    },

    async rubriques() {
      return structuredClone(data.rubriques).sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
    },

    async authorBySlug(slug) {
      const author = data.authors.find((candidate) => candidate.slug === slug);
      return author ? { ...author } : null;
    },

    async legalPageBySlug(slug) {
      const page = data.legalPages.find((candidate) => candidate.slug === slug);
      return page ? structuredClone(page) : null;
    },

    async sitemap() {
      const now = clock.now();
      return {
        articles: data.articles
          .filter((article) => isListed(articleVisibility(article, now)))
          .map(({ slug, subcategory, modifiedAt }) => ({ slug, subcategory, modifiedAt: new Date(modifiedAt) })),
        legalPages: data.legalPages.map(({ slug, modifiedAt }) => ({ slug, modifiedAt: new Date(modifiedAt) })),
      };
    },
  };
}
