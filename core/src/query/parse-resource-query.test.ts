import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryResourceQuery } from './arbitrary-resource-query.test-support.ts';
import { parseListQuery, parseResourceQuery, type QueryError } from './parse-resource-query.ts';
import { printResourceQuery } from './print-resource-query.ts';
import { ALLOW_LISTS, type ResourceAllowList } from './resource-allow-list.ts';

/** The error of a refused query, or a failure that shows the accepted query. */
function refusal(type: string, query: string): QueryError {
  const result = parseResourceQuery(type, new URLSearchParams(query));
  if (result.ok) throw new Error(`expected "${query}" to be refused, got ${JSON.stringify(result.value)}`);
  return result.error;
}

function refusedParameter(type: string, query: string): string | undefined {
  const error = refusal(type, query);
  return error.type === 'query/invalid-parameter' ? error.parameter : undefined;
}

describe('parseResourceQuery', () => {
  it('gives defaults to an empty query', () => {
    expect(parseResourceQuery('products', new URLSearchParams(''))).toStrictEqual({
      ok: true,
      value: { type: 'products', filter: {}, sort: [], page: { offset: 0, limit: 20 }, include: [] },
    });
  });

  it('reads every part of a JSON:API query', () => {
    const result = parseResourceQuery(
      'products',
      new URLSearchParams(
        'filter[slug]=pret-auto,pret-perso&filter[isActive]=true&filter[search]=%20taux%20fixe%20' +
          '&fields[products]=name,slug&fields[announcers]=name&include=advertiser,categories' +
          '&sort=-aprValue,name&page[offset]=40&page[limit]=10',
      ),
    );
    expect(result).toStrictEqual({
      ok: true,
      value: {
        type: 'products',
        filter: { slug: ['pret-auto', 'pret-perso'], isActive: ['true'] },
        search: 'taux fixe',
        fields: { products: ['name', 'slug'], announcers: ['name'] },
        sort: [
          { field: 'aprValue', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        page: { offset: 40, limit: 10 },
        include: ['advertiser', 'categories'],
      },
    });
  });

  it('accepts parameters collected in a record, as frameworks give them', () => {
    const result = parseResourceQuery('articles', {
      'filter[subcategory]': ['pret-immobilier'],
      sort: '-publishedAt',
      'page[limit]': '5',
      include: [],
      'fields[articles]': undefined,
    });
    expect(result).toStrictEqual({
      ok: true,
      value: {
        type: 'articles',
        filter: { subcategory: ['pret-immobilier'] },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
        page: { offset: 0, limit: 5 },
        include: [],
      },
    });
  });

  describe('page', () => {
    it('takes whole numbers within bounds', () => {
      const limits = ['1', '100', '007'].map((limit) => parseResourceQuery('loans', { 'page[limit]': limit }));
      expect(limits.map((result) => result.ok && result.value.page.limit)).toEqual([1, 100, 7]);
      const offset = parseResourceQuery('loans', { 'page[offset]': '999999999999999' });
      expect(offset.ok && offset.value.page.offset).toBe(999_999_999_999_999);
    });

    it('refuses a limit out of bounds or anything but digits', () => {
      for (const limit of ['0', '101', '-1', '1.5', '1e2', ' 5', '', 'ten', '0x10', '+5']) {
        expect(refusedParameter('loans', `page[limit]=${encodeURIComponent(limit)}`)).toBe('page[limit]');
      }
      for (const offset of ['-1', '2.5', '', 'NaN', '1234567890123456']) {
        expect(refusedParameter('loans', `page[offset]=${encodeURIComponent(offset)}`)).toBe('page[offset]');
      }
    });

    it('knows only offset and limit', () => {
      expect(refusedParameter('loans', 'page[number]=2')).toBe('page[number]');
      expect(refusedParameter('loans', 'page[size]=2')).toBe('page[size]');
      expect(refusedParameter('loans', 'page=2')).toBe('page');
    });
  });

  describe('sort', () => {
    it('reads a leading minus as descending', () => {
      const result = parseResourceQuery('loans', new URLSearchParams('sort=-rate,amount,-createdAt'));
      expect(result.ok && result.value.sort).toEqual([
        { field: 'rate', direction: 'desc' },
        { field: 'amount', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
      ]);
    });

    it('reads a related record’s attribute (JSON:API dotted sort field) where the allow-list names it', () => {
      const result = parseResourceQuery('products', new URLSearchParams('sort=-advertiser.name,name'));
      expect(result.ok && result.value.sort).toEqual([
        { field: 'advertiser.name', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ]);
    });

    it('reads an empty sort as the default order', () => {
      const result = parseResourceQuery('loans', new URLSearchParams('sort='));
      expect(result.ok && result.value.sort).toEqual([]);
    });

    it('refuses fields outside the allow-list, however they are dressed', () => {
      const attempts = [
        'comment',
        'name;DROP TABLE products',
        'name desc',
        '--name',
        '+name',
        'name,',
        ',name',
        'name,,slug',
        'Name',
        // A dotted sort is accepted only as listed (advertiser.name is): not another attribute, nor a to-many relation.
        'advertiser.slug',
        'advertiser.comment',
        'categories.name',
        'advertiser.name.name',
        'constructor',
      ];
      for (const sort of attempts) {
        const error = refusal('products', `sort=${encodeURIComponent(sort)}`);
        expect(error).toMatchObject({ type: 'query/invalid-parameter', parameter: 'sort' });
      }
    });

    it('refuses the same field twice', () => {
      expect(refusal('products', 'sort=name,-name')).toMatchObject({ parameter: 'sort', detail: expect.stringContaining('name') });
      expect(refusedParameter('products', 'sort=name,name')).toBe('sort');
    });
  });

  describe('filter', () => {
    it('reads a comma list as any of its values, counting repeats once', () => {
      const result = parseResourceQuery('announcers', new URLSearchParams('filter[country]=LUX,BE,LUX'));
      expect(result.ok && result.value.filter).toEqual({ country: ['LUX', 'BE'] });
    });

    it('keeps values as written, spaces and symbols included', () => {
      const result = parseResourceQuery('leads', new URLSearchParams('filter[email]=%20a%2Bb%40exemple.lu'));
      expect(result.ok && result.value.filter).toEqual({ email: [' a+b@exemple.lu'] });
    });

    it('refuses a field outside the allow-list, naming the parameter as written', () => {
      expect(refusal('products', 'filter[comment]=x')).toStrictEqual({
        type: 'query/invalid-parameter',
        parameter: 'filter[comment]',
        detail: 'products cannot be filtered by "comment".',
      });
      expect(refusedParameter('users', 'filter[password]=x')).toBe('filter[password]');
      for (const parameter of ['filter[name) OR 1=1--]', "filter[slug' OR '1'='1]", 'filter[slug&sort=name]']) {
        expect(refusedParameter('products', `${encodeURIComponent(parameter)}=x`)).toBe(parameter);
      }
      expect(refusedParameter('products', 'filter[slug][eq]=x')).toBe('filter[slug][eq]');
      expect(refusedParameter('products', 'filter[]=x')).toBe('filter[]');
      expect(refusedParameter('products', 'filter[__proto__]=x')).toBe('filter[__proto__]');
      expect(refusedParameter('products', 'filter=x')).toBe('filter');
    });

    it('refuses an empty filter or an empty item', () => {
      expect(refusedParameter('products', 'filter[slug]=')).toBe('filter[slug]');
      expect(refusedParameter('products', 'filter[slug]=a,,b')).toBe('filter[slug]');
      expect(refusedParameter('products', 'filter[slug]=a,')).toBe('filter[slug]');
    });

    it('bounds the number and the length of values', () => {
      const many = Array.from({ length: 101 }, (_, i) => String(i)).join(',');
      expect(refusedParameter('products', `filter[id]=${many}`)).toBe('filter[id]');
      const hundred = Array.from({ length: 100 }, (_, i) => String(i)).join(',');
      expect(parseResourceQuery('products', { 'filter[id]': hundred }).ok).toBe(true);
      expect(refusedParameter('products', `filter[slug]=${'a'.repeat(201)}`)).toBe('filter[slug]');
      expect(parseResourceQuery('products', { 'filter[slug]': 'a'.repeat(200) }).ok).toBe(true);
    });
  });

  describe('filter[search]', () => {
    it('keeps the text whole, commas included, and trimmed', () => {
      const result = parseResourceQuery('articles', new URLSearchParams('filter[search]=%20Dupont%2C%20Jean%20'));
      expect(result.ok && result.value.search).toBe('Dupont, Jean');
      expect(result.ok && result.value.filter).toEqual({});
    });

    it('reads a blank search as no search', () => {
      const result = parseResourceQuery('articles', new URLSearchParams('filter[search]=%20%20'));
      expect(result.ok && 'search' in result.value).toBe(false);
    });

    it('is refused where the type cannot be searched, and when too long', () => {
      expect(refusedParameter('loans', 'filter[search]=x')).toBe('filter[search]');
      expect(refusedParameter('articles', `filter[search]=${'a'.repeat(201)}`)).toBe('filter[search]');
    });
  });

  describe('fields', () => {
    it('selects fields of the primary type and of included types', () => {
      const result = parseResourceQuery(
        'articles',
        new URLSearchParams('fields[authors]=name&fields[articles]=title,slug,title&include=author'),
      );
      expect(result.ok && result.value.fields).toEqual({ authors: ['name'], articles: ['title', 'slug'] });
    });

    it('reads an empty fieldset as no attributes', () => {
      const result = parseResourceQuery('authors', new URLSearchParams('fields[authors]='));
      expect(result.ok && result.value.fields).toEqual({ authors: [] });
    });

    it('refuses types that are not in the answer and fields that cannot be selected', () => {
      expect(refusedParameter('articles', 'fields[authors]=name')).toBe('fields[authors]');
      expect(refusedParameter('articles', 'fields[nothing]=name')).toBe('fields[nothing]');
      expect(refusedParameter('articles', 'fields[toString]=name')).toBe('fields[toString]');
      expect(refusedParameter('users', 'fields[users]=email,password')).toBe('fields[users]');
      expect(refusedParameter('products', 'fields[products]=comment')).toBe('fields[products]');
      expect(refusedParameter('categories', 'fields[categories]=comment')).toBe('fields[categories]');
      expect(refusedParameter('products', 'include=advertiser&fields[announcers]=comment')).toBe('fields[announcers]');
      expect(refusedParameter('products', 'fields[products]=name,')).toBe('fields[products]');
    });
  });

  describe('include', () => {
    it('reads relation names, counting repeats once', () => {
      const result = parseResourceQuery('products', new URLSearchParams('include=advertiser,loans,advertiser'));
      expect(result.ok && result.value.include).toEqual(['advertiser', 'loans']);
    });

    it('keeps to a single record what grows with the data: a list may not include a product’s rate observations', () => {
      expect(parseResourceQuery('products', { include: 'advertiser,loans' }).ok).toBe(true);
      expect(parseListQuery('products', { include: 'advertiser' })).toMatchObject({ ok: true, value: { include: ['advertiser'] } });
      const refused = parseListQuery('products', { include: 'advertiser,loans' });
      expect(refused).toMatchObject({ ok: false, error: { type: 'query/invalid-parameter', parameter: 'include' } });
      expect(!refused.ok && refused.error.type === 'query/invalid-parameter' && refused.error.detail).toContain(
        'GET /api/loans?filter[productId]={id}',
      );
      // Every other query reads the same as a list and as one record.
      expect(parseListQuery('loans', { include: 'product' })).toEqual(parseResourceQuery('loans', { include: 'product' }));
      expect(parseListQuery('dragons', {})).toEqual(parseResourceQuery('dragons', {}));
    });

    it('refuses names that are not includable relations', () => {
      for (const include of ['author', 'advertiser.products', 'constructor', '__proto__', 'advertiser,', 'Advertiser']) {
        expect(refusedParameter('products', `include=${include}`)).toBe('include');
      }
      expect(refusedParameter('users', 'include=roles')).toBe('include');
    });
  });

  it('refuses unknown parameters by name rather than ignoring them', () => {
    for (const parameter of ['q', 'utm_source', 'Sort', 'includes', 'fields', 'limit', 'sort[name]', '']) {
      expect(refusal('products', `${encodeURIComponent(parameter)}=1`)).toMatchObject({
        type: 'query/invalid-parameter',
        parameter,
      });
    }
  });

  it('refuses a parameter given twice', () => {
    expect(refusedParameter('products', 'filter[slug]=a&filter[slug]=b')).toBe('filter[slug]');
    expect(refusedParameter('products', 'sort=name&sort=slug')).toBe('sort');
    expect(refusedParameter('products', 'page[limit]=5&page[limit]=5')).toBe('page[limit]');
    const fromRecord = parseResourceQuery('products', { include: ['advertiser', 'loans'] });
    expect(!fromRecord.ok && fromRecord.error).toMatchObject({ parameter: 'include' });
  });

  it('refuses a type it does not know, without mistaking inherited names for types', () => {
    for (const type of ['nothing', 'constructor', '__proto__', 'toString']) {
      expect(parseResourceQuery(type, {})).toStrictEqual({ ok: false, error: { type: 'query/unknown-type', resourceType: type } });
    }
  });

  it('checks against the allow-lists it is given', () => {
    const notes: ResourceAllowList = {
      type: 'notes',
      filterable: ['topic'],
      sortable: ['title'],
      fields: ['title'],
      includable: {},
      searchable: false,
    };
    expect(parseResourceQuery('notes', { 'filter[topic]': 'a', sort: 'title' }, { notes }).ok).toBe(true);
    expect(parseResourceQuery('products', {}, { notes }).ok).toBe(false);
  });

  describe('properties', () => {
    const type = fc.constantFrom(...Object.keys(ALLOW_LISTS));
    const key = fc.oneof(
      fc.constantFrom('sort', 'include', 'page[offset]', 'page[limit]', 'filter[search]', 'filter[id]', 'fields[products]'),
      fc.string({ maxLength: 20 }).map((name) => `filter[${name}]`),
      fc.string({ maxLength: 20 }).map((name) => `fields[${name}]`),
      fc.string({ maxLength: 20 }),
    );
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '-', 'id', '-id,name', '20', 'product'));
    const params = fc.array(fc.tuple(key, value), { maxLength: 6 });

    it('never throws, and a refusal names a parameter the client sent', () => {
      fc.assert(
        fc.property(type, params, (resourceType, pairs) => {
          const result = parseResourceQuery(resourceType, new URLSearchParams(pairs));
          if (!result.ok) {
            expect(result.error.type).toBe('query/invalid-parameter');
            if (result.error.type === 'query/invalid-parameter') {
              expect(pairs.map(([name]) => name)).toContain(result.error.parameter);
            }
          }
        }),
      );
    });

    it('accepts only names of the allow-lists and pages within bounds', () => {
      fc.assert(
        fc.property(type, params, (resourceType, pairs) => {
          const result = parseResourceQuery(resourceType, new URLSearchParams(pairs));
          if (!result.ok) return;
          const query = result.value;
          const allowList = ALLOW_LISTS[resourceType as keyof typeof ALLOW_LISTS];
          for (const field of Object.keys(query.filter)) expect(allowList.filterable).toContain(field);
          for (const { field } of query.sort) expect(allowList.sortable).toContain(field);
          for (const relation of query.include) expect(Object.keys(allowList.includable)).toContain(relation);
          for (const [fieldsType, fields] of Object.entries(query.fields ?? {})) {
            const selectable = ALLOW_LISTS[fieldsType as keyof typeof ALLOW_LISTS].fields;
            for (const field of fields) expect(selectable).toContain(field);
          }
          if (query.search !== undefined) expect(allowList.searchable).toBe(true);
          expect(query.page.limit).toBeGreaterThanOrEqual(1);
          expect(query.page.limit).toBeLessThanOrEqual(100);
          expect(Number.isSafeInteger(query.page.offset) && query.page.offset >= 0).toBe(true);
        }),
      );
    });

    it('refuses any sort key outside the allow-list', () => {
      fc.assert(
        fc.property(type, fc.string({ unit: 'binary', maxLength: 30 }), fc.boolean(), (resourceType, field, descending) => {
          const allowList = ALLOW_LISTS[resourceType as keyof typeof ALLOW_LISTS];
          fc.pre(!field.includes(',') && field !== '' && !allowList.sortable.includes(field.replace(/^-/, '')));
          const result = parseResourceQuery(resourceType, { sort: `${descending ? '-' : ''}${field}` });
          expect(result).toMatchObject({ ok: false, error: { type: 'query/invalid-parameter', parameter: 'sort' } });
        }),
      );
    });

    it('refuses any filter name outside the allow-list', () => {
      fc.assert(
        fc.property(type, fc.string({ unit: 'binary', maxLength: 30 }), (resourceType, field) => {
          const allowList = ALLOW_LISTS[resourceType as keyof typeof ALLOW_LISTS];
          fc.pre(!allowList.filterable.includes(field) && field !== 'search');
          const parameter = `filter[${field}]`;
          const result = parseResourceQuery(resourceType, { [parameter]: 'x' });
          expect(result).toMatchObject({ ok: false, error: { type: 'query/invalid-parameter', parameter } });
        }),
      );
    });

    it('refuses, naming the parameter, any fields, sort, filter or include name a type does not declare, inherited names included', () => {
      // What every object inherits ('__proto__', 'constructor', 'toString'…): a lookup that walks the prototype
      // chain finds them in any allow-list record, so they are drawn often, beside any other text.
      const inherited = Object.getOwnPropertyNames(Object.prototype);
      const name = fc.oneof(
        fc.constantFrom(...inherited),
        fc.constantFrom(...inherited).map((key) => `-${key}`),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
      );
      const family = fc.constantFrom('fields', 'fields type', 'sort', 'filter', 'include');
      fc.assert(
        fc.property(type, family, name, fc.boolean(), (resourceType, asked, written, withInclude) => {
          const allowList = ALLOW_LISTS[resourceType as keyof typeof ALLOW_LISTS];
          const relations = Object.keys(allowList.includable);
          // A fieldset is checked for the primary type or, as often, for an included one.
          const relation = withInclude ? relations[0] : undefined;
          const fieldsType = relation === undefined ? resourceType : allowList.includable[relation]!;
          const fieldsAllowList = ALLOW_LISTS[fieldsType as keyof typeof ALLOW_LISTS];
          const include: Record<string, string> = relation === undefined ? {} : { include: relation };
          let params: Record<string, string>;
          let parameter: string;
          switch (asked) {
            case 'fields':
              fc.pre(
                !written.includes(',') && !fieldsAllowList.fields.includes(written) && !Object.hasOwn(fieldsAllowList.includable, written),
              );
              parameter = `fields[${fieldsType}]`;
              params = { ...include, [parameter]: written };
              break;
            case 'fields type':
              fc.pre(written !== resourceType);
              parameter = `fields[${written}]`;
              params = { [parameter]: '' };
              break;
            case 'sort':
              fc.pre(!written.includes(',') && !allowList.sortable.includes(written.replace(/^-/, '')));
              parameter = 'sort';
              params = { sort: written };
              break;
            case 'filter':
              fc.pre(!allowList.filterable.includes(written) && written !== 'search');
              parameter = `filter[${written}]`;
              params = { [parameter]: 'x' };
              break;
            default:
              fc.pre(!written.includes(',') && !Object.hasOwn(allowList.includable, written));
              parameter = 'include';
              params = { include: written };
          }
          const result = parseResourceQuery(resourceType, params);
          expect(result).toMatchObject({ ok: false, error: { type: 'query/invalid-parameter', parameter } });
        }),
        { numRuns: 1000 },
      );
    });

    it('reads a query the same from URLSearchParams and from a record, in any parameter order', () => {
      fc.assert(
        fc.property(
          arbitraryResourceQuery().chain((query) => {
            const pairs = [...new URLSearchParams(printResourceQuery(query))];
            return fc.tuple(fc.constant(query), fc.shuffledSubarray(pairs, { minLength: pairs.length }));
          }),
          ([query, pairs]) => {
            const fromRecord = parseResourceQuery(query.type, Object.fromEntries(pairs));
            const fromSearchParams = parseResourceQuery(query.type, new URLSearchParams(pairs));
            expect(fromRecord).toStrictEqual({ ok: true, value: query });
            expect(fromSearchParams).toStrictEqual(fromRecord);
          },
        ),
      );
    });
  });
});
