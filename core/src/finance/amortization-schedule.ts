import { monthlyPayment, type LoanTerms } from './annuity.js';
import { monthlyInsurance, type Insurance } from './insurance.js';
import { fromCents, toCents } from './money.js';
import { DEFAULT_RATE_CONVENTION, MONTHS_PER_YEAR, monthlyRate } from './rate-convention.js';

/**
 * - `exact`: the spec's unrounded table (§3): payment by the annuity formula, interest = monthly rate × debt.
 * - `banking`: how French banks print their tables: the payment is rounded once to the cent, each month's
 *   interest is rounded to the cent, and the last payment absorbs the accumulated rounding so the debt ends at 0.
 */
export type ScheduleMode = 'exact' | 'banking';

export interface ScheduleInput extends LoanTerms {
  mode?: ScheduleMode;
  insurance?: Insurance;
}

/** One month of the table. `repayment` is what leaves the borrower's account: payment + insurance. */
export interface MonthRow {
  month: number;
  /** Annual rate in percent, as the loan states it. */
  rate: number;
  payment: number;
  interestPayment: number;
  /** The part of the payment that repays capital. */
  debtPayment: number;
  insurance: number;
  repayment: number;
  /** Capital still owed after this month, never below 0. */
  debtRest: number;
}

/** Twelve months added up (the last year may be shorter); debtRest is the debt at the end of the year. */
export interface YearRow extends Omit<MonthRow, 'month'> {
  year: number;
}

export interface ScheduleTotals {
  payment: number;
  interest: number;
  insurance: number;
  repayment: number;
}

export interface AmortizationSchedule {
  months: MonthRow[];
  years: YearRow[];
  totals: ScheduleTotals;
}

export function amortizationSchedule(input: ScheduleInput): AmortizationSchedule {
  assertValidTerms(input);
  const banking = input.mode === 'banking';
  const months = banking ? bankingMonths(input) : exactMonths(input);
  const sum = banking ? centSum : plainSum;
  return { months, years: yearRows(months, sum), totals: totalsOf(months, sum) };
}

function assertValidTerms({ amount, rate, duration }: LoanTerms): void {
  // Callers validate people's input at the edge with the core's schemas; reaching here with nonsense is a bug.
  if (!(Number.isFinite(amount) && amount >= 0)) throw new RangeError(`amount must be a finite number ≥ 0, got ${amount}`);
  if (!(Number.isFinite(rate) && rate >= 0)) throw new RangeError(`rate must be a finite number ≥ 0, got ${rate}`);
  if (!(Number.isInteger(duration) && duration >= 1)) throw new RangeError(`duration must be a whole number of months ≥ 1, got ${duration}`);
}

function exactMonths(input: ScheduleInput): MonthRow[] {
  const { amount, rate, duration, convention = DEFAULT_RATE_CONVENTION } = input;
  const r = monthlyRate(rate, convention);
  const payment = monthlyPayment({ amount, rate, duration, convention });
  const insurance = monthlyInsurance(amount, input.insurance);
  const rows: MonthRow[] = [];
  let debt = amount;
  for (let month = 1; month <= duration; month++) {
    const interestPayment = r * debt;
    const isLast = month === duration;
    // The last month repays whatever floating-point noise left, so the principal sums to the amount.
    const debtPayment = isLast ? debt : payment - interestPayment;
    const rowPayment = isLast ? interestPayment + debtPayment : payment;
    debt = isLast ? 0 : Math.max(0, debt - debtPayment);
    rows.push({ month, rate, payment: rowPayment, interestPayment, debtPayment, insurance, repayment: rowPayment + insurance, debtRest: debt });
  }
  return rows;
}

function bankingMonths(input: ScheduleInput): MonthRow[] {
  const { amount, rate, duration, convention = DEFAULT_RATE_CONVENTION } = input;
  const r = monthlyRate(rate, convention);
  // Integer cents from here on: sums of cents are exact, so the debt really ends at 0.
  const paymentCents = toCents(monthlyPayment({ amount, rate, duration, convention }));
  const insuranceCents = toCents(monthlyInsurance(amount, input.insurance));
  const rows: MonthRow[] = [];
  let debtCents = toCents(amount);
  for (let month = 1; month <= duration; month++) {
    const interestCents = toCents(fromCents(debtCents) * r);
    const isLast = month === duration;
    const principalCents = isLast ? debtCents : Math.min(debtCents, paymentCents - interestCents);
    const rowPaymentCents = interestCents + principalCents;
    debtCents -= principalCents;
    rows.push({
      month,
      rate,
      payment: fromCents(rowPaymentCents),
      interestPayment: fromCents(interestCents),
      debtPayment: fromCents(principalCents),
      insurance: fromCents(insuranceCents),
      repayment: fromCents(rowPaymentCents + insuranceCents),
      debtRest: fromCents(debtCents),
    });
  }
  return rows;
}

type SummableField = 'payment' | 'interestPayment' | 'debtPayment' | 'insurance' | 'repayment';
type Summer = (rows: readonly MonthRow[], field: SummableField) => number;

const plainSum: Summer = (rows, field) => rows.reduce((total, row) => total + row[field], 0);

/** Banking rows hold whole cents: adding them as integers keeps totals exact (0.1 + 0.2 stays 0.30). */
const centSum: Summer = (rows, field) => rows.reduce((cents, row) => cents + Math.round(row[field] * 100), 0) / 100;

function yearRows(months: MonthRow[], sum: Summer): YearRow[] {
  const years: YearRow[] = [];
  for (let start = 0; start < months.length; start += MONTHS_PER_YEAR) {
    const slice = months.slice(start, start + MONTHS_PER_YEAR);
    const last = slice[slice.length - 1];
    if (!last) break;
    years.push({
      year: start / MONTHS_PER_YEAR + 1,
      rate: last.rate,
      payment: sum(slice, 'payment'),
      interestPayment: sum(slice, 'interestPayment'),
      debtPayment: sum(slice, 'debtPayment'),
      insurance: sum(slice, 'insurance'),
      repayment: sum(slice, 'repayment'),
      debtRest: last.debtRest,
    });
  }
  return years;
}

function totalsOf(months: MonthRow[], sum: Summer): ScheduleTotals {
  return {
    payment: sum(months, 'payment'),
    interest: sum(months, 'interestPayment'),
    insurance: sum(months, 'insurance'),
    repayment: sum(months, 'repayment'),
  };
}
