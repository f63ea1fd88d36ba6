import * as v from 'valibot';
import { lendingRulesOn } from '../finance/country-rules.ts';
import { loanSimulationUnder, type LoanSimulation } from '../finance/loan-simulation.ts';
import { marketCountrySchema } from '../catalogue/country-schemas.ts';
import type { Clock } from '../ports/clock.ts';

/** Fees above a fifth of the loan are no real offer, and would give TAEGs in the millions of percent. */
export const MAX_FEES_SHARE = 0.2;

/** What a visitor types into the mortgage simulation; French messages, checked once at the edge. */
export const simulateLoanInputSchema = v.pipe(
  v.strictObject({
    amount: v.pipe(
      v.number('Le montant doit être un nombre.'),
      v.minValue(100, 'Le montant doit être d’au moins 100\u00a0€.'),
      v.maxValue(100_000_000, 'Le montant ne peut dépasser 100\u202f000\u202f000\u00a0€.'),
    ),
    rate: v.pipe(
      v.number('Le taux doit être un nombre.'),
      v.minValue(0, 'Le taux ne peut être négatif.'),
      v.maxValue(100, 'Le taux ne peut dépasser 100\u00a0%.'),
    ),
    duration: v.pipe(
      v.number('La durée doit être un nombre.'),
      v.integer('La durée se compte en mois entiers.'),
      v.minValue(1, 'La durée doit être d’au moins 1\u00a0mois.'),
      v.maxValue(600, 'La durée ne peut dépasser 50\u00a0ans.'),
    ),
    country: marketCountrySchema,
    fees: v.optional(v.pipe(v.number('Les frais doivent être un nombre.'), v.minValue(0, 'Les frais ne peuvent être négatifs.')), 0),
    insuranceRate: v.optional(
      v.pipe(
        v.number('Le taux d’assurance doit être un nombre.'),
        v.minValue(0, 'Le taux d’assurance ne peut être négatif.'),
        v.maxValue(5, 'Le taux d’assurance ne peut dépasser 5\u00a0%.'),
      ),
      0,
    ),
  }),
  v.forward(
    v.check((input) => input.fees <= MAX_FEES_SHARE * input.amount, 'Les frais ne peuvent dépasser 20\u00a0% du montant emprunté.'),
    ['fees'],
  ),
);

export type SimulateLoanInput = v.InferOutput<typeof simulateLoanInputSchema>;

/**
 * The mortgage simulation on the day of the clock: finance/loan-simulation.ts `loanSimulationUnder` with the
 * countries' lending rules in force that day.
 */
export function simulateLoan(deps: { clock: Clock }, input: SimulateLoanInput): LoanSimulation {
  return loanSimulationUnder(lendingRulesOn(deps.clock.now()), input);
}
