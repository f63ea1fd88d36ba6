import fc from 'fast-check';
import { ALLOW_LISTS, type ResourceAllowList } from './resource-allow-list.ts';
import { MAX_PAGE_LIMIT, type ResourceQuery, type SortField } from './resource-query.ts';

/** Characters that mean something in a query string or to a database, mixed with ordinary ones. */
const awkwardCharacter = fc.constantFrom(...'aÉ +&=%?#[],-/;\'"()*'.split(''));

/** Any text a client may send as a value, including what URLs must escape. */
const valueText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  fc.string({ unit: awkwardCharacter, minLength: 1, maxLength: 12 }),
);
/** List items cannot hold the list separator. */
const listItem = valueText.filter((text) => !text.includes(','));
/** Parsing trims the search text and drops a blank one. */
const searchText = valueText.map((text) => text.trim()).filter((text) => text !== '');

// Parsed queries are plain objects, and toStrictEqual tells them from fast-check's null-prototype records.
const plain = { noNullPrototype: true };

function optionalRecord<T>(keys: readonly string[], value: (key: string) => fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> {
  const model = Object.fromEntries(keys.map((key) => [key, value(key)]));
  return fc.record(model, { requiredKeys: [], ...plain }) as fc.Arbitrary<Record<string, T>>;
}

/**
 * Queries that parseResourceQuery can produce for the types of `allowLists`: every name from the allow-lists,
 * values of any text, pages within bounds.
 */
export function arbitraryResourceQuery(allowLists: Readonly<Record<string, ResourceAllowList>> = ALLOW_LISTS): fc.Arbitrary<ResourceQuery> {
  return fc.constantFrom(...Object.values(allowLists)).chain((allowList) => {
    const relations = Object.keys(allowList.includable);
    const includes: fc.Arbitrary<string[]> = relations.length === 0 ? fc.constant([]) : fc.uniqueArray(fc.constantFrom(...relations));
    return includes.chain((include) => {
      const selectableTypes = new Set([allowList.type, ...include.map((relation) => allowList.includable[relation]!)]);
      const sortField: fc.Arbitrary<SortField> = fc.record(
        { field: fc.constantFrom(...allowList.sortable), direction: fc.constantFrom('asc' as const, 'desc' as const) },
        plain,
      );
      const page = fc.record(
        {
          offset: fc.oneof(fc.constant(0), fc.nat(), fc.integer({ min: 0, max: 10 ** 15 - 1 })),
          limit: fc.integer({ min: 1, max: MAX_PAGE_LIMIT }),
        },
        plain,
      );
      return fc
        .record(
          {
            type: fc.constant(allowList.type),
            filter: optionalRecord(allowList.filterable, () => fc.uniqueArray(listItem, { minLength: 1, maxLength: 4 })),
            search: allowList.searchable ? fc.option(searchText, { nil: undefined }) : fc.constant(undefined),
            fields: optionalRecord([...selectableTypes], (type) =>
              fc.uniqueArray(fc.constantFrom(...allowLists[type]!.fields), { maxLength: 4 }),
            ),
            sort: fc.uniqueArray(sortField, { selector: (key) => key.field, maxLength: 3 }),
            page,
            include: fc.constant(include),
          },
          plain,
        )
        .map(({ search, fields, ...rest }): ResourceQuery => ({
          ...rest,
          // Parsing leaves out what the client did not give rather than setting it to undefined.
          ...(search === undefined ? {} : { search }),
          ...(Object.keys(fields).length === 0 ? {} : { fields }),
        }));
    });
  });
}
