import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luxembourgHousingAidsUnder, type LuxembourgHousingAids, type LuxembourgHousingAidsInput } from './luxembourg-housing-aids-rule.ts';
import { luxembourgHousingAidRulesOn, type LuxembourgHousingAidRules } from '../legal/luxembourg-housing-aids.ts';

const rules = luxembourgHousingAidRulesOn(new Date(2026, 10, 27, 12)) as LuxembourgHousingAidRules;

function aids(input: Partial<LuxembourgHousingAidsInput>): LuxembourgHousingAids {
  const result = luxembourgHousingAidsUnder(rules, { loan: 400_000, cost: 500_000, children: 0, income: 80_000, applicants: 2, ...input });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

describe('luxembourgHousingAidRulesOn', () => {
  it('starts with the law of 7 August 2023, in force on 1 September 2023', () => {
    expect(luxembourgHousingAidRulesOn(new Date(2023, 7, 31, 12))).toBeNull();
    expect(luxembourgHousingAidRulesOn(new Date(2023, 8, 1, 12))?.validFrom).toBe('2023-09-01');
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
  });

  it('garantie de l’État: the loan above 60 % of the cost, at most 30 % of it and 294 824,40 € (guichet.public.lu)', () => {
    // https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-capital/garantie-etat.html
    expect(aids({ cost: 500_000, loan: 400_000 }).stateGuarantee.amount).toBe(100_000);
    expect(aids({ cost: 500_000, loan: 480_000 }).stateGuarantee.amount).toBe(150_000);
    expect(aids({ cost: 500_000, loan: 250_000 }).stateGuarantee.amount).toBe(0);
    expect(aids({ cost: 1_200_000, loan: 1_150_000 }).stateGuarantee.amount).toBe(294_824.4);
  });

  it('compares the income with the limit published for 2022, one applicant or several', () => {
    expect(aids({ applicants: 1, income: 82_000 }).stateGuarantee).toMatchObject({
      incomeAbove2022Limit: true,
      incomeLimit2022: 81_936.04,
    });
    expect(aids({ applicants: 2, income: 82_000 }).stateGuarantee).toMatchObject({
      incomeAbove2022Limit: false,
      incomeLimit2022: 97_625.92,
    });
  });

  it('the bonification d’intérêt ended on 1 September 2023; the prime d’accession is a range only', () => {
    expect(aids({}).interestBonusEndedOn).toBe('2023-09-01');
    expect(aids({}).accessionBonus).toEqual({ minimum: 500, maximum: 10_000 });
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

  it('the guarantee lies between 0 and 30 % of the cost, and is 0 up to 60 % of it', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { amount } = aids(value).stateGuarantee;
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(value.cost * 0.3 + 0.01);
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
});
