import { amortizationSchedule, type AmortizationSchedule, type MonthRow, type ScheduleMode } from './amortization-schedule.ts';
import type { LoanTerms } from './annuity.ts';
import { findRoot } from './find-root.ts';
import { monthlyInsurance, type Insurance } from './insurance.ts';
import { roundHalfUp } from './money.ts';
import { MONTHS_PER_YEAR, monthlyRate } from './rate-convention.ts';

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
  return roundedApr(solveBalance(balanceOf({ drawdowns, payments })), decimals);
}

/** Present value of the payments less that of the drawdowns at the annual rate x (a fraction). */
function balanceOf({ drawdowns, payments }: CashFlows): (x: number) => number {
  const presentValue = (flows: readonly CashFlow[], x: number) =>
    flows.reduce((total, flow) => total + flow.amount * Math.pow(1 + x, -flow.month / MONTHS_PER_YEAR), 0);
  return (x: number) => presentValue(payments, x) - presentValue(drawdowns, x);
}

/** The rate (a fraction) where the balance is zero, found to ~1e-14. */
function solveBalance(balance: (x: number) => number): number {
  let x: number | null = null;
  for (const highest of HIGHEST_RATES) {
    x = findRoot(balance, LOWEST_RATE, highest, { tolerance: 1e-14 });
    if (x !== null) break;
  }
  if (x === null) throw new RangeError('no annual percentage rate balances these cash flows');
  return x;
}

/** The solver's root in percent, rounded as asked. */
function roundedApr(x: number, decimals: number | null): number {
  const percent = x * 100;
  if (decimals === null) return percent;
  // The root is known to ~1e-12 points: snap away that noise first, so that a rate sitting exactly on a half
  // (4.555 %) rounds up as annex I says instead of down from 4.55499999999.
  return roundHalfUp(roundHalfUp(percent, SOLVER_DIGITS), decimals);
}

/**
 * How far inside its rounding interval, in percentage points, the root must be shown to lie: far above the
 * solver's precision (~1e-12) and the snap to SOLVER_DIGITS, far below any rounding interval asked for.
 */
const PINNED_MARGIN = 1e-6;

/**
 * The rounded TAEG without root-finding, when a close guess pins it: the balance falls as the rate rises (every
 * payment is positive and comes at or after the drawdown), so if it is still positive just above the lower edge of
 * the guess's rounding interval and already negative just below its upper edge, the root lies strictly inside,
 * where the solver would find it and round it to the very same value. Null when that cannot be shown (a root
 * within PINNED_MARGIN of an edge, or a poor guess): the caller then runs the solver.
 */
export function pinnedRoundedApr(balance: (x: number) => number, guessPercent: number, decimals: number): number | null {
  const half = 0.5 * 10 ** -decimals;
  if (!Number.isFinite(guessPercent) || half <= 10 * PINNED_MARGIN) return null;
  const rounded = roundHalfUp(roundHalfUp(guessPercent, SOLVER_DIGITS), decimals);
  const low = (rounded - half + PINNED_MARGIN) / 100;
  const high = (rounded + half - PINNED_MARGIN) / 100;
  if (low <= LOWEST_RATE) return null;
  return balance(low) > 0 && balance(high) < 0 ? rounded : null;
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
  /** The schedule of these very terms in `mode`, when the caller has it already (the comparator): not made again. */
  schedule?: AmortizationSchedule;
}

/**
 * TAEG of a constant-instalment loan: the amount is drawn at month 0, fees are paid at month 0, and each month's
 * instalment, insurance and monthly fees are paid at months 1…n.
 * Without fees, insurance or monthly charges (every offer of the comparator today), the instalments are the
 * annuity of the monthly rate r, whose TAEG is (1 + r)^12 − 1 but for the instalments' rounding to the cent: that
 * guess is checked against the cash flows (pinnedRoundedApr) instead of searching the whole range, and the solver
 * runs only when the check cannot decide. The answer is the solver's either way (a property test says so).
 */
export function annualPercentageRate(input: AprLoanInput, options: AprOptions = {}): number {
  const { fees = 0, monthlyFees = 0, mode = 'banking' } = input;
  const schedule = input.schedule ?? amortizationSchedule({ ...input, mode });
  const { decimals = 2 } = options;
  if (
    decimals !== null &&
    fees === 0 &&
    monthlyFees === 0 &&
    monthlyInsurance(input.amount, input.insurance) === 0 &&
    schedule.months.length > 0
  ) {
    const monthly = monthlyRate(input.rate, input.convention);
    const pinned = pinnedRoundedApr(
      instalmentBalance(input.amount, schedule),
      Math.expm1(MONTHS_PER_YEAR * Math.log1p(monthly)) * 100,
      decimals,
    );
    if (pinned !== null) return pinned;
  }
  const payments: CashFlow[] = schedule.months.map((row) => ({ amount: row.repayment + monthlyFees, month: row.month }));
  if (fees !== 0) payments.push({ amount: fees, month: 0 });
  return aprFromCashFlows({ drawdowns: [{ amount: input.amount, month: 0 }], payments }, options);
}

/**
 * The balance of a loan paid by its schedule's instalments alone (months 1…n in order): the same sum as
 * balanceOf's, with one power per evaluation instead of one per month. Its rounding differs from balanceOf's by a
 * few ulps of the amount, far below what the PINNED_MARGIN away from the root makes it.
 */
function instalmentBalance(amount: number, schedule: AmortizationSchedule): (x: number) => number {
  const months = schedule.months;
  return (x: number) => {
    const perMonth = Math.pow(1 + x, -1 / MONTHS_PER_YEAR);
    let discount = 1;
    let total = 0;
    for (let index = 0; index < months.length; index++) {
      discount *= perMonth;
      total += (months[index] as MonthRow).repayment * discount;
    }
    return total - amount;
  };
}
