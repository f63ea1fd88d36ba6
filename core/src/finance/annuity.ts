import { DEFAULT_RATE_CONVENTION, monthlyRate, type RateConvention } from './rate-convention.ts';

/** A loan as the spec's Loan entity describes it: amount in euros, annual rate in percent, duration in months. */
export interface LoanTerms {
  amount: number;
  rate: number;
  duration: number;
  convention?: RateConvention;
}

/**
 * The annuity factor 1 − (1 + r)^−n, computed as −expm1(−n·log1p(r)) so that it stays exact for tiny rates
 * (which makes the payment continuous as the rate goes to zero).
 */
export function annuityDiscountFactor(periodicRate: number, periods: number): number {
  return -Math.expm1(-periods * Math.log1p(periodicRate));
}

/** Payment per period for a periodic rate; rate 0 gives amount / periods. */
export function periodicPayment(amount: number, periodicRate: number, periods: number): number {
  if (periodicRate === 0) return amount / periods;
  return (amount * periodicRate) / annuityDiscountFactor(periodicRate, periods);
}

/**
 * Monthly payment of a constant-instalment loan (spec §3): the annuity formula with monthly rate = rate/100/12
 * when the rate is above zero, otherwise amount / duration. Unrounded: round only for display.
 */
export function monthlyPayment({ amount, rate, duration, convention = DEFAULT_RATE_CONVENTION }: LoanTerms): number {
  return periodicPayment(amount, monthlyRate(rate, convention), duration);
}

/** Interest paid over the loan: monthly payment × duration − amount (spec §3). */
export function totalInterest(terms: LoanTerms): number {
  return monthlyPayment(terms) * terms.duration - terms.amount;
}

export interface PaymentTerms {
  payment: number;
  rate: number;
  duration: number;
  convention?: RateConvention;
}

/** The amount a monthly payment repays over the duration at the rate: the inverse of `monthlyPayment`. */
export function principalForPayment({ payment, rate, duration, convention = DEFAULT_RATE_CONVENTION }: PaymentTerms): number {
  const r = monthlyRate(rate, convention);
  if (r === 0) return payment * duration;
  return (payment * annuityDiscountFactor(r, duration)) / r;
}
