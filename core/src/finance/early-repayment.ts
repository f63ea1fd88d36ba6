import { err, type Result } from '../result.ts';
import { penaltyRulesOn } from '../legal/early-repayment-penalties.ts';
import { lendingRulesOn } from './country-rules.ts';
import {
  earlyRepaymentUnder,
  type EarlyRepayment,
  type EarlyRepaymentError,
  type EarlyRepaymentInput,
  type EarlyRepaymentRules,
} from './early-repayment-rule.ts';

/** The rules an early repayment depends on, in force on `date`: every country's lending rules and penalty rules. */
export function earlyRepaymentRulesOn(date: Date): EarlyRepaymentRules {
  return { lending: lendingRulesOn(date), penalties: penaltyRulesOn(date) };
}

/**
 * What an early repayment saves, and what it may cost, on the day of the repayment (today when absent):
 * early-repayment-rule.ts `earlyRepaymentUnder` on the rules in force that day.
 */
export function earlyRepayment(input: EarlyRepaymentInput): Result<EarlyRepayment, EarlyRepaymentError> {
  const { date = new Date(), ...repayment } = input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'early-repayment/invalid-input', detail: 'date must be a valid date' });
  return earlyRepaymentUnder(earlyRepaymentRulesOn(date), repayment);
}
