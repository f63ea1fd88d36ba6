import { DEFAULT_PAGE_LIMIT, type ResourceQuery } from './resource-query.ts';

/**
 * The canonical query string of a query (without '?'), as `links.self`, `next` and `prev` and the api-client
 * write it; parseResourceQuery reads it back to the same query.
 *
 * Canonical means one spelling per query: filters and fieldsets in alphabetical order of their names, then the
 * search, include, sort and page; defaults (offset 0, limit 20, empty lists) left out. Brackets and commas stay
 * readable; every value is percent-encoded, so a search text may hold commas, '&' or '=' safely.
 *
 * A list item that contains a comma, or an empty item or filter, cannot be written in this syntax; a query
 * holding one was not built by parseResourceQuery and printing it would change its meaning, so it throws.
 */
export function printResourceQuery(query: ResourceQuery): string {
  const parts: string[] = [];
  if (Object.hasOwn(query.filter, 'search')) {
    // filter[search] is the search text; a filter of that name would be read back as one.
    throw new RangeError('A filter named "search" cannot be printed; use the search property.');
  }
  for (const field of sortedKeys(query.filter)) {
    const values = query.filter[field] ?? [];
    if (values.length === 0) throw new RangeError(`filter[${field}] has no value and cannot be printed.`);
    parts.push(`filter[${encodeURIComponent(field)}]=${list(`filter[${field}]`, values)}`);
  }
  if (query.search !== undefined && query.search.trim() !== '') {
    parts.push(`filter[search]=${encodeURIComponent(query.search)}`);
  }
  for (const type of sortedKeys(query.fields ?? {})) {
    parts.push(`fields[${encodeURIComponent(type)}]=${list(`fields[${type}]`, query.fields?.[type] ?? [])}`);
  }
  if (query.include.length > 0) parts.push(`include=${list('include', query.include)}`);
  if (query.sort.length > 0) {
    const keys = query.sort.map(({ field, direction }) => (direction === 'desc' ? `-${field}` : field));
    parts.push(`sort=${list('sort', keys)}`);
  }
  if (query.page.offset !== 0) parts.push(`page[offset]=${query.page.offset}`);
  if (query.page.limit !== DEFAULT_PAGE_LIMIT) parts.push(`page[limit]=${query.page.limit}`);
  return parts.join('&');
}

function list(parameter: string, items: readonly string[]): string {
  return items
    .map((item) => {
      if (item === '' || item.includes(',')) {
        throw new RangeError(`${parameter} holds ${JSON.stringify(item)}, which a comma-separated list cannot carry.`);
      }
      return encodeURIComponent(item);
    })
    .join(',');
}

function sortedKeys(record: Readonly<Record<string, unknown>>): string[] {
  // Code-unit order rather than localeCompare, so the spelling does not depend on the runtime's locale data.
  return Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
