import { DEFAULT_PAGE_LIMIT, type ApiType, type ResourceQuery, type SortField } from '@pretscope/core';

/** A query of a type with the given filters, order and page: for counts and short lists of the back office. */
export function recordsQuery(
  type: ApiType,
  {
    filter = {},
    sort = [],
    limit = DEFAULT_PAGE_LIMIT,
    offset = 0,
    include = [],
  }: { filter?: Record<string, string[]>; sort?: SortField[]; limit?: number; offset?: number; include?: string[] } = {},
): ResourceQuery {
  return { type, filter, sort, page: { offset, limit }, include };
}
