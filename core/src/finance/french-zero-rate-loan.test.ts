import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  frenchZeroRateLoanUnder,
  ZERO_RATE_LOAN_HOUSINGS,
  ZERO_RATE_LOAN_ZONES,
  type ZeroRateLoan,
  type ZeroRateLoanInput,
} from './french-zero-rate-loan-rule.ts';
import { frenchZeroRateLoanRulesOn, type FrenchZeroRateLoanRules } from '../legal/french-zero-rate-loan.ts';

const rules = frenchZeroRateLoanRulesOn(new Date(2026, 10, 27, 12)) as FrenchZeroRateLoanRules;

function ptz(input: Partial<ZeroRateLoanInput>): ZeroRateLoan {
  const result = frenchZeroRateLoanUnder(rules, {
    zone: 'B1',
    occupants: 2,
    income: 30_000,
    cost: 250_000,
    housing: 'neuf-collectif',
    firstTimeBuyer: true,
    ...input,
  });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

describe('frenchZeroRateLoanRulesOn', () => {
  it('holds for offers from 1 April 2025 to 31 December 2027 only', () => {
    expect(frenchZeroRateLoanRulesOn(new Date(2025, 2, 31, 12))).toBeNull();
    expect(frenchZeroRateLoanRulesOn(new Date(2025, 3, 1, 12))).not.toBeNull();
    expect(frenchZeroRateLoanRulesOn(new Date(2027, 11, 31, 12))).not.toBeNull();
    expect(frenchZeroRateLoanRulesOn(new Date(2028, 0, 1, 12))).toBeNull();
  });
});

describe('PTZ — the published tables', () => {
  it('income ceilings by zone and occupants (sogerim.fr, percoconstructions.com, from 1 April 2025)', () => {
    // Source: https://sogerim.fr/fr/ptz-1163 « Personne seule | 49 000 € | 34 500 € | 31 500 € | 28 500 € » …
    const published: Record<string, number[]> = {
      A: [49_000, 73_500, 88_200, 102_900, 117_600],
      B1: [34_500, 51_750, 62_100, 72_450, 82_800],
      B2: [31_500, 47_250, 56_700, 66_150, 75_600],
      C: [28_500, 42_750, 51_300, 59_850, 68_400],
    };
    for (const zone of ZERO_RATE_LOAN_ZONES) {
      published[zone]?.forEach((ceiling, index) => expect(ptz({ zone, occupants: index + 1 }).incomeCeiling).toBe(ceiling));
    }
    // 8 people and more: 161 700 € in zone A (« Simulateur prêt à taux zéro (PTZ) : calcul gratuit 2026 »).
    expect(ptz({ zone: 'A', occupants: 8 }).incomeCeiling).toBe(161_700);
    expect(ptz({ zone: 'A', occupants: 11 }).incomeCeiling).toBe(161_700);
  });

  it('income ceilings as the article states them (CCH art. D31-10-3-1, lexbase.fr, read on 2026-11-28)', () => {
    // The article's table, 1 to 8 persons and more, zones A, B1, B2, C.
    const table: Record<'A' | 'B1' | 'B2' | 'C', number[]> = {
      A: [49_000, 73_500, 88_200, 102_900, 117_600, 132_300, 147_000, 161_700],
      B1: [34_500, 51_750, 62_100, 72_450, 82_800, 93_150, 103_500, 113_850],
      B2: [31_500, 47_250, 56_700, 66_150, 75_600, 85_050, 94_500, 103_950],
      C: [28_500, 42_750, 51_300, 59_850, 68_400, 76_950, 85_500, 94_050],
    };
    for (const zone of ZERO_RATE_LOAN_ZONES)
      table[zone].forEach((ceiling, index) => expect(ptz({ zone, occupants: index + 1 }).incomeCeiling).toBe(ceiling));
    expect(ptz({ zone: 'C', occupants: 11 }).incomeCeiling).toBe(94_050);
  });

  it('operation cost ceilings by zone and occupants, flat from 5 occupants', () => {
    const published: Record<string, number[]> = {
      A: [150_000, 225_000, 270_000, 315_000, 360_000],
      B1: [135_000, 202_500, 243_000, 283_500, 324_000],
      B2: [110_000, 165_000, 198_000, 231_000, 264_000],
      C: [100_000, 150_000, 180_000, 210_000, 240_000],
    };
    for (const zone of ZERO_RATE_LOAN_ZONES) {
      published[zone]?.forEach((ceiling, index) => expect(ptz({ zone, occupants: index + 1 }).costCeiling).toBe(ceiling));
      expect(ptz({ zone, occupants: 7 }).costCeiling).toBe(published[zone]?.[4]);
    }
  });
});

describe('PTZ — published worked examples', () => {
  it('the maxima: 180 000 € for a new home, 132 000 € for an old one with works (phosphore-amenagement.fr)', () => {
    /*
     * Source: https://www.phosphore-amenagement.fr/project-04 « Les montants maximum valables jusqu'en 2027 sont de :
     * 180 000 euros pour le neuf ; 132 000 euros pour l'ancien (avec travaux) ». That is 50 % (tranche 1) of the
     * highest cost ceilings: 360 000 € (zone A, 5 occupants) and 264 000 € (zone B2, 5 occupants).
     */
    expect(ptz({ zone: 'A', occupants: 5, income: 40_000, cost: 400_000, housing: 'neuf-collectif' })).toMatchObject({
      tranche: 1,
      quotite: 50,
      amount: 180_000,
    });
    expect(ptz({ zone: 'B2', occupants: 5, income: 29_000, cost: 300_000, housing: 'ancien-travaux' })).toMatchObject({
      tranche: 1,
      quotite: 50,
      amount: 132_000,
    });
  });

  it('a new house gets 30 / 20 / 20 / 10 % by tranche (MoneyVox on décret 2025-299)', () => {
    // https://app.moneyvox.fr/credit/actualites/102720/pret-a-taux-zero-c-est-officiel-voici-les-nouvelles-regles-pour-le-ptz-2025
    // Zone C, 2 occupants (coefficient 1,5, ceiling 150 000 €), cost 150 000 € (÷ 9 = 16 667 €).
    const house = (income: number) => ptz({ zone: 'C', occupants: 2, income, cost: 150_000, housing: 'neuf-individuel' });
    expect(house(20_000)).toMatchObject({ tranche: 1, amount: 45_000 }); // 13 333 € a share ≤ 15 000 €
    expect(house(25_000)).toMatchObject({ tranche: 2, amount: 30_000 }); // 16 667 € ≤ 19 500 €
    expect(house(36_000)).toMatchObject({ tranche: 3, amount: 30_000 }); // 24 000 € ≤ 24 000 €
    expect(house(42_750)).toMatchObject({ tranche: 4, amount: 15_000 }); // 28 500 € = the ceiling
    expect(house(42_751)).toMatchObject({ tranche: null, refusal: 'income', amount: 0 });
  });

  it('counts the cost ÷ 9 when it is above the income', () => {
    // Zone B1, 1 occupant, income 10 000 € but a 270 000 € flat: resources 30 000 € → tranche 3, 40 % of 135 000 €.
    expect(ptz({ zone: 'B1', occupants: 1, income: 10_000, cost: 270_000 })).toMatchObject({
      resources: 30_000,
      tranche: 3,
      amount: 54_000,
    });
  });

  it('refuses an owner, an old home without works, and old homes in zones A and B1', () => {
    expect(ptz({ firstTimeBuyer: false })).toMatchObject({ refusal: 'not-first-time-buyer', amount: 0 });
    expect(ptz({ housing: 'ancien' })).toMatchObject({ refusal: 'housing', amount: 0 });
    expect(ptz({ zone: 'A', housing: 'ancien-travaux' })).toMatchObject({ refusal: 'zone', amount: 0 });
    expect(ptz({ zone: 'B1', housing: 'ancien-travaux' })).toMatchObject({ refusal: 'zone', amount: 0 });
  });

  it('rejects impossible inputs', () => {
    expect(
      frenchZeroRateLoanUnder(rules, { zone: 'B1', occupants: 0, income: 1, cost: 1, housing: 'ancien', firstTimeBuyer: true }).ok,
    ).toBe(false);
    expect(
      frenchZeroRateLoanUnder(rules, { zone: 'B1', occupants: 1, income: -1, cost: 1, housing: 'ancien', firstTimeBuyer: true }).ok,
    ).toBe(false);
  });
});

describe('properties', () => {
  const input = fc.record({
    zone: fc.constantFrom(...ZERO_RATE_LOAN_ZONES),
    occupants: fc.integer({ min: 1, max: 10 }),
    income: fc.integer({ min: 0, max: 200_000 }),
    cost: fc.integer({ min: 0, max: 800_000 }),
    housing: fc.constantFrom(...ZERO_RATE_LOAN_HOUSINGS),
    firstTimeBuyer: fc.boolean(),
  });

  it('the amount never exceeds the quotité of the cost ceiling, nor the cost', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = ptz(value);
        expect(result.amount).toBeLessThanOrEqual((result.quotite / 100) * result.costCeiling + 1e-6);
        expect(result.amount).toBeLessThanOrEqual(value.cost);
        expect(result.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('income above the ceiling gives nothing', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 100_000 }), (value, extra) => {
        const ceiling = ptz(value).incomeCeiling;
        expect(ptz({ ...value, income: ceiling + extra }).amount).toBe(0);
      }),
    );
  });

  it('more income never increases the amount', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000 }), (value, extra) => {
        expect(ptz({ ...value, income: value.income + extra }).amount).toBeLessThanOrEqual(ptz(value).amount);
      }),
    );
  });

  it('up to the ceiling, a dearer home never gets less when the income, not the cost ÷ 9, sets the tranche', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (value, a, b) => {
        const ceiling = ptz(value).costCeiling;
        const [low, high] = [Math.round(Math.min(a, b) * ceiling), Math.round(Math.max(a, b) * ceiling)];
        const income = Math.max(value.income, high / 9);
        expect(ptz({ ...value, income, cost: high }).amount).toBeGreaterThanOrEqual(ptz({ ...value, income, cost: low }).amount);
      }),
    );
  });
});
