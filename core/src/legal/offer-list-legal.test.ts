import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalCeilingFor } from './legal-ceilings.ts';
import { representativeExample } from './legal-mentions.ts';
import { applyOfferListLaw, firstMentionsPerMarket, leftOutSentence, type OfferFigures } from './offer-list-legal.ts';

/** A comparator list without sponsored slots. */
const list = (ranked: OfferFigures[]) => ({ sponsored: [], ranked });

// A day inside the sourced French usury quarter (Q1 2026: 23,56 % for consumer credit of 3 000 € or less) and
// Belgium's December 2025 maxima; and 26 November 2026, when only Belgium's maximum durations are on file.
const JANUARY = new Date('2026-01-15T12:00:00Z');
const TODAY = new Date('2026-11-26T12:00:00Z');

function offer(productId: number, country: string, apr: number, extra: Partial<OfferFigures> = {}): OfferFigures {
  return {
    productId,
    country,
    rate: apr - 0.1,
    apr,
    monthlyPayment: 100 + productId,
    totalDue: 3_000 + productId,
    fees: 0,
    isSponsored: false,
    ...extra,
  };
}

describe('applyOfferListLaw', () => {
  it('leaves out an offer above its own market’s usury threshold, counts it and says why', () => {
    const threshold = legalCeilingFor({ market: 'FR', date: JANUARY, kind: 'consumer', amount: 2_000, durationMonths: 24 }).maxApr!.value;
    const law = applyOfferListLaw(JANUARY, {
      visitor: undefined,
      credit: 'consumer',
      amount: 2_000,
      duration: 24,
      offers: list([offer(1, 'FR', threshold), offer(2, 'FR', threshold + 0.5), offer(3, 'LUX', threshold + 0.5)]),
    });
    // At the threshold is lawful, above is not; Luxembourg has no ceiling.
    expect(law.offers.ranked.map((kept) => kept.productId)).toEqual([1, 3]);
    expect(law.leftOut.count).toBe(1);
    expect(law.leftOut.reasons.join(' ')).toContain('taux d’usure');
    expect(leftOutSentence(law.leftOut, 2_000, 24)).toMatch(
      /^1 offre n’est pas affichée pour 2.000.€ sur 24.mois\u00a0: elle dépasse le plafond légal de son pays\. Ce TAEG/,
    );
  });

  it('leaves out a promoted sponsored offer from its slot and from the ranking, and counts the product once', () => {
    const law = applyOfferListLaw(TODAY, {
      visitor: 'BE',
      credit: 'consumer',
      amount: 18_000,
      duration: 96,
      offers: { sponsored: [offer(7, 'BE', 5, { isSponsored: true })], ranked: [offer(6, 'FR', 4), offer(7, 'BE', 5)] },
    });
    // Belgium allows 84 months for 18 000 €: its offer goes; the French one has no duration ceiling.
    expect(law.offers).toEqual({ sponsored: [], ranked: [offer(6, 'FR', 4)] });
    expect(law.leftOut.count).toBe(1);
    expect(leftOutSentence(law.leftOut, 18_000, 96)).toContain('84\u00a0mois');
  });

  it('speaks to the chosen market alone, with an example from the best unsponsored offer', () => {
    const offers = list([offer(1, 'LUX', 6, { isSponsored: true }), offer(2, 'FR', 5), offer(3, 'LUX', 7)]);
    const law = applyOfferListLaw(TODAY, { visitor: 'BE', credit: 'consumer', amount: 2_000, duration: 24, offers });
    expect(law.mentions.map((block) => block.country)).toEqual(['BE']);
    const expected = representativeExample(
      { amount: 2_000, duration: 24, rate: 4.9, apr: 5, monthlyPayment: 102, totalDue: 3_002, fees: 0 },
      'BE',
      TODAY,
    ).sentence;
    expect(law.mentions[0]?.mentions.example?.text).toBe(expected);
    expect(law.mentions[0]?.mentions.warning?.text).toBe('Attention, emprunter de l’argent coûte aussi de l’argent.');
  });

  it('without a chosen market, gives each market whose offers are shown its own labelled block, built from its own offers', () => {
    const offers = list([offer(1, 'FR', 5), offer(2, 'DE', 4), offer(3, 'LUX', 6), offer(4, 'FR', 4.5)]);
    const law = applyOfferListLaw(TODAY, { visitor: undefined, credit: 'mortgage', amount: 250_000, duration: 240, offers });
    expect(law.mentions.map((block) => [block.country, block.label])).toEqual([
      ['LUX', 'Luxembourg'],
      ['FR', 'France'],
    ]);
    expect(law.mentions[1]?.mentions.example?.text).toContain('TAEG fixe de 5,00\u00a0%');
    expect(law.mentions[1]?.mentions.extra.map((mention) => mention.key)).toEqual(['mortgage-reflection']);
    expect(law.mentions[0]?.mentions.extra).toEqual([]);
  });

  it('words the example’s rate as the reference offer’s own rate type', () => {
    const offers = list([offer(1, 'BE', 4, { rateType: 'variable' }), offer(2, 'BE', 5, { rateType: 'fixed' })]);
    const law = applyOfferListLaw(TODAY, { visitor: 'BE', credit: 'mortgage', amount: 250_000, duration: 240, offers });
    expect(law.mentions[0]?.mentions.example?.text).toContain(
      'au taux débiteur annuel variable de 3,90\u00a0%, TAEG variable de 4,00\u00a0%',
    );
    const fixedFirst = applyOfferListLaw(TODAY, {
      visitor: 'BE',
      credit: 'mortgage',
      amount: 250_000,
      duration: 240,
      offers: list([offer(3, 'BE', 3.5, { rateType: 'mixed' })]),
    });
    expect(fixedFirst.mentions[0]?.mentions.example?.text).toContain('TAEG révisable de 3,50\u00a0%');
  });

  it('keeps every offer in order when no ceiling is broken (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('LUX', 'DE', 'OTHER'), fc.double({ min: 0, max: 40, noNaN: true })), { maxLength: 20 }),
        (rows) => {
          const ranked = rows.map(([country, apr], index) => offer(index + 1, country, apr, { isSponsored: index % 3 === 1 }));
          const offers = { sponsored: ranked.filter((item) => item.isSponsored), ranked };
          const law = applyOfferListLaw(JANUARY, { visitor: undefined, credit: 'consumer', amount: 10_000, duration: 48, offers });
          expect(law.offers).toEqual(offers);
          expect(law.leftOut).toEqual({ count: 0, reasons: [] });
        },
      ),
    );
  });
});

describe('firstMentionsPerMarket', () => {
  it('keeps the first block of each market, in the markets’ order', () => {
    const a = applyOfferListLaw(TODAY, {
      visitor: undefined,
      credit: 'consumer',
      amount: 2_000,
      duration: 24,
      offers: list([offer(1, 'FR', 5)]),
    }).mentions;
    const b = applyOfferListLaw(TODAY, {
      visitor: undefined,
      credit: 'consumer',
      amount: 2_000,
      duration: 24,
      offers: list([offer(2, 'FR', 6), offer(3, 'LUX', 7)]),
    }).mentions;
    const merged = firstMentionsPerMarket([a, b]);
    expect(merged.map((block) => block.country)).toEqual(['LUX', 'FR']);
    expect(merged[1]).toBe(a[0]);
  });
});
