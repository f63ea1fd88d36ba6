import * as v from 'valibot';
import { roundToCent } from '../finance/money.ts';
import { amount, durationMonths, slugSchema } from '../fields/field-schemas.ts';
import { marketCountrySchema } from '../catalogue/country-schemas.ts';
import { coversTerms, offerChannelOf, offerChannels, rateTypes, type OfferChannel } from '../catalogue/lending-terms.ts';
import { offerOrder, offerSorts, type OfferSort } from '../catalogue/offer-ranking.ts';
import { lenderRateConvention, quoteOffer } from '../catalogue/offer-quote.ts';
import { outboundUrl } from '../catalogue/outbound-url.ts';
import { promoteSponsored, type SponsoredPromotion } from '../catalogue/sponsored-promotion.ts';
import type { Clock } from '../ports/clock.ts';
import type { OfferQuery, OfferRow, OfferStore } from '../ports/offer-store.ts';

export const compareOffersInputSchema = v.strictObject({
  categorySlug: slugSchema,
  amount: amount(),
  duration: durationMonths(),
  countries: v.optional(v.array(marketCountrySchema)),
  rateTypes: v.optional(v.array(v.picklist(rateTypes, 'Le type de taux doit être fixe, variable ou mixte.'))),
  channel: v.optional(v.picklist(offerChannels, 'Le canal doit être direct ou via un courtier.')),
  /** The ranking's order; by rate when absent (the API's and the rate reminders' order). */
  sort: v.optional(v.picklist(offerSorts, 'Le tri doit être taux, TAEG, mensualité ou coût total.')),
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
  channel: OfferChannel;
  /** /go/{advertiser}/{product}?id=… */
  outboundUrl: string;
}

/** The comparator's answer: the sponsored slots and the ranking, each offer of the ranking once (see promoteSponsored). */
export type ComparedOffers = SponsoredPromotion<ComparedOffer>;

/**
 * Whether an offer answers a query: of one of its countries, rate types and its channel (each when asked), and
 * lending the visitor's exact terms (its range). The store narrows its statement by the same rule; this is the rule.
 */
export function offerMatches(query: Omit<OfferQuery, 'categorySlug'>, row: OfferRow): boolean {
  return (
    (!query.countries?.length || query.countries.includes(row.country)) &&
    (!query.rateTypes?.length || (row.rateType !== null && query.rateTypes.includes(row.rateType))) &&
    (!query.channel || offerChannelOf(row) === query.channel) &&
    coversTerms(row, query.amount, query.duration)
  );
}

/**
 * The comparator: every visible offer of a category that lends the visitor's amount and duration, filtered by
 * country, rate type and channel when asked, each computed for those exact terms with the rate observed at the
 * nearest grid point (decision 0003) and the rate convention of its lender's country, as the lender would quote it;
 * ranked by the sort asked (by rate when none: offerOrder), with the spec's sponsored promotion applied last (§4).
 */
export async function compareOffers(deps: { offers: OfferStore; clock: Clock }, input: CompareOffersInput): Promise<ComparedOffers> {
  const { sort = 'rate', ...query } = input;
  const rows = await deps.offers.offersFor(query);
  const today = deps.clock.now();
  const computed = rows.filter((row) => offerMatches(query, row)).map((row) => computeOffer(row, input.amount, input.duration, today));
  computed.sort(offerOrder(sort satisfies OfferSort));
  return promoteSponsored(computed);
}

function computeOffer(row: OfferRow, amount: number, duration: number, today: Date): ComparedOffer {
  const { schedule, apr } = quoteOffer({ amount, duration, rate: row.rate, fees: row.fees }, lenderRateConvention(row.country, today));
  const totalCost = roundToCent(schedule.totals.interest + row.fees);
  return {
    ...row,
    monthlyPayment: schedule.months[0]?.payment ?? 0,
    apr,
    totalInterest: schedule.totals.interest,
    totalCost,
    totalDue: roundToCent(amount + totalCost),
    channel: offerChannelOf(row),
    outboundUrl: outboundUrl({ id: row.productId, slug: row.productSlug }, { slug: row.advertiserSlug }),
  };
}
