import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { primaryCategory } from './primary-category.ts';

describe('primaryCategory', () => {
  it('is the product’s category with the smallest id, whatever order the categories come in', () => {
    const auto = { id: 4, name: 'Prêt auto' };
    const personal = { id: 2, name: 'Prêt personnel' };
    expect(primaryCategory({ categories: [4, 2] }, [auto, personal])).toBe(personal);
    expect(primaryCategory({ categories: [2, 4] }, [personal, auto])).toBe(personal);
  });

  it('is null for a product without categories, or when its first is not among those given', () => {
    expect(primaryCategory({ categories: [] }, [{ id: 1 }])).toBeNull();
    expect(primaryCategory({ categories: [3] }, [{ id: 1 }])).toBeNull();
  });

  it('does not depend on the order of either list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        fc.func(fc.integer()),
        (ids, rank) => {
          const categories = ids.map((id) => ({ id }));
          const shuffled = [...categories].sort((a, b) => rank(a.id) - rank(b.id));
          expect(primaryCategory({ categories: [...ids].reverse() }, shuffled)?.id).toBe(Math.min(...ids));
        },
      ),
    );
  });
});
