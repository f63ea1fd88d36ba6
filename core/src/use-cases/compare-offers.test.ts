import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { coversTerms, offerChannelOf, rateTypes } from '../catalogue/lending-terms.ts';
import { offerOrder, offerSorts } from '../catalogue/offer-ranking.ts';
import { amortizationSchedule } from '../finance/amortization-schedule.ts';
import type { OfferQuery, OfferRow, OfferStore } from '../ports/offer-store.ts';
import { compareOffers, compareOffersInputSchema, offerMatches, type ComparedOffer } from './compare-offers.ts';

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
    country: 'FR',
    rate,
    rateType: 'fixed',
    fees: 0,
    isSponsored: false,
    isPrioritized: false,
    viaBroker: false,
    observedAt: new Date('2026-11-01T00:00:00Z'),
    observedAmount: 200_000,
    observedDuration: 240,
    minAmount: null,
    maxAmount: null,
    minDuration: null,
    maxDuration: null,
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

  it('computes every offer for the visitor’s exact terms, with the rate of the grid point the store read', async () => {
    // 250 000 € over 20 years, the rate observed at 300 000 € / 20 years on 3 November 2026.
    const observed = offer(1, 3.2, { observedAmount: 300_000, observedDuration: 240, observedAt: new Date('2026-11-03T00:00:00Z') });
    const { ranked } = await compareOffers(
      { offers: storeOf([observed]), clock },
      { categorySlug: 'pret-immobilier', amount: 250_000, duration: 240 },
    );
    // 250 000 at 3.2 % over 240 months: payment 1 411.657… → 1 411.66, interest 88 797.6… (not 300 000's 1 693.99).
    expect(ranked[0]?.monthlyPayment).toBe(1411.66);
    expect(ranked[0]?.totalCost).toBeCloseTo(88_797.6, 0);
    expect(ranked[0]?.observedAmount).toBe(300_000);
    expect(ranked[0]?.observedAt.toISOString()).toBe('2026-11-03T00:00:00.000Z');
  });

  it('leaves out offers outside their range, and filters by country, rate type and channel', async () => {
    const rows = [
      offer(1, 3.1, { country: 'BE', rateType: 'fixed' }),
      offer(2, 3.2, { country: 'LUX', rateType: 'variable' }),
      offer(3, 3.0, { country: 'BE', rateType: 'mixed', viaBroker: true }),
      // A bridge loan: 24 months at most.
      offer(4, 2.5, { country: 'BE', rateType: 'variable', maxDuration: 24 }),
      // A « 25 ans » product: from 21 to 25 years.
      offer(5, 2.9, { country: 'BE', rateType: 'fixed', minDuration: 252, maxDuration: 300 }),
      offer(6, 3.3, { country: 'BE', rateType: null, advertiserKind: 'courtier' }),
    ];
    const ask = async (input: Partial<Parameters<typeof compareOffers>[1]>) =>
      (
        await compareOffers(
          { offers: storeOf(rows), clock },
          { categorySlug: 'pret-hypothecaire', amount: 250_000, duration: 240, ...input },
        )
      ).ranked.map((o) => o.productId);
    expect(await ask({})).toEqual([3, 1, 2, 6]);
    expect(await ask({ duration: 300 })).toEqual([5, 3, 1, 2, 6]);
    expect(await ask({ duration: 24 })).toEqual([4, 3, 1, 2, 6]);
    expect(await ask({ countries: ['BE'] })).toEqual([3, 1, 6]);
    expect(await ask({ rateTypes: ['fixed', 'mixed'] })).toEqual([3, 1]);
    expect(await ask({ channel: 'broker' })).toEqual([3, 6]);
    expect(await ask({ channel: 'direct', countries: ['BE'] })).toEqual([1]);
  });

  it('ranks by the sort asked: TAEG, monthly payment or total cost', async () => {
    // Offer 2 has the lower rate but 3 000 € of fees: its TAEG and cost are above offer 1's.
    const rows = [offer(1, 3.3), offer(2, 3.1, { fees: 3000 }), offer(3, 3.5)];
    const order = async (sort: (typeof offerSorts)[number]) =>
      (
        await compareOffers({ offers: storeOf(rows), clock }, { categorySlug: 'pret-personnel', amount: 20_000, duration: 60, sort })
      ).ranked.map((o) => o.productId);
    expect(await order('rate')).toEqual([2, 1, 3]);
    expect(await order('apr')).toEqual([1, 3, 2]);
    expect(await order('cost')).toEqual([1, 3, 2]);
    // The instalment leaves the fees out (paid upfront): the lowest rate has the lowest payment.
    expect(await order('payment')).toEqual([2, 1, 3]);
  });

  describe('properties', () => {
    const arbitraryRow = fc
      .record({
        id: fc.integer({ min: 1, max: 10_000 }),
        rate: fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100),
        // Fees a lender could charge on the smallest loan asked (a TAEG exists for them).
        fees: fc.constantFrom(0, 0, 20, 90),
        country: fc.constantFrom('LUX', 'BE', 'FR'),
        rateType: fc.constantFrom(...rateTypes, null),
        viaBroker: fc.boolean(),
        advertiserKind: fc.constantFrom('banque', 'courtier'),
        sponsored: fc.boolean(),
        minDuration: fc.option(fc.integer({ min: 12, max: 240 }), { nil: null }),
        span: fc.integer({ min: 0, max: 240 }),
        minAmount: fc.option(fc.integer({ min: 1_000, max: 300_000 }), { nil: null }),
        maxAmount: fc.option(fc.integer({ min: 1_000, max: 600_000 }), { nil: null }),
      })
      .map((r) =>
        offer(r.id, r.rate, {
          fees: r.fees,
          country: r.country,
          rateType: r.rateType,
          viaBroker: r.viaBroker,
          advertiserKind: r.advertiserKind,
          isSponsored: r.sponsored,
          minDuration: r.minDuration,
          maxDuration: r.minDuration === null ? null : r.minDuration + r.span,
          minAmount: r.minAmount,
          maxAmount: r.maxAmount,
        }),
      );
    const rows = fc.uniqueArray(arbitraryRow, { maxLength: 20, selector: (r) => r.productId });
    const query = fc.record(
      {
        amount: fc.integer({ min: 1_000, max: 500_000 }),
        duration: fc.integer({ min: 12, max: 360 }),
        countries: fc.subarray(['LUX', 'BE', 'FR'] as ('LUX' | 'BE' | 'FR')[]),
        rateTypes: fc.subarray([...rateTypes]),
        channel: fc.constantFrom('direct' as const, 'broker' as const),
        sort: fc.constantFrom(...offerSorts),
      },
      { requiredKeys: ['amount', 'duration'] },
    );

    it('computes each offer for the exact terms, never lists one outside its range, and filters only remove', async () => {
      await fc.assert(
        fc.asyncProperty(rows, query, async (list, asked) => {
          const input = { categorySlug: 'pret-immobilier', ...asked };
          const { ranked } = await compareOffers({ offers: storeOf(list), clock }, input);
          const { ranked: unfiltered } = await compareOffers(
            { offers: storeOf(list), clock },
            { categorySlug: 'pret-immobilier', amount: asked.amount, duration: asked.duration },
          );
          const kept = new Set(unfiltered.map((o) => o.productId));
          for (const o of ranked) {
            expect(coversTerms(o, asked.amount, asked.duration)).toBe(true);
            expect(kept.has(o.productId)).toBe(true);
            expect(offerMatches(asked, o)).toBe(true);
            if (asked.channel) expect(offerChannelOf(o)).toBe(asked.channel);
            // A French lender quotes a nominal rate: the payment is the exact terms' annuity at it.
            if (o.country === 'FR') {
              const schedule = amortizationSchedule({
                amount: asked.amount,
                rate: o.rate,
                duration: asked.duration,
                convention: 'nominal',
                mode: 'banking',
              });
              expect(o.monthlyPayment).toBe(schedule.months[0]?.payment);
            }
          }
          // Nothing that matches is lost.
          expect(ranked.length).toBe(list.filter((row) => offerMatches(asked, row)).length);
        }),
        { numRuns: 80 },
      );
    });

    it('each sort is a total order: the ranking follows it and does not depend on the order the store answers in', async () => {
      await fc.assert(
        fc.asyncProperty(rows, fc.constantFrom(...offerSorts), async (list, sort) => {
          const input = { categorySlug: 'pret-personnel', amount: 15_000, duration: 60, sort };
          const one = (await compareOffers({ offers: storeOf(list), clock }, input)).ranked.map((o) => o.productId);
          const other = (await compareOffers({ offers: storeOf([...list].reverse()), clock }, input)).ranked.map((o) => o.productId);
          expect(other).toEqual(one);
          const order = offerOrder(sort);
          const { ranked } = await compareOffers({ offers: storeOf(list.map((r) => ({ ...r, isSponsored: false }))), clock }, input);
          for (let i = 1; i < ranked.length; i++) expect(order(ranked[i - 1] as ComparedOffer, ranked[i] as ComparedOffer)).toBeLessThan(0);
        }),
        { numRuns: 60 },
      );
    });

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
