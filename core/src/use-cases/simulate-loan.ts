import { lendingRulesOn } from '../finance/country-rules.ts';
import { loanSimulationUnder, SIMULATE_LOAN_CHECKS, type LoanSimulation } from '../finance/loan-simulation.ts';
import type { FormValues } from '../fields/form-checks.ts';
import { formSchema } from '../fields/form-schema.ts';
import type { Clock } from '../ports/clock.ts';

/** What a visitor types into the mortgage simulation (finance/loan-simulation.ts `SIMULATE_LOAN_CHECKS`), checked once at the edge. */
export const simulateLoanInputSchema = formSchema(SIMULATE_LOAN_CHECKS);

export type SimulateLoanInput = FormValues<(typeof SIMULATE_LOAN_CHECKS)['fields']>;

/**
 * The mortgage simulation on the day of the clock: finance/loan-simulation.ts `loanSimulationUnder` with the
 * countries' lending rules in force that day.
 */
export function simulateLoan(deps: { clock: Clock }, input: SimulateLoanInput): LoanSimulation {
  return loanSimulationUnder(lendingRulesOn(deps.clock.now()), input);
}
