import { penaltyRulesOn } from '../legal/early-repayment-penalties.ts';
import { refinancingCostRulesOn } from '../legal/refinancing-costs.ts';
import type { Result } from '../result.ts';
import { lendingRulesOn } from './country-rules.ts';
import {
  renegotiationUnder,
  type Renegotiation,
  type RenegotiationError,
  type RenegotiationInput,
  type RenegotiationRules,
} from './renegotiation-rule.ts';

export * from './renegotiation-rule.ts';

/** The rules a renegotiation applies on a day (every country's), as plain data: what a page sends its browser code. */
export function renegotiationRulesOn(date: Date): RenegotiationRules {
  const lending = lendingRulesOn(date);
  return {
    conventions: { LUX: lending.LUX.rateConvention, BE: lending.BE.rateConvention, FR: lending.FR.rateConvention },
    penalties: penaltyRulesOn(date),
    costs: refinancingCostRulesOn(date),
  };
}

/**
 * What lowering a mortgage's rate gains, net of what it costs, with the same bank or another one, under the rules in
 * force on `input.date` (today by default): `renegotiationUnder` (renegotiation-rule.ts) with the day's rules.
 */
export function renegotiation(input: RenegotiationInput): Result<Renegotiation, RenegotiationError> {
  const date = input.date instanceof Date && !Number.isNaN(input.date.getTime()) ? input.date : new Date();
  return renegotiationUnder(renegotiationRulesOn(date), input);
}
