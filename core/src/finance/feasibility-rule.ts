import { err, ok, type Result } from '../result.ts';
import { borrowingCapacityUnder, type BorrowingCapacityError, type BorrowingCapacityInput } from './borrowing-capacity-rule.ts';
import { isBuyerProfile, type BuyerProfile, type Country, type CountryRuleInForce } from './country-rule.ts';
import type { PurchaseBudgetError } from './purchase-budget-rule.ts';
import { isFeasible } from './feasible.ts';

/*
 * A feasibility verdict with the fix: is a loan within the rules a lender of the country applies (the debt ratio
 * over the duration, capped to the country's maximum: France's 35 % and 25 years of the HCSF; the loan-to-value cap:
 * the CSSF's in Luxembourg, the NBB's in Belgium), which rule it breaks, with its source, and the smallest change
 * that makes it feasible, each alone: more own funds (to the euro), a longer duration (to the month, at most the
 * country's maximum), or a co-borrower's net income (to the euro a month). Nothing is computed here that
 * borrowingCapacityUnder and purchaseBudgetUnder do not compute: each fix is the smallest whole step for which those
 * functions, run again with it, answer feasible (a bisection over whole euros or months, the answer being monotone in
 * each: more own funds lower the loan, a longer duration or more income raise the capacity).
 */

export interface LoanFeasibilityInput {
  country: Country;
  /** The loan asked for, euros. */
  loan: number;
  /** The property's price, euros, for the LTV cap; without it the LTV is not checked. */
  price?: number;
  /** Decides the LTV cap. */
  buyerProfile: BuyerProfile;
  /** The household's incomes, charges, rate, wished duration (months) and insurance. */
  borrowing: Omit<BorrowingCapacityInput, 'country' | 'date'>;
}

/** A rule the loan breaks, with its limit and where it comes from. */
export interface BindingRule {
  rule: 'debt-ratio' | 'ltv';
  /** The cap: the debt ratio (0.35) or the LTV (0.9), as a fraction. */
  limit: number;
  country: Country;
  validFrom: string;
  source: string;
}

export interface FeasibilityFixes {
  /** Whole euros of own funds to add (the loan falls by as much); null when feasible. */
  ownFunds: number | null;
  /** The shortest duration, in months, at most the country's maximum, that makes it feasible; null when none does. */
  durationMonths: number | null;
  /** Whole euros a month of co-borrower net income to add; null when feasible or when income cannot help (LTV). */
  income: number | null;
}

export interface Feasibility {
  feasible: boolean;
  loan: number;
  /** The capacity at the retained duration; 0 when the household has none. */
  maxAmount: number;
  /** The duration retained, months: the wished one capped to the country's maximum. */
  duration: number;
  /** The wished duration went beyond the country's maximum. */
  durationCapped: boolean;
  maxDurationMonths: number;
  /** The debt ratio cap applied (the country's or the one given). */
  maxDebtRatio: number;
  /** loan / price, null without a price. */
  ltv: number | null;
  ltvCap: number;
  /** The rules the loan breaks, the debt ratio first; empty when feasible. */
  binding: BindingRule[];
  fixes: FeasibilityFixes;
}

export type FeasibilityError = BorrowingCapacityError | PurchaseBudgetError | { type: 'feasibility/invalid-input'; detail: string };

/** The upper bound of the searches for income: 10 M€ a month, the forms' own limit. */
const MAX_INCOME = 10_000_000;

/**
 * Whether a loan is feasible under one day's lending rules (country-rules.ts `lendingRulesOn`), the rules it breaks
 * with their sources, and the smallest fixes:
 * - own funds: the fewest whole euros E such that the loan − E is covered by the capacity and within the LTV cap
 *   (bisection over [1, ⌈loan⌉]: a loan of 0 is always feasible);
 * - duration: the fewest whole months m, longer than the retained duration and at most the country's maximum,
 *   whose capacity covers the loan (bisection; null when the maximum is not enough, or when the LTV cap is broken,
 *   which no duration changes);
 * - income: the fewest whole euros a month I whose added income gives a capacity covering the loan (bisection over
 *   [1, 10 M€]; null when the LTV cap is broken, which no income changes).
 * Each answer is exact to its step: the function answers feasible with it and not with one euro or month less.
 */
export function loanFeasibilityUnder(
  lending: Readonly<Record<Country, CountryRuleInForce>>,
  input: LoanFeasibilityInput,
): Result<Feasibility, FeasibilityError> {
  const { loan, price, buyerProfile, country, borrowing } = input;
  if (typeof loan !== 'number' || !Number.isFinite(loan) || loan < 0)
    return err({ type: 'feasibility/invalid-input', detail: 'loan must be euros, 0 or more' });
  if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price) || price <= 0))
    return err({ type: 'feasibility/invalid-input', detail: 'price must be euros above 0' });
  if (!isBuyerProfile(buyerProfile)) return err({ type: 'feasibility/invalid-input', detail: 'unknown buyerProfile' });

  const capacityWith = (change: { duration?: number; income?: number }): Result<number, BorrowingCapacityError> => {
    const answer = borrowingCapacityUnder(lending, {
      ...borrowing,
      country,
      duration: change.duration ?? borrowing.duration,
      netMonthlyIncome: borrowing.netMonthlyIncome + (change.income ?? 0),
    });
    if (answer.ok) return ok(answer.value.maxAmount);
    return answer.error.type === 'capacity/no-capacity' ? ok(0) : answer;
  };
  const wished = capacityWith({});
  if (!wished.ok) return wished;

  const rule = lending[country];
  const ltvCap = rule.ltvCaps[buyerProfile];
  const maxDebtRatio = borrowing.maxDebtRatio ?? rule.maxDebtRatio;
  const maxAmount = wished.value;
  const ltvOf = (amount: number) => (price === undefined ? 0 : amount / price);
  const feasibleWith = (amount: number, capacity: number) =>
    isFeasible({ reachable: amount <= capacity, meetsLtvRule: ltvOf(amount) <= ltvCap });

  const reachable = loan <= maxAmount;
  const meetsLtvRule = ltvOf(loan) <= ltvCap;
  const source = { country, validFrom: rule.validFrom, source: rule.source };
  const binding: BindingRule[] = [];
  if (!reachable) binding.push({ rule: 'debt-ratio', limit: maxDebtRatio, ...source });
  if (!meetsLtvRule) binding.push({ rule: 'ltv', limit: ltvCap, ...source });

  const feasible = isFeasible({ reachable, meetsLtvRule });
  const duration = Math.min(borrowing.duration, rule.maxDurationMonths);
  const verdict = {
    feasible,
    loan,
    maxAmount,
    duration,
    durationCapped: borrowing.duration > rule.maxDurationMonths,
    maxDurationMonths: rule.maxDurationMonths,
    maxDebtRatio,
    ltv: price === undefined ? null : loan / price,
    ltvCap,
    binding,
  };
  if (feasible) return ok({ ...verdict, fixes: { ownFunds: null, durationMonths: null, income: null } });

  // Own funds: the loan falls euro for euro, which lowers both the debt ratio and the LTV.
  const ownFunds = smallestWhole(1, Math.max(1, Math.ceil(loan)), (extra) => feasibleWith(Math.max(0, loan - extra), maxAmount));

  // Duration and income only raise the capacity: they cannot fix a broken LTV cap.
  let durationMonths: number | null = null;
  let income: number | null = null;
  if (meetsLtvRule) {
    const capacityAt = (months: number) => {
      const answer = capacityWith({ duration: months });
      return answer.ok ? answer.value : 0;
    };
    if (duration < rule.maxDurationMonths && loan <= capacityAt(rule.maxDurationMonths)) {
      durationMonths = smallestWhole(duration + 1, rule.maxDurationMonths, (months) => loan <= capacityAt(months));
    }
    const capacityWithIncome = (extra: number) => {
      const answer = capacityWith({ income: extra });
      return answer.ok ? answer.value : 0;
    };
    if (loan <= capacityWithIncome(MAX_INCOME)) income = smallestWhole(1, MAX_INCOME, (extra) => loan <= capacityWithIncome(extra));
  }
  return ok({ ...verdict, fixes: { ownFunds, durationMonths, income } });
}

/**
 * The smallest whole number n in [low, high] for which `holds(n)` is true, `holds` being monotone (false then true)
 * and true at `high`: a bisection, about log2(high − low) calls.
 */
function smallestWhole(low: number, high: number, holds: (n: number) => boolean): number {
  let lo = low;
  let hi = high;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return hi;
}
