import { err, ok, type Result } from '../result.ts';
import { borrowingCapacityUnder, type BorrowingCapacityError, type BorrowingCapacityInput } from './borrowing-capacity-rule.ts';
import { purchaseBudgetUnder, type PurchaseBudgetError, type PurchaseBudgetInput, type PurchaseRules } from './purchase-budget-rule.ts';
import { MONTHS_PER_YEAR } from './rate-convention.ts';

/** Own funds are suggested in steps of 100 €, durations in whole years. */
export const OWN_FUNDS_STEP = 100;

export interface ProjectReachInput {
  /** The purchase (its country is the household's too). */
  purchase: PurchaseBudgetInput;
  /** The household's borrowing: incomes, charges, rate, wished duration (months), insurance. */
  borrowing: Omit<BorrowingCapacityInput, 'country' | 'date'>;
}

export interface ProjectReach {
  /** The loan the purchase needs (purchaseBudget). */
  loanNeeded: number;
  /** The household's capacity at the wished duration; 0 when it has none. */
  maxAmount: number;
  /** The duration the capacity was computed over, months (the wished one, capped to the country's maximum). */
  duration: number;
  /** loanNeeded ≤ maxAmount. */
  reachable: boolean;
  /** loanNeeded − maxAmount when out of reach, else 0. */
  gap: number;
  /**
   * The two smallest changes that close the gap, each alone (null when reachable or when that change cannot):
   * the smallest extra own funds, a multiple of 100 €, and the shortest longer duration in whole years, at most
   * the country's maximum.
   */
  fixes: { extraOwnFunds: number | null; durationMonths: number | null };
}

export type ProjectReachError = PurchaseBudgetError | BorrowingCapacityError;

/**
 * Can the household borrow what the purchase needs? When it cannot, the smallest changes that make it possible:
 * « apport + 32 000 € » (the loan needed falls euro for euro with the own funds: the costs depend on the price
 * only), or « sur 30 ans » (the capacity grows with the duration, up to the country's maximum). Each suggestion
 * is checked by computing the project again with it, and is minimal: 100 € or one year less does not reach.
 *
 * `rules` are those in force on the day of the deed (purchase-budget.ts `purchaseRulesOn`); project-reach.ts
 * `projectReach` is this on the rules it looks up for the purchase's day.
 */
export function projectReachUnder(
  rules: PurchaseRules,
  { purchase, borrowing }: { purchase: Omit<PurchaseBudgetInput, 'date'>; borrowing: ProjectReachInput['borrowing'] },
): Result<ProjectReach, ProjectReachError> {
  const budget = purchaseBudgetUnder(rules, purchase);
  if (!budget.ok) return budget;
  const rule = rules.lending[purchase.country];
  const capacityAt = (duration: number): Result<number, BorrowingCapacityError> => {
    const answer = borrowingCapacityUnder(rules.lending, { ...borrowing, duration, country: purchase.country });
    if (answer.ok) return ok(answer.value.maxAmount);
    return answer.error.type === 'capacity/no-capacity' ? ok(0) : answer;
  };
  const wished = capacityAt(borrowing.duration);
  if (!wished.ok) return err(wished.error);

  const duration = Math.min(borrowing.duration, rule.maxDurationMonths);
  const loanNeeded = budget.value.loanNeeded;
  const maxAmount = wished.value;
  const reachable = loanNeeded <= maxAmount;
  if (reachable) return ok({ loanNeeded, maxAmount, duration, reachable, gap: 0, fixes: { extraOwnFunds: null, durationMonths: null } });

  const loanWith = (extra: number) => purchaseBudgetUnder(rules, { ...purchase, ownFunds: purchase.ownFunds + extra });
  const reaches = (extra: number) => {
    const answer = loanWith(extra);
    return answer.ok && answer.value.loanNeeded <= maxAmount;
  };
  // The arithmetic answer, then checked with the budget itself (a rounding of the last bit must not make it miss).
  let extraOwnFunds = Math.max(OWN_FUNDS_STEP, Math.ceil((loanNeeded - maxAmount) / OWN_FUNDS_STEP) * OWN_FUNDS_STEP);
  while (!reaches(extraOwnFunds)) extraOwnFunds += OWN_FUNDS_STEP;
  while (extraOwnFunds > OWN_FUNDS_STEP && reaches(extraOwnFunds - OWN_FUNDS_STEP)) extraOwnFunds -= OWN_FUNDS_STEP;

  let durationMonths: number | null = null;
  const firstYear = Math.floor(duration / MONTHS_PER_YEAR) + 1;
  const lastYear = Math.floor(rule.maxDurationMonths / MONTHS_PER_YEAR);
  for (let years = firstYear; years <= lastYear; years++) {
    const capacity = capacityAt(years * MONTHS_PER_YEAR);
    if (capacity.ok && loanNeeded <= capacity.value) {
      durationMonths = years * MONTHS_PER_YEAR;
      break;
    }
  }
  return ok({ loanNeeded, maxAmount, duration, reachable, gap: loanNeeded - maxAmount, fixes: { extraOwnFunds, durationMonths } });
}
