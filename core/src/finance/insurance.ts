import { MONTHS_PER_YEAR } from './rate-convention.ts';

/**
 * Borrower insurance as lenders quote it: either a yearly rate applied to the initial capital
 * (the usual quote in France and Luxembourg: "0,30 % du capital emprunté") or a fixed monthly premium.
 */
export type Insurance = { basis: 'initial-capital'; rate: number } | { basis: 'fixed'; monthly: number };

/** The monthly premium, unrounded. */
export function monthlyInsurance(amount: number, insurance: Insurance | undefined): number {
  if (!insurance) return 0;
  if (insurance.basis === 'fixed') return insurance.monthly;
  return (amount * insurance.rate) / 100 / MONTHS_PER_YEAR;
}
