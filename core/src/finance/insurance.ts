import { MONTHS_PER_YEAR } from './rate-convention.ts';

/**
 * Borrower insurance as lenders and insurers quote it:
 * - `initial-capital`: a yearly rate applied to the amount borrowed, the same premium every month (« 0,30 % du
 *   capital emprunté »), the usual basis of the banks' group contracts in France;
 * - `capital-owed`: a yearly rate applied to the capital still owed, so the premium falls as the loan is repaid
 *   (« sur le capital restant dû »), the usual basis of outside insurers' contracts (délégation d’assurance);
 * - `fixed`: a fixed monthly premium, as an offer prints it.
 *
 * The capital-owed premium here is recomputed every month on the capital owed at the start of that month (the
 * amortization schedule's debt before the month's repayment). Some insurers recompute it once a year instead, on
 * the average capital owed over the coming twelve months (emprunt-et-credit.com, « Calculer une prime sur capital
 * restant dû », read on 2026-11-28): the yearly totals differ by a fraction of a month's amortization, which the
 * page says when it shows the figure as an estimate.
 */
export type Insurance =
  { basis: 'initial-capital'; rate: number } | { basis: 'capital-owed'; rate: number } | { basis: 'fixed'; monthly: number };

/** The bases a visitor chooses between for a quoted yearly rate. */
export type InsuranceRateBasis = 'initial-capital' | 'capital-owed';

export const INSURANCE_RATE_BASES: readonly InsuranceRateBasis[] = ['initial-capital', 'capital-owed'];

/**
 * The premium of one month, unrounded. `owed` is the capital owed at the start of the month; it matters only on
 * the capital-owed basis and defaults to the amount borrowed, which gives the first month's premium.
 */
export function monthlyInsurance(amount: number, insurance: Insurance | undefined, owed: number = amount): number {
  if (!insurance) return 0;
  if (insurance.basis === 'fixed') return insurance.monthly;
  const base = insurance.basis === 'capital-owed' ? owed : amount;
  return (base * insurance.rate) / 100 / MONTHS_PER_YEAR;
}

/** Whether the premium changes from month to month (so each month of the schedule needs its own). */
export function insuranceFollowsDebt(insurance: Insurance | undefined): boolean {
  return insurance?.basis === 'capital-owed';
}
