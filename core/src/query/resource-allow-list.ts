import type { SortField } from './resource-query.ts';
import { apiTypes } from '../api/api-types.ts';

/**
 * What a client may ask of one JSON:API type. Anything not listed is refused with a 400 naming the parameter
 * (DESIGN.md, "The JSON API"), so a query string never reaches the store as a field name it did not declare.
 *
 * `fields` lists the attributes a sparse fieldset may select. Internal attributes (`comment`) and secrets
 * (`password`) are never listed: a client cannot even name them. Who may read which type is the access rules'
 * business, not this list's.
 */
export interface ResourceAllowList {
  type: string;
  filterable: readonly string[];
  /**
   * Attributes, or `relation.attribute` for the attribute of a to-one relation (JSON:API's dotted sort fields):
   * `advertiser.name` orders products by their advertiser's name. Empty values come last in either direction.
   */
  sortable: readonly string[];
  fields: readonly string[];
  /** relation name → the JSON:API type of the related resources. */
  includable: Readonly<Record<string, string>>;
  /**
   * Relations that can be included when one record is asked for, never on a list: those that grow without bound
   * with the data (a product's rate observations: thousands each on a loaded site, so a page of 20 products would
   * answer hundreds of thousands of records). A list names them to its client as a filter on the related type.
   */
  includableOnOneOnly?: Readonly<Record<string, string>>;
  /** Whether `filter[search]` (the search box of list screens) is accepted. */
  searchable: boolean;
  /** The order of a query without `sort`; stores add the id as a last key so that pages never overlap. */
  defaultSort?: readonly SortField[];
  /**
   * Text attributes sorted in French order (format/french-order.ts), the same on every database rather than by its
   * collation. Only for a short list that admins manage: a store may read all of a query's records to sort them.
   */
  frenchOrder?: readonly string[];
}

/** The JSON:API types (DESIGN.md); the list lives in api/api-types.ts. */
export const RESOURCE_TYPES = apiTypes;

export type ResourceType = (typeof RESOURCE_TYPES)[number];

const ascending = (field: string): SortField => ({ field, direction: 'asc' });
const descending = (field: string): SortField => ({ field, direction: 'desc' });

/**
 * The allow-list of every type. Attributes come from the entities of spec §3; those the spec does not show
 * (articles, authors, legal pages, leads, reminders, clicks) are our design. Every type can be filtered and
 * sorted by id, which clients use to fetch a known set and the admin lists to keep a stable order.
 */
export const ALLOW_LISTS: Readonly<Record<ResourceType, ResourceAllowList>> = {
  categories: {
    type: 'categories',
    fields: ['name', 'slug', 'title', 'summary', 'description', 'faq', 'config', 'metaTitle', 'metaDesc', 'isBlacklisted'],
    filterable: ['id', 'slug', 'isBlacklisted'],
    sortable: ['id', 'name', 'slug', 'title', 'isBlacklisted'],
    includable: { products: 'products' },
    searchable: true,
    defaultSort: [ascending('name')],
  },
  announcers: {
    type: 'announcers',
    fields: [
      'name',
      'slug',
      'logo',
      'website',
      'description',
      'metaTitle',
      'metaDesc',
      'createdAt',
      'modifiedAt',
      'advertisersCategory',
      'isIndexed',
      'country',
    ],
    filterable: ['id', 'slug', 'country', 'isIndexed', 'advertisersCategory'],
    // Sorting by country follows the spec's country order (LUX, BE, FR, others) in the stores.
    sortable: ['id', 'name', 'slug', 'country', 'advertisersCategory', 'isIndexed', 'createdAt', 'modifiedAt'],
    includable: { products: 'products' },
    searchable: true,
    defaultSort: [ascending('country'), ascending('name')],
  },
  products: {
    type: 'products',
    fields: [
      'name',
      'slug',
      'metaTitle',
      'title',
      'metaDesc',
      'link',
      'idBtn',
      'info',
      'apr',
      'aprValue',
      'test',
      'config',
      'tags',
      'isActive',
      'isSponsored',
      'isDisabled',
      'isPrioritized',
      'viaBroker',
      'brokerLink',
      'brokerProduct',
      'rateType',
      'minAmount',
      'maxAmount',
      'minDuration',
      'maxDuration',
      'createdAt',
      'modifiedAt',
      'advertiserId',
      'advertiserBrokerId',
      'isInternal',
    ],
    filterable: [
      'id',
      'slug',
      'advertiserId',
      'advertiserBrokerId',
      'categories',
      'tags',
      'isActive',
      'isSponsored',
      'isDisabled',
      'isPrioritized',
      'viaBroker',
    ],
    sortable: ['id', 'name', 'slug', 'advertiser.name', 'aprValue', 'isActive', 'isPrioritized', 'isSponsored', 'createdAt', 'modifiedAt'],
    includable: {
      advertiser: 'announcers',
      advertiserbroker: 'announcers',
      categories: 'categories',
      loans: 'loans',
      loanstats: 'loanstats',
    },
    includableOnOneOnly: { loans: 'GET /api/loans?filter[productId]={id}' },
    searchable: true,
    defaultSort: [ascending('name')],
  },
  loans: {
    type: 'loans',
    fields: ['rate', 'amount', 'duration', 'score', 'createdAt', 'modifiedAt', 'productId'],
    filterable: ['id', 'productId', 'amount', 'duration'],
    sortable: ['id', 'rate', 'amount', 'duration', 'score', 'createdAt', 'modifiedAt'],
    includable: { product: 'products' },
    searchable: false,
    defaultSort: [ascending('rate')],
  },
  loanstats: {
    type: 'loanstats',
    fields: ['count', 'min', 'max', 'mean', 'std', 'createdAt', 'productId'],
    filterable: ['id', 'productId'],
    sortable: ['id', 'count', 'min', 'max', 'mean', 'std', 'createdAt'],
    includable: { product: 'products' },
    searchable: false,
    defaultSort: [descending('createdAt')],
  },
  users: {
    type: 'users',
    // Never the password, not even its hash.
    fields: ['email', 'firstName', 'lastName', 'roles'],
    filterable: ['id', 'email', 'roles'],
    sortable: ['id', 'email', 'firstName', 'lastName'],
    includable: {},
    searchable: true,
    defaultSort: [ascending('lastName'), ascending('firstName')],
  },
  batch_count: {
    type: 'batch_count',
    fields: ['title', 'recipient', 'batchCount', 'countOpenings', 'countClick'],
    filterable: ['id', 'recipient'],
    sortable: ['id', 'title', 'batchCount', 'countOpenings', 'countClick'],
    includable: {},
    searchable: false,
    defaultSort: [descending('id')],
  },
  loggederror: {
    type: 'loggederror',
    fields: ['content', 'ip', 'sheet', 'url', 'createdAt'],
    filterable: ['id', 'sheet', 'ip', 'url'],
    sortable: ['id', 'sheet', 'url', 'createdAt'],
    includable: {},
    searchable: true,
    defaultSort: [descending('createdAt')],
  },
  articles: {
    type: 'articles',
    fields: [
      'title',
      'slug',
      'subcategory',
      'summary',
      'content',
      'image',
      'authorId',
      'author',
      'publishedAt',
      'isPublished',
      'metaTitle',
      'metaDesc',
      'createdAt',
      'modifiedAt',
    ],
    filterable: ['id', 'slug', 'subcategory', 'authorId', 'isPublished'],
    sortable: ['id', 'title', 'slug', 'subcategory', 'isPublished', 'publishedAt', 'createdAt', 'modifiedAt'],
    includable: { author: 'authors' },
    searchable: true,
    defaultSort: [descending('publishedAt')],
  },
  legalpages: {
    type: 'legalpages',
    fields: ['title', 'slug', 'content', 'createdAt', 'modifiedAt'],
    filterable: ['id', 'slug'],
    sortable: ['id', 'title', 'slug', 'createdAt', 'modifiedAt'],
    includable: {},
    searchable: true,
    defaultSort: [ascending('title')],
  },
  rubriques: {
    type: 'rubriques',
    fields: ['name', 'slug', 'previousSlugs'],
    filterable: ['id', 'slug'],
    sortable: ['id', 'name', 'slug'],
    includable: {},
    searchable: true,
    defaultSort: [ascending('name')],
    frenchOrder: ['name'],
  },
  authors: {
    type: 'authors',
    fields: ['name', 'slug', 'bio', 'avatar'],
    filterable: ['id', 'slug'],
    sortable: ['id', 'name', 'slug'],
    includable: { articles: 'articles' },
    searchable: true,
    defaultSort: [ascending('name')],
  },
  leads: {
    type: 'leads',
    fields: [
      'kind',
      'email',
      'firstName',
      'lastName',
      'phone',
      'country',
      'amount',
      'duration',
      'product',
      'productId',
      'reference',
      'message',
      'status',
      'consent',
      'createdAt',
    ],
    filterable: ['id', 'kind', 'status', 'country', 'email', 'reference', 'productId'],
    // Countries in the spec's order (LUX, BE, FR), as for advertisers.
    sortable: ['id', 'kind', 'status', 'lastName', 'country', 'amount', 'createdAt'],
    includable: {},
    searchable: true,
    defaultSort: [descending('createdAt')],
  },
  reminders: {
    type: 'reminders',
    fields: ['email', 'categoryId', 'amount', 'duration', 'targetRate', 'targetDate', 'confirmedAt', 'createdAt'],
    filterable: ['id', 'email', 'categoryId'],
    sortable: ['id', 'targetRate', 'targetDate', 'confirmedAt', 'createdAt'],
    includable: { category: 'categories' },
    searchable: true,
    defaultSort: [descending('createdAt')],
  },
  clicks: {
    type: 'clicks',
    fields: ['productId', 'advertiserId', 'createdAt'],
    filterable: ['id', 'productId', 'advertiserId'],
    sortable: ['id', 'createdAt'],
    includable: { product: 'products', advertiser: 'announcers' },
    searchable: false,
    defaultSort: [descending('createdAt')],
  },
};
