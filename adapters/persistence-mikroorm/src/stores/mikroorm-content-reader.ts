import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { boundedPage, byFrenchName, systemClock, type Clock, type ContentReader } from '@pretscope/core';
import { ArticleSchema } from '../entities/article-schema.ts';
import { AuthorSchema } from '../entities/author-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { RubriqueSchema } from '../entities/rubrique-schema.ts';
import { allOf, READ_ONLY, searchWhere, toArticle, toArticleSummary, toAuthor, toLegalPage, visibilityWhere } from './public-records.ts';

/**
 * The content read port on MikroORM (ports/content-reader.ts): every query carries the core's visibility rule as
 * SQL at the clock's time, asked at each call; lists are filtered, ordered and paged by the database (the
 * `articles_published` index).
 */
export function createContentReader(em: EntityManager, { clock = systemClock }: { clock?: Clock } = {}): ContentReader {
  const visibleArticle = () => visibilityWhere('article', 'visible', clock.now());

  return {
    async articles(query) {
      const page = boundedPage(query.page);
      const [rows, count] = await em.findAndCount(
        ArticleSchema,
        allOf(
          visibleArticle(),
          query.authorId === undefined ? {} : { author: query.authorId },
          searchWhere(['title', 'summary', 'slug'], query.search),
        ),
        {
          ...READ_ONLY,
          // The text stays in the database: a list shows cards.
          exclude: ['content'],
          populate: ['author'],
          orderBy: { publishedAt: QueryOrder.DESC_NULLS_LAST, id: QueryOrder.ASC },
          limit: page.limit,
          offset: page.offset,
        },
      );
      return { articles: rows.map((row) => ({ article: toArticleSummary(row), author: row.author ? toAuthor(row.author) : null })), count };
    },

    async articleBySlug(slug) {
      const row = await em.findOne(ArticleSchema, allOf(visibleArticle(), { slug }), { ...READ_ONLY, populate: ['author'] });
      return row ? { article: toArticle(row), author: row.author ? toAuthor(row.author) : null } : null;
    },

    async articleForPreview(id) {
      const row = await em.findOne(ArticleSchema, { id }, { ...READ_ONLY, populate: ['author'] });
      return row ? { article: toArticle(row), author: row.author ? toAuthor(row.author) : null } : null;
    },

    async rubriques() {
      // Read whole and put in French order here (« Épargne » among the E's): the databases' collations differ.
      const rows = await em.find(RubriqueSchema, {}, { ...READ_ONLY, orderBy: { id: QueryOrder.ASC } });
      return rows.map(({ id, name, slug, previousSlugs }) => ({ id, name, slug, previousSlugs: [...previousSlugs] })).sort(byFrenchName);
    },

    async authorBySlug(slug) {
      const row = await em.findOne(AuthorSchema, allOf(visibilityWhere('author', 'visible'), { slug }), READ_ONLY);
      return row ? toAuthor(row) : null;
    },

    async legalPageBySlug(slug) {
      const row = await em.findOne(LegalPageSchema, allOf(visibilityWhere('legalPage', 'visible'), { slug }), READ_ONLY);
      return row ? toLegalPage(row) : null;
    },

    async sitemap() {
      const [articles, legalPages] = await Promise.all([
        em.find(ArticleSchema, visibilityWhere('article', 'listed', clock.now()), {
          ...READ_ONLY,
          fields: ['slug', 'subcategory', 'modifiedAt'],
          orderBy: { id: QueryOrder.ASC },
        }),
        em.find(LegalPageSchema, visibilityWhere('legalPage', 'listed'), {
          ...READ_ONLY,
          fields: ['slug', 'modifiedAt'],
          orderBy: { id: QueryOrder.ASC },
        }),
      ]);
      return {
        articles: articles.map(({ slug, subcategory, modifiedAt }) => ({ slug, subcategory, modifiedAt })),
        legalPages: legalPages.map(({ slug, modifiedAt }) => ({ slug, modifiedAt })),
      };
    },
  };
}
