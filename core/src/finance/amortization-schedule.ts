import { monthlyPayment, type LoanTerms } from './annuity.ts';
import { insuranceFollowsDebt, monthlyInsurance, type Insurance } from './insurance.ts';
import { toCents } from './money.ts';
import { DEFAULT_RATE_CONVENTION, MONTHS_PER_YEAR, monthlyRate } from './rate-convention.ts';

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
  return input.mode === 'banking' ? bankingSchedule(input) : exactSchedule(input);
}

function assertValidTerms({ amount, rate, duration }: LoanTerms): void {
  // Callers validate people's input at the edge with the core's schemas; reaching here with nonsense is a bug.
  if (!(Number.isFinite(amount) && amount >= 0)) throw new RangeError(`amount must be a finite number ≥ 0, got ${amount}`);
  if (!(Number.isFinite(rate) && rate >= 0)) throw new RangeError(`rate must be a finite number ≥ 0, got ${rate}`);
  if (!(Number.isInteger(duration) && duration >= 1))
    throw new RangeError(`duration must be a whole number of months ≥ 1, got ${duration}`);
}

/*
 * Both builders make one pass: each month row is written once into a pre-sized array, and the year rows and
 * totals are running sums in locals. (Summing afterwards with keyed lookups, slices and reduce took three times
 * longer than computing the rows: see test/bench/RESULTS.md.)
 */

function exactSchedule(input: ScheduleInput): AmortizationSchedule {
  const { amount, rate, duration, convention = DEFAULT_RATE_CONVENTION } = input;
  const r = monthlyRate(rate, convention);
  const payment = monthlyPayment({ amount, rate, duration, convention });
  const flatInsurance = monthlyInsurance(amount, input.insurance);
  const followsDebt = insuranceFollowsDebt(input.insurance);
  const monthsPerYear = MONTHS_PER_YEAR; // read once: some loaders turn imported bindings into getter calls
  const months: MonthRow[] = new Array(duration);
  const years: YearRow[] = new Array(Math.ceil(duration / monthsPerYear));
  let debt = amount;
  let yearPayment = 0,
    yearInterest = 0,
    yearPrincipal = 0,
    yearInsurance = 0;
  let totalPayment = 0,
    totalInterest = 0,
    totalInsurance = 0;
  for (let month = 1; month <= duration; month++) {
    // On the capital-owed basis the premium is the rate applied to the debt at the start of the month.
    const insurance = followsDebt ? monthlyInsurance(amount, input.insurance, debt) : flatInsurance;
    const interestPayment = r * debt;
    const isLast = month === duration;
    // The last month repays whatever floating-point noise left, so the principal sums to the amount.
    const debtPayment = isLast ? debt : payment - interestPayment;
    const rowPayment = isLast ? interestPayment + debtPayment : payment;
    debt = isLast ? 0 : Math.max(0, debt - debtPayment);
    months[month - 1] = {
      month,
      rate,
      payment: rowPayment,
      interestPayment,
      debtPayment,
      insurance,
      repayment: rowPayment + insurance,
      debtRest: debt,
    };
    yearPayment += rowPayment;
    yearInterest += interestPayment;
    yearPrincipal += debtPayment;
    yearInsurance += insurance;
    if (month % monthsPerYear === 0 || isLast) {
      const year = Math.ceil(month / monthsPerYear);
      years[year - 1] = {
        year,
        rate,
        payment: yearPayment,
        interestPayment: yearInterest,
        debtPayment: yearPrincipal,
        insurance: yearInsurance,
        repayment: yearPayment + yearInsurance,
        debtRest: debt,
      };
      totalPayment += yearPayment;
      totalInterest += yearInterest;
      totalInsurance += yearInsurance;
      yearPayment = yearInterest = yearPrincipal = yearInsurance = 0;
    }
  }
  return {
    months,
    years,
    totals: { payment: totalPayment, interest: totalInterest, insurance: totalInsurance, repayment: totalPayment + totalInsurance },
  };
}

function bankingSchedule(input: ScheduleInput): AmortizationSchedule {
  const { amount, rate, duration, convention = DEFAULT_RATE_CONVENTION } = input;
  const r = monthlyRate(rate, convention);
  // Integer cents from here on: sums of cents are exact, so the debt really ends at 0 and totals add up.
  const paymentCents = toCents(monthlyPayment({ amount, rate, duration, convention }));
  const flatInsuranceCents = toCents(monthlyInsurance(amount, input.insurance));
  const followsDebt = insuranceFollowsDebt(input.insurance);
  const roundingNudge = ROUNDING_NUDGE;
  const monthsPerYear = MONTHS_PER_YEAR; // read once: some loaders turn imported bindings into getter calls
  const months: MonthRow[] = new Array(duration);
  const years: YearRow[] = new Array(Math.ceil(duration / monthsPerYear));
  let debtCents = toCents(amount);
  let yearPayment = 0,
    yearInterest = 0,
    yearPrincipal = 0,
    yearInsurance = 0;
  let totalPayment = 0,
    totalInterest = 0,
    totalInsurance = 0;
  for (let month = 1; month <= duration; month++) {
    // On the capital-owed basis each month's premium is rounded to the cent from the debt at the month's start.
    const insuranceCents = followsDebt ? toCents(monthlyInsurance(amount, input.insurance, debtCents / 100)) : flatInsuranceCents;
    // Interest rounded half-up to the cent; the relative nudge keeps exact halves (x.5 cents) from rounding down.
    const interestCents = Math.round(debtCents * r * roundingNudge);
    const isLast = month === duration;
    const principalCents = isLast ? debtCents : Math.min(debtCents, paymentCents - interestCents);
    const rowPaymentCents = interestCents + principalCents;
    debtCents -= principalCents;
    months[month - 1] = {
      month,
      rate,
      payment: rowPaymentCents / 100,
      interestPayment: interestCents / 100,
      debtPayment: principalCents / 100,
      insurance: insuranceCents / 100,
      repayment: (rowPaymentCents + insuranceCents) / 100,
      debtRest: debtCents / 100,
    };
    yearPayment += rowPaymentCents;
    yearInterest += interestCents;
    yearPrincipal += principalCents;
    yearInsurance += insuranceCents;
    if (month % monthsPerYear === 0 || isLast) {
      const year = Math.ceil(month / monthsPerYear);
      years[year - 1] = {
        year,
        rate,
        payment: yearPayment / 100,
        interestPayment: yearInterest / 100,
        debtPayment: yearPrincipal / 100,
        insurance: yearInsurance / 100,
        repayment: (yearPayment + yearInsurance) / 100,
        debtRest: debtCents / 100,
      };
      totalPayment += yearPayment;
      totalInterest += yearInterest;
      totalInsurance += yearInsurance;
      yearPayment = yearInterest = yearPrincipal = yearInsurance = 0;
    }
  }
  return {
    months,
    years,
    totals: {
      payment: totalPayment / 100,
      interest: totalInterest / 100,
      insurance: totalInsurance / 100,
      repayment: (totalPayment + totalInsurance) / 100,
    },
  };
}

/** Same nudge as roundHalfUp in money.ts: 4 ulps, far below a cent, enough to undo binary representation error. */
const ROUNDING_NUDGE = 1 + 4 * Number.EPSILON;
