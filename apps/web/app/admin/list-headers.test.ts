import { ALLOW_LISTS, type ApiType } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { LIST_DEFINITIONS } from './list-definitions.ts';
import { listHeaders } from './list-headers.ts';
import { listStateFromUrl } from './list-query.ts';

const lists = Object.entries(LIST_DEFINITIONS).map(([type, definition]) => [type as ApiType, definition!] as const);

describe('list headers (issue 6: sort by any column)', () => {
  it('covers every list screen', () => {
    expect(lists.map(([type]) => type).sort()).toEqual([
      'announcers',
      'articles',
      'authors',
      'categories',
      'leads',
      'legalpages',
      'products',
      'rubriques',
      'users',
    ]);
  });

  it.each(lists)('%s: every column is sortable, or says why not', (type, definition) => {
    const headers = listHeaders(type, definition);
    definition.columns.forEach((column, index) => {
      const header = headers[index]!;
      const where = `${type}.${column.field}`;
      if (column.unsortable !== undefined) {
        expect(column.unsortable.trim().length, `${where}: the reason`).toBeGreaterThan(10);
        // A reason that the allow-list has since made untrue would hide a sort the store offers.
        expect(ALLOW_LISTS[type].sortable, where).not.toContain(header.sortKey);
        expect(header.sortable, where).toBe(false);
        return;
      }
      expect(ALLOW_LISTS[type].sortable, where).toContain(header.sortKey);
      expect(header.sortable, where).toBe(true);
      // The header's link is a URL the list reads back as that order, both ways.
      for (const [param, direction] of [
        [header.sortKey, 'asc'],
        [`-${header.sortKey}`, 'desc'],
      ] as const) {
        expect(listStateFromUrl(type, definition, new URLSearchParams({ sort: param })).sort, where).toEqual({
          field: header.sortKey,
          direction,
        });
      }
    });
  });

  it('sorts a relation column by the related record’s name, not by its id', () => {
    for (const [type, definition] of lists) {
      for (const column of definition.columns.filter((candidate) => candidate.relation)) {
        expect(listHeaders(type, definition).find((header) => header.field === column.field)?.sortKey, `${type}.${column.field}`).toBe(
          `${column.relation!.include}.${column.relation!.nameField}`,
        );
      }
    }
    expect(listHeaders('products', LIST_DEFINITIONS.products!).find((header) => header.field === 'advertiserId')).toMatchObject({
      label: 'Annonceur',
      sortKey: 'advertiser.name',
      sortable: true,
    });
  });

  it('draws the users’ roles (a JSON list) as a plain header', () => {
    expect(listHeaders('users', LIST_DEFINITIONS.users!).find((header) => header.field === 'roles')).toMatchObject({ sortable: false });
  });
});
