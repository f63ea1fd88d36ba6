import { err, type Result } from '../result.ts';
import { projectReachUnder, type ProjectReach, type ProjectReachError, type ProjectReachInput } from './project-reach-rule.ts';
import { purchaseRulesOn } from './purchase-budget.ts';

/**
 * Can the household borrow what the purchase needs, on the day of the deed (today when absent)? project-reach-rule.ts
 * `projectReachUnder` on the rules in force that day.
 */
export function projectReach({ purchase, borrowing }: ProjectReachInput): Result<ProjectReach, ProjectReachError> {
  const { date = new Date(), ...rest } = purchase;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'budget/invalid-input', detail: 'date must be a valid date' });
  return projectReachUnder(purchaseRulesOn(date), { purchase: rest, borrowing });
}
