import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOW_LISTS, RESOURCE_TYPES, type ResourceType } from './resource-allow-list.ts';

const allowLists = Object.values(ALLOW_LISTS);

describe('ALLOW_LISTS', () => {
  it('has one allow-list for every type of the JSON API, under its own name', () => {
    expect(Object.keys(ALLOW_LISTS).sort()).toEqual([...RESOURCE_TYPES].sort());
    expect(RESOURCE_TYPES).toEqual([
      'categories',
      'announcers',
      'products',
      'loans',
      'loanstats',
      'users',
      'batch_count',
      'loggederror',
      'articles',
      'legalpages',
      'authors',
      'rubriques',
      'leads',
      'reminders',
      'clicks',
    ]);
  });

  it('never lets a client name a password or an internal comment', () => {
    expect(ALLOW_LISTS.users.fields).toEqual(['email', 'firstName', 'lastName', 'roles']);
    for (const allowList of allowLists) {
      const names = [...allowList.fields, ...allowList.filterable, ...allowList.sortable];
      for (const secret of ['password', 'passwordHash', 'comment']) expect(names).not.toContain(secret);
    }
  });

  it('gives products the relations of spec §3', () => {
    expect(ALLOW_LISTS.products.includable).toEqual({
      advertiser: 'announcers',
      advertiserbroker: 'announcers',
      categories: 'categories',
      loans: 'loans',
      loanstats: 'loanstats',
    });
    expect(ALLOW_LISTS.articles.includable).toEqual({ author: 'authors' });
  });

  it('lets list screens search the content an admin manages', () => {
    const searchable = RESOURCE_TYPES.filter((type) => ALLOW_LISTS[type].searchable);
    for (const type of ['articles', 'announcers', 'categories', 'legalpages', 'products', 'users'] as const) {
      expect(searchable).toContain(type);
    }
  });

  describe('properties', () => {
    const type = fc.constantFrom(...RESOURCE_TYPES);

    it('names each allow-list after its key', () => {
      fc.assert(
        fc.property(type, (resourceType: ResourceType) => {
          expect(ALLOW_LISTS[resourceType].type).toBe(resourceType);
        }),
      );
    });

    it('includes only relations to known types', () => {
      fc.assert(
        fc.property(type, (resourceType) => {
          for (const related of Object.values(ALLOW_LISTS[resourceType].includable)) {
            expect(RESOURCE_TYPES).toContain(related);
          }
        }),
      );
    });

    it('filters and sorts only by the id, attributes or relations', () => {
      fc.assert(
        fc.property(type, (resourceType) => {
          const allowList = ALLOW_LISTS[resourceType];
          const known = ['id', ...allowList.fields, ...Object.keys(allowList.includable)];
          for (const field of allowList.filterable) expect(known).toContain(field);
          for (const field of allowList.sortable) {
            const [relation, attribute] = field.split('.');
            if (attribute === undefined) expect(['id', ...allowList.fields]).toContain(field);
            // A dotted sort names a relation of the type and a sortable attribute of the related type.
            else expect(ALLOW_LISTS[allowList.includable[relation!] as ResourceType]?.sortable ?? []).toContain(attribute);
          }
          for (const { field } of allowList.defaultSort ?? []) expect(allowList.sortable).toContain(field);
        }),
      );
    });

    it('keeps "search" for the search box: no field of that name', () => {
      fc.assert(
        fc.property(type, (resourceType) => {
          expect(ALLOW_LISTS[resourceType].filterable).not.toContain('search');
        }),
      );
    });

    it('uses names that need no escaping in a URL and lists each once', () => {
      fc.assert(
        fc.property(type, (resourceType) => {
          const allowList = ALLOW_LISTS[resourceType];
          for (const names of [allowList.fields, allowList.filterable, allowList.sortable, Object.keys(allowList.includable)]) {
            expect(new Set(names).size).toBe(names.length);
          }
          for (const name of [...allowList.fields, ...allowList.filterable, ...Object.keys(allowList.includable)])
            expect(name).toMatch(/^[a-z][A-Za-z_]*$/);
          // Sorts may name a relation's attribute with one dot, which a URL carries as is too.
          for (const name of allowList.sortable) expect(name).toMatch(/^[a-z][A-Za-z_]*(\.[a-z][A-Za-z_]*)?$/);
        }),
      );
    });
  });
});
