import { err, ok, type Result } from '../result.ts';
import type { LuxembourgAidScale, LuxembourgAidScaleRow, LuxembourgHousingAidRules } from '../legal/luxembourg-housing-aids.ts';

/**
 * What Luxembourg's housing aids come to for one purchase, on the day's rules (legal/luxembourg-housing-aids.ts
 * `luxembourgHousingAidRulesOn`): only what the law's figures allow without the cost-of-living index. Pure: no table
 * lives here.
 */

export interface LuxembourgHousingAidsInput {
  /** The mortgage, euros. */
  loan: number;
  /** The total cost of the investment (price, and works), euros. */
  cost: number;
  /** Dependent children. */
  children: number;
  /** Net yearly income of the household, euros. */
  income: number;
  /** Applicants: 1, or 2 and more (the guarantee's income limit differs). */
  applicants: number;
}

export interface LuxembourgHousingAids {
  /**
   * Prime d'accession for the household's line of the scale: from its smallest to its largest amount, before the
   * increase for the type of home (the income at index 100 it depends on cannot be computed: see the rules).
   */
  accessionBonus: { minimum: number; maximum: number };
  interestSubsidy: {
    /** The loan the subsidy is computed on: min(loan, 200 000 € + 20 000 € per child, 280 000 €). */
    loanCounted: number;
    /** The household's lowest and highest rate, % a year (annexe IV). */
    minimumRatePercent: number;
    maximumRatePercent: number;
    /** Monthly subsidy in the first year, euros, at those rates. */
    monthlyAtMinimumRate: number;
    monthlyAtMaximumRate: number;
  };
  /** The bonification d'intérêt ended on this day; nothing is paid on a new file. */
  interestBonusEndedOn: string;
  stateGuarantee: {
    /** Euros of the loan the State may guarantee: the part above 60 % of the cost, at most 30 or 40 % of it and the cap. */
    amount: number;
    /** The law's income limit for the household, at index 100 of the cost of living. */
    incomeLimitAtIndex100: number;
    /** The same in euros as published for a year, or null where none was found (then nothing is compared). */
    incomeLimitInEuros: { amount: number; year: number } | null;
    /** The household's income is above `incomeLimitInEuros`; null where there is none. */
    incomeAboveLimit: boolean | null;
  };
}

export type LuxembourgHousingAidsError = { type: 'lu-aids/invalid-input'; detail: string };

export function luxembourgHousingAidsUnder(
  rules: LuxembourgHousingAidRules,
  input: LuxembourgHousingAidsInput,
): Result<LuxembourgHousingAids, LuxembourgHousingAidsError> {
  for (const key of ['loan', 'cost', 'income'] as const) {
    if (!Number.isFinite(input[key]) || input[key] < 0) {
      return err({ type: 'lu-aids/invalid-input', detail: `${key} must be a finite number of euros, 0 or more` });
    }
  }
  if (!Number.isInteger(input.children) || input.children < 0) {
    return err({ type: 'lu-aids/invalid-input', detail: 'children must be a whole number, 0 or more' });
  }
  if (!Number.isInteger(input.applicants) || input.applicants < 1) {
    return err({ type: 'lu-aids/invalid-input', detail: 'applicants must be a whole number, 1 or more' });
  }
  const { interestSubsidy: subsidy, stateGuarantee: guarantee } = rules;
  const household = { children: input.children, applicants: input.applicants };
  const bonus = luxembourgAidScaleRow(rules.accessionBonus.scale, household);
  const rate = luxembourgAidScaleRow(subsidy.scale, household);
  const ceiling = Math.min(subsidy.loanCeiling + subsidy.perChild * input.children, subsidy.maximumLoan);
  const loanCounted = Math.min(input.loan, ceiling);
  const monthly = (ratePercent: number) => Math.round(((loanCounted * ratePercent) / 100 / 12) * 100) / 100;

  const above = input.loan - (input.cost * guarantee.fromPercentOfCost) / 100;
  const amount = Math.max(0, Math.min(above, (input.cost * guarantee.maximumPercentOfCost) / 100, guarantee.maximumAmount));
  const several = input.applicants > 1;
  const euros = guarantee.incomeLimitInEuros;
  const incomeLimitInEuros = euros ? { amount: several ? euros.several : euros.single, year: euros.year } : null;

  return ok({
    accessionBonus: { minimum: bonus.minimum, maximum: bonus.maximum },
    interestSubsidy: {
      loanCounted,
      minimumRatePercent: rate.minimum,
      maximumRatePercent: rate.maximum,
      monthlyAtMinimumRate: monthly(rate.minimum),
      monthlyAtMaximumRate: monthly(rate.maximum),
    },
    interestBonusEndedOn: rules.interestBonus.endedOn,
    stateGuarantee: {
      amount: Math.round(amount * 100) / 100,
      incomeLimitAtIndex100: several ? guarantee.incomeLimitAtIndex100.several : guarantee.incomeLimitAtIndex100.single,
      incomeLimitInEuros,
      incomeAboveLimit: incomeLimitInEuros ? input.income > incomeLimitInEuros.amount : null,
    },
  });
}

/** The scale's row for a household: by its dependent children, else one applicant (alone) or several (a couple). */
export function luxembourgAidScaleRow(
  scale: LuxembourgAidScale,
  household: { children: number; applicants: number },
): LuxembourgAidScaleRow {
  if (household.children <= 0) return household.applicants > 1 ? scale.couple : scale.single;
  if (household.children <= 3) return scale.children[household.children - 1] as LuxembourgAidScaleRow;
  const extra = household.children - 3;
  const three = scale.children[2];
  return {
    maximum: three.maximum + extra * scale.perExtraChild.maximum,
    minimum: three.minimum,
    incomeForMaximum: three.incomeForMaximum + extra * scale.perExtraChild.incomeForMaximum,
    incomeForMinimum: three.incomeForMinimum + extra * scale.perExtraChild.incomeForMinimum,
  };
}

/**
 * The annexes' formula, a = AS − (r − RI) / (RS − RI) × (AS − AI), at most AS, for an income `r` already brought to
 * index 100; null above RS (no aid). The caller rounds (the subsidy's rate to the eighth of a point below).
 */
export function luxembourgAidScaleValue(row: LuxembourgAidScaleRow, incomeAtIndex100: number): number | null {
  if (incomeAtIndex100 > row.incomeForMinimum) return null;
  if (incomeAtIndex100 <= row.incomeForMaximum) return row.maximum;
  const share = (incomeAtIndex100 - row.incomeForMaximum) / (row.incomeForMinimum - row.incomeForMaximum);
  return row.maximum - share * (row.maximum - row.minimum);
}
