import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAccess, PUBLIC_FILTERS } from './access-policy.ts';
import { apiTypes } from '../api/api-types.ts';
import { instant, product } from '../catalogue/model-arbitraries.test-support.ts';
import {
  advertiserVisibility,
  articlePublication,
  articleVisibility,
  categoryVisibility,
  isListed,
  isVisible,
  leastVisible,
  productVisibility,
  visibleFlagFilter,
  visibleKindOf,
  type Visibility,
} from './visibility.ts';

const visibility = fc.constantFrom<Visibility>('hidden', 'unlisted', 'listed');
const advertiser = fc.record({ isIndexed: fc.boolean() });
const article = fc.record({ isPublished: fc.boolean(), publishedAt: fc.option(instant, { nil: null }) });
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('visibility rule', () => {
  it('keeps a blacklisted category at its address but out of the lists (spec §3 isBlacklisted)', () => {
    expect(categoryVisibility({ isBlacklisted: false })).toBe('listed');
    expect(categoryVisibility({ isBlacklisted: true })).toBe('unlisted');
  });

  it('keeps an advertiser that is not indexed at its address but out of the lists (spec §3 isIndexed)', () => {
    expect(advertiserVisibility({ isIndexed: true })).toBe('listed');
    expect(advertiserVisibility({ isIndexed: false })).toBe('unlisted');
  });

  it('hides an inactive or disabled product, and caps a product by its advertiser', () => {
    const indexed = { isIndexed: true };
    expect(productVisibility({ isActive: true, isDisabled: false }, indexed)).toBe('listed');
    expect(productVisibility({ isActive: false, isDisabled: false }, indexed)).toBe('hidden');
    expect(productVisibility({ isActive: true, isDisabled: true }, indexed)).toBe('hidden');
    expect(productVisibility({ isActive: true, isDisabled: false }, { isIndexed: false })).toBe('unlisted');
    expect(productVisibility({ isActive: false, isDisabled: false }, { isIndexed: false })).toBe('hidden');
  });

  it('shows an article once published and no longer dated in the future', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(articleVisibility({ isPublished: true, publishedAt: day('2026-11-20') }, now)).toBe('listed');
    expect(articleVisibility({ isPublished: true, publishedAt: now }, now)).toBe('listed');
    expect(articleVisibility({ isPublished: true, publishedAt: null }, now)).toBe('listed');
    expect(articleVisibility({ isPublished: true, publishedAt: new Date(now.getTime() + 1) }, now)).toBe('hidden');
    expect(articleVisibility({ isPublished: false, publishedAt: day('2026-01-01') }, now)).toBe('hidden');
  });

  it('calls a published article dated later scheduled, from the same rule', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(articlePublication({ isPublished: false, publishedAt: new Date(now.getTime() + 60_000) }, now)).toBe('draft');
    expect(articlePublication({ isPublished: true, publishedAt: new Date(now.getTime() + 60_000) }, now)).toBe('scheduled');
    expect(articlePublication({ isPublished: true, publishedAt: now }, now)).toBe('published');
    expect(articlePublication({ isPublished: true, publishedAt: null }, now)).toBe('published');
    fc.assert(
      fc.property(fc.boolean(), fc.option(instant), instant, (isPublished, publishedAt, at) => {
        const state = articlePublication({ isPublished, publishedAt }, at);
        expect(state === 'published').toBe(isVisible(articleVisibility({ isPublished, publishedAt }, at)));
      }),
    );
  });

  it('gives the JSON API the same flags as before, from the rule', () => {
    expect(PUBLIC_FILTERS).toEqual({ articles: { isPublished: ['true'] }, products: { isActive: ['true'], isDisabled: ['false'] } });
    expect(apiTypes.filter((type) => visibleFlagFilter(type) !== undefined).sort()).toEqual(['articles', 'products']);
  });

  it('names the kind of each type visitors may read, and none for the others', () => {
    expect(
      Object.fromEntries(
        apiTypes.flatMap((type) => {
          const kind = visibleKindOf(type);
          return kind ? [[type, kind]] : [];
        }),
      ),
    ).toEqual({
      categories: 'category',
      announcers: 'advertiser',
      products: 'product',
      articles: 'article',
      authors: 'author',
      legalpages: 'legalPage',
      rubriques: 'rubrique',
      loans: 'observation',
      loanstats: 'statistics',
    });
    expect(apiTypes.filter((type) => visibleKindOf(type) !== undefined).every((type) => canAccess(null, type, 'read'))).toBe(true);
    expect(apiTypes.filter((type) => canAccess(null, type, 'read')).every((type) => visibleKindOf(type) !== undefined)).toBe(true);
  });
});

describe('visibility rule: properties', () => {
  it('orders the levels: leastVisible is a commutative, associative, idempotent minimum', () => {
    fc.assert(
      fc.property(visibility, visibility, visibility, (a, b, c) => {
        expect(leastVisible(a, b)).toBe(leastVisible(b, a));
        expect(leastVisible(a, leastVisible(b, c))).toBe(leastVisible(leastVisible(a, b), c));
        expect(leastVisible(a, a)).toBe(a);
        expect(leastVisible(a, 'listed')).toBe(a);
        expect(leastVisible(a, 'hidden')).toBe('hidden');
        // Listed implies visible.
        if (isListed(a)) expect(isVisible(a)).toBe(true);
      }),
    );
  });

  it('never shows a product more than its advertiser, and hides it exactly when inactive or disabled', () => {
    fc.assert(
      fc.property(product, advertiser, (p, a) => {
        const seen = productVisibility(p, a);
        expect(leastVisible(seen, advertiserVisibility(a))).toBe(seen);
        expect(seen === 'hidden').toBe(!p.isActive || p.isDisabled);
      }),
    );
  });

  it('agrees with the JSON API filter of products: a visitor’s filter lets a product through iff it is visible', () => {
    const filter = visibleFlagFilter('products') ?? {};
    fc.assert(
      fc.property(product, (p) => {
        const passes = Object.entries(filter).every(([field, values]) =>
          values.includes(String((p as unknown as Record<string, unknown>)[field])),
        );
        expect(passes).toBe(isVisible(productVisibility(p, { isIndexed: true })));
      }),
    );
  });

  it('only ever reveals an article as time passes, never hides it again', () => {
    fc.assert(
      fc.property(article, instant, instant, (a, t1, t2) => {
        const [earlier, later] = t1 <= t2 ? [t1, t2] : [t2, t1];
        if (isVisible(articleVisibility(a, earlier))) expect(isVisible(articleVisibility(a, later))).toBe(true);
        expect(isVisible(articleVisibility(a, later))).toBe(a.isPublished && (a.publishedAt === null || a.publishedAt <= later));
      }),
    );
  });

  it('never hides a category or an advertiser', () => {
    fc.assert(
      fc.property(fc.boolean(), (flag) => {
        expect(isVisible(categoryVisibility({ isBlacklisted: flag }))).toBe(true);
        expect(isVisible(advertiserVisibility({ isIndexed: flag }))).toBe(true);
      }),
    );
  });
});
