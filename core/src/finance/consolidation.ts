import { consumerPenaltyRulesOn } from '../legal/consumer-credit-penalties.ts';
import { penaltyRulesOn } from '../legal/early-repayment-penalties.ts';
import type { Result } from '../result.ts';
import {
  consolidationUnder,
  type Consolidation,
  type ConsolidationError,
  type ConsolidationInput,
  type ConsolidationRules,
} from './consolidation-rule.ts';
import { lendingRulesOn } from './country-rules.ts';

export * from './consolidation-rule.ts';

/** The rules a consolidation applies on a day (France's and Luxembourg's), as plain data: what a page sends its browser code. */
export function consolidationRulesOn(date: Date): ConsolidationRules {
  const lending = lendingRulesOn(date);
  const mortgage = penaltyRulesOn(date);
  return {
    conventions: { FR: lending.FR.rateConvention, LUX: lending.LUX.rateConvention },
    consumer: consumerPenaltyRulesOn(date),
    mortgage: { FR: mortgage.FR, LUX: mortgage['LUX-fixed-main-home'] },
  };
}

/** A consolidation of credits under the rules in force on `input.date` (today by default): `consolidationUnder` with the day's rules. */
export function consolidation(input: ConsolidationInput): Result<Consolidation, ConsolidationError> {
  const date = input.date instanceof Date && !Number.isNaN(input.date.getTime()) ? input.date : new Date();
  return consolidationUnder(consolidationRulesOn(date), input);
}
