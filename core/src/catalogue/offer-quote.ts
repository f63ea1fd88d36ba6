import { amortizationSchedule, type AmortizationSchedule } from '../finance/amortization-schedule.ts';
import { annualPercentageRate } from '../finance/annual-percentage-rate.ts';
import { isCountry } from '../finance/country-rule.ts';
import { rulesFor } from '../finance/country-rules.ts';
import type { RateConvention } from '../finance/rate-convention.ts';
import { coversTerms, type LendingRange } from './lending-terms.ts';

/** Terms an offer is quoted for: euros, months, the annual rate in percent, upfront fees in euros. */
export interface QuoteTerms {
  amount: number;
  duration: number;
  rate: number;
  fees: number;
}

export interface OfferQuote {
  /** The lender's schedule (banking mode: instalments rounded to the cent, as the borrower pays them). */
  schedule: AmortizationSchedule;
  /** TAEG with the offer's fees, two decimals. */
  apr: number;
}

/**
 * The rate convention a lender of this country quotes under on that day (core country-rules.ts); 'nominal', the
 * directive's default, for a lender outside the three markets.
 */
export function lenderRateConvention(country: string, on: Date): RateConvention {
  return isCountry(country) ? rulesFor(country, on).rateConvention : 'nominal';
}

/**
 * An offer as its lender would quote it for these terms: the banking schedule in the lender's rate convention, and
 * its TAEG with the offer's fees. The comparator ranks offers by this (compare-offers.ts), and a product's « dès »
 * TAEG is the lowest of these over its rate grid (lowestOfferApr): one computation, so the two never disagree.
 */
export function quoteOffer(terms: QuoteTerms, convention: RateConvention): OfferQuote {
  const { amount, duration, rate, fees } = terms;
  const schedule = amortizationSchedule({ amount, rate, duration, convention, mode: 'banking' });
  return { schedule, apr: annualPercentageRate({ amount, rate, duration, convention, fees, schedule }) };
}

/** One point of a product's current rate grid: the latest rate observed for an amount (euros) and a duration (months). */
export interface GridRate {
  amount: number;
  duration: number;
  rate: number;
}

/** A product's « dès » TAEG and the grid point it is reached at. */
export interface LowestApr extends GridRate {
  apr: number;
}

/**
 * A product's « dès » TAEG (issue 20: computed from its observations, never typed): the lowest TAEG the comparator
 * computes over the points of its current rate grid that it lends (its range: the comparator never shows it for
 * other terms), each quoted as its lender would (quoteOffer, the lender's country convention on that day) with the
 * offer's fees (none observed yet: the spec's Loan has no fees). Ties go to the smallest amount, then the shortest
 * duration. Null for a product with no observed rate within its range.
 */
export function lowestOfferApr(
  grid: readonly GridRate[],
  lender: { country: string; on: Date; range: LendingRange; fees?: number },
): LowestApr | null {
  const convention = lenderRateConvention(lender.country, lender.on);
  let lowest: LowestApr | null = null;
  for (const point of grid) {
    if (!coversTerms(lender.range, point.amount, point.duration)) continue;
    const { apr } = quoteOffer({ ...point, fees: lender.fees ?? 0 }, convention);
    if (
      lowest === null ||
      apr < lowest.apr ||
      (apr === lowest.apr && (point.amount < lowest.amount || (point.amount === lowest.amount && point.duration < lowest.duration)))
    )
      lowest = { amount: point.amount, duration: point.duration, rate: point.rate, apr };
  }
  return lowest;
}
