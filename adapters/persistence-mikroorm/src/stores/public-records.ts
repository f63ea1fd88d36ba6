import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  searchKey,
  searchKeySql,
  VISIBILITY_RULES,
  type Article,
  type ArticleSummary,
  type Author,
  type LegalPage,
  type RateObservation,
  type Loanstat,
  type PublicAdvertiser,
  type PublicCategory,
  type PublicProduct,
  type VisibilityRule,
  type VisibleKind,
} from '@pretscope/core';
import type {
  AdvertiserRow,
  ArticleRow,
  AuthorRow,
  CategoryRow,
  LegalPageRow,
  RateObservationRow,
  LoanstatRow,
  ProductRow,
} from '../entities/rows.ts';

/*
 * The read ports' side of the entities (mikroorm-catalog-reader.ts, mikroorm-content-reader.ts): the visibility rule
 * of the core as conditions on the entities, and the entities as the core's public types, in one place. Each type is
 * written field by field, so that nothing the entity gains later (an internal note, a relation) reaches a visitor
 * without being named here.
 */

/** Read-only: nothing a reader loads joins the unit of work's identity map, where a write could meet it. */
export const READ_ONLY = { disableIdentityMap: true } as const;

/** A MikroORM condition on an entity, as the readers build them. */
export type Where = Record<string, unknown>;

/**
 * The core's visibility rule for a kind as a condition on its entity: the flags of the level, the publication date
 * against `now`, and the followed relation's own rule nested (MikroORM joins it). The empty condition when the
 * rule asks nothing at that level.
 */
export function visibilityWhere(kind: VisibleKind, level: 'visible' | 'listed', now?: Date): Where {
  const rule: VisibilityRule = VISIBILITY_RULES[kind];
  const where: Where = { ...rule.visibleWhen, ...(level === 'listed' ? rule.listedWhen : {}) };
  if (rule.hiddenWhileAfterNow) {
    if (!now) throw new Error(`the visibility of ${kind} needs the time`);
    where.$or = [{ [rule.hiddenWhileAfterNow]: null }, { [rule.hiddenWhileAfterNow]: { $lte: now } }];
  }
  if (rule.follows) {
    const related = visibilityWhere(rule.follows.kind, level, now);
    if (Reflect.ownKeys(related).length > 0) where[rule.follows.relation] = related;
  }
  return where;
}

/** The entity each kind of record is stored as, for the SQL a hand-written statement needs (visibilitySql). */
const ENTITY_OF_KIND: Readonly<Record<VisibleKind, string>> = {
  category: 'Category',
  advertiser: 'Advertiser',
  product: 'Product',
  article: 'Article',
  author: 'Author',
  legalPage: 'LegalPage',
  rubrique: 'Rubrique',
  observation: 'Loan',
  statistics: 'Loanstat',
};

/**
 * The same rule as visibilityWhere, as a condition of a hand-written statement (the comparator's): each flag of the
 * level tested bare (`p.is_active`, `not p.is_disabled`, so the text runs on SQLite's integers and PostgreSQL's
 * booleans), the publication date as a parameter, and the followed relation's rule on the alias the statement
 * joins it as. Columns are the entities' own (the ORM's metadata); a rule that needs a table the statement does not
 * join is a programming error. Answers the conditions to join with `and` (none when the rule asks nothing).
 */
export function visibilitySql(
  em: EntityManager,
  kind: VisibleKind,
  level: 'visible' | 'listed',
  aliases: Partial<Record<VisibleKind, string>>,
  now?: Date,
): { conditions: string[]; params: unknown[] } {
  const rule: VisibilityRule = VISIBILITY_RULES[kind];
  const flags = { ...rule.visibleWhen, ...(level === 'listed' ? rule.listedWhen : {}) };
  const conditions: string[] = [];
  const params: unknown[] = [];
  const column = (field: string) => {
    const alias = aliases[kind];
    if (!alias) throw new Error(`the statement must join the ${kind} to test its visibility`);
    const name = em.getMetadata().getByClassName(ENTITY_OF_KIND[kind]).properties[field as never]?.fieldNames[0];
    if (!name) throw new Error(`the ${kind} has no field ${field}`);
    return `${alias}.${name}`;
  };
  for (const [field, value] of Object.entries(flags)) conditions.push(value ? column(field) : `not ${column(field)}`);
  if (rule.hiddenWhileAfterNow) {
    if (!now) throw new Error(`the visibility of ${kind} needs the time`);
    const date = column(rule.hiddenWhileAfterNow);
    conditions.push(`(${date} is null or ${date} <= ?)`);
    params.push(now);
  }
  if (rule.follows) {
    const related = visibilitySql(em, rule.follows.kind, level, aliases, now);
    conditions.push(...related.conditions);
    params.push(...related.params);
  }
  return { conditions, params };
}

/** Every condition at once; empty ones left out. */
export function allOf(...conditions: Where[]): Where {
  // Reflect.ownKeys: a raw fragment's key is a symbol (MikroORM 7), which Object.keys does not list.
  const kept = conditions.filter((condition) => Reflect.ownKeys(condition).length > 0);
  return kept.length === 0 ? {} : kept.length === 1 ? (kept[0] as Where) : { $and: kept };
}

/**
 * A visitor's text in some columns, as the generic store searches (mikroorm-resource-store.ts): core's search key on
 * both sides (case and apostrophes aside), and literal (`%`, `_` and `\` lose their LIKE meaning). Columns come from
 * this adapter, never a request.
 */
export function searchWhere(columns: readonly string[], search: string | undefined): Where {
  if (!search) return {};
  const pattern = `%${searchKey(search).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return {
    $or: columns.map((column) => ({
      [raw((alias: string) => `${searchKeySql(`${alias}."${column}"`)} like ? escape '\\'`, [pattern])]: [],
    })),
  };
}

export function toPublicCategory(row: CategoryRow): PublicCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    faq: row.faq,
    config: row.config,
    metaTitle: row.metaTitle,
    metaDesc: row.metaDesc,
    isBlacklisted: row.isBlacklisted,
  };
}

export function toPublicAdvertiser(row: AdvertiserRow): PublicAdvertiser {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    website: row.website,
    description: row.description,
    metaTitle: row.metaTitle,
    metaDesc: row.metaDesc,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
    advertisersCategory: row.advertisersCategory,
    isIndexed: row.isIndexed,
    country: row.country,
  };
}

/** A product whose categories are loaded. */
export function toPublicProduct(row: ProductRow): PublicProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    metaTitle: row.metaTitle,
    title: row.title,
    metaDesc: row.metaDesc,
    link: row.link,
    idBtn: row.idBtn,
    info: row.info,
    apr: row.apr,
    aprValue: row.aprValue,
    test: row.test,
    config: row.config,
    tags: row.tags,
    isActive: row.isActive,
    isSponsored: row.isSponsored,
    isDisabled: row.isDisabled,
    isPrioritized: row.isPrioritized,
    viaBroker: row.viaBroker,
    brokerLink: row.brokerLink,
    brokerProduct: row.brokerProduct,
    rateType: row.rateType,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    minDuration: row.minDuration,
    maxDuration: row.maxDuration,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
    advertiserId: row.advertiser.id,
    advertiserBrokerId: row.advertiserbroker?.id ?? null,
    categories: row.categories
      .getItems()
      .map((category) => category.id)
      .sort((a, b) => a - b),
  };
}

export function toRateObservation(row: RateObservationRow): RateObservation {
  return {
    id: row.id,
    rate: row.rate,
    amount: row.amount,
    duration: row.duration,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
    productId: row.product.id,
    score: row.score,
  };
}

export function toLoanstat(row: LoanstatRow): Loanstat {
  return {
    id: row.id,
    count: row.count,
    min: row.min,
    max: row.max,
    mean: row.mean,
    std: row.std,
    createdAt: row.createdAt,
    productId: row.product.id,
  };
}

export function toArticleSummary(row: Omit<ArticleRow, 'content'>): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    subcategory: row.subcategory,
    summary: row.summary,
    image: row.image,
    authorId: row.author?.id ?? null,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt,
    metaTitle: row.metaTitle,
    metaDesc: row.metaDesc,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
  };
}

export function toArticle(row: ArticleRow): Article {
  return { ...toArticleSummary(row), content: row.content };
}

export function toAuthor(row: AuthorRow): Author {
  return { id: row.id, name: row.name, slug: row.slug, bio: row.bio, avatar: row.avatar };
}

export function toLegalPage(row: LegalPageRow): LegalPage {
  return { id: row.id, title: row.title, slug: row.slug, content: row.content, createdAt: row.createdAt, modifiedAt: row.modifiedAt };
}
