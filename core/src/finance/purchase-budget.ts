import { err, type Result } from '../result.ts';
import { acquisitionCostRatesOn } from './acquisition-costs.ts';
import { lendingRulesOn } from './country-rules.ts';
import {
  purchaseBudgetUnder,
  type PurchaseBudget,
  type PurchaseBudgetError,
  type PurchaseBudgetInput,
  type PurchaseRules,
} from './purchase-budget-rule.ts';

/** The rules a purchase's budget depends on, in force on `date`: every country's lending rules and cost rates. */
export function purchaseRulesOn(date: Date): PurchaseRules {
  return { lending: lendingRulesOn(date), costs: acquisitionCostRatesOn(date) };
}

/**
 * How much to borrow for a purchase on the day of the deed (today when absent): purchase-budget-rule.ts
 * `purchaseBudgetUnder` on the rules in force that day.
 */
export function purchaseBudget(input: PurchaseBudgetInput): Result<PurchaseBudget, PurchaseBudgetError> {
  const { date = new Date(), ...purchase } = input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return err({ type: 'budget/invalid-input', detail: 'date must be a valid date' });
  return purchaseBudgetUnder(purchaseRulesOn(date), purchase);
}
