import { describe, expect, it } from 'vitest';
import { CONSOLIDATION_CATEGORY_SLUG, mayAdvertise } from './advertising-rules.js';

describe('mayAdvertise', () => {
  it('hides consolidation offers from Belgian visitors only', () => {
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'BE')).toBe(false);
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'FR')).toBe(true);
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, 'LUX')).toBe(true);
    expect(mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, undefined)).toBe(true);
    expect(mayAdvertise('pret-hypothecaire', 'BE')).toBe(true);
  });
});
