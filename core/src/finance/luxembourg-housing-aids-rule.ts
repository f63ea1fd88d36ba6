import { err, ok, type Result } from '../result.ts';
import type { LuxembourgHousingAidRules } from '../legal/luxembourg-housing-aids.ts';

/**
 * What Luxembourg's housing aids come to for one purchase, on the day's rules (legal/luxembourg-housing-aids.ts
 * `luxembourgHousingAidRulesOn`): only what the published figures allow. Pure: no table lives here.
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
  /** Prime d'accession: not computed (scale not found), its published range only. */
  accessionBonus: { minimum: number; maximum: number };
  interestSubsidy: {
    /** The loan the subsidy is computed on: min(loan, 200 000 € + 20 000 € per child, 280 000 €). */
    loanCounted: number;
    /** Monthly subsidy in the first year, euros, at the lowest and the highest published rate. */
    monthlyAtMinimumRate: number;
    monthlyAtMaximumRate: number;
  };
  /** The bonification d'intérêt ended on this day; nothing is paid on a new file. */
  interestBonusEndedOn: string;
  stateGuarantee: {
    /** Euros of the loan the State may guarantee: the part above 60 % of the cost, at most 30 % of it and the cap. */
    amount: number;
    /** The household's income is above the limit published for 2022 (indexed since: not applied). */
    incomeAbove2022Limit: boolean;
    incomeLimit2022: number;
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
  const ceiling = Math.min(subsidy.loanCeiling + subsidy.perChild * input.children, subsidy.maximumLoan);
  const loanCounted = Math.min(input.loan, ceiling);
  const monthly = (ratePercent: number) => Math.round(((loanCounted * ratePercent) / 100 / 12) * 100) / 100;

  const above = input.loan - (input.cost * guarantee.fromPercentOfCost) / 100;
  const amount = Math.max(0, Math.min(above, (input.cost * guarantee.maximumPercentOfCost) / 100, guarantee.maximumAmount));
  const incomeLimit2022 = input.applicants > 1 ? guarantee.incomeLimit2022.several : guarantee.incomeLimit2022.single;

  return ok({
    accessionBonus: { minimum: rules.accessionBonus.minimum, maximum: rules.accessionBonus.maximum },
    interestSubsidy: {
      loanCounted,
      monthlyAtMinimumRate: monthly(subsidy.minimumRatePercent),
      monthlyAtMaximumRate: monthly(subsidy.maximumRatePercent),
    },
    interestBonusEndedOn: rules.interestBonus.endedOn,
    stateGuarantee: { amount: Math.round(amount * 100) / 100, incomeAbove2022Limit: input.income > incomeLimit2022, incomeLimit2022 },
  });
}
