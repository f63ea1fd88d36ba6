import { ok, type Result } from '../result.ts';
import type { BorrowingCapacityInput } from './borrowing-capacity-rule.ts';
import { loanFeasibilityUnder, type Feasibility, type FeasibilityError } from './feasibility-rule.ts';
import { purchaseBudgetUnder, type PurchaseBudgetInput, type PurchaseRules } from './purchase-budget-rule.ts';

/*
 * The feasibility verdict for a purchase (feasibility-rule.ts judges a loan): apart from it so that a page judging a
 * loan alone (the capacity page) loads no acquisition costs.
 */

export interface ProjectFeasibilityInput {
  /** The purchase (its country is the household's lender's too). */
  purchase: Omit<PurchaseBudgetInput, 'date'>;
  borrowing: Omit<BorrowingCapacityInput, 'country' | 'date'>;
}

/**
 * The verdict for a purchase: its loan needed (purchaseBudgetUnder: price + the country's acquisition costs − own
 * funds) judged by `loanFeasibilityUnder` against the price. The costs depend on the price only, so each euro of own
 * funds added lowers the loan needed by one euro: the own-funds fix is the extra own funds to bring.
 */
export function projectFeasibilityUnder(
  rules: PurchaseRules,
  { purchase, borrowing }: ProjectFeasibilityInput,
): Result<Feasibility, FeasibilityError> {
  const judge = (ownFunds: number): Result<Feasibility, FeasibilityError> => {
    const budget = purchaseBudgetUnder(rules, { ...purchase, ownFunds });
    if (!budget.ok) return budget;
    return loanFeasibilityUnder(rules.lending, {
      country: purchase.country,
      loan: budget.value.loanNeeded,
      price: purchase.price,
      buyerProfile: purchase.buyerProfile,
      borrowing,
    });
  };
  const answer = judge(purchase.ownFunds);
  if (!answer.ok || answer.value.fixes.ownFunds === null) return answer;
  // The loan needed with E more own funds is the loan − E up to the last bit of the sum: confirm the step with the
  // budget itself, so that the own funds typed with the fix give the feasible answer.
  const feasibleWith = (extra: number) => {
    const verdict = judge(purchase.ownFunds + extra);
    return verdict.ok && verdict.value.feasible;
  };
  let extra = answer.value.fixes.ownFunds;
  while (!feasibleWith(extra)) extra += 1;
  while (extra > 1 && feasibleWith(extra - 1)) extra -= 1;
  return ok({ ...answer.value, fixes: { ...answer.value.fixes, ownFunds: extra } });
}
