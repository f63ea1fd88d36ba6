import { describe, expect, it } from 'vitest';
import { advertisedTo, CONSOLIDATION_CATEGORY_SLUG, leadRefusal, mayAdvertise } from './advertising-rules.ts';

describe('mayAdvertise', () => {
  it('hides consolidation offers from Belgian visitors only', () => {
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'BE')).toBe(false);
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'FR')).toBe(true);
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'LUX')).toBe(true);
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, undefined)).toBe(true);
    expect(mayAdvertise('pret-hypothecaire', 'BE')).toBe(true);
  });
});

describe('advertisedTo', () => {
  it('leaves out consolidation for Belgian visitors only, keeping the order', () => {
    const categories = [{ slug: 'pret-hypothecaire' }, { slug: CONSOLIDATION_CATEGORY_SLUG }, { slug: 'pret-auto' }];
    expect(advertisedTo(categories, 'BE').map((category) => category.slug)).toEqual(['pret-hypothecaire', 'pret-auto']);
    expect(advertisedTo(categories, 'FR')).toEqual(categories);
    expect(advertisedTo(categories, undefined)).toEqual(categories);
  });
});

describe('leadRefusal', () => {
  it('refuses a consolidation request from a Belgian resident on its country field, and nothing else', () => {
    expect(leadRefusal(CONSOLIDATION_CATEGORY_SLUG, 'BE')).toEqual({
      path: ['country'],
      message: 'Le regroupement de crédits n’est pas proposé aux résidents de Belgique.',
    });
    expect(leadRefusal(CONSOLIDATION_CATEGORY_SLUG, 'FR')).toBeNull();
    expect(leadRefusal('pret-hypothecaire', 'BE')).toBeNull();
    expect(leadRefusal('contact', 'BE')).toBeNull();
  });
});
