import { monthlyPayment, principalForPayment } from './annuity.ts';
import { findRoot } from './find-root.ts';
import { DEFAULT_RATE_CONVENTION, monthlyRate, type RateConvention } from './rate-convention.ts';
import { err, ok, type Result } from '../result.ts';

/** Exactly one of amount, rate, duration, payment is left out; solveLoan finds it from the other three. */
export interface SolveLoanInput {
  amount?: number;
  rate?: number;
  duration?: number;
  payment?: number;
  convention?: RateConvention;
}

export interface SolvedLoan {
  amount: number;
  /** Annual rate in percent. */
  rate: number;
  /** Months; may be fractional when solving for the duration (the last payment is then a partial one). */
  duration: number;
  payment: number;
  solvedFor: SolvableField;
}

export type SolvableField = 'amount' | 'rate' | 'duration' | 'payment';

export type SolveLoanError =
  | { type: 'loan/invalid-input'; field: SolvableField | null; detail: string }
  | { type: 'loan/no-solution'; field: SolvableField; reason: NoSolutionReason; detail: string };

export type NoSolutionReason =
  /** The payment does not even cover the first month's interest: the debt would never be repaid. */
  | 'payment-below-interest'
  /** The payment is below amount / duration: only a negative rate would fit. */
  | 'payment-below-zero-rate-payment'
  /** The payment would need an annual rate above MAX_SOLVABLE_RATE. */
  | 'rate-too-high';

const FIELDS: readonly SolvableField[] = ['amount', 'rate', 'duration', 'payment'];

/** Rates above this (annual %) are not loans anyone can be offered; the solver's bracket stops there. */
export const MAX_SOLVABLE_RATE = 1000;

/** Rate precision of the solver, in percentage points: far below the 0.01 % any offer is quoted in. */
export const RATE_TOLERANCE = 1e-10;

export function solveLoan(input: SolveLoanInput): Result<SolvedLoan, SolveLoanError> {
  const missing = FIELDS.filter((field) => input[field] === undefined);
  if (missing.length !== 1) {
    return err({
      type: 'loan/invalid-input',
      field: null,
      detail: `exactly one of amount, rate, duration, payment must be left out (${missing.length} are)`,
    });
  }
  for (const field of FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const valid = Number.isFinite(value) && (field === 'rate' ? value >= 0 : value > 0);
    if (!valid)
      return err({ type: 'loan/invalid-input', field, detail: `${field} must be a finite number ${field === 'rate' ? '≥ 0' : '> 0'}` });
  }
  const convention = input.convention ?? DEFAULT_RATE_CONVENTION;
  const { amount = 0, rate = 0, duration = 0, payment = 0 } = input;
  switch (missing[0]) {
    case 'payment':
      return ok({ amount, rate, duration, payment: monthlyPayment({ amount, rate, duration, convention }), solvedFor: 'payment' });
    case 'amount':
      return ok({ amount: principalForPayment({ payment, rate, duration, convention }), rate, duration, payment, solvedFor: 'amount' });
    case 'duration':
      return solveDuration(amount, rate, payment, convention);
    default:
      return solveRate(amount, duration, payment, convention);
  }
}

function solveDuration(amount: number, rate: number, payment: number, convention: RateConvention): Result<SolvedLoan, SolveLoanError> {
  const r = monthlyRate(rate, convention);
  const firstInterest = amount * r;
  if (payment <= firstInterest) {
    return err({
      type: 'loan/no-solution',
      field: 'duration',
      reason: 'payment-below-interest',
      detail: `a payment of ${payment} does not cover the first month’s interest of ${firstInterest}`,
    });
  }
  // n = −ln(1 − A·r/P) / ln(1 + r), written with log1p for precision at small rates.
  const duration = r === 0 ? amount / payment : -Math.log1p(-firstInterest / payment) / Math.log1p(r);
  return ok({ amount, rate, duration, payment, solvedFor: 'duration' });
}

function solveRate(amount: number, duration: number, payment: number, convention: RateConvention): Result<SolvedLoan, SolveLoanError> {
  const gap = (rate: number) => monthlyPayment({ amount, rate, duration, convention }) - payment;
  const atZero = gap(0);
  if (atZero === 0) return ok({ amount, rate: 0, duration, payment, solvedFor: 'rate' });
  if (atZero > 0) {
    return err({
      type: 'loan/no-solution',
      field: 'rate',
      reason: 'payment-below-zero-rate-payment',
      detail: `a payment of ${payment} repays less than ${amount} over ${duration} months even at 0\u00a0%`,
    });
  }
  if (gap(MAX_SOLVABLE_RATE) < 0) {
    return err({
      type: 'loan/no-solution',
      field: 'rate',
      reason: 'rate-too-high',
      detail: `the payment implies an annual rate above ${MAX_SOLVABLE_RATE}\u00a0%`,
    });
  }
  const rate = findRoot(gap, 0, MAX_SOLVABLE_RATE, { tolerance: RATE_TOLERANCE });
  if (rate === null) {
    return err({ type: 'loan/no-solution', field: 'rate', reason: 'rate-too-high', detail: 'the rate solver did not converge' });
  }
  return ok({ amount, rate, duration, payment, solvedFor: 'rate' });
}
