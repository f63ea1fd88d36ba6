import { amortizationSchedule, type ScheduleMode } from './amortization-schedule.js';
import type { LoanTerms } from './annuity.js';
import { findRoot } from './find-root.js';
import type { Insurance } from './insurance.js';
import { roundHalfUp } from './money.js';
import { MONTHS_PER_YEAR } from './rate-convention.js';

/** A dated amount; `month` counts from the first drawdown, and may be fractional. */
export interface CashFlow {
  amount: number;
  month: number;
}

export interface CashFlows {
  /** What the lender pays out (the "advances", C_k of the directive). */
  drawdowns: readonly CashFlow[];
  /** What the borrower pays: instalments, fees, compulsory insurance (D_l). */
  payments: readonly CashFlow[];
}

export interface AprOptions {
  /**
   * Decimals of the result, rounded half-up as annex I requires ("at least one decimal place"); French and Belgian
   * offers print two. `null` returns the unrounded rate.
   */
  decimals?: number | null;
}

/** Bracket for X: from −99 % up; the top grows tenfold until it holds the root (short loans with big fees). */
const LOWEST_RATE = -0.99;
const HIGHEST_RATES = [10, 1e3, 1e5, 1e8] as const;
/** Digits of the percentage the solver pins down reliably. */
const SOLVER_DIGITS = 9;

/**
 * The annual percentage rate of charge (TAEG) of arbitrary cash flows, by the equation of directive 2008/48/EC
 * annex I (the same in 2014/17/EU annex I and 2023/2225): Σ C_k (1+X)^(−t_k) = Σ D_l (1+X)^(−s_l), with times in
 * years and a year of 12 equal months (annex I, part II (a)). Returns X in percent.
 * Throws a RangeError when the flows admit no rate (no payments, or payments that no rate can discount to the
 * advances): a calculator validates its input before it gets here.
 */
export function aprFromCashFlows({ drawdowns, payments }: CashFlows, { decimals = 2 }: AprOptions = {}): number {
  if (drawdowns.length === 0 || payments.length === 0) throw new RangeError('an APR needs at least one drawdown and one payment');
  const presentValue = (flows: readonly CashFlow[], x: number) =>
    flows.reduce((total, flow) => total + flow.amount * Math.pow(1 + x, -flow.month / MONTHS_PER_YEAR), 0);
  const balance = (x: number) => presentValue(payments, x) - presentValue(drawdowns, x);
  let x: number | null = null;
  for (const highest of HIGHEST_RATES) {
    x = findRoot(balance, LOWEST_RATE, highest, { tolerance: 1e-14 });
    if (x !== null) break;
  }
  if (x === null) throw new RangeError('no annual percentage rate balances these cash flows');
  const percent = x * 100;
  if (decimals === null) return percent;
  // The root is known to ~1e-12 points: snap away that noise first, so that a rate sitting exactly on a half
  // (4.555 %) rounds up as annex I says instead of down from 4.55499999999.
  return roundHalfUp(roundHalfUp(percent, SOLVER_DIGITS), decimals);
}

export interface AprLoanInput extends LoanTerms {
  /** Charges paid when the credit is granted: application (dossier) fees, guarantee, broker fees. */
  fees?: number;
  /** Charges added to every instalment (account fees tied to the credit). */
  monthlyFees?: number;
  /** Compulsory borrower insurance: a cost of the credit, so it is in the TAEG. */
  insurance?: Insurance;
  /** The schedule the payments come from; `banking` (cents, as the borrower actually pays) by default. */
  mode?: ScheduleMode;
}

/**
 * TAEG of a constant-instalment loan: the amount is drawn at month 0, fees are paid at month 0, and each month's
 * instalment, insurance and monthly fees are paid at months 1…n.
 */
export function annualPercentageRate(input: AprLoanInput, options: AprOptions = {}): number {
  const { fees = 0, monthlyFees = 0, mode = 'banking' } = input;
  const schedule = amortizationSchedule({ ...input, mode });
  const payments: CashFlow[] = schedule.months.map((row) => ({ amount: row.repayment + monthlyFees, month: row.month }));
  if (fees !== 0) payments.push({ amount: fees, month: 0 });
  return aprFromCashFlows({ drawdowns: [{ amount: input.amount, month: 0 }], payments }, options);
}
