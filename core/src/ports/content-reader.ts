import type { Article } from '../content/article.ts';
import type { Author } from '../content/author.ts';
import type { LegalPage } from '../content/legal-page.ts';
import type { Rubrique } from '../content/rubrique.ts';
import type { SitemapPage } from './catalog-reader.ts';

/*
 * What the public pages read of the editorial content (articles, authors, legal pages), typed, with the visibility
 * rule (access/visibility.ts) applied by every implementation at the time of its clock: a draft, or an article dated
 * in the future, is never answered. Staff screens keep the generic ResourceStore.
 */

/** An article as its card shows it: everything but the text. */
export type ArticleSummary = Omit<Article, 'content'>;

export interface ArticleQuery {
  /** Looked for in the title, the summary and the slug, as typed (case aside); empty: no search. */
  search?: string;
  /** Only this author's articles. */
  authorId?: number;
  /** `limit` from 1 to 100. */
  page: { offset: number; limit: number };
}

export interface ArticleListing {
  article: ArticleSummary;
  author: Author | null;
}

export interface ArticlePage {
  articles: ArticleListing[];
  /** How many visible articles match, all pages together. */
  count: number;
}

export interface SitemapArticle extends SitemapPage {
  subcategory: string | null;
}

/** The content's listed pages, each list by id. */
export interface ContentSitemap {
  articles: SitemapArticle[];
  legalPages: SitemapPage[];
}

/** Articles come newest first: by publication date (undated last), then id. */
export interface ContentReader {
  /** One page of the visible articles matching the query, with the total. */
  articles(query: ArticleQuery): Promise<ArticlePage>;
  /** A visible article with its author, or null. */
  articleBySlug(slug: string): Promise<{ article: Article; author: Author | null } | null>;
  /**
   * An article by id whatever its publication state (a draft, one scheduled later), with its author, or null: only
   * for the back office's signed preview link (content/preview-link.ts), which checks the link first.
   */
  articleForPreview(id: number): Promise<{ article: Article; author: Author | null } | null>;
  authorBySlug(slug: string): Promise<Author | null>;
  /** Every rubrique, by name: what the pages call an article's subcategory, and the slugs it had (redirects). */
  rubriques(): Promise<Rubrique[]>;
  legalPageBySlug(slug: string): Promise<LegalPage | null>;
  /** Every listed page of the content, for the sitemap. */
  sitemap(): Promise<ContentSitemap>;
}

/** The most a page of articles holds. */
export const MAX_ARTICLE_PAGE = 100;

/** A page as the readers take it: offset from 0, limit from 1 to MAX_ARTICLE_PAGE (whole numbers). */
export function boundedPage(page: { offset: number; limit: number }): { offset: number; limit: number } {
  const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.trunc(value) : fallback);
  return { offset: Math.max(0, whole(page.offset, 0)), limit: Math.min(MAX_ARTICLE_PAGE, Math.max(1, whole(page.limit, 1))) };
}
