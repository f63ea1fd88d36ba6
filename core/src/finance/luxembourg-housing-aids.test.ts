import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  luxembourgAidScaleRow,
  luxembourgAidScaleValue,
  luxembourgHousingAidsUnder,
  type LuxembourgHousingAids,
  type LuxembourgHousingAidsInput,
} from './luxembourg-housing-aids-rule.ts';
import { luxembourgHousingAidRulesOn, type LuxembourgHousingAidRules } from '../legal/luxembourg-housing-aids.ts';

const rules = luxembourgHousingAidRulesOn(new Date(2026, 10, 27, 12)) as LuxembourgHousingAidRules;

function aids(input: Partial<LuxembourgHousingAidsInput>, under: LuxembourgHousingAidRules = rules): LuxembourgHousingAids {
  const result = luxembourgHousingAidsUnder(under, { loan: 400_000, cost: 500_000, children: 0, income: 80_000, applicants: 2, ...input });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

describe('luxembourgHousingAidRulesOn', () => {
  it('starts with the law of 7 August 2023, in force on 1 September 2023', () => {
    expect(luxembourgHousingAidRulesOn(new Date(2023, 7, 31, 12))).toBeNull();
    expect(luxembourgHousingAidRulesOn(new Date(2023, 8, 1, 12))?.validFrom).toBe('2023-09-01');
  });

  it('takes the text as amended from 1 June 2024 (Legilux, consolidated version of that day)', () => {
    expect(luxembourgHousingAidRulesOn(new Date(2024, 4, 31, 12))?.validFrom).toBe('2023-09-01');
    expect(luxembourgHousingAidRulesOn(new Date(2024, 5, 1, 12))?.validFrom).toBe('2024-06-01');
    expect(rules.validFrom).toBe('2024-06-01');
  });
});

// The law of 7 August 2023, annexes III and IV, in Legilux's consolidated versions of 1 October 2023 and 1 June 2024.
describe('the scales of the law (annexes III and IV)', () => {
  const of2023 = luxembourgHousingAidRulesOn(new Date(2023, 9, 1, 12)) as LuxembourgHousingAidRules;

  it('picks a household’s line by its children, else one applicant or several', () => {
    const bonus = rules.accessionBonus.scale;
    expect(luxembourgAidScaleRow(bonus, { children: 0, applicants: 1 })).toEqual({
      maximum: 5_000,
      minimum: 500,
      incomeForMaximum: 2_805,
      incomeForMinimum: 5_485,
    });
    expect(luxembourgAidScaleRow(bonus, { children: 0, applicants: 2 })).toMatchObject({ maximum: 7_000, incomeForMinimum: 8_227 });
    expect(luxembourgAidScaleRow(bonus, { children: 2, applicants: 1 })).toMatchObject({ maximum: 9_000, incomeForMaximum: 6_451 });
    // Beyond three children: + 1 000 €, + 841 and + 1 645 a child.
    expect(luxembourgAidScaleRow(bonus, { children: 5, applicants: 2 })).toEqual({
      maximum: 12_000,
      minimum: 500,
      incomeForMaximum: 7_573 + 2 * 841,
      incomeForMinimum: 14_809 + 2 * 1_645,
    });
    // Before 1 June 2024 the smallest bonus came at lower incomes.
    expect(luxembourgAidScaleRow(of2023.accessionBonus.scale, { children: 3, applicants: 2 }).incomeForMinimum).toBe(8_709);
  });

  it('a = AS − (r − RI) / (RS − RI) × (AS − AI): the largest up to RI, the smallest at RS, none above', () => {
    const single = luxembourgAidScaleRow(rules.accessionBonus.scale, { children: 0, applicants: 1 });
    expect(luxembourgAidScaleValue(single, 2_000)).toBe(5_000);
    expect(luxembourgAidScaleValue(single, 2_805)).toBe(5_000);
    // Halfway between 2 805 and 5 485: halfway between 5 000 € and 500 €.
    expect(luxembourgAidScaleValue(single, 4_145)).toBe(2_750);
    expect(luxembourgAidScaleValue(single, 5_485)).toBe(500);
    expect(luxembourgAidScaleValue(single, 5_486)).toBeNull();
  });

  it('the subsidy’s rate: 0,25 % to 2,45 % in 2023, to 3,50 % from 1 June 2024 (art. 21)', () => {
    expect(luxembourgAidScaleRow(of2023.interestSubsidy.scale, { children: 0, applicants: 1 })).toMatchObject({
      minimum: 0.25,
      maximum: 2.45,
    });
    expect(luxembourgAidScaleRow(rules.interestSubsidy.scale, { children: 4, applicants: 2 })).toMatchObject({
      minimum: 0.25,
      maximum: 3.5,
    });
  });
});

describe('Luxembourg aids — the published figures', () => {
  it('subvention d’intérêt: loans counted up to 200 000 € + 20 000 € a child, at most 280 000 € (guichet.public.lu)', () => {
    // https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-interet/subvention-interet.html
    expect(aids({ children: 0 }).interestSubsidy.loanCounted).toBe(200_000);
    expect(aids({ children: 2 }).interestSubsidy.loanCounted).toBe(240_000);
    expect(aids({ children: 4 }).interestSubsidy.loanCounted).toBe(280_000);
    expect(aids({ children: 6 }).interestSubsidy.loanCounted).toBe(280_000);
    expect(aids({ loan: 150_000, children: 3 }).interestSubsidy.loanCounted).toBe(150_000);
    // Between 0,25 % and 3,50 % a year: 200 000 € → 41,67 € to 583,33 € a month in the first year.
    expect(aids({ children: 0 }).interestSubsidy).toMatchObject({ monthlyAtMinimumRate: 41.67, monthlyAtMaximumRate: 583.33 });
    // Under the 2023 text, at most 2,45 %: 408,33 € a month.
    const of2023 = luxembourgHousingAidRulesOn(new Date(2024, 0, 15, 12)) as LuxembourgHousingAidRules;
    expect(aids({ children: 0 }, of2023).interestSubsidy).toMatchObject({ maximumRatePercent: 2.45, monthlyAtMaximumRate: 408.33 });
  });

  it('garantie de l’État: the loan above 60 % of the cost, at most 40 % of it (30 % in 2023) and 294 824,40 € (art. 14)', () => {
    // Legilux, loi du 7 août 2023, art. 14 (1): « sans pouvoir dépasser 40 pour cent dudit coût » from 1 June 2024.
    expect(aids({ cost: 500_000, loan: 400_000 }).stateGuarantee.amount).toBe(100_000);
    expect(aids({ cost: 500_000, loan: 480_000 }).stateGuarantee.amount).toBe(180_000);
    expect(aids({ cost: 500_000, loan: 250_000 }).stateGuarantee.amount).toBe(0);
    expect(aids({ cost: 1_200_000, loan: 1_150_000 }).stateGuarantee.amount).toBe(294_824.4);
    const of2023 = luxembourgHousingAidRulesOn(new Date(2023, 9, 1, 12)) as LuxembourgHousingAidRules;
    expect(aids({ cost: 500_000, loan: 480_000 }, of2023).stateGuarantee.amount).toBe(150_000);
  });

  it('the guarantee’s income limit: in euros for 2022 under the 2023 text, at index 100 only from 1 June 2024', () => {
    const of2023 = luxembourgHousingAidRulesOn(new Date(2023, 9, 1, 12)) as LuxembourgHousingAidRules;
    expect(aids({ applicants: 1, income: 82_000 }, of2023).stateGuarantee).toMatchObject({
      incomeLimitAtIndex100: 9_400,
      incomeLimitInEuros: { amount: 81_936.04, year: 2022 },
      incomeAboveLimit: true,
    });
    expect(aids({ applicants: 2, income: 82_000 }, of2023).stateGuarantee).toMatchObject({
      incomeLimitAtIndex100: 11_200,
      incomeLimitInEuros: { amount: 97_625.92, year: 2022 },
      incomeAboveLimit: false,
    });
    expect(aids({ applicants: 1, income: 500_000 }).stateGuarantee).toEqual({
      amount: 100_000,
      incomeLimitAtIndex100: 10_610,
      incomeLimitInEuros: null,
      incomeAboveLimit: null,
    });
    expect(aids({ applicants: 2 }).stateGuarantee.incomeLimitAtIndex100).toBe(14_690);
  });

  it('the bonification d’intérêt ended on 1 September 2023; the prime d’accession is the household’s range', () => {
    expect(aids({}).interestBonusEndedOn).toBe('2023-09-01');
    expect(aids({ applicants: 1, children: 0 }).accessionBonus).toEqual({ minimum: 500, maximum: 5_000 });
    expect(aids({ applicants: 2, children: 0 }).accessionBonus).toEqual({ minimum: 500, maximum: 7_000 });
    expect(aids({ children: 3 }).accessionBonus).toEqual({ minimum: 500, maximum: 10_000 });
    expect(aids({ children: 4 }).accessionBonus).toEqual({ minimum: 500, maximum: 11_000 });
  });

  it('rejects impossible inputs', () => {
    expect(luxembourgHousingAidsUnder(rules, { loan: -1, cost: 1, children: 0, income: 0, applicants: 1 }).ok).toBe(false);
    expect(luxembourgHousingAidsUnder(rules, { loan: 1, cost: 1, children: 0.5, income: 0, applicants: 1 }).ok).toBe(false);
  });
});

describe('properties', () => {
  const input = fc.record({
    loan: fc.integer({ min: 0, max: 2_000_000 }),
    cost: fc.integer({ min: 0, max: 2_000_000 }),
    children: fc.integer({ min: 0, max: 8 }),
    income: fc.integer({ min: 0, max: 300_000 }),
    applicants: fc.integer({ min: 1, max: 3 }),
  });

  it('the guarantee lies between 0 and 40 % of the cost, and is 0 up to 60 % of it', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { amount } = aids(value).stateGuarantee;
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(value.cost * 0.4 + 0.01);
        if (value.loan <= value.cost * 0.6) expect(amount).toBe(0);
      }),
    );
  });

  it('the subsidised loan never exceeds the loan nor 280 000 €, and a child never lowers it', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { loanCounted, monthlyAtMinimumRate, monthlyAtMaximumRate } = aids(value).interestSubsidy;
        expect(loanCounted).toBeLessThanOrEqual(Math.min(value.loan, 280_000));
        expect(monthlyAtMinimumRate).toBeLessThanOrEqual(monthlyAtMaximumRate);
        expect(aids({ ...value, children: value.children + 1 }).interestSubsidy.loanCounted).toBeGreaterThanOrEqual(loanCounted);
      }),
    );
  });

  it('a scale’s value never leaves [minimum, maximum] and never rises with the income', () => {
    const household = fc.record({ children: fc.integer({ min: 0, max: 8 }), applicants: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(household, fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 5_000 }), (who, income, more) => {
        for (const scale of [rules.accessionBonus.scale, rules.interestSubsidy.scale]) {
          const row = luxembourgAidScaleRow(scale, who);
          const value = luxembourgAidScaleValue(row, income);
          const higher = luxembourgAidScaleValue(row, income + more);
          if (value === null) expect(higher).toBeNull();
          else {
            expect(value).toBeGreaterThanOrEqual(row.minimum - 1e-9);
            expect(value).toBeLessThanOrEqual(row.maximum);
            if (higher !== null) expect(higher).toBeLessThanOrEqual(value + 1e-9);
          }
        }
      }),
    );
  });
});
