import { err, type Result } from '../result.ts';
import { lendingRulesOn } from './country-rules.ts';
import {
  borrowingCapacityUnder,
  type BorrowingCapacity,
  type BorrowingCapacityError,
  type BorrowingCapacityInput,
} from './borrowing-capacity-rule.ts';

/**
 * How much a household can borrow under the rules of its country on the input's day (today when absent):
 * borrowing-capacity-rule.ts `borrowingCapacityUnder` on the rules in force that day (country-rules.ts `rulesFor`).
 */
export function borrowingCapacity(input: BorrowingCapacityInput): Result<BorrowingCapacity, BorrowingCapacityError> {
  const { date = new Date(), ...household } = input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'capacity/invalid-input', detail: 'date must be a valid date' });
  return borrowingCapacityUnder(lendingRulesOn(date), household);
}
