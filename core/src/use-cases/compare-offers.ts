import * as v from 'valibot';
import { amortizationSchedule } from '../finance/amortization-schedule.ts';
import { annualPercentageRate } from '../finance/annual-percentage-rate.ts';
import { isCountry, rulesFor } from '../finance/country-rules.ts';
import { roundToCent } from '../finance/money.ts';
import { amount, durationMonths, slugSchema } from '../fields/field-schemas.ts';
import { marketCountrySchema } from '../catalogue/country.ts';
import { outboundUrl } from '../catalogue/outbound-url.ts';
import { promoteSponsored, type SponsoredPromotion } from '../catalogue/sponsored-promotion.ts';
import type { Clock } from '../ports/clock.ts';
import type { OfferRow, OfferStore } from '../ports/offer-store.ts';

export const compareOffersInputSchema = v.strictObject({
  categorySlug: slugSchema,
  amount: amount(),
  duration: durationMonths(),
  countries: v.optional(v.array(marketCountrySchema)),
});

export type CompareOffersInput = v.InferOutput<typeof compareOffersInputSchema>;

export interface ComparedOffer extends OfferRow {
  /** The instalment the lender would charge (its first month's), in euros rounded to the cent: 1234.56, as pages show it. */
  monthlyPayment: number;
  /** TAEG with the offer's fees, two decimals. */
  apr: number;
  totalInterest: number;
  /** Interest + fees. */
  totalCost: number;
  totalDue: number;
  /** /go/{advertiser}/{product}?id=… */
  outboundUrl: string;
}

/** The comparator's answer: the sponsored slots and the ranking, each offer of the ranking once (see promoteSponsored). */
export type ComparedOffers = SponsoredPromotion<ComparedOffer>;

/**
 * The comparator: every active offer of a category for an amount and a duration, ranked by rate (then TAEG, then
 * name), with the spec's sponsored promotion applied last (§4) as data: `sponsored` (the front slots) and `ranked`.
 * Each offer is computed with the rate convention of its lender's country, as the lender would quote it.
 */
export async function compareOffers(deps: { offers: OfferStore; clock: Clock }, input: CompareOffersInput): Promise<ComparedOffers> {
  const rows = await deps.offers.offersFor(input);
  const today = deps.clock.now();
  const computed = rows.map((row) => computeOffer(row, input.amount, input.duration, today));
  computed.sort(byRank);
  return promoteSponsored(computed);
}

function computeOffer(row: OfferRow, amount: number, duration: number, today: Date): ComparedOffer {
  const convention = isCountry(row.country) ? rulesFor(row.country, today).rateConvention : 'nominal';
  const schedule = amortizationSchedule({ amount, rate: row.rate, duration, convention, mode: 'banking' });
  const totalCost = roundToCent(schedule.totals.interest + row.fees);
  return {
    ...row,
    monthlyPayment: schedule.months[0]?.payment ?? 0,
    apr: annualPercentageRate({ amount, rate: row.rate, duration, convention, fees: row.fees, schedule }),
    totalInterest: schedule.totals.interest,
    totalCost,
    totalDue: roundToCent(amount + totalCost),
    outboundUrl: outboundUrl({ id: row.productId, slug: row.productSlug }, { slug: row.advertiserSlug }),
  };
}

function byRank(a: ComparedOffer, b: ComparedOffer): number {
  return a.rate - b.rate || a.apr - b.apr || a.advertiserName.localeCompare(b.advertiserName, 'fr') || a.productId - b.productId;
}
