import { err, ok, type Result } from '../result.ts';
import {
  maximumConsumerPenalty,
  type ConsolidationCountry,
  type ConsumerPenaltyRule,
  type ConsumerPenaltyRules,
} from '../legal/consumer-credit-penalty-rule.ts';
import { maximumPenalty, type EarlyRepaymentPenaltyRule } from '../legal/early-repayment-penalty-rule.ts';
import { findRoot } from './find-root.ts';
import { monthlyRate, type RateConvention } from './rate-convention.ts';

/*
 * A consolidation of credits applied under one day's rules, apart from the dated tables (finance/consolidation.ts
 * looks them up): the browser computes with the rules the server sent (the page's loader).
 */

/** The day's rules a consolidation applies, per country it is offered in (not Belgium). */
export interface ConsolidationRules {
  conventions: Readonly<Record<ConsolidationCountry, RateConvention>>;
  /** Consumer credits' early-repayment indemnity (legal/consumer-credit-penalties.ts). */
  consumer: ConsumerPenaltyRules;
  /**
   * Mortgages' (legal/early-repayment-penalties.ts): France's, and Luxembourg's for a fixed rate on the main home
   * lived in for two years, the one case there with a legal cap (a variable rate costs nothing, other cases are
   * uncapped: the page says so).
   */
  mortgage: Readonly<Record<ConsolidationCountry, EarlyRepaymentPenaltyRule>>;
}

export type ConsolidatedCreditKind = 'consumer' | 'mortgage';

/** One credit being repaid, as the visitor reads it on their statement. */
export interface CurrentCredit {
  kind: ConsolidatedCreditKind;
  /** Capital owed today, euros. */
  capital: number;
  /** Its monthly instalment, euros. */
  monthlyPayment: number;
  /** Instalments left, whole months. */
  monthsLeft: number;
  /** Annual rate in percent; when absent, the rate at which these instalments repay that capital. */
  rate?: number;
}

export interface ConsolidationInput {
  credits: readonly CurrentCredit[];
  /** Cash lent on top («\u00a0trésorerie\u00a0»), euros. */
  cash: number;
  /** The new loan: annual rate in percent, months. */
  newRate: number;
  newDuration: number;
  country: ConsolidationCountry;
  /** The new loan's fees (the lender's, the broker's), financed with it; 0 when absent. */
  fees?: number;
  /** The indemnities the current lenders ask, euros, when known: replaces our estimate of their maximum. */
  penalties?: number;
  /** Day of the operation, for the rules in force; today when absent. */
  date?: Date;
}

/** One credit's early-repayment indemnity: the maximum its rule allows, or null when that rule gives none we can count. */
export interface CreditPenalty {
  amount: number | null;
  /** Annual percent: the rate typed, or the rate the instalments imply. */
  rate: number;
  rule: { type: 'consumer'; value: ConsumerPenaltyRule } | { type: 'mortgage'; value: EarlyRepaymentPenaltyRule };
}

export interface Consolidation {
  convention: RateConvention;
  before: {
    /** Sum of the capitals owed. */
    capital: number;
    /** Sum of the instalments paid each month today. */
    monthlyPayment: number;
    /** Months until the last credit ends. */
    months: number;
    /** Sum of every instalment left: what the current credits still cost in all. */
    totalToPay: number;
    /** totalToPay − capital. */
    interest: number;
  };
  penalties: {
    /** Each credit's, in the input's order. */
    credits: CreditPenalty[];
    /** The euros counted (the visitor's figure when typed; unknown rules count 0). */
    total: number;
    origin: 'typed' | 'rule';
    /** Some credit's indemnity could not be counted (its rule is unknown): the total leaves it out. */
    incomplete: boolean;
  };
  fees: number;
  cash: number;
  after: {
    /** The new loan: capitals + penalties + fees + cash. */
    capital: number;
    rate: number;
    months: number;
    monthlyPayment: number;
    /** Every instalment of the new loan. */
    totalToPay: number;
    /** totalToPay − capital: its interest. */
    interest: number;
  };
  /** before.monthlyPayment − after.monthlyPayment: what the borrower pays less each month (negative: more). */
  monthlySaving: number;
  /** after.months − before.months (negative: shorter). */
  extraMonths: number;
  /**
   * What consolidating costs on top of keeping the credits: after.totalToPay − cash − before.totalToPay, that is the
   * new loan's interest, the penalties and the fees less the interest left on the credits. Positive: it costs more.
   */
  extraCost: number;
}

export type ConsolidationError = { type: 'consolidation/invalid-input'; detail: string };

/** The constant instalment that repays `amount` over `months` at the monthly rate `r`. */
export function annuityPayment(amount: number, r: number, months: number): number {
  return r === 0 ? amount / months : (amount * r) / -Math.expm1(-months * Math.log1p(r));
}

/**
 * The annual rate (percent, under the convention) at which `monthsLeft` instalments of `payment` repay `capital`:
 * the credit's own rate when the visitor did not type it. 0 when they repay it exactly without interest.
 */
export function impliedRate(capital: number, payment: number, monthsLeft: number, convention: RateConvention): number {
  if (payment * monthsLeft <= capital * (1 + 1e-12)) return 0;
  const gap = (annual: number) => annuityPayment(capital, monthlyRate(annual, convention), monthsLeft) - payment;
  let high = 10;
  while (gap(high) < 0 && high < 10_000) high *= 2;
  return findRoot(gap, 0, high) ?? 0;
}

/**
 * A consolidation of credits: the new loan repays every current credit, the indemnities their lenders may claim
 * and the new loan's fees, and lends the cash asked for on top.
 *
 * Before: each credit goes on as it is, its `monthsLeft` instalments paid; what is left to pay is the sum of them
 * (the method of eddy.fr's guide: the instalment times the months left, less the capital owed, is the cost left).
 * The indemnities: a consumer credit's maximum under its country's rule (legal/consumer-credit-penalties.ts), a
 * mortgage's under the early-repayment rule (legal/early-repayment-penalties.ts) on its whole capital at its rate
 * (typed, else implied by its instalments); the visitor's total replaces them when typed. After: the new capital
 * K = Σ capitals + indemnities + fees + cash, repaid by the annuity at the new rate over the new duration. The
 * extra cost is what the borrower pays in all, less the cash they receive, minus what the credits cost them if
 * kept. Unrounded, like the annuity functions: round only for display.
 */
export function consolidationUnder(rules: ConsolidationRules, input: ConsolidationInput): Result<Consolidation, ConsolidationError> {
  const problem = invalidInput(input);
  if (problem) return err({ type: 'consolidation/invalid-input', detail: problem });
  const convention = rules.conventions[input.country];

  let capital = 0;
  let monthlyPayment = 0;
  let months = 0;
  let totalToPay = 0;
  const credits: CreditPenalty[] = [];
  for (const credit of input.credits) {
    capital += credit.capital;
    monthlyPayment += credit.monthlyPayment;
    months = Math.max(months, credit.monthsLeft);
    const left = credit.monthlyPayment * credit.monthsLeft;
    totalToPay += left;
    const rate = credit.rate ?? impliedRate(credit.capital, credit.monthlyPayment, credit.monthsLeft, convention);
    if (credit.kind === 'consumer') {
      const rule = rules.consumer[input.country];
      credits.push({
        amount: maximumConsumerPenalty(rule.cap, credit.capital, credit.monthsLeft, Math.max(0, left - credit.capital)),
        rate,
        rule: { type: 'consumer', value: rule },
      });
    } else {
      const rule = rules.mortgage[input.country];
      const maximum = maximumPenalty(rule.cap, credit.capital, credit.capital, monthlyRate(rate, convention));
      credits.push({ amount: maximum.uncapped > 0 ? null : maximum.amount, rate, rule: { type: 'mortgage', value: rule } });
    }
  }
  const counted = credits.reduce((sum, credit) => sum + (credit.amount ?? 0), 0);
  const penalties = {
    credits,
    total: input.penalties ?? counted,
    origin: input.penalties === undefined ? ('rule' as const) : ('typed' as const),
    incomplete: input.penalties === undefined && credits.some((credit) => credit.amount === null),
  };
  const fees = input.fees ?? 0;

  const newCapital = capital + penalties.total + fees + input.cash;
  const newPayment = annuityPayment(newCapital, monthlyRate(input.newRate, convention), input.newDuration);
  const newTotal = newPayment * input.newDuration;
  const before = { capital, monthlyPayment, months, totalToPay, interest: totalToPay - capital };
  return ok({
    convention,
    before,
    penalties,
    fees,
    cash: input.cash,
    after: {
      capital: newCapital,
      rate: input.newRate,
      months: input.newDuration,
      monthlyPayment: newPayment,
      totalToPay: newTotal,
      interest: newTotal - newCapital,
    },
    monthlySaving: monthlyPayment - newPayment,
    extraMonths: input.newDuration - months,
    extraCost: newTotal - input.cash - totalToPay,
  });
}

function invalidInput(input: ConsolidationInput): string | undefined {
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  const euros = (value: unknown) => finite(value) && value >= 0;
  if (!Array.isArray(input.credits) || input.credits.length === 0) return 'credits must hold one credit at least';
  for (const credit of input.credits) {
    if (credit.kind !== 'consumer' && credit.kind !== 'mortgage') return 'a credit kind must be consumer or mortgage';
    if (!finite(credit.capital) || credit.capital <= 0) return 'a credit capital must be finite euros above 0';
    if (!finite(credit.monthlyPayment) || credit.monthlyPayment <= 0) return 'a credit payment must be finite euros above 0';
    if (!Number.isInteger(credit.monthsLeft) || credit.monthsLeft < 1) return 'a credit must have a whole number of months left, 1 or more';
    if (credit.rate !== undefined && (!finite(credit.rate) || credit.rate < 0))
      return 'a credit rate must be a finite percentage, 0 or more';
    // A small tolerance: instalments rounded to the cent may fall a hair short of a zero-rate capital.
    if (credit.monthlyPayment * credit.monthsLeft < credit.capital * (1 - 1e-3)) {
      return 'the instalments left must repay the capital owed';
    }
  }
  if (!euros(input.cash)) return 'cash must be finite euros, 0 or more';
  if (input.fees !== undefined && !euros(input.fees)) return 'fees must be finite euros, 0 or more';
  if (input.penalties !== undefined && !euros(input.penalties)) return 'penalties must be finite euros, 0 or more';
  if (!finite(input.newRate) || input.newRate < 0) return 'newRate must be a finite annual percentage, 0 or more';
  if (!Number.isInteger(input.newDuration) || input.newDuration < 1) return 'newDuration must be a whole number of months, 1 or more';
  if (input.country !== 'FR' && input.country !== 'LUX') return 'country must be FR or LUX (no consolidation in Belgium)';
  if (input.date !== undefined && (!(input.date instanceof Date) || Number.isNaN(input.date.getTime()))) return 'date must be a valid date';
  return undefined;
}
