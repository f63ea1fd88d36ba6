import { MAX_VALUE_LENGTH, type ResourceRecord, type ResourceStore } from '@pretscope/core';
import { formatFrenchDate } from './french-date.ts';

/** Articles per page of /articles. */
export const ARTICLES_PER_PAGE = 12;

/** The subcategories' names; an unknown slug reads as itself, words spaced and capitalised. */
const SUBCATEGORY_LABELS: Readonly<Record<string, string>> = {
  immobilier: 'Immobilier',
  'credit-conso': 'Crédit à la consommation',
  'epargne-et-budget': 'Épargne et budget',
  'guides-pays': 'Guides pays',
};

export function subcategoryLabel(slug: string): string {
  const known = SUBCATEGORY_LABELS[slug];
  if (known) return known;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AuthorLink {
  name: string;
  slug: string;
  path: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  slug: string;
  subcategory: string | null;
  subcategoryLabel: string | null;
  summary: string;
  /** Where the article lives: /articles/{slug} or /articles/{subcategory}/{slug}. */
  path: string;
  /** ISO 8601, for <time dateTime>. */
  publishedAt: string | null;
  /** « 22 novembre 2026 ». */
  publishedLabel: string | null;
  author: AuthorLink | null;
  /** The card's picture: the article's first image (`/uploads/articles/…`), if any. */
  image: string | null;
}

export interface ArticleView extends ArticleSummary {
  /** Markdown. */
  content: string;
  metaTitle: string;
  metaDesc: string;
  modifiedAt: string | null;
}

export interface AuthorView extends AuthorLink {
  id: number;
  /** Markdown. */
  bio: string;
  avatar: string | null;
}

export interface LegalPageView {
  title: string;
  slug: string;
  /** Markdown. */
  content: string;
  modifiedAt: string | null;
  modifiedLabel: string | null;
}

export function articlePath(article: { slug: string; subcategory: string | null }): string {
  return article.subcategory ? `/articles/${article.subcategory}/${article.slug}` : `/articles/${article.slug}`;
}

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

function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function toAuthorView(record: ResourceRecord): AuthorView {
  const a = record.attributes;
  const slug = String(a.slug);
  return { id: record.id, name: String(a.name), slug, path: `/auteurs/${slug}`, bio: String(a.bio ?? ''), avatar: a.avatar ? String(a.avatar) : null };
}

function authorOf(record: ResourceRecord, included: readonly ResourceRecord[]): AuthorLink | null {
  const relation = record.relationships.author;
  const authorId = relation && !Array.isArray(relation) ? relation.id : record.attributes.authorId;
  const author = included.find((candidate) => candidate.type === 'authors' && candidate.id === authorId);
  if (!author) return null;
  const { name, slug, path } = toAuthorView(author);
  return { name, slug, path };
}

function toArticleView(record: ResourceRecord, included: readonly ResourceRecord[]): ArticleView {
  const a = record.attributes;
  const slug = String(a.slug);
  const subcategory = a.subcategory ? String(a.subcategory) : null;
  const publishedAt = toIso(a.publishedAt);
  const title = String(a.title);
  const summary = String(a.summary ?? '');
  return {
    id: record.id,
    title,
    slug,
    subcategory,
    subcategoryLabel: subcategory ? subcategoryLabel(subcategory) : null,
    summary,
    path: articlePath({ slug, subcategory }),
    publishedAt,
    publishedLabel: publishedAt ? formatFrenchDate(new Date(publishedAt)) : null,
    author: authorOf(record, included),
    content: String(a.content ?? ''),
    image: a.image ? String(a.image) : null,
    metaTitle: String(a.metaTitle || title),
    metaDesc: String(a.metaDesc || summary),
    modifiedAt: toIso(a.modifiedAt),
  };
}

function toSummary(view: ArticleView): ArticleSummary {
  const { id, title, slug, subcategory, subcategoryLabel: label, summary, path, publishedAt, publishedLabel, author, image } = view;
  return { id, title, slug, subcategory, subcategoryLabel: label, summary, path, publishedAt, publishedLabel, author, image };
}

/** One page of published articles, newest first, matching the search text if any. */
export async function listArticles(resources: ResourceStore, { search, page }: { search?: string; page: number }): Promise<{ articles: ArticleSummary[]; count: number }> {
  const found = await resources.list({
    type: 'articles',
    filter: { isPublished: ['true'] },
    ...(search ? { search } : {}),
    sort: [{ field: 'publishedAt', direction: 'desc' }],
    page: { offset: (page - 1) * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE },
    include: ['author'],
  });
  if (!found.ok) return { articles: [], count: 0 };
  const { records, included, count } = found.value;
  return { articles: records.map((record) => toSummary(toArticleView(record, included))), count };
}

/** A published article by its slug, with its author, or null. */
export async function findArticle(resources: ResourceStore, slug: string): Promise<ArticleView | null> {
  const found = await resources.list({ type: 'articles', filter: { slug: [slug], isPublished: ['true'] }, sort: [], page: { offset: 0, limit: 1 }, include: ['author'] });
  const record = found.ok ? found.value.records[0] : undefined;
  return found.ok && record ? toArticleView(record, found.value.included) : null;
}

export async function findAuthor(resources: ResourceStore, slug: string): Promise<AuthorView | null> {
  const found = await resources.list({ type: 'authors', filter: { slug: [slug] }, sort: [], page: { offset: 0, limit: 1 }, include: [] });
  const record = found.ok ? found.value.records[0] : undefined;
  return record ? toAuthorView(record) : null;
}

/** An author's published articles, newest first (at most 100). */
export async function listAuthorArticles(resources: ResourceStore, author: AuthorView): Promise<ArticleSummary[]> {
  const found = await resources.list({
    type: 'articles',
    filter: { authorId: [String(author.id)], isPublished: ['true'] },
    sort: [{ field: 'publishedAt', direction: 'desc' }],
    page: { offset: 0, limit: 100 },
    include: [],
  });
  if (!found.ok) return [];
  const link: AuthorLink = { name: author.name, slug: author.slug, path: author.path };
  return found.value.records.map((record) => ({ ...toSummary(toArticleView(record, [])), author: link }));
}

export async function findLegalPage(resources: ResourceStore, slug: string): Promise<LegalPageView | null> {
  const found = await resources.list({ type: 'legalpages', filter: { slug: [slug] }, sort: [], page: { offset: 0, limit: 1 }, include: [] });
  const record = found.ok ? found.value.records[0] : undefined;
  if (!record) return null;
  const a = record.attributes;
  const modifiedAt = toIso(a.modifiedAt);
  return { title: String(a.title), slug: String(a.slug), content: String(a.content ?? ''), modifiedAt, modifiedLabel: modifiedAt ? formatFrenchDate(new Date(modifiedAt)) : null };
}
