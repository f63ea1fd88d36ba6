import { MAX_VALUE_LENGTH, type ResourceRecord, type ResourceStore } from '@pretscope/core';
import { articlePath, formatFrenchDate, subcategoryLabel } from './content-display.ts';

/** Articles per page of /articles. */
export const ARTICLES_PER_PAGE = 12;

/** The search text of `?q=`: trimmed, bounded as the store wants it, absent when empty. */
export function searchText(raw: string | null): string | undefined {
  const text = (raw ?? '').trim().slice(0, MAX_VALUE_LENGTH);
  return text === '' ? undefined : text;
}

/** The page number of `?page=`: a whole number from 1, else 1. */
export function pageNumber(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** The reader's page of list page `page` (from 1) of /articles. */
export function articlesPage(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE };
}

/*
 * Kept for home.tsx and search.tsx only, which still read the articles through the ResourceStore: when they read
 * `content.articles` (core ContentReader), delete everything below, legacy-article-card.tsx and the legacy branch of
 * ArticleCard.
 */

/** @deprecated The card's view of an article as `listArticles` builds it; ArticleCard takes core's ArticleListing. */
export interface LegacyArticleCardView {
  id: number;
  title: string;
  slug: string;
  subcategory: string | null;
  subcategoryLabel: string | null;
  summary: string;
  path: string;
  publishedAt: string | null;
  publishedLabel: string | null;
  author: { name: string; slug: string; path: string } | null;
  image: string | null;
}

function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function legacyCardView(record: ResourceRecord, included: readonly ResourceRecord[]): LegacyArticleCardView {
  const a = record.attributes;
  const slug = String(a.slug);
  const subcategory = a.subcategory ? String(a.subcategory) : null;
  const publishedAt = toIso(a.publishedAt);
  const relation = record.relationships.author;
  const authorId = relation && !Array.isArray(relation) ? relation.id : a.authorId;
  const author = included.find((candidate) => candidate.type === 'authors' && candidate.id === authorId);
  const authorSlug = author ? String(author.attributes.slug) : '';
  return {
    id: record.id,
    title: String(a.title),
    slug,
    subcategory,
    subcategoryLabel: subcategory ? subcategoryLabel(subcategory) : null,
    summary: String(a.summary ?? ''),
    path: articlePath({ slug, subcategory }),
    publishedAt,
    publishedLabel: publishedAt ? formatFrenchDate(new Date(publishedAt)) : null,
    author: author ? { name: String(author.attributes.name), slug: authorSlug, path: `/auteurs/${authorSlug}` } : null,
    image: a.image ? String(a.image) : null,
  };
}

/** @deprecated For home.tsx and search.tsx until they call `content.articles`. One page of published articles. */
export async function listArticles(resources: ResourceStore, { search, page }: { search?: string; page: number }): Promise<{ articles: LegacyArticleCardView[]; count: number }> {
  const found = await resources.list({
    type: 'articles',
    filter: { isPublished: ['true'] },
    ...(search ? { search } : {}),
    sort: [{ field: 'publishedAt', direction: 'desc' }],
    page: articlesPage(page),
    include: ['author'],
  });
  if (!found.ok) return { articles: [], count: 0 };
  const { records, included, count } = found.value;
  return { articles: records.map((record) => legacyCardView(record, included)), count };
}
