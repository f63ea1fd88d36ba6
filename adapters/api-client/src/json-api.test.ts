import { describe, expect, it } from 'vitest';
import { deserialize, type Deserialized, type JsonApiDocument, type JsonApiListDocument } from './json-api.ts';

const list: JsonApiListDocument = {
  data: [
    {
      type: 'products',
      id: '7',
      attributes: { name: 'Prêt auto', rate: 3.2 },
      relationships: {
        advertiser: { data: { type: 'announcers', id: '3' } },
        category: { data: { type: 'categories', id: '2' } },
        loans: {
          data: [
            { type: 'loans', id: '70' },
            { type: 'loans', id: '71' },
          ],
        },
        parent: { data: null },
        stats: { links: { related: '/api/products/7/stats' } },
      },
      links: { self: '/api/products/7' },
    },
    {
      type: 'products',
      id: '8',
      attributes: { name: 'Prêt travaux', rate: 3.9 },
      relationships: { advertiser: { data: { type: 'announcers', id: '3' } } },
    },
  ],
  included: [
    { type: 'announcers', id: '3', attributes: { name: 'Banque X', slug: 'banque-x' } },
    { type: 'loans', id: '70', attributes: { duration: 60 } },
  ],
  meta: { count: 2 },
  links: { self: '/api/products?include=advertiser' },
};

describe('deserialize', () => {
  it('turns a list into plain objects with integer ids and relationships resolved from included', () => {
    const products = deserialize<{ name: string; advertiser: Deserialized<{ name: string }> }>(list);
    expect(products).toStrictEqual([
      {
        id: 7,
        type: 'products',
        name: 'Prêt auto',
        rate: 3.2,
        advertiser: { id: 3, type: 'announcers', name: 'Banque X', slug: 'banque-x' },
        // Not in included: only the identifier.
        category: { id: 2, type: 'categories' },
        loans: [
          { id: 70, type: 'loans', duration: 60 },
          { id: 71, type: 'loans' },
        ],
        parent: null,
      },
      {
        id: 8,
        type: 'products',
        name: 'Prêt travaux',
        rate: 3.9,
        advertiser: { id: 3, type: 'announcers', name: 'Banque X', slug: 'banque-x' },
      },
    ]);
    // One included resource gives one object, shared by everything that refers to it.
    expect(products[0]?.advertiser).toBe(products[1]?.advertiser);
    expect(products[0]?.advertiser.name).toBe('Banque X');
  });

  it('turns a single document into one object, and no data into null', () => {
    expect(deserialize({ data: { type: 'articles', id: '1', attributes: { title: 'Taux' } } })).toStrictEqual({
      id: 1,
      type: 'articles',
      title: 'Taux',
    });
    expect(deserialize({ data: { type: 'articles', id: '1' } })).toStrictEqual({ id: 1, type: 'articles' });
    expect(deserialize({ data: null })).toBeNull();
    expect(deserialize({ meta: { count: 3 } })).toBeNull();
    expect(deserialize({ data: [] })).toStrictEqual([]);
  });

  it('resolves cycles to the same objects instead of looping', () => {
    const document: JsonApiDocument = {
      data: {
        type: 'products',
        id: '7',
        attributes: { name: 'A' },
        relationships: { advertiser: { data: { type: 'announcers', id: '3' } } },
      },
      included: [
        { type: 'announcers', id: '3', attributes: { name: 'X' }, relationships: { products: { data: [{ type: 'products', id: '7' }] } } },
      ],
    };
    const product = deserialize(document) as Deserialized<{ advertiser: Deserialized<{ products: unknown[] }> }>;
    expect(product.advertiser.products[0]).toBe(product);
  });

  it('keeps id and type from the resource, and a "__proto__" attribute as plain data', () => {
    const attributes = JSON.parse('{"id":"99","type":"x","__proto__":{"polluted":true},"name":"ok"}') as Record<string, unknown>;
    const result = deserialize({ data: { type: 'articles', id: '1', attributes } });
    expect(result).toMatchObject({ id: 1, type: 'articles', name: 'ok' });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what is not JSON:API', () => {
    expect(() => deserialize({ data: { type: 'articles', id: 'abc' } })).toThrow(TypeError);
    expect(() => deserialize({ data: { type: 'articles', id: '1.5' } })).toThrow(TypeError);
    expect(() => deserialize({ data: { type: 'articles', id: 1 } as never })).toThrow('Not a JSON:API resource');
    expect(() => deserialize({ data: [null] } as never)).toThrow(TypeError);
  });
});
