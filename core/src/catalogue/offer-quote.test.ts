import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OfferRow, OfferStore } from '../ports/offer-store.ts';
import { compareOffers } from '../use-cases/compare-offers.ts';
import type { LendingRange } from './lending-terms.ts';
import { lenderRateConvention, lowestOfferApr, quoteOffer, type GridRate } from './offer-quote.ts';

const ON = new Date('2026-11-22T10:00:00Z');
/** A product that lends any amount for any duration. */
const ANY: LendingRange = { minAmount: null, maxAmount: null, minDuration: null, maxDuration: null };

/** A product's current grid: three points, the lowest rate at the smallest amount and shortest duration. */
const GRID: GridRate[] = [
  { amount: 200_000, duration: 240, rate: 3.2 },
  { amount: 100_000, duration: 120, rate: 3.1 },
  { amount: 300_000, duration: 300, rate: 3.4 },
];

/** The comparator's row for one grid point of a product of this lender's country. */
function row(point: GridRate, country: string, range: LendingRange = ANY): OfferRow {
  return {
    productId: 1,
    productName: 'Prêt logement',
    productSlug: 'pret-logement',
    advertiserName: 'Banque',
    advertiserSlug: 'banque',
    advertiserLogo: null,
    advertiserKind: 'banque',
    country,
    rate: point.rate,
    rateType: 'fixed',
    fees: 0,
    isSponsored: false,
    isPrioritized: false,
    viaBroker: false,
    observedAt: new Date('2026-11-01T00:00:00Z'),
    observedAmount: point.amount,
    observedDuration: point.duration,
    ...range,
  };
}

/** What the comparator shows for this product when a visitor asks for exactly this grid point's terms. */
async function comparatorApr(point: GridRate, country: string, range: LendingRange = ANY): Promise<number | undefined> {
  const offers: OfferStore = { offersFor: async () => [row(point, country, range)] };
  const { ranked } = await compareOffers(
    { offers, clock: { now: () => ON } },
    { categorySlug: 'pret-hypothecaire', amount: point.amount, duration: point.duration },
  );
  return ranked[0]?.apr;
}

describe('lenderRateConvention', () => {
  it('is the convention of the lender’s country on the day, nominal outside the three markets', () => {
    expect(lenderRateConvention('LUX', ON)).toBe('nominal');
    expect(lenderRateConvention('FR', ON)).toBe('nominal');
    expect(lenderRateConvention('BE', ON)).toBe('equivalent');
    expect(lenderRateConvention('DE', ON)).toBe('nominal');
  });
});

describe('lowestOfferApr', () => {
  it('is the lowest TAEG of the grid in a nominal-rate country: (1 + r/12)^12 − 1 without fees', () => {
    // 3.1 % nominal: (1 + 0.031/12)^12 − 1 = 3.1444 % → 3.14 %; 3.2 % → 3.2474 % → 3.25 %; 3.4 % → 3.4535 % → 3.45 %.
    expect(lowestOfferApr(GRID, { country: 'LUX', on: ON, range: ANY })).toEqual({ amount: 100_000, duration: 120, rate: 3.1, apr: 3.14 });
    expect(lowestOfferApr(GRID, { country: 'FR', on: ON, range: ANY })?.apr).toBe(3.14);
  });

  it('equals the rate itself in Belgium, where the rate is already an annual equivalent', () => {
    expect(lowestOfferApr(GRID, { country: 'BE', on: ON, range: ANY })).toEqual({ amount: 100_000, duration: 120, rate: 3.1, apr: 3.1 });
  });

  it('counts the offer’s fees, as the comparator does', () => {
    const withFees = lowestOfferApr(GRID, { country: 'LUX', on: ON, range: ANY, fees: 1_000 });
    expect(withFees?.apr).toBeGreaterThan(3.14);
  });

  it('leaves out the grid points outside the product’s range, where the comparator never shows it', async () => {
    // The 3.1 % point is 10 years; a product lent from 15 years has its « dès » at 3.2 % (3.25 % TAEG).
    const from15Years: LendingRange = { ...ANY, minDuration: 180 };
    expect(lowestOfferApr(GRID, { country: 'LUX', on: ON, range: from15Years })).toMatchObject({ duration: 240, apr: 3.25 });
    expect(await comparatorApr(GRID[1]!, 'LUX', from15Years)).toBeUndefined();
    expect(lowestOfferApr(GRID, { country: 'LUX', on: ON, range: { ...ANY, maxAmount: 50_000 } })).toBeNull();
  });

  it('is null for a product with no observed rate', () => {
    expect(lowestOfferApr([], { country: 'LUX', on: ON, range: ANY })).toBeNull();
  });

  it('takes the smallest amount, then the shortest duration, when two points tie', () => {
    const tied = [
      { amount: 200_000, duration: 240, rate: 3 },
      { amount: 100_000, duration: 300, rate: 3 },
      { amount: 100_000, duration: 240, rate: 3 },
    ];
    expect(lowestOfferApr(tied, { country: 'BE', on: ON, range: ANY })).toMatchObject({ amount: 100_000, duration: 240 });
  });

  it('is the TAEG the comparator shows at the grid point where it is reached (issue 20: 2,90 % shown, 3,08 % typed)', async () => {
    for (const country of ['LUX', 'BE', 'FR']) {
      const lowest = lowestOfferApr(GRID, { country, on: ON, range: ANY })!;
      const shown = await Promise.all(GRID.map((point) => comparatorApr(point, country)));
      expect(lowest.apr).toBe(Math.min(...shown.map((apr) => apr!)));
      expect(await comparatorApr(lowest, country)).toBe(lowest.apr);
    }
  });

  describe('properties', () => {
    const point = fc.record({
      amount: fc.integer({ min: 1_000, max: 1_000_000 }),
      duration: fc.integer({ min: 6, max: 360 }),
      rate: fc.double({ min: 0.1, max: 15, noNaN: true }),
    });
    const country = fc.constantFrom('LUX', 'BE', 'FR', 'CH');

    const bound = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });
    const range = fc.record({
      minAmount: bound(1_000, 500_000),
      maxAmount: bound(500_000, 1_000_000),
      minDuration: bound(6, 180),
      maxDuration: bound(180, 360),
    });

    it('is the minimum of the TAEGs the comparator shows over the grid, and one of them; null when it shows none', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(point, { minLength: 1, maxLength: 6 }), country, range, async (grid, lender, lends) => {
          const lowest = lowestOfferApr(grid, { country: lender, on: ON, range: lends });
          const shown = (await Promise.all(grid.map((each) => comparatorApr(each, lender, lends)))).filter((apr) => apr !== undefined);
          if (shown.length === 0) expect(lowest).toBeNull();
          else {
            expect(lowest?.apr).toBe(Math.min(...shown));
            expect(grid).toContainEqual({ amount: lowest!.amount, duration: lowest!.duration, rate: lowest!.rate });
          }
        }),
        { numRuns: 60 },
      );
    });

    it('does not depend on the order of the grid’s points', () => {
      fc.assert(
        fc.property(fc.array(point, { minLength: 1, maxLength: 6 }), country, (grid, lender) => {
          expect(lowestOfferApr([...grid].reverse(), { country: lender, on: ON, range: ANY })).toEqual(
            lowestOfferApr(grid, { country: lender, on: ON, range: ANY }),
          );
        }),
        { numRuns: 60 },
      );
    });

    it('never rises when a rate of the grid falls', () => {
      fc.assert(
        fc.property(fc.array(point, { minLength: 1, maxLength: 6 }), fc.nat(), country, (grid, index, lender) => {
          const lowered = grid.map((each, at) => (at === index % grid.length ? { ...each, rate: each.rate / 2 } : each));
          expect(lowestOfferApr(lowered, { country: lender, on: ON, range: ANY })!.apr).toBeLessThanOrEqual(
            lowestOfferApr(grid, { country: lender, on: ON, range: ANY })!.apr,
          );
        }),
        { numRuns: 60 },
      );
    });
  });
});

describe('quoteOffer', () => {
  it('gives the schedule in the lender’s convention and its TAEG', () => {
    const { schedule, apr } = quoteOffer({ amount: 200_000, duration: 240, rate: 3.2, fees: 0 }, 'nominal');
    // 200 000 at 3.2 % over 240 months: r = 0.032/12, payment 1 129.33 (the comparator's worked example).
    expect(schedule.months[0]?.payment).toBe(1129.33);
    expect(apr).toBe(3.25);
  });
});
