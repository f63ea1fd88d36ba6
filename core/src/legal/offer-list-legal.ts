import { formatEuros } from '../format/format-number.ts';
import { bestOffer } from '../catalogue/best-offer.ts';
import type { RateType } from '../catalogue/lending-terms.ts';
import { countryLabels, marketCountries, type MarketCountry } from '../catalogue/country.ts';
import { filterPromotion, type SponsoredPromotion } from '../catalogue/sponsored-promotion.ts';
import { ceilingKindOf, checkAgainstCeiling } from './legal-ceiling-rule.ts';
import { legalCeilingFor } from './legal-ceilings.ts';
import { keepFiguresTogether } from './keep-figures-together.ts';
import type { AdvertisedCredit, LegalMentions } from './legal-mention-wording.ts';
import { legalMentionsFor } from './legal-mentions.ts';

/** What the law needs of an offer: its market, its figures for the visitor's amount and duration. */
export interface OfferFigures {
  productId: number;
  /** The lender's country (an advertiser may be outside the three markets). */
  country: string;
  rate: number;
  /** How the rate moves, as the example words it; fixed when the product does not say. */
  rateType?: RateType | null;
  apr: number;
  monthlyPayment: number;
  totalDue: number;
  fees: number;
  isSponsored: boolean;
}

/** The mentions of one market under an offer list, with the country's name as the page labels them. */
export interface MarketMentions {
  country: MarketCountry;
  label: string;
  mentions: LegalMentions;
}

export interface OfferListLegal<T> {
  /** The offers that may be shown: the sponsored slots and the ranking, each in its order. */
  offers: SponsoredPromotion<T>;
  /** Offers left out because they are above their market's legal ceiling, and why, in French. */
  leftOut: { count: number; reasons: string[] };
  /**
   * The legal mentions to print under the list: the visitor's market alone when they chose one, else one block
   * per market whose offers are on the page (none when the page shows no offer of the three markets).
   */
  mentions: MarketMentions[];
}

export interface OfferListLegalInput<T extends OfferFigures> {
  /** The visitor's chosen market, or undefined when they have not chosen one. */
  visitor: MarketCountry | undefined;
  credit: AdvertisedCredit;
  amount: number;
  /** Months. */
  duration: number;
  /** The comparator's list: its sponsored slots and its ranking (compareOffers). */
  offers: SponsoredPromotion<T>;
}

function asMarket(country: string): MarketCountry | undefined {
  return marketCountries.find((market) => market === country);
}

/**
 * The law applied to a comparator's list on a day: offers above their own market's legal ceiling for this amount
 * and duration (France's usury thresholds, Belgium's maximum APRs and durations) are left out and counted; the
 * mentions follow the visitor's market when they chose one, else each market whose offers are shown, each with
 * a representative example built from that market's best offer (core bestOffer). A list
 * names lenders only: the brokers an offer may go through are named on their own pages (`intermediary`).
 */
export function applyOfferListLaw<T extends OfferFigures>(date: Date, input: OfferListLegalInput<T>): OfferListLegal<T> {
  const kind = ceilingKindOf(input.credit);
  const refused = new Map<number, string>();
  for (const offer of input.offers.ranked) {
    const market = asMarket(offer.country);
    if (!market) continue;
    const ceiling = legalCeilingFor({ market, date, kind, amount: input.amount, durationMonths: input.duration });
    const breach = checkAgainstCeiling(ceiling, { apr: offer.apr, durationMonths: input.duration });
    if (breach) refused.set(offer.productId, breach.message);
  }
  const offers = filterPromotion(input.offers, (offer) => !refused.has(offer.productId));
  const reasons = [...new Set(refused.values())];

  const markets: MarketCountry[] = input.visitor
    ? [input.visitor]
    : marketCountries.filter((market) => offers.ranked.some((offer) => offer.country === market));
  const mentions = markets.map((market) => {
    const own = input.visitor ? offers.ranked : offers.ranked.filter((offer) => offer.country === market);
    const reference = bestOffer(own);
    const mentionsOfMarket = legalMentionsFor({
      market,
      date,
      context: {
        credit: input.credit,
        ...(reference
          ? {
              example: {
                amount: input.amount,
                duration: input.duration,
                rate: reference.rate,
                rateType: reference.rateType,
                apr: reference.apr,
                monthlyPayment: reference.monthlyPayment,
                totalDue: reference.totalDue,
                fees: reference.fees,
              },
            }
          : {}),
      },
    });
    return { country: market, label: countryLabels[market], mentions: mentionsOfMarket };
  });
  return { offers, leftOut: { count: refused.size, reasons }, mentions };
}

/** « 2 offres ne sont pas affichées pour 20 000 € sur 60 mois : elles dépassent … » — the comparator's sentence on left-out offers. */
export function leftOutSentence(leftOut: { count: number; reasons: readonly string[] }, amount: number, duration: number): string | null {
  if (leftOut.count === 0) return null;
  const subject = leftOut.count === 1 ? '1 offre n’est pas affichée' : `${leftOut.count} offres ne sont pas affichées`;
  const why = leftOut.count === 1 ? 'elle dépasse le plafond légal de son pays' : 'elles dépassent le plafond légal de leur pays';
  return keepFiguresTogether(
    `${subject} pour ${formatEuros(amount, 0)} sur ${duration}\u00a0mois\u00a0: ${why}. ${leftOut.reasons.join(' ')}`.trim(),
  );
}

/**
 * The mentions of a page that shows several lists (the home page's best rate per category): for each market, the
 * first list's block for it, in the markets' order.
 */
export function firstMentionsPerMarket(lists: readonly (readonly MarketMentions[])[]): MarketMentions[] {
  const byMarket = new Map<MarketCountry, MarketMentions>();
  for (const list of lists) for (const block of list) if (!byMarket.has(block.country)) byMarket.set(block.country, block);
  return marketCountries.flatMap((market) => byMarket.get(market) ?? []);
}
