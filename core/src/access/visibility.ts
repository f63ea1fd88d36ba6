import type { Advertiser } from '../catalogue/advertiser.ts';
import type { ApiType } from '../api/api-types.ts';
import type { Article } from '../content/article.ts';
import type { Category } from '../catalogue/category.ts';
import type { Product } from '../catalogue/product.ts';

/**
 * How much of a record a visitor may see (DESIGN.md "Access": visitors read published content):
 * - `hidden`: nothing: its page is a 404, no list, search or sitemap names it;
 * - `unlisted`: its own page, and the pages of what it belongs to, show it, with `noindex`; the site's lists
 *   (directory, bank list, category menus and forms, search) and the sitemap leave it out;
 * - `listed`: everywhere.
 */
export type Visibility = 'hidden' | 'unlisted' | 'listed';

/** The kinds of record a public page reads. */
export type VisibleKind =
  'category' | 'advertiser' | 'product' | 'article' | 'author' | 'legalPage' | 'rubrique' | 'observation' | 'statistics';

/**
 * The rule of one kind, as data, so that a predicate in memory and a `where` clause in SQL are built from the same
 * statement. Field and relation names are the entities' own (core/src/catalogue, core/src/content, the ORM's properties).
 */
export interface VisibilityRule {
  /** Stored flags a record must have for a visitor to see it at all; without them it is hidden. */
  readonly visibleWhen: Readonly<Record<string, boolean>>;
  /** Further flags it must have to be listed; without them it is unlisted. */
  readonly listedWhen: Readonly<Record<string, boolean>>;
  /** A date field that hides the record while it lies in the future (empty: no date, not hidden). */
  readonly hiddenWhileAfterNow?: string;
  /** A to-one relation whose visibility caps this record's: a product is never more visible than its advertiser. */
  readonly follows?: { readonly relation: string; readonly kind: VisibleKind };
}

/**
 * What a visitor may see, stated once. Sources: spec §3 (Category.isBlacklisted, default true: kept out of the lists;
 * Advertiser.isIndexed, default true; Product.isActive and isDisabled; spec §6 "Public visitors can read and
 * search"), DESIGN.md "Access" (published content only) and, where the spec says no more, what the site has always
 * done (docs/decisions/0010-read-ports-for-the-public-site.md lists each surface):
 * - a category is always visible at its address (its page carries `noindex` when blacklisted); blacklisted, it is
 *   left out of the menus, the forms' lists and the sitemap;
 * - an advertiser is always visible at its address; not indexed, it is left out of the directory, the bank list,
 *   the search and the sitemap, and its pages and its products' pages carry `noindex`;
 * - a product is visible when active and not disabled, and never more than its advertiser;
 * - an article is visible when published and its publication date, if any, is not in the future;
 * - authors, legal pages and rubriques have no flag: always listed;
 * - rate observations and statistics are as visible as their product.
 */
export const VISIBILITY_RULES = {
  category: { visibleWhen: {}, listedWhen: { isBlacklisted: false } },
  advertiser: { visibleWhen: {}, listedWhen: { isIndexed: true } },
  product: { visibleWhen: { isActive: true, isDisabled: false }, listedWhen: {}, follows: { relation: 'advertiser', kind: 'advertiser' } },
  article: { visibleWhen: { isPublished: true }, listedWhen: {}, hiddenWhileAfterNow: 'publishedAt' },
  author: { visibleWhen: {}, listedWhen: {} },
  legalPage: { visibleWhen: {}, listedWhen: {} },
  rubrique: { visibleWhen: {}, listedWhen: {} },
  observation: { visibleWhen: {}, listedWhen: {}, follows: { relation: 'product', kind: 'product' } },
  statistics: { visibleWhen: {}, listedWhen: {}, follows: { relation: 'product', kind: 'product' } },
} as const satisfies Record<VisibleKind, VisibilityRule>;

const RANK: Record<Visibility, number> = { hidden: 0, unlisted: 1, listed: 2 };

/** The lesser of two visibilities. */
export function leastVisible(a: Visibility, b: Visibility): Visibility {
  return RANK[a] <= RANK[b] ? a : b;
}

export function isVisible(visibility: Visibility): boolean {
  return visibility !== 'hidden';
}

export function isListed(visibility: Visibility): boolean {
  return visibility === 'listed';
}

/** A record's own visibility under a rule, its followed relation left aside. */
function ownVisibility(rule: VisibilityRule, record: object, now: Date | undefined): Visibility {
  const fields = record as Readonly<Record<string, unknown>>;
  const holds = (flags: Readonly<Record<string, boolean>>) => Object.entries(flags).every(([field, value]) => fields[field] === value);
  if (!holds(rule.visibleWhen)) return 'hidden';
  if (rule.hiddenWhileAfterNow) {
    if (!now) throw new Error(`the visibility of a dated record needs the time (${rule.hiddenWhileAfterNow})`);
    const date = fields[rule.hiddenWhileAfterNow];
    if (date instanceof Date && date.getTime() > now.getTime()) return 'hidden';
  }
  return holds(rule.listedWhen) ? 'listed' : 'unlisted';
}

export function categoryVisibility(category: Pick<Category, 'isBlacklisted'>): Visibility {
  return ownVisibility(VISIBILITY_RULES.category, category, undefined);
}

export function advertiserVisibility(advertiser: Pick<Advertiser, 'isIndexed'>): Visibility {
  return ownVisibility(VISIBILITY_RULES.advertiser, advertiser, undefined);
}

/** A product under its own flags, capped by its advertiser's visibility. */
export function productVisibility(
  product: Pick<Product, 'isActive' | 'isDisabled'>,
  advertiser: Pick<Advertiser, 'isIndexed'>,
): Visibility {
  return leastVisible(ownVisibility(VISIBILITY_RULES.product, product, undefined), advertiserVisibility(advertiser));
}

/** An article at a moment: published, and not dated after it. */
export function articleVisibility(article: Pick<Article, 'isPublished' | 'publishedAt'>, now: Date): Visibility {
  return ownVisibility(VISIBILITY_RULES.article, article, now);
}

const KIND_OF_TYPE: Readonly<Partial<Record<ApiType, VisibleKind>>> = {
  categories: 'category',
  announcers: 'advertiser',
  products: 'product',
  articles: 'article',
  authors: 'author',
  legalpages: 'legalPage',
  rubriques: 'rubrique',
  loans: 'observation',
  loanstats: 'statistics',
};

/** The kind of record a type of the JSON API holds, when visitors may read it; undefined for the others. */
export function visibleKindOf(type: ApiType): VisibleKind | undefined {
  return Object.hasOwn(KIND_OF_TYPE, type) ? KIND_OF_TYPE[type] : undefined;
}

/**
 * The rule's own flags for the visible level, as JSON API filters (`{ isActive: ['true'] }`) of a type. The
 * publication date and the followed relation cannot be said in a filter: the API's reads do not use these, they ask
 * the store for a visitor's read (ResourceQuery.visibleAt), which applies the whole rule.
 */
export function visibleFlagFilter(type: ApiType): Readonly<Record<string, readonly string[]>> | undefined {
  const kind = visibleKindOf(type);
  if (!kind) return undefined;
  const flags = Object.entries((VISIBILITY_RULES[kind] as VisibilityRule).visibleWhen);
  return flags.length === 0 ? undefined : Object.fromEntries(flags.map(([field, value]) => [field, [String(value)]]));
}

/** Where an article stands for the back office: a draft, published but dated later (scheduled), or public. */
export type ArticlePublication = 'draft' | 'scheduled' | 'published';

/**
 * An article's publication state at a moment, from the visibility rule above: published and dated after `now` is
 * scheduled, and shows by itself when the clock passes its date (the readers apply the rule at their clock).
 */
export function articlePublication(article: Pick<Article, 'isPublished' | 'publishedAt'>, now: Date): ArticlePublication {
  if (!article.isPublished) return 'draft';
  return isVisible(articleVisibility(article, now)) ? 'published' : 'scheduled';
}
