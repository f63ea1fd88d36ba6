import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoteSponsored } from './sponsored-promotion.ts';

const offer = (id: string, isSponsored: boolean) => ({ id, isSponsored });

describe('promoteSponsored', () => {
  it('copies the sponsored offers after the first to the front, and marks the originals not sponsored (spec §4)', () => {
    const list = [offer('a', false), offer('b', true), offer('c', false), offer('d', true)];
    expect(promoteSponsored(list)).toEqual([
      offer('b', true),
      offer('d', true),
      offer('a', false),
      offer('b', false),
      offer('c', false),
      offer('d', false),
    ]);
  });

  it('leaves the first offer alone, sponsored or not', () => {
    expect(promoteSponsored([offer('a', true), offer('b', false)])).toEqual([offer('a', true), offer('b', false)]);
    expect(promoteSponsored([offer('a', true), offer('b', true)])).toEqual([offer('b', true), offer('a', true), offer('b', false)]);
  });

  it('changes nothing without sponsored offers', () => {
    expect(promoteSponsored([])).toEqual([]);
    expect(promoteSponsored([offer('a', false), offer('b', false)])).toEqual([offer('a', false), offer('b', false)]);
  });

  it('does not modify the list or its offers', () => {
    const list = [offer('a', false), offer('b', true)];
    const result = promoteSponsored(list);
    expect(list).toEqual([offer('a', false), offer('b', true)]);
    expect(result[0]).not.toBe(list[1]);
  });

  describe('properties', () => {
    const offers = fc.array(fc.record({ id: fc.nat(), isSponsored: fc.boolean() }), { maxLength: 20 });
    const promotedCount = (list: Array<{ isSponsored: boolean }>) => list.filter((item, index) => index > 0 && item.isSponsored).length;

    it('adds one copy per sponsored offer after the first', () => {
      fc.assert(
        fc.property(offers, (list) => {
          expect(promoteSponsored(list)).toHaveLength(list.length + promotedCount(list));
        }),
      );
    });

    it('keeps the ranked list in place, in order, with only the first offer still possibly sponsored', () => {
      fc.assert(
        fc.property(offers, (list) => {
          const ranked = promoteSponsored(list).slice(promotedCount(list));
          expect(ranked.map(({ id }) => id)).toEqual(list.map(({ id }) => id));
          ranked.forEach((item, index) => expect(item.isSponsored).toBe(index === 0 ? list[0]!.isSponsored : false));
        }),
      );
    });

    it('puts at the front exactly the sponsored offers after the first, in their order, still sponsored', () => {
      fc.assert(
        fc.property(offers, (list) => {
          const front = promoteSponsored(list).slice(0, promotedCount(list));
          expect(front).toEqual(list.filter((item, index) => index > 0 && item.isSponsored));
        }),
      );
    });
  });
});
