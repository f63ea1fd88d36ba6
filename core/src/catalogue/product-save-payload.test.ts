import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { product as productArbitrary } from './model-arbitraries.test-support.ts';
import { productSavePayload, type EditedProduct } from './product-save-payload.ts';
import { productInputSchema, type Product } from './product.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const stored: Product = {
  id: 7,
  name: 'Prêt personnel Flex',
  slug: 'pret-personnel-flex',
  metaTitle: '',
  title: 'Ancien nom',
  metaDesc: '',
  link: 'https://www.ing.lu/flex',
  idBtn: 'btn-flex',
  info: '',
  apr: 'dès 4,2\u00a0%',
  aprValue: 4.2,
  test: '',
  comment: 'Partenariat renouvelé',
  config: { stats: { count: 2, min: 4.1, max: 4.3, mean: 4.2, std: 0.1 }, linkSubtext: '' },
  tags: ['perso'],
  isActive: true,
  isSponsored: false,
  isDisabled: false,
  isPrioritized: false,
  viaBroker: false,
  brokerLink: null,
  brokerProduct: '',
  rateType: 'fixed',
  minAmount: null,
  maxAmount: null,
  minDuration: null,
  maxDuration: null,
  createdAt: new Date('2025-02-03T14:25:00Z'),
  modifiedAt: new Date('2025-06-30T23:10:00Z'),
  advertiserId: 1,
  advertiserBrokerId: null,
  categories: [3],
  loans: [10, 11],
  loanstats: [20],
};

const edited = (changes: Partial<EditedProduct> = {}): EditedProduct => {
  const { loans: _loans, loanstats: _loanstats, ...rest } = stored;
  return { ...rest, ...changes };
};

describe('productSavePayload', () => {
  it('sends relations as ids only (spec §3), the records’ ids winning over stale id fields', () => {
    const payload = productSavePayload(
      edited({
        advertiser: { id: 5, name: 'BGL BNP Paribas' } as { id: number },
        advertiserbroker: { id: 9 },
        categories: [{ id: 3 }, 4, { id: 4 }],
      }),
    );
    expect(payload).toMatchObject({ advertiserId: 5, advertiserBrokerId: 9, categories: [3, 4] });
    expect(payload).not.toHaveProperty('advertiser');
    expect(payload).not.toHaveProperty('advertiserbroker');
  });

  it('keeps the id fields when the form did not load the records, and clears a removed broker', () => {
    expect(productSavePayload(edited({ advertiserBrokerId: 9 }))).toMatchObject({ advertiserId: 1, advertiserBrokerId: 9 });
    expect(productSavePayload(edited({ advertiserBrokerId: 9, advertiserbroker: null })).advertiserBrokerId).toBeNull();
  });

  it('copies the title from the name and sends the dates at midnight UTC', () => {
    const payload = productSavePayload(edited());
    expect(payload.title).toBe('Prêt personnel Flex');
    expect(payload.createdAt).toBe('2025-02-03T00:00:00.000Z');
    expect(payload.modifiedAt).toBe('2025-06-30T00:00:00.000Z');
  });

  it('leaves out the id, the relations it does not own and derived fields', () => {
    const payload = productSavePayload({ ...edited(), isInternal: true, loans: [1] } as EditedProduct);
    for (const key of ['id', 'loans', 'loanstats', 'isInternal']) expect(payload).not.toHaveProperty(key);
  });

  it('does not share arrays or objects with the edited product', () => {
    const product = edited();
    const payload = productSavePayload(product);
    payload.tags.push('x');
    payload.config.stats.count = 99;
    expect(product.tags).toEqual(['perso']);
    expect(product.config.stats.count).toBe(2);
  });

  describe('properties', () => {
    it('is always a body the product schema accepts, which keeps its ids and title', () => {
      fc.assert(
        fc.property(productArbitrary, (product) => {
          const payload = productSavePayload(product);
          expect(issuesOf(productInputSchema, payload)).toEqual([]);
          const parsed = parseValid(productInputSchema, payload);
          expect(parsed).toMatchObject({ advertiserId: product.advertiserId, categories: product.categories, title: product.name });
        }),
      );
    });

    it('holds no nested record: every value is plain data', () => {
      fc.assert(
        fc.property(productArbitrary, fc.record({ id: fc.integer({ min: 1 }) }), (product, advertiser) => {
          const payload = productSavePayload({
            ...product,
            advertiser,
            advertiserbroker: advertiser,
            categories: product.categories.map((id) => ({ id })),
          });
          expect(payload.advertiserId).toBe(advertiser.id);
          expect(payload.categories).toEqual(product.categories);
          for (const value of Object.values(payload)) {
            if (typeof value === 'object' && value !== null && !Array.isArray(value))
              expect(Object.keys(value).sort()).toEqual(['linkSubtext', 'stats']);
          }
        }),
      );
    });
  });
});
