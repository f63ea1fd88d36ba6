import { err, type Result } from '../result.ts';
import type { Feasibility, FeasibilityError } from './feasibility-rule.ts';
import { projectFeasibilityUnder, type ProjectFeasibilityInput } from './project-feasibility-rule.ts';
import { purchaseRulesOn } from './purchase-budget.ts';

/**
 * The feasibility verdict and its fixes for a purchase on the day of the deed (today when absent):
 * feasibility-rule.ts `projectFeasibilityUnder` on the rules in force that day.
 */
export function projectFeasibility(input: ProjectFeasibilityInput & { date?: Date }): Result<Feasibility, FeasibilityError> {
  const { date = new Date(), purchase, borrowing } = input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'feasibility/invalid-input', detail: 'date must be a valid date' });
  return projectFeasibilityUnder(purchaseRulesOn(date), { purchase, borrowing });
}
