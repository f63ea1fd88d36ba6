/**
 * How an annual rate becomes the monthly rate used in an annuity.
 *
 * - `nominal`: annual / 12 — the spec's rule (§3, §9), and how French and Luxembourg lenders quote credit.
 * - `equivalent`: (1 + I)^(1/12) − 1 — Belgium's "taux périodique" equivalent to the annual rate,
 *   Code de droit économique art. I.9, 44° (the periodic rate a Belgian credit agreement must state).
 */
export type RateConvention = 'nominal' | 'equivalent';

export const DEFAULT_RATE_CONVENTION: RateConvention = 'nominal';

export const MONTHS_PER_YEAR = 12;

/** Monthly rate as a fraction (0.003 for 0.3 %) from an annual rate in percent (3.6 for 3.6 %). */
export function monthlyRate(annualRatePercent: number, convention: RateConvention = DEFAULT_RATE_CONVENTION): number {
  const annual = annualRatePercent / 100;
  if (convention === 'equivalent') {
    // expm1/log1p keep full precision for small rates, where (1 + I)^(1/12) − 1 loses digits.
    return Math.expm1(Math.log1p(annual) / MONTHS_PER_YEAR);
  }
  return annual / MONTHS_PER_YEAR;
}

/** The annual rate in percent that gives this monthly rate under the convention (inverse of `monthlyRate`). */
export function annualRateFromMonthly(monthly: number, convention: RateConvention = DEFAULT_RATE_CONVENTION): number {
  if (convention === 'equivalent') return Math.expm1(MONTHS_PER_YEAR * Math.log1p(monthly)) * 100;
  return monthly * MONTHS_PER_YEAR * 100;
}
