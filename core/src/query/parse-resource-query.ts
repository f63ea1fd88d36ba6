import { err, ok, type Result } from '../result.ts';
import { ALLOW_LISTS, type ResourceAllowList } from './resource-allow-list.ts';
import {
  DEFAULT_PAGE_LIMIT,
  MAX_FILTER_VALUES,
  MAX_PAGE_LIMIT,
  MAX_VALUE_LENGTH,
  type ResourceQuery,
  type SortField,
} from './resource-query.ts';

/**
 * Why a query string was refused. `parameter` is the query parameter at fault, exactly as the client wrote it
 * (JSON:API's `source.parameter`); `detail` is English for developers, the HTTP adapter chooses the wording.
 * An unknown type is its own error because it is a missing resource (404), not a bad parameter (400).
 */
export type QueryError =
  { type: 'query/invalid-parameter'; parameter: string; detail: string } | { type: 'query/unknown-type'; resourceType: string };

/**
 * What the parser reads of a URLSearchParams. Declared structurally because core is built without DOM or Node
 * types (it runs in both), where the URLSearchParams type does not exist.
 */
export interface SearchParamsEntries {
  entries(): Iterable<[string, string]>;
}

/** Query parameters as URLSearchParams give them, or as frameworks collect them (one value or several). */
export type ResourceQueryParams = SearchParamsEntries | Readonly<Record<string, string | readonly string[] | undefined>>;

type Outcome<T> = Result<T, QueryError>;

/** `filter[…]`, `fields[…]` and `page[…]`: the family and the name in brackets. */
const FAMILY_PARAMETER = /^(filter|fields|page)\[([^\]]*)\]$/;

/** At most 15 digits: every such integer is exact in a double. */
const WHOLE_NUMBER = /^\d{1,15}$/;

/**
 * The checked query of `GET /api/{type}` (DESIGN.md, "The JSON API"), or the first parameter at fault.
 *
 * Every name a client writes (filtered, sorted, selected or included) must be in the allow-list of the type it
 * concerns; values are only ever compared against the lists, so no text of the request becomes a field name by
 * itself. Parameters other than filter[…], fields[…], sort, page[offset], page[limit] and include are refused
 * rather than ignored, so a misspelt parameter never silently answers the unfiltered list.
 *
 * Values:
 * - a parameter given twice is refused: the comma list is the one way to give several values;
 * - list items are compared exactly (no trimming: '+' in a query string is a space, and 'sort=+name' must not
 *   pass for 'sort=name'); repeated items count once, empty items ('a,,b') are refused;
 * - an empty `include=`, `sort=` or `fields[t]=` is an empty list (JSON:API: no included resources, the
 *   default order, no attributes); an empty `filter[x]=` is refused, since "any of nothing" has no sensible
 *   reading; a blank `filter[search]=` is no search, as when a search box is submitted empty;
 * - `fields[t]` is accepted for the primary type and for the types the query includes;
 * - page[offset] defaults to 0 and page[limit] to 20, at most 100; both are written as plain digits.
 * An empty `sort` is kept empty: the store applies the allow-list's defaultSort, so a printed query stays as
 * short as the client's.
 *
 * `allowLists` is the registry of every type (default: the product's), since `fields[t]` for an included type
 * is checked against that type's own list.
 */
export function parseResourceQuery(
  type: string,
  params: ResourceQueryParams,
  allowLists: Readonly<Record<string, ResourceAllowList>> = ALLOW_LISTS,
): Outcome<ResourceQuery> {
  const allowList = ownValue(allowLists, type);
  if (allowList === undefined) return err({ type: 'query/unknown-type', resourceType: type });

  const single = singleValues(params);
  if (!single.ok) return single;

  const query: ResourceQuery = {
    type,
    filter: {},
    sort: [],
    page: { offset: 0, limit: DEFAULT_PAGE_LIMIT },
    include: [],
  };
  const fieldsets: [parameter: string, type: string, value: string][] = [];

  for (const [parameter, value] of single.value) {
    const family = FAMILY_PARAMETER.exec(parameter);
    let outcome: Outcome<unknown>;
    if (parameter === 'include') {
      outcome = assign(parseInclude(parameter, value, allowList), (include) => (query.include = include));
    } else if (parameter === 'sort') {
      outcome = assign(parseSort(parameter, value, allowList), (sort) => (query.sort = sort));
    } else if (family?.[1] === 'filter' && family[2] === 'search') {
      outcome = assign(parseSearch(parameter, value, allowList), (search) => {
        if (search !== undefined) query.search = search;
      });
    } else if (family?.[1] === 'filter') {
      const field = family[2] ?? '';
      outcome = assign(parseFilter(parameter, field, value, allowList), (values) => (query.filter[field] = values));
    } else if (family?.[1] === 'page') {
      outcome = parsePage(parameter, family[2] ?? '', value, query.page);
    } else if (family?.[1] === 'fields') {
      // Checked once every include is known, whatever the order of the parameters.
      fieldsets.push([parameter, family[2] ?? '', value]);
      outcome = ok(undefined);
    } else {
      outcome = invalid(
        parameter,
        `Unknown query parameter "${parameter}"; accepted: filter[field], fields[type], sort, page[offset], page[limit], include.`,
      );
    }
    if (!outcome.ok) return outcome;
  }

  for (const [parameter, fieldsType, value] of fieldsets) {
    const outcome = parseFieldset(parameter, fieldsType, value, query, allowLists);
    if (!outcome.ok) return outcome;
    query.fields ??= {};
    query.fields[fieldsType] = outcome.value;
  }
  return ok(query);
}

/**
 * The checked query of `GET /api/{type}` and its count: parseResourceQuery, and no relation included that only a
 * single record may include (the allow-list's `includableOnOneOnly`: a product's rate observations), so that one
 * page of a list stays bounded whatever the size of the data.
 */
export function parseListQuery(
  type: string,
  params: ResourceQueryParams,
  allowLists: Readonly<Record<string, ResourceAllowList>> = ALLOW_LISTS,
): Outcome<ResourceQuery> {
  const parsed = parseResourceQuery(type, params, allowLists);
  if (!parsed.ok) return parsed;
  const onOneOnly = ownValue(allowLists, type)?.includableOnOneOnly ?? {};
  const refused = parsed.value.include.find((relation) => ownValue(onOneOnly, relation) !== undefined);
  if (refused === undefined) return parsed;
  return invalid(
    'include',
    `"${refused}" can be included on a single ${type} only (GET /api/${type}/{id}?include=${refused}); for many, list them with ${onOneOnly[refused]}.`,
  );
}

function parseInclude(parameter: string, value: string, allowList: ResourceAllowList): Outcome<string[]> {
  return withoutRepeats(
    checkedList(parameter, value, (name) =>
      ownValue(allowList.includable, name) === undefined
        ? `"${name}" is not a relation of ${allowList.type} that can be included.`
        : undefined,
    ),
  );
}

function parseSort(parameter: string, value: string, allowList: ResourceAllowList): Outcome<SortField[]> {
  const items = checkedList(parameter, value, (item) => {
    const field = item.startsWith('-') ? item.slice(1) : item;
    return allowList.sortable.includes(field) ? undefined : `${allowList.type} cannot be sorted by "${field}".`;
  });
  if (!items.ok) return items;
  const sort = items.value.map((item): SortField =>
    item.startsWith('-') ? { field: item.slice(1), direction: 'desc' } : { field: item, direction: 'asc' },
  );
  const seen = new Set<string>();
  for (const { field } of sort) {
    // 'name,-name' asks for two orders at once.
    if (seen.has(field)) return invalid(parameter, `"${field}" appears more than once in the sort.`);
    seen.add(field);
  }
  return ok(sort);
}

function parseSearch(parameter: string, value: string, allowList: ResourceAllowList): Outcome<string | undefined> {
  if (!allowList.searchable) return invalid(parameter, `${allowList.type} cannot be searched.`);
  const search = value.trim();
  if (search.length > MAX_VALUE_LENGTH) {
    return invalid(parameter, `The search text is longer than ${MAX_VALUE_LENGTH} characters.`);
  }
  return ok(search === '' ? undefined : search);
}

function parseFilter(parameter: string, field: string, value: string, allowList: ResourceAllowList): Outcome<string[]> {
  if (!allowList.filterable.includes(field)) {
    return invalid(parameter, `${allowList.type} cannot be filtered by "${field}".`);
  }
  if (value === '') return invalid(parameter, 'A filter needs at least one value.');
  const values = withoutRepeats(
    checkedList(parameter, value, (item) =>
      item.length > MAX_VALUE_LENGTH ? `A filter value is longer than ${MAX_VALUE_LENGTH} characters.` : undefined,
    ),
  );
  if (values.ok && values.value.length > MAX_FILTER_VALUES) {
    return invalid(parameter, `A filter accepts at most ${MAX_FILTER_VALUES} values.`);
  }
  return values;
}

function parsePage(parameter: string, name: string, value: string, page: ResourceQuery['page']): Outcome<void> {
  if (name !== 'offset' && name !== 'limit') {
    return invalid(parameter, `Unknown page parameter "${name}"; accepted: page[offset], page[limit].`);
  }
  if (!WHOLE_NUMBER.test(value)) return invalid(parameter, `${parameter} must be a whole number written in digits.`);
  const number = Number(value);
  if (name === 'offset') {
    page.offset = number;
    return ok(undefined);
  }
  if (number < 1 || number > MAX_PAGE_LIMIT) {
    return invalid(parameter, `${parameter} must be between 1 and ${MAX_PAGE_LIMIT}.`);
  }
  page.limit = number;
  return ok(undefined);
}

function parseFieldset(
  parameter: string,
  fieldsType: string,
  value: string,
  query: ResourceQuery,
  allowLists: Readonly<Record<string, ResourceAllowList>>,
): Outcome<string[]> {
  const primary = ownValue(allowLists, query.type);
  const includedTypes = query.include.map((relation) => primary && ownValue(primary.includable, relation));
  const fieldsAllowList = ownValue(allowLists, fieldsType);
  if (fieldsAllowList === undefined) return invalid(parameter, `"${fieldsType}" is not a resource type.`);
  if (fieldsType !== query.type && !includedTypes.includes(fieldsType)) {
    return invalid(parameter, `${fieldsType} is neither the requested type nor an included one.`);
  }
  return withoutRepeats(
    checkedList(parameter, value, (field) =>
      // An attribute, or a relationship (JSON:API sparse fieldsets restrict both); never an inherited name.
      fieldsAllowList.fields.includes(field) || Object.hasOwn(fieldsAllowList.includable, field)
        ? undefined
        : `"${field}" is not a selectable field of ${fieldsType}.`,
    ),
  );
}

/**
 * The comma-separated items of a value, each checked by `problem` (which answers why an item is refused).
 * An empty value is an empty list; an empty item is refused.
 */
function checkedList(parameter: string, value: string, problem: (item: string) => string | undefined): Outcome<string[]> {
  if (value === '') return ok([]);
  const items: string[] = [];
  for (const item of value.split(',')) {
    if (item === '') return invalid(parameter, 'The list has an empty item.');
    const reason = problem(item);
    if (reason !== undefined) return invalid(parameter, reason);
    items.push(item);
  }
  return ok(items);
}

/** Where a list means a set (any of these values, these relations, these fields), a repeat adds nothing. */
function withoutRepeats(items: Outcome<string[]>): Outcome<string[]> {
  return items.ok ? ok([...new Set(items.value)]) : items;
}

/** One value per parameter, in the order the client wrote them; a parameter given twice is an error. */
function singleValues(params: ResourceQueryParams): Outcome<[string, string][]> {
  const all = new Map<string, string[]>();
  // A record's values are strings or arrays, so a callable `entries` can only be URLSearchParams' own.
  const entries: Iterable<[string, string | readonly string[] | undefined]> =
    typeof params.entries === 'function'
      ? (params as SearchParamsEntries).entries()
      : Object.entries(params as Readonly<Record<string, string | readonly string[] | undefined>>);
  for (const [parameter, value] of entries) {
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : value;
    all.set(parameter, [...(all.get(parameter) ?? []), ...values]);
  }
  const single: [string, string][] = [];
  for (const [parameter, values] of all) {
    if (values.length > 1) {
      return invalid(parameter, `${parameter} is given more than once; give several values as one comma-separated list.`);
    }
    if (values[0] !== undefined) single.push([parameter, values[0]]);
  }
  return ok(single);
}

function assign<T>(outcome: Outcome<T>, apply: (value: T) => void): Outcome<T> {
  if (outcome.ok) apply(outcome.value);
  return outcome;
}

function invalid(parameter: string, detail: string): { ok: false; error: QueryError } {
  return err({ type: 'query/invalid-parameter', parameter, detail });
}

/** A record lookup that never answers what the prototype holds ('constructor', '__proto__', 'toString'). */
function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
