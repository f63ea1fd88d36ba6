import { ALLOW_LISTS, MAX_VALUE_LENGTH, type ApiType, type ResourceQuery, type SortField } from '@pretscope/core';
import type { ListDefinition } from './list-definitions.ts';

/** Rows per page of a list screen: a screenful to scan, and a bounded query on tables of any size. */
export const LIST_PAGE_SIZE = 25;

/** What a list shows, as written in its URL (so a list can be bookmarked): `?q=…&sort=-name&page=2&country=LUX`. */
export interface ListState {
  q: string;
  sort: SortField | null;
  page: number;
  filters: Record<string, string>;
}

// Control characters (a NUL above all, which databases refuse) are never part of a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * The list's state from its URL, keeping only what the type allows: a column that cannot be sorted, a filter value
 * that is not one of its choices or a page that is not a number are dropped, never sent to the store.
 */
export function listStateFromUrl(type: ApiType, definition: ListDefinition, params: URLSearchParams): ListState {
  const allow = ALLOW_LISTS[type];
  const q = (params.get('q') ?? '').replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_VALUE_LENGTH);
  const sortParam = params.get('sort') ?? '';
  const sortField = sortParam.replace(/^-/, '');
  const sort =
    sortField && allow.sortable.includes(sortField)
      ? { field: sortField, direction: sortParam.startsWith('-') ? ('desc' as const) : ('asc' as const) }
      : null;
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const filters: Record<string, string> = {};
  for (const filter of definition.filters) {
    const value = params.get(filter.field);
    if (!value || !allow.filterable.includes(filter.field)) continue;
    const accepted = Array.isArray(filter.options)
      ? filter.options.some((option) => option.value === value)
      : /^[1-9]\d{0,14}$/.test(value);
    if (accepted) filters[filter.field] = value;
  }
  return { q: allow.searchable ? q : '', sort, page, filters };
}

/** The store's query for a list state. */
export function listQuery(type: ApiType, definition: ListDefinition, state: ListState, pageSize = LIST_PAGE_SIZE): ResourceQuery {
  return {
    type,
    filter: Object.fromEntries(Object.entries(state.filters).map(([field, value]) => [field, [value]])),
    ...(state.q ? { search: state.q } : {}),
    sort: state.sort ? [state.sort] : [],
    page: { offset: (state.page - 1) * pageSize, limit: pageSize },
    include: [...(definition.include ?? [])],
  };
}

/** The list's URL with some of its state changed; a changed filter or search goes back to page 1. */
export function listUrl(pathname: string, state: ListState, changes: Partial<ListState> = {}): string {
  const next = { ...state, ...changes };
  if (!('page' in changes))
    next.page = changes.q !== undefined || changes.filters !== undefined || changes.sort !== undefined ? 1 : state.page;
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  for (const [field, value] of Object.entries(next.filters)) params.set(field, value);
  if (next.sort) params.set('sort', `${next.sort.direction === 'desc' ? '-' : ''}${next.sort.field}`);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
