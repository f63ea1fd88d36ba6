import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachProductOnce, filterPromotion, promotedList, promoteSponsored } from './sponsored-promotion.ts';

const offer = (id: string, isSponsored: boolean) => ({ id, isSponsored });

describe('promoteSponsored', () => {
  it('gives the sponsored offers after the first a front slot, and marks them not sponsored in the ranking (spec §4)', () => {
    const list = [offer('a', false), offer('b', true), offer('c', false), offer('d', true)];
    expect(promoteSponsored(list)).toEqual({
      sponsored: [offer('b', true), offer('d', true)],
      ranked: [offer('a', false), offer('b', false), offer('c', false), offer('d', false)],
    });
    expect(promotedList(promoteSponsored(list))).toEqual([
      offer('b', true),
      offer('d', true),
      offer('a', false),
      offer('b', false),
      offer('c', false),
      offer('d', false),
    ]);
  });

  it('leaves the first offer alone, sponsored or not', () => {
    expect(promoteSponsored([offer('a', true), offer('b', false)])).toEqual({
      sponsored: [],
      ranked: [offer('a', true), offer('b', false)],
    });
    expect(promoteSponsored([offer('a', true), offer('b', true)])).toEqual({
      sponsored: [offer('b', true)],
      ranked: [offer('a', true), offer('b', false)],
    });
  });

  it('changes nothing without sponsored offers', () => {
    expect(promoteSponsored([])).toEqual({ sponsored: [], ranked: [] });
    expect(promoteSponsored([offer('a', false), offer('b', false)])).toEqual({
      sponsored: [],
      ranked: [offer('a', false), offer('b', false)],
    });
  });

  it('does not modify the list or its offers', () => {
    const list = [offer('a', false), offer('b', true)];
    const result = promoteSponsored(list);
    expect(list).toEqual([offer('a', false), offer('b', true)]);
    expect(result.sponsored[0]).not.toBe(list[1]);
  });

  describe('properties', () => {
    const offers = fc.uniqueArray(fc.record({ id: fc.nat(), isSponsored: fc.boolean() }), { maxLength: 20, selector: (item) => item.id });

    it('ranks every offer exactly once, in order, with only the first offer still possibly sponsored', () => {
      fc.assert(
        fc.property(offers, (list) => {
          const { ranked } = promoteSponsored(list);
          expect(ranked.map(({ id }) => id)).toEqual(list.map(({ id }) => id));
          ranked.forEach((item, index) => expect(item.isSponsored).toBe(index === 0 ? list[0]!.isSponsored : false));
        }),
      );
    });

    it('gives a front slot to exactly the sponsored offers after the first, in their order, still sponsored', () => {
      fc.assert(
        fc.property(offers, (list) => {
          expect(promoteSponsored(list).sponsored).toEqual(list.filter((item, index) => index > 0 && item.isSponsored));
        }),
      );
    });

    it('shows the same list as the spec’s copy-to-the-front: one copy more per sponsored offer after the first', () => {
      fc.assert(
        fc.property(offers, (list) => {
          const shown = promotedList(promoteSponsored(list));
          expect(shown).toHaveLength(list.length + list.filter((item, index) => index > 0 && item.isSponsored).length);
          expect(new Set(shown.map(({ id }) => id))).toEqual(new Set(list.map(({ id }) => id)));
        }),
      );
    });
  });
});

describe('filterPromotion', () => {
  it('drops a product from the ranking and from its front slot alike', () => {
    const promotion = promoteSponsored([
      { productId: 1, isSponsored: false },
      { productId: 2, isSponsored: true },
      { productId: 3, isSponsored: true },
    ]);
    expect(filterPromotion(promotion, (item) => item.productId !== 2)).toEqual({
      sponsored: [{ productId: 3, isSponsored: true }],
      ranked: [
        { productId: 1, isSponsored: false },
        { productId: 3, isSponsored: false },
      ],
    });
  });

  it('never leaves a slot whose product is not ranked (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ productId: fc.nat(50), isSponsored: fc.boolean() }), {
          maxLength: 15,
          selector: (item) => item.productId,
        }),
        fc.func(fc.boolean()),
        (list, keep) => {
          const { sponsored, ranked } = filterPromotion(promoteSponsored(list), keep);
          const rankedIds = new Set(ranked.map((item) => item.productId));
          expect(sponsored.every((item) => rankedIds.has(item.productId))).toBe(true);
        },
      ),
    );
  });
});

describe('eachProductOnce', () => {
  it('lists each product once, where the page first shows it', () => {
    const promotion = promoteSponsored([
      { productId: 1, isSponsored: false },
      { productId: 2, isSponsored: false },
      { productId: 3, isSponsored: true },
    ]);
    expect(eachProductOnce(promotion).map((item) => item.productId)).toEqual([3, 1, 2]);
  });

  it('is the shown list without its second appearances (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ productId: fc.nat(50), isSponsored: fc.boolean() }), {
          maxLength: 15,
          selector: (item) => item.productId,
        }),
        (list) => {
          const promotion = promoteSponsored(list);
          const shown = promotedList(promotion);
          expect(eachProductOnce(promotion)).toEqual(
            shown.filter((item, index) => shown.findIndex((other) => other.productId === item.productId) === index),
          );
        },
      ),
    );
  });
});
