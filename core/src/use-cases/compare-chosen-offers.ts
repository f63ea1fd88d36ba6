import { OWN_OFFER_LABEL, type OwnOffer } from '../catalogue/side-by-side-query.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import { amortizationSchedule } from '../finance/amortization-schedule.ts';
import { annualPercentageRate } from '../finance/annual-percentage-rate.ts';
import { rulesFor } from '../finance/country-rules.ts';
import { roundToCent } from '../finance/money.ts';
import type { RateConvention } from '../finance/rate-convention.ts';
import type { Clock } from '../ports/clock.ts';
import type { ComparedOffer, ComparedOffers, CompareOffersInput } from './compare-offers.ts';

export interface CompareChosenOffersInput {
  categorySlug: string;
  /** The visitor's exact terms, euros and months, as comparatorQueryFrom reads them. */
  amount: number;
  duration: number;
  /** The offers ticked, in their order (chosenOffersFrom: at most three, each once). */
  productIds: readonly number[];
  /** The visitor's own offer, when they typed one. */
  own?: OwnOffer | null;
  /** The visitor's country: its rate convention computes their own offer (nominal when unknown). */
  country?: MarketCountry | undefined;
}

/** The visitor's own offer computed for the same terms, as a lender of their country would quote it. */
export interface OwnOfferFigures {
  /** The name typed, or « Votre offre ». */
  lenderName: string;
  rate: number;
  convention: RateConvention;
  /** The country whose convention was used, or null when the visitor's is unknown (nominal). */
  country: MarketCountry | null;
  /** The first month's instalment without insurance, euros to the cent. */
  monthlyPayment: number;
  monthlyInsurance: number;
  /** TAEG with the fees and the insurance (compulsory insurance is a cost of the credit), two decimals. */
  apr: number;
  totalInterest: number;
  fees: number;
  totalInsurance: number;
  /** Interest + fees + insurance. */
  totalCost: number;
  totalDue: number;
}

export interface ChosenOffersComparison {
  /** The chosen offers the comparator lists for these terms, in the order asked, each exactly as its list row. */
  offers: ComparedOffer[];
  /** The ids asked that the comparator does not list for these terms (not visible, another category, out of range). */
  missing: number[];
  /**
   * The rank each of `offers` stands at in the comparator's list for these terms (1 is the first), in the same order:
   * what the advertiser report counts as the rank of an offer shown side by side.
   */
  listRanks: number[];
  own: OwnOfferFigures | null;
}

/**
 * Side by side (issue 19): the offers a visitor ticked, taken from the comparator's own answer for the same category
 * and exact terms (compareOffers, without the list's filters, which choose offers but never change their figures), so
 * each column carries the very figures of its row in the list: rate and observation, payment, TAEG, costs. An offer
 * is marked « Annonce » when the list shows it as such anywhere. The visitor's own offer is computed with the same
 * finance functions as a lender of their country would (its rate convention), insurance and fees in its TAEG.
 */
export async function compareChosenOffers(
  deps: { compareOffers(input: CompareOffersInput): Promise<ComparedOffers>; clock: Clock },
  input: CompareChosenOffersInput,
): Promise<ChosenOffersComparison> {
  const ids = [...new Set(input.productIds)];
  const listed =
    ids.length > 0
      ? await deps.compareOffers({ categorySlug: input.categorySlug, amount: input.amount, duration: input.duration })
      : { sponsored: [], ranked: [] };
  const paid = new Set(listed.sponsored.map((offer) => offer.productId));
  const offers: ComparedOffer[] = [];
  const missing: number[] = [];
  const listRanks: number[] = [];
  for (const id of ids) {
    const index = listed.ranked.findIndex((row) => row.productId === id);
    const offer = listed.ranked[index];
    if (offer) {
      offers.push({ ...offer, isSponsored: offer.isSponsored || paid.has(id) });
      listRanks.push(index + 1);
    } else missing.push(id);
  }
  const own = input.own ? ownOfferFigures(input.own, input.amount, input.duration, input.country ?? null, deps.clock.now()) : null;
  return { offers, missing, listRanks, own };
}

/** The own offer for the terms: the schedule and TAEG of core's finance functions, in the country's convention. */
export function ownOfferFigures(
  own: OwnOffer,
  amount: number,
  duration: number,
  country: MarketCountry | null,
  today: Date,
): OwnOfferFigures {
  const convention: RateConvention = country ? rulesFor(country, today).rateConvention : 'nominal';
  const insurance = { basis: 'fixed', monthly: own.monthlyInsurance } as const;
  const schedule = amortizationSchedule({ amount, rate: own.rate, duration, convention, mode: 'banking', insurance });
  const totalCost = roundToCent(schedule.totals.interest + own.fees + schedule.totals.insurance);
  return {
    lenderName: own.lenderName ?? OWN_OFFER_LABEL,
    rate: own.rate,
    convention,
    country,
    monthlyPayment: schedule.months[0]?.payment ?? 0,
    monthlyInsurance: schedule.months[0]?.insurance ?? 0,
    apr: annualPercentageRate({ amount, rate: own.rate, duration, convention, fees: own.fees, insurance, schedule }),
    totalInterest: schedule.totals.interest,
    fees: own.fees,
    totalInsurance: schedule.totals.insurance,
    totalCost,
    totalDue: roundToCent(amount + totalCost),
  };
}
