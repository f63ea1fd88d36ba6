/**
 * A JSON:API collection query (`GET /api/{type}?filter[…]&fields[…]&sort&page[…]&include`) as plain data, once
 * checked against the type's allow-list: stores, the HTTP adapter and the api-client all speak this shape.
 */

export type SortDirection = 'asc' | 'desc';

export interface SortField {
  field: string;
  direction: SortDirection;
}

export interface ResourceQuery {
  /** The JSON:API type of the primary data, such as 'products'. */
  type: string;
  /** field → accepted values; a resource matches when the field equals any of them (`filter[field]=a,b`). */
  filter: Record<string, string[]>;
  /** Free text of `filter[search]`, trimmed; absent when the type is not searched. */
  search?: string;
  /** type → the attributes to answer (`fields[type]=a,b`); a type that is absent answers all its attributes. */
  fields?: Record<string, string[]>;
  /** Keys in order of precedence; empty means the type's own default order (its allow-list's defaultSort). */
  sort: SortField[];
  page: { offset: number; limit: number };
  /** Relation names whose resources go into `included`. */
  include: string[];
  /**
   * Keyset paging for whole-table reads (exports): only records whose id is greater than this. Never read from a
   * query string (clients page with page[offset]); whoever sets it sorts by id, so the next page starts after the
   * last id seen, in constant time however deep into the table. Such a page's `count` is not computed (-1): the
   * reader took the total from its first page, and counting what remains at every page would make a whole-table
   * read quadratic.
   */
  afterId?: number;
  /**
   * A visitor's read (the API without a staff token): only the records the visibility rule (access/visibility.ts)
   * shows at this instant, as if the others did not exist, in the data, in `included` and in relationships. Never
   * read from a query string; absent: every record (staff, use cases).
   */
  visibleAt?: Date;
}

/** DESIGN.md, "The JSON API": page[limit] defaults to 20 and may not exceed 100. */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/**
 * Bounds on what one query may ask for, so that a single request cannot make the store build an unbounded
 * `IN (…)` list or compare against megabytes of text.
 */
export const MAX_FILTER_VALUES = 100;
export const MAX_VALUE_LENGTH = 200;
