import * as v from 'valibot';
import { borrowerInsuranceComparisonUnder, type BorrowerInsuranceComparison } from '../finance/borrower-insurance-comparison.ts';
import { lendingRulesOn } from '../finance/country-rules.ts';
import { INSURANCE_RATE_BASES } from '../finance/insurance.ts';
import { marketCountrySchema } from '../catalogue/country-schemas.ts';
import { borrowerInsuranceLawsOn } from '../legal/borrower-insurance-law.ts';
import type { Clock } from '../ports/clock.ts';

const insuranceRateSchema = v.pipe(
  v.number('Le taux d’assurance doit être un nombre.'),
  v.minValue(0, 'Le taux d’assurance ne peut être négatif.'),
  v.maxValue(5, 'Le taux d’assurance ne peut dépasser 5 %.'),
);
const basisSchema = v.picklist(INSURANCE_RATE_BASES, 'Choisissez le capital emprunté ou le capital restant dû.');

/** What a visitor types into the borrower-insurance comparison; French messages, checked once at the edge. */
export const compareBorrowerInsuranceInputSchema = v.strictObject({
  amount: v.pipe(
    v.number('Le montant doit être un nombre.'),
    v.minValue(100, 'Le montant doit être d’au moins 100 €.'),
    v.maxValue(100_000_000, 'Le montant ne peut dépasser 100 000 000 €.'),
  ),
  rate: v.pipe(
    v.number('Le taux doit être un nombre.'),
    v.minValue(0, 'Le taux ne peut être négatif.'),
    v.maxValue(100, 'Le taux ne peut dépasser 100 %.'),
  ),
  duration: v.pipe(
    v.number('La durée doit être un nombre.'),
    v.integer('La durée se compte en mois entiers.'),
    v.minValue(1, 'La durée doit être d’au moins 1 mois.'),
    v.maxValue(600, 'La durée ne peut dépasser 50 ans.'),
  ),
  country: marketCountrySchema,
  groupRate: insuranceRateSchema,
  groupBasis: basisSchema,
  outsideRate: insuranceRateSchema,
  outsideBasis: basisSchema,
});

export type CompareBorrowerInsuranceInput = v.InferOutput<typeof compareBorrowerInsuranceInputSchema>;

/**
 * The bank's group contract against an outside insurer on the day of the clock: finance/borrower-insurance-comparison.ts
 * `borrowerInsuranceComparisonUnder` with the rules in force that day.
 */
export function compareBorrowerInsurance(deps: { clock: Clock }, input: CompareBorrowerInsuranceInput): BorrowerInsuranceComparison {
  const today = deps.clock.now();
  return borrowerInsuranceComparisonUnder({ lending: lendingRulesOn(today), insuranceLaws: borrowerInsuranceLawsOn(today) }, input);
}
