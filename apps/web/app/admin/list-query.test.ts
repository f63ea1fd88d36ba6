import { describe, expect, it } from 'vitest';
import { LIST_DEFINITIONS } from './list-definitions.ts';
import { listQuery, listStateFromUrl, listUrl } from './list-query.ts';

const products = LIST_DEFINITIONS.products!;

describe('list state in the URL', () => {
  it('reads search, sort, page and filters, and builds the store query from them', () => {
    const state = listStateFromUrl('products', products, new URLSearchParams('q=habitat&sort=-aprValue&page=3&isActive=true&categories=4'));
    expect(state).toEqual({
      q: 'habitat',
      sort: { field: 'aprValue', direction: 'desc' },
      page: 3,
      filters: { isActive: 'true', categories: '4' },
    });
    expect(listQuery('products', products, state)).toEqual({
      type: 'products',
      filter: { isActive: ['true'], categories: ['4'] },
      search: 'habitat',
      sort: [{ field: 'aprValue', direction: 'desc' }],
      page: { offset: 50, limit: 25 },
      include: ['advertiser'],
    });
  });

  it('drops what the type does not allow instead of sending it to the store', () => {
    const state = listStateFromUrl(
      'products',
      products,
      new URLSearchParams('sort=comment&page=-2&isActive=peut-etre&categories=1%20or%201=1&couleur=rouge'),
    );
    expect(state).toEqual({ q: '', sort: null, page: 1, filters: {} });
    expect(listStateFromUrl('loans', { columns: [], filters: [], searchHint: '' }, new URLSearchParams('q=x')).q).toBe('');
    expect(listStateFromUrl('products', products, new URLSearchParams('q=pr%00%0At')).q).toBe('pr t');
  });

  it('writes the URL back, returning to the first page when the search, a filter or the order changes', () => {
    const state = listStateFromUrl('products', products, new URLSearchParams('q=auto&page=4&isActive=true'));
    expect(listUrl('/_admin_/products', state)).toBe('/_admin_/products?q=auto&isActive=true&page=4');
    expect(listUrl('/_admin_/products', state, { page: 5 })).toBe('/_admin_/products?q=auto&isActive=true&page=5');
    expect(listUrl('/_admin_/products', state, { sort: { field: 'name', direction: 'asc' } })).toBe(
      '/_admin_/products?q=auto&isActive=true&sort=name',
    );
    expect(listUrl('/_admin_/products', state, { filters: {} })).toBe('/_admin_/products?q=auto');
  });
});
