import { err, ok, type Result } from '../result.ts';
import {
  maximumPenalty,
  penaltySituation,
  type EarlyRepaymentPenaltyRule,
  type EarlyRepaymentPenaltyRules,
} from '../legal/early-repayment-penalty-rule.ts';
import type { RateKind } from '../legal/legal-ceiling-rule.ts';
import type {
  RefinancingCostEstimate,
  RefinancingCostRule,
  RefinancingCostRules,
  RefinancingOperation,
} from '../legal/refinancing-costs.ts';
import { isCountry, type Country } from './country-rule.ts';
import { monthlyRate, type RateConvention } from './rate-convention.ts';

/*
 * Renegotiation applied under one day's rules, apart from the dated tables (finance/renegotiation.ts looks them up):
 * the browser computes with the rules the server sent (the page's loader), without loading every version of them.
 */

/** The day's rules a renegotiation applies, per country: its rate convention, penalty rules and cost rules. */
export interface RenegotiationRules {
  conventions: Readonly<Record<Country, RateConvention>>;
  penalties: EarlyRepaymentPenaltyRules;
  costs: Readonly<Record<Country, Readonly<Record<RefinancingOperation, RefinancingCostRules>>>>;
}

export interface RenegotiationInput {
  /** The loan as signed: amount in euros, annual rate in percent, duration in months. */
  amount: number;
  rate: number;
  duration: number;
  /** Instalments already paid: 1 to duration − 1. The new rate applies from the next one. */
  monthsPaid: number;
  country: Country;
  /** The current loan's kind of rate, for the indemnity rule. */
  rateKind: RateKind;
  /** Luxembourg: the loan financed the borrower's main home, lived in for two uninterrupted years at least. */
  mainHomeTwoYears?: boolean;
  /** With the same bank (an amendment) or with another one (a buy-out). */
  operation: RefinancingOperation;
  /** The new annual rate, in percent. */
  newRate: number;
  /** Months of the new loan; the months left on the current one when absent. */
  newDuration?: number;
  /** Euros the visitor typed, which replace our estimate of that cost (the bank's own figure). */
  penalty?: number;
  fees?: number;
  guarantee?: number;
  /** Day of the operation, for the rules in force; today when absent. */
  date?: Date;
}

/** A loan from the operation on: its instalment, the number left, and the interest still to pay. */
export interface LoanPath {
  /** Annual percent. */
  rate: number;
  monthlyPayment: number;
  months: number;
  interest: number;
}

/** One of the three costs: the euros counted and where they come from. */
export interface RenegotiationCost {
  /** Euros counted, unrounded; null when the indemnity has no legal cap and the visitor typed none. */
  amount: number | null;
  /** `typed`: the visitor's figure; `rule`: the rule's (a legal maximum, an estimate, nothing, or unknown = 0). */
  origin: 'typed' | 'rule';
  rule: RefinancingCostRule;
}

export interface Renegotiation {
  operation: RefinancingOperation;
  /** How the annual rates became monthly ones (the country's convention). */
  convention: RateConvention;
  /** Capital owed after the instalments paid: what the new loan lends. */
  debt: number;
  /** The loan as it goes on without the operation. */
  current: LoanPath;
  /** The loan after it: the capital owed at the new rate over the new duration. */
  next: LoanPath;
  /** current − next instalment: what the borrower pays less each month (negative: more). */
  monthlySaving: number;
  /** current.interest − next.interest (negative when a longer loan costs more interest). */
  interestSaved: number;
  costs: { penalty: RenegotiationCost; fees: RenegotiationCost; guarantee: RenegotiationCost };
  /** The three costs; null when the indemnity has no legal cap and was not typed. */
  totalCosts: number | null;
  /** interestSaved − totalCosts: what the operation gains over the rest of the loan; null with totalCosts. */
  netSavings: number | null;
  /**
   * The first month (1 = the first instalment at the new rate) by the end of which the instalments saved since
   * the operation cover its costs; null when they never do, or when the costs are unknown.
   */
  breakEvenMonth: number | null;
  /** The early-repayment rule of the country for the current loan (its legal maximum). */
  penaltyRule: EarlyRepaymentPenaltyRule;
}

export type RenegotiationError = { type: 'renegotiation/invalid-input'; detail: string };

/**
 * What lowering a mortgage's rate gains, net of what it costs, with the same bank or another one.
 *
 * After `monthsPaid` instalments P of the current loan the capital owed is D (the annuity's balance), to be
 * repaid over m = duration − monthsPaid months; the interest left is P·m − D. The operation lends D again at the
 * new rate over n months (m by default): instalment P' (the annuity of D), interest P'·n − D. The interest saved
 * is the difference. The costs are the indemnity (the legal maximum of the country's early-repayment rule on
 * the whole of D unless the operation's rule says none is due), the bank's fees and the new guarantee
 * (legal/refinancing-costs.ts), each replaced by the visitor's figure when typed; they are paid on the day, not
 * lent. Net savings = interest saved − costs, which is also P·m − P'·n − costs: what the borrower pays less in
 * all. The break-even month is the first k at which Σ (payment saved in month j, j ≤ k) ≥ the costs, the
 * payments saved being P − P' while both loans run, then P alone or −P' alone once one has ended.
 * Unrounded, like the annuity functions: round only for display.
 */
export function renegotiationUnder(rules: RenegotiationRules, input: RenegotiationInput): Result<Renegotiation, RenegotiationError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'renegotiation/invalid-input', detail: problem });

  const convention = rules.conventions[input.country];
  const r = monthlyRate(input.rate, convention);
  const payment = annuity(input.amount, r, input.duration);
  const debt = balanceAfter(input.amount, r, payment, input.monthsPaid);
  const remaining = input.duration - input.monthsPaid;
  const current: LoanPath = { rate: input.rate, monthlyPayment: payment, months: remaining, interest: payment * remaining - debt };

  const newMonths = input.newDuration ?? remaining;
  const newPayment = annuity(debt, monthlyRate(input.newRate, convention), newMonths);
  const next: LoanPath = { rate: input.newRate, monthlyPayment: newPayment, months: newMonths, interest: newPayment * newMonths - debt };

  const penaltyRule =
    rules.penalties[penaltySituation({ country: input.country, rateKind: input.rateKind, mainHomeTwoYears: input.mainHomeTwoYears })];
  const costRules = rules.costs[input.country][input.operation];
  const legalMaximum = (): number | null => {
    const maximum = maximumPenalty(penaltyRule.cap, debt, debt, r);
    return maximum.uncapped > 0 ? null : maximum.amount;
  };
  const cost = (rule: RefinancingCostRule, typed: number | undefined): RenegotiationCost =>
    typed !== undefined
      ? { amount: typed, origin: 'typed', rule }
      : { amount: estimatedCost(rule.estimate, debt) ?? legalMaximum(), origin: 'rule', rule };
  const costs = {
    penalty: cost(costRules.penalty, input.penalty),
    fees: cost(costRules.fees, input.fees),
    guarantee: cost(costRules.guarantee, input.guarantee),
  };
  const amounts = [costs.penalty.amount, costs.fees.amount, costs.guarantee.amount];
  const totalCosts = amounts.every((amount) => amount !== null) ? amounts.reduce((sum, amount) => sum + amount, 0) : null;
  const interestSaved = current.interest - next.interest;

  return ok({
    operation: input.operation,
    convention,
    debt,
    current,
    next,
    monthlySaving: payment - newPayment,
    interestSaved,
    costs,
    totalCosts,
    netSavings: totalCosts === null ? null : interestSaved - totalCosts,
    breakEvenMonth: totalCosts === null ? null : breakEven(current, next, totalCosts),
    penaltyRule,
  });
}

/** The first month by which the instalments saved cover `costs`, or null if they never do. */
function breakEven(current: LoanPath, next: LoanPath, costs: number): number | null {
  // A hair of tolerance: equal loans with no costs break even at once, whatever the rounding noise.
  const tolerance = 1e-9 * Math.max(1, costs, current.monthlyPayment);
  let saved = 0;
  for (let month = 1; month <= Math.max(current.months, next.months); month += 1) {
    saved += (month <= current.months ? current.monthlyPayment : 0) - (month <= next.months ? next.monthlyPayment : 0);
    if (saved >= costs - tolerance) return month;
  }
  return null;
}

/** The constant instalment that repays `amount` over `months` at the monthly rate `r`. */
function annuity(amount: number, r: number, months: number): number {
  return r === 0 ? amount / months : (amount * r) / -Math.expm1(-months * Math.log1p(r));
}

/** Capital owed after `paid` instalments of `payment` (the annuity's balance), never below 0. */
function balanceAfter(amount: number, r: number, payment: number, paid: number): number {
  if (r === 0) return Math.max(0, amount - payment * paid);
  const growth = Math.expm1(paid * Math.log1p(r));
  return Math.max(0, amount * (1 + growth) - (payment * growth) / r);
}

/**
 * The instalments paid by `date` on a loan whose first instalment fell in `firstInstalment` ('YYYY-MM'): one a
 * month, the month of `date` included. Null for a text that is not a month, or a first instalment after `date`.
 */
export function instalmentsPaidBy(firstInstalment: string, date: Date): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(firstInstalment);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const paid = (date.getFullYear() - year) * 12 + (date.getMonth() + 1 - month) + 1;
  return paid >= 1 ? paid : null;
}

function invalidInput(input: RenegotiationInput): string | undefined {
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  const euros = (value: unknown) => value === undefined || (finite(value) && value >= 0);
  if (!finite(input.amount) || input.amount <= 0) return 'amount must be a finite number of euros above 0';
  if (!finite(input.rate) || input.rate < 0) return 'rate must be a finite annual percentage, 0 or more';
  if (!Number.isInteger(input.duration) || input.duration < 2) return 'duration must be a whole number of months, 2 or more';
  if (!Number.isInteger(input.monthsPaid) || input.monthsPaid < 1 || input.monthsPaid >= input.duration) {
    return 'monthsPaid must be a whole number of instalments, from 1 to duration − 1';
  }
  if (!finite(input.newRate) || input.newRate < 0) return 'newRate must be a finite annual percentage, 0 or more';
  if (input.newDuration !== undefined && (!Number.isInteger(input.newDuration) || input.newDuration < 1)) {
    return 'newDuration must be a whole number of months, 1 or more';
  }
  if (!euros(input.penalty) || !euros(input.fees) || !euros(input.guarantee)) return 'typed costs must be finite euros, 0 or more';
  if (input.operation !== 'renegotiation' && input.operation !== 'buy-out') return 'operation must be renegotiation or buy-out';
  if (!isCountry(input.country)) return 'country must be LUX, BE or FR';
  if (input.rateKind !== 'fixed' && input.rateKind !== 'variable') return 'rateKind must be fixed or variable';
  if (input.date !== undefined && (!(input.date instanceof Date) || Number.isNaN(input.date.getTime()))) return 'date must be a valid date';
  return undefined;
}

/**
 * Euros a cost estimate gives for `capital` euros owed, unrounded; null for the indemnity's legal maximum, which
 * the early-repayment rule works out (finance/renegotiation.ts). `unknown` gives 0: nothing is counted.
 */
export function estimatedCost(estimate: RefinancingCostEstimate, capital: number): number | null {
  switch (estimate.type) {
    case 'legal-maximum':
      return null;
    case 'none':
    case 'unknown':
      return 0;
    case 'flat':
      return estimate.amount;
    case 'share':
      return (capital * estimate.percent) / 100;
    case 'points':
      return Math.max(0, alongPoints(estimate.points, capital));
  }
}

/** The broken line through the points at `x`, extended along its first or last segment. */
function alongPoints(points: readonly (readonly [number, number])[], x: number): number {
  if (points.length === 1) return points[0]?.[1] ?? 0;
  let index = 1;
  while (index < points.length - 1 && x > (points[index]?.[0] ?? 0)) index += 1;
  const [x0, y0] = points[index - 1] ?? [0, 0];
  const [x1, y1] = points[index] ?? [0, 0];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}
