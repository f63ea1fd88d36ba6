import {
  borrowerInsuranceComparisonUnder,
  COMPARE_BORROWER_INSURANCE_CHECKS,
  type BorrowerInsuranceComparison,
} from '../finance/borrower-insurance-comparison.ts';
import { lendingRulesOn } from '../finance/country-rules.ts';
import type { FormValues } from '../fields/form-checks.ts';
import { formSchema } from '../fields/form-schema.ts';
import { borrowerInsuranceLawsOn } from '../legal/borrower-insurance-law.ts';
import type { Clock } from '../ports/clock.ts';

/** What a visitor types into the borrower-insurance comparison (finance/borrower-insurance-comparison.ts), checked once at the edge. */
export const compareBorrowerInsuranceInputSchema = formSchema(COMPARE_BORROWER_INSURANCE_CHECKS);

export type CompareBorrowerInsuranceInput = FormValues<(typeof COMPARE_BORROWER_INSURANCE_CHECKS)['fields']>;

/**
 * The bank's group contract against an outside insurer on the day of the clock: finance/borrower-insurance-comparison.ts
 * `borrowerInsuranceComparisonUnder` with the rules in force that day.
 */
export function compareBorrowerInsurance(deps: { clock: Clock }, input: CompareBorrowerInsuranceInput): BorrowerInsuranceComparison {
  const today = deps.clock.now();
  return borrowerInsuranceComparisonUnder({ lending: lendingRulesOn(today), insuranceLaws: borrowerInsuranceLawsOn(today) }, input);
}
