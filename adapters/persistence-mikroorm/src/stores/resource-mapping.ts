import type { EntitySchema } from '@mikro-orm/core';
import type { ApiType } from '@pretscope/core';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { ArticleSchema } from '../entities/article-schema.ts';
import { AuthorSchema } from '../entities/author-schema.ts';
import { BatchCountSchema } from '../entities/batch-count-schema.ts';
import { CategorySchema } from '../entities/category-schema.ts';
import { ClickSchema } from '../entities/click-schema.ts';
import { LeadSchema } from '../entities/lead-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { LoggedErrorSchema } from '../entities/logged-error-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import { ReminderSchema } from '../entities/reminder-schema.ts';
import { RubriqueSchema } from '../entities/rubrique-schema.ts';
import { UserSchema } from '../entities/user-schema.ts';

/** A relation as the API sees it: its JSON:API name, the ORM property, and the attribute that carries its id(s). */
export interface RelationMapping {
  property: string;
  type: ApiType;
  many: boolean;
  /** The attribute that sets the relation on write and shows its id(s) on read: `advertiserId`, `categories`. */
  idAttribute?: string;
  /** Owned by the other side (1:m): readable and includable, never written from here. */
  inverse?: boolean;
}

export interface TypeMapping {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table of every entity schema
  schema: EntitySchema<any>;
  /** Relations by their API name (the names ALLOW_LISTS.includable uses). */
  relations: Record<string, RelationMapping>;
  /** Text fields `filter[search]` looks in. */
  searchFields: string[];
  /** JSON arrays of strings (tags, roles): a filter value matches when the array contains it. */
  arrayFields?: string[];
  /** Sorted by a rank instead of alphabetically (the spec's country order); values outside the ranks come after them, as equals. */
  rankedSorts?: Record<string, readonly string[]>;
}

const countryOrder = ['LUX', 'BE', 'FR'] as const;

export const RESOURCE_MAPPINGS: Record<ApiType, TypeMapping> = {
  categories: {
    schema: CategorySchema,
    relations: { products: { property: 'products', type: 'products', many: true, inverse: true } },
    searchFields: ['name', 'title', 'slug'],
  },
  announcers: {
    schema: AdvertiserSchema,
    relations: { products: { property: 'products', type: 'products', many: true, inverse: true } },
    searchFields: ['name', 'slug', 'description'],
    rankedSorts: { country: countryOrder },
  },
  products: {
    schema: ProductSchema,
    relations: {
      advertiser: { property: 'advertiser', type: 'announcers', many: false, idAttribute: 'advertiserId' },
      advertiserbroker: { property: 'advertiserbroker', type: 'announcers', many: false, idAttribute: 'advertiserBrokerId' },
      categories: { property: 'categories', type: 'categories', many: true, idAttribute: 'categories' },
      loans: { property: 'loans', type: 'loans', many: true, inverse: true },
      loanstats: { property: 'loanstats', type: 'loanstats', many: true, inverse: true },
    },
    searchFields: ['name', 'slug', 'title'],
    arrayFields: ['tags'],
  },
  loans: {
    schema: RateObservationSchema,
    relations: { product: { property: 'product', type: 'products', many: false, idAttribute: 'productId' } },
    searchFields: [],
  },
  loanstats: {
    schema: LoanstatSchema,
    relations: { product: { property: 'product', type: 'products', many: false, idAttribute: 'productId' } },
    searchFields: [],
  },
  users: { schema: UserSchema, relations: {}, searchFields: ['email', 'firstName', 'lastName'], arrayFields: ['roles'] },
  batch_count: { schema: BatchCountSchema, relations: {}, searchFields: ['title', 'recipient'] },
  loggederror: { schema: LoggedErrorSchema, relations: {}, searchFields: ['content', 'url'] },
  articles: {
    schema: ArticleSchema,
    relations: { author: { property: 'author', type: 'authors', many: false, idAttribute: 'authorId' } },
    searchFields: ['title', 'summary', 'slug'],
  },
  legalpages: { schema: LegalPageSchema, relations: {}, searchFields: ['title', 'slug'] },
  rubriques: { schema: RubriqueSchema, relations: {}, searchFields: ['name', 'slug'] },
  authors: {
    schema: AuthorSchema,
    relations: { articles: { property: 'articles', type: 'articles', many: true, inverse: true } },
    searchFields: ['name', 'slug'],
  },
  leads: {
    schema: LeadSchema,
    relations: {},
    searchFields: ['email', 'firstName', 'lastName', 'phone', 'reference'],
    rankedSorts: { country: countryOrder },
  },
  reminders: {
    schema: ReminderSchema,
    relations: { category: { property: 'category', type: 'categories', many: false, idAttribute: 'categoryId' } },
    searchFields: ['email'],
  },
  clicks: {
    schema: ClickSchema,
    relations: {
      product: { property: 'product', type: 'products', many: false, idAttribute: 'productId' },
      advertiser: { property: 'advertiser', type: 'announcers', many: false, idAttribute: 'advertiserId' },
    },
    searchFields: [],
  },
};

/** The relation whose id travels in this attribute, if any. */
export function relationForAttribute(mapping: TypeMapping, attribute: string): [string, RelationMapping] | undefined {
  return Object.entries(mapping.relations).find(([, relation]) => relation.idAttribute === attribute);
}
