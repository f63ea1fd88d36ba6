import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryResourceQuery } from './arbitrary-resource-query.test-support.ts';
import { parseResourceQuery } from './parse-resource-query.ts';
import { printResourceQuery } from './print-resource-query.ts';
import type { ResourceQuery } from './resource-query.ts';

function query(overrides: Partial<ResourceQuery>): ResourceQuery {
  return { type: 'products', filter: {}, sort: [], page: { offset: 0, limit: 20 }, include: [], ...overrides };
}

describe('printResourceQuery', () => {
  it('prints nothing for a query without any choice', () => {
    expect(printResourceQuery(query({}))).toBe('');
  });

  it('prints every part in the canonical order, leaving brackets and commas readable', () => {
    const printed = printResourceQuery(
      query({
        filter: { slug: ['pret-auto', 'pret-perso'], advertiserId: ['3'] },
        search: 'taux fixe',
        fields: { products: ['name', 'slug'], announcers: ['name'] },
        include: ['advertiser'],
        sort: [
          { field: 'aprValue', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        page: { offset: 40, limit: 10 },
      }),
    );
    expect(printed).toBe(
      'filter[advertiserId]=3&filter[slug]=pret-auto,pret-perso&filter[search]=taux%20fixe' +
        '&fields[announcers]=name&fields[products]=name,slug&include=advertiser&sort=-aprValue,name' +
        '&page[offset]=40&page[limit]=10',
    );
  });

  it('leaves out the default page but prints any other', () => {
    expect(printResourceQuery(query({ page: { offset: 0, limit: 100 } }))).toBe('page[limit]=100');
    expect(printResourceQuery(query({ page: { offset: 20, limit: 20 } }))).toBe('page[offset]=20');
  });

  it('percent-encodes values, including commas inside a search text', () => {
    expect(printResourceQuery(query({ filter: { tags: ['prêt & taux=1%'] } }))).toBe('filter[tags]=pr%C3%AAt%20%26%20taux%3D1%25');
    expect(printResourceQuery(query({ search: 'Dupont, Jean' }))).toBe('filter[search]=Dupont%2C%20Jean');
  });

  it('prints an empty fieldset, which asks for no attributes', () => {
    expect(printResourceQuery(query({ fields: { products: [] } }))).toBe('fields[products]=');
  });

  it('refuses what the comma-list syntax cannot carry', () => {
    expect(() => printResourceQuery(query({ filter: { tags: ['a,b'] } }))).toThrow(RangeError);
    expect(() => printResourceQuery(query({ filter: { tags: [''] } }))).toThrow(RangeError);
    expect(() => printResourceQuery(query({ filter: { tags: [] } }))).toThrow(RangeError);
    expect(() => printResourceQuery(query({ filter: { search: ['x'] } }))).toThrow(RangeError);
  });

  describe('properties', () => {
    it('parses back to the same query', () => {
      fc.assert(
        fc.property(arbitraryResourceQuery(), (original) => {
          const parsed = parseResourceQuery(original.type, new URLSearchParams(printResourceQuery(original)));
          expect(parsed).toStrictEqual({ ok: true, value: original });
        }),
        { numRuns: 500 },
      );
    });

    it('does not depend on the order in which the query was built', () => {
      fc.assert(
        fc.property(arbitraryResourceQuery(), (original) => {
          const reversed: ResourceQuery = {
            ...original,
            filter: Object.fromEntries(Object.entries(original.filter).reverse()),
            ...(original.fields ? { fields: Object.fromEntries(Object.entries(original.fields).reverse()) } : {}),
          };
          expect(printResourceQuery(reversed)).toBe(printResourceQuery(original));
        }),
      );
    });

    it('reads the same whatever order the client wrote the parameters in', () => {
      fc.assert(
        fc.property(
          arbitraryResourceQuery().chain((original) => {
            const pairs = [...new URLSearchParams(printResourceQuery(original))];
            return fc.tuple(fc.constant(original), fc.shuffledSubarray(pairs, { minLength: pairs.length }));
          }),
          ([original, shuffled]) => {
            const parsed = parseResourceQuery(original.type, new URLSearchParams(shuffled));
            expect(parsed.ok && printResourceQuery(parsed.value)).toBe(printResourceQuery(original));
          },
        ),
      );
    });

    it('writes readable keys and values that only hold URL-safe characters and commas', () => {
      fc.assert(
        fc.property(arbitraryResourceQuery(), (original) => {
          const printed = printResourceQuery(original);
          for (const part of printed === '' ? [] : printed.split('&')) {
            expect(part).toMatch(/^(include|sort|(filter|fields|page)\[[A-Za-z_]+\])=[\w\-.!~*'()%,]*$/);
          }
        }),
      );
    });
  });
});
