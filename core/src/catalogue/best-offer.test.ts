import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOffer } from './best-offer.ts';
import { promotedList, promoteSponsored } from './sponsored-promotion.ts';

const offer = (id: number, rate: number, isSponsored = false) => ({ id, rate, isSponsored });

describe('bestOffer', () => {
  it('quotes the first unsponsored offer of the ranking', () => {
    expect(bestOffer([offer(1, 3.1), offer(2, 3.4)])).toEqual(offer(1, 3.1));
    expect(bestOffer([offer(1, 3.1, true), offer(2, 3.4), offer(3, 3.9)])).toEqual(offer(2, 3.4));
  });

  it('falls back on the first offer when every offer is sponsored, and on null for no offer', () => {
    expect(bestOffer([offer(1, 3.1, true)])).toEqual(offer(1, 3.1, true));
    expect(bestOffer([])).toBe(null);
  });

  describe('properties', () => {
    /** A ranking as compareOffers makes it: sorted by rate, then promoted. */
    const ranking = fc
      .uniqueArray(
        fc.record({ id: fc.nat(1_000), rate: fc.integer({ min: 0, max: 1_500 }).map((bp) => bp / 100), isSponsored: fc.boolean() }),
        { maxLength: 20, selector: (item) => item.id },
      )
      .map((list) => promoteSponsored([...list].sort((a, b) => a.rate - b.rate || a.id - b.id)));

    it('is an offer of the list, and null only for an empty list', () => {
      fc.assert(
        fc.property(ranking, ({ ranked }) => {
          const best = bestOffer(ranked);
          if (ranked.length === 0) expect(best).toBe(null);
          else expect(ranked).toContain(best);
        }),
      );
    });

    it('has the lowest rate of the unsponsored offers, and is unsponsored whenever one is', () => {
      fc.assert(
        fc.property(ranking, ({ ranked }) => {
          const best = bestOffer(ranked);
          const unsponsored = ranked.filter((item) => !item.isSponsored);
          if (unsponsored.length === 0) return;
          expect(best?.isSponsored).toBe(false);
          expect(best!.rate).toBe(Math.min(...unsponsored.map((item) => item.rate)));
        }),
      );
    });

    it('is what the pages quoted from the promoted list before (copies at the front skipped)', () => {
      fc.assert(
        fc.property(ranking, (promotion) => {
          const shown = promotedList(promotion);
          const before = shown.filter((item) => !item.isSponsored).sort((a, b) => a.rate - b.rate)[0] ?? shown[0] ?? null;
          expect(bestOffer(promotion.ranked)).toEqual(before);
        }),
      );
    });
  });
});
