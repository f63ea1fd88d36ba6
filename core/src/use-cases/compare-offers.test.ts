import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { OfferQuery, OfferRow, OfferStore } from '../ports/offer-store.ts';
import { compareOffers, compareOffersInputSchema } from './compare-offers.ts';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

function offer(productId: number, rate: number, overrides: Partial<OfferRow> = {}): OfferRow {
  return {
    productId,
    productName: `Produit ${productId}`,
    productSlug: `produit-${productId}`,
    advertiserName: `Banque ${productId}`,
    advertiserSlug: `banque-${productId}`,
    advertiserLogo: null,
    country: 'FR',
    rate,
    fees: 0,
    isSponsored: false,
    isPrioritized: false,
    viaBroker: false,
    observedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

function storeOf(rows: OfferRow[]): OfferStore & { queries: OfferQuery[] } {
  const queries: OfferQuery[] = [];
  return { queries, offersFor: async (query) => (queries.push(query), rows) };
}

describe('compareOffers', () => {
  it('ranks offers by rate and computes payment, TAEG and costs', async () => {
    const store = storeOf([offer(1, 3.9), offer(2, 3.2), offer(3, 3.5, { fees: 1000 })]);
    const { sponsored, ranked: offers } = await compareOffers(
      { offers: store, clock },
      { categorySlug: 'pret-immobilier', amount: 200_000, duration: 240 },
    );
    expect(sponsored).toEqual([]);
    expect(offers.map((o) => o.productId)).toEqual([2, 3, 1]);
    const [best, withFees] = offers;
    // 200 000 at 3.2 % over 240 months: r = 0.032/12, payment 1 129.3257 → 1 129.33; TAEG (1 + r)^12 − 1 = 3.247 %.
    expect(best?.monthlyPayment).toBe(1129.33);
    expect(best?.apr).toBe(3.25);
    expect(withFees?.totalCost).toBeCloseTo((withFees?.totalInterest ?? 0) + 1000, 9);
    expect(withFees?.apr).toBeGreaterThan(3.56);
    expect(best?.outboundUrl).toBe('/go/banque-2/produit-2?id=2');
    expect(store.queries).toEqual([{ categorySlug: 'pret-immobilier', amount: 200_000, duration: 240 }]);
  });

  it('quotes a Belgian lender’s rate with the equivalent periodic rate', async () => {
    const { ranked: offers } = await compareOffers(
      { offers: storeOf([offer(1, 3.5, { country: 'BE' }), offer(2, 3.5, { country: 'FR' })]), clock },
      { categorySlug: 'pret-hypothecaire', amount: 100_000, duration: 120 },
    );
    const belgian = offers.find((o) => o.country === 'BE');
    const french = offers.find((o) => o.country === 'FR');
    expect(belgian?.apr).toBe(3.5);
    expect(french?.apr).toBe(3.56);
    expect(belgian?.monthlyPayment).toBeLessThan(french?.monthlyPayment ?? 0);
  });

  it('gives sponsored offers after the first a front slot, labelled, and keeps the ranking with each offer once (spec §4)', async () => {
    const store = storeOf([offer(1, 3.1), offer(2, 3.3, { isSponsored: true }), offer(3, 3.6)]);
    const { sponsored, ranked } = await compareOffers(
      { offers: store, clock },
      { categorySlug: 'pret-personnel', amount: 10_000, duration: 48 },
    );
    expect(sponsored.map((o) => [o.productId, o.isSponsored])).toEqual([[2, true]]);
    expect(ranked.map((o) => [o.productId, o.isSponsored])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });

  it('validates its input with French messages', () => {
    const parsed = v.safeParse(compareOffersInputSchema, { categorySlug: 'Prêt!', amount: 0, duration: 1000 });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.length).toBeGreaterThanOrEqual(3);
  });

  describe('properties', () => {
    it('ranks every offer once in rate order, plus one labelled slot per sponsored offer after the first', async () => {
      const rows = fc.uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 10_000 }),
          rate: fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100),
          sponsored: fc.boolean(),
        }),
        { maxLength: 25, selector: (r) => r.id },
      );
      await fc.assert(
        fc.asyncProperty(rows, async (list) => {
          const { sponsored, ranked: tail } = await compareOffers(
            { offers: storeOf(list.map((r) => offer(r.id, r.rate, { isSponsored: r.sponsored }))), clock },
            { categorySlug: 'pret-auto', amount: 15_000, duration: 60 },
          );
          expect(tail.map((o) => o.productId).sort((a, b) => a - b)).toEqual(list.map((r) => r.id).sort((a, b) => a - b));
          for (let i = 1; i < tail.length; i++) expect(tail[i - 1]!.rate).toBeLessThanOrEqual(tail[i]!.rate);
          expect(sponsored.every((o) => o.isSponsored)).toBe(true);
          // The offer ranked first keeps its flag and gets no slot; every other sponsored offer gets one.
          expect(sponsored.length).toBe(list.filter((r) => r.sponsored).length - (tail[0]?.isSponsored ? 1 : 0));
          expect(tail.slice(1).every((o) => !o.isSponsored)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  });
});
