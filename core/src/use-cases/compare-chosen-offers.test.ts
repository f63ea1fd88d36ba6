import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OfferRow, OfferStore } from '../ports/offer-store.ts';
import { compareChosenOffers, ownOfferFigures } from './compare-chosen-offers.ts';
import { compareOffers, type CompareOffersInput } from './compare-offers.ts';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

function offer(productId: number, rate: number, overrides: Partial<OfferRow> = {}): OfferRow {
  return {
    productId,
    productName: `Produit ${productId}`,
    productSlug: `produit-${productId}`,
    advertiserName: `Banque ${productId}`,
    advertiserSlug: `banque-${productId}`,
    advertiserLogo: null,
    advertiserKind: 'banque',
    country: 'BE',
    rate,
    rateType: 'fixed',
    fees: 0,
    isSponsored: false,
    isPrioritized: false,
    viaBroker: false,
    observedAt: new Date('2026-11-01T00:00:00Z'),
    observedAmount: 300_000,
    observedDuration: 240,
    minAmount: null,
    maxAmount: null,
    minDuration: null,
    maxDuration: null,
    ...overrides,
  };
}

/** The comparator on these rows, as the container binds it; its inputs are recorded. */
function comparatorOf(rows: OfferRow[]) {
  const asked: CompareOffersInput[] = [];
  const offers: OfferStore = { offersFor: async () => rows };
  return {
    asked,
    compareOffers: (input: CompareOffersInput) => (asked.push(input), compareOffers({ offers, clock }, input)),
  };
}

const terms = { categorySlug: 'pret-hypothecaire', amount: 250_000, duration: 240 };

describe('compareChosenOffers', () => {
  it('answers the chosen offers in the order asked, with their list figures, and the ids the list does not have', async () => {
    const rows = [offer(1, 3.1), offer(2, 2.9, { fees: 1200 }), offer(3, 3.4, { minDuration: 300 }), offer(4, 3.0)];
    const comparator = comparatorOf(rows);
    const answer = await compareChosenOffers({ ...comparator, clock }, { ...terms, productIds: [4, 3, 2, 99] });
    expect(answer.offers.map((o) => o.productId)).toEqual([4, 2]);
    // 3 lends from 25 years only; 99 is not a product of the list.
    expect(answer.missing).toEqual([3, 99]);
    // By rate, the list for 20 years is 2 (2,9 %), 4 (3,0 %), 1 (3,1 %).
    expect(answer.listRanks).toEqual([2, 1]);
    expect(answer.own).toBeNull();
    // The comparator is asked for the exact terms, without any filter.
    expect(comparator.asked).toEqual([terms]);
    // 250 000 € over 20 years at 3 %, a Belgian lender: equivalent monthly rate 1.03^(1/12) − 1 = 0.2466 %, 1 381,43 €.
    expect(answer.offers[0]).toMatchObject({ rate: 3, apr: 3, monthlyPayment: 1381.43, outboundUrl: '/go/banque-4/produit-4?id=4' });
  });

  it('asks nothing of the comparator when no offer is chosen', async () => {
    const comparator = comparatorOf([offer(1, 3.1)]);
    const answer = await compareChosenOffers(
      { ...comparator, clock },
      { ...terms, productIds: [], own: { lenderName: null, rate: 3, fees: 0, monthlyInsurance: 0 }, country: 'BE' },
    );
    expect(comparator.asked).toEqual([]);
    expect(answer.offers).toEqual([]);
    expect(answer.own).toMatchObject({ lenderName: 'Votre offre', apr: 3, monthlyPayment: 1381.43, convention: 'equivalent' });
  });

  it('keeps an offer’s « Annonce » when the list gives it a paid slot', async () => {
    const comparator = comparatorOf([offer(1, 3.0), offer(2, 3.2, { isSponsored: true })]);
    const answer = await compareChosenOffers({ ...comparator, clock }, { ...terms, productIds: [2, 1] });
    expect(answer.offers.map((o) => [o.productId, o.isSponsored])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  describe('properties', () => {
    const rowsArbitrary = fc
      .uniqueArray(
        fc.record({
          productId: fc.integer({ min: 1, max: 40 }),
          rate: fc.integer({ min: 50, max: 900 }).map((cents) => cents / 100),
          fees: fc.constantFrom(0, 0, 500, 2500),
          country: fc.constantFrom('LUX', 'BE', 'FR', 'DE'),
          isSponsored: fc.boolean(),
          maxDuration: fc.constantFrom(null, 180, 360),
        }),
        { selector: (row) => row.productId, minLength: 1, maxLength: 8 },
      )
      .map((rows) => rows.map(({ productId, rate, ...rest }) => offer(productId, rate, rest)));

    it('gives each chosen offer the figures of its row in compareOffers for the same terms, in the order asked', async () => {
      await fc.assert(
        fc.asyncProperty(
          rowsArbitrary,
          fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
          fc.integer({ min: 60, max: 360 }),
          async (rows, ids, duration) => {
            const comparator = comparatorOf(rows);
            const input = { ...terms, duration };
            const answer = await compareChosenOffers({ ...comparator, clock }, { ...input, productIds: ids });
            const list = await compareOffers({ offers: { offersFor: async () => rows }, clock }, input);
            const distinct = [...new Set(ids)];
            expect([...answer.offers.map((o) => o.productId), ...answer.missing].sort()).toEqual([...distinct].sort());
            expect(answer.offers.map((o) => o.productId)).toEqual(distinct.filter((id) => !answer.missing.includes(id)));
            for (const chosen of answer.offers) {
              const row = list.ranked.find((o) => o.productId === chosen.productId);
              expect({ ...chosen, isSponsored: false }).toEqual({ ...row, isSponsored: false });
            }
            expect(answer.listRanks).toEqual(answer.offers.map((o) => list.ranked.findIndex((row) => row.productId === o.productId) + 1));
            for (const id of answer.missing) expect(list.ranked.some((o) => o.productId === id)).toBe(false);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('gives the own offer a TAEG at least its rate when it has fees or insurance, and equal costs adding up', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1500 }).map((cents) => cents / 100),
          fc.integer({ min: 0, max: 5000 }),
          fc.integer({ min: 0, max: 200 }),
          fc.integer({ min: 12, max: 360 }),
          fc.constantFrom('LUX', 'BE', 'FR', null),
          (rate, fees, insurance, duration, country) => {
            const own = ownOfferFigures(
              { lenderName: null, rate, fees, monthlyInsurance: insurance },
              200_000,
              duration,
              country,
              clock.now(),
            );
            const bare = ownOfferFigures({ lenderName: null, rate, fees: 0, monthlyInsurance: 0 }, 200_000, duration, country, clock.now());
            if (fees > 0 || insurance > 0) expect(own.apr).toBeGreaterThanOrEqual(bare.apr);
            else expect(own.apr).toBe(bare.apr);
            // The rate as quoted: a nominal rate's TAEG is at least the rate; an equivalent one's is the rate.
            expect(own.apr).toBeGreaterThanOrEqual(rate);
            expect(own.totalCost).toBeCloseTo(own.totalInterest + own.fees + own.totalInsurance, 6);
            expect(own.totalInsurance).toBeCloseTo(insurance * duration, 6);
            expect(own.monthlyPayment).toBe(bare.monthlyPayment);
          },
        ),
        { numRuns: 80 },
      );
    });
  });

  it('computes an own offer as the comparator computes a lender’s of the same country', async () => {
    const comparator = comparatorOf([offer(7, 3.35, { country: 'LUX', fees: 900 })]);
    const answer = await compareChosenOffers(
      { ...comparator, clock },
      { ...terms, productIds: [7], own: { lenderName: 'Ma banque', rate: 3.35, fees: 900, monthlyInsurance: 0 }, country: 'LUX' },
    );
    const [listed] = answer.offers;
    expect(answer.own).toMatchObject({
      lenderName: 'Ma banque',
      monthlyPayment: listed?.monthlyPayment,
      apr: listed?.apr,
      totalInterest: listed?.totalInterest,
      totalCost: listed?.totalCost,
      totalDue: listed?.totalDue,
      totalInsurance: 0,
    });
  });
});
