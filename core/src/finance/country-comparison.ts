import { crossBorderIncomeRulesOn } from '../legal/cross-border-income.ts';
import { err, type Result } from '../result.ts';
import {
  countryComparisonUnder,
  type CountryComparison,
  type CountryComparisonError,
  type CountryComparisonInput,
  type CountryComparisonRules,
} from './country-comparison-rule.ts';
import { purchaseRulesOn } from './purchase-budget.ts';

export * from './country-comparison-rule.ts';

/** The rules a comparison applies on a day, as plain data: what a page sends its browser code. */
export function countryComparisonRulesOn(date: Date): CountryComparisonRules {
  return { ...purchaseRulesOn(date), incomes: crossBorderIncomeRulesOn(date) };
}

/**
 * One project in Luxembourg, Belgium and France under the rules in force on `input.date` (today by default):
 * `countryComparisonUnder` (country-comparison-rule.ts) with the day's rules.
 */
export function countryComparison(input: CountryComparisonInput): Result<CountryComparison, CountryComparisonError> {
  const { date = new Date(), ...project } = input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'comparison/invalid-input', detail: 'date must be a valid date' });
  return countryComparisonUnder(countryComparisonRulesOn(date), project);
}
