import type { LendingRange, OfferChannel, RateType } from '../catalogue/lending-terms.ts';

/**
 * One offer of the comparator: a product of a category with its latest observed rate at the point of the category's
 * amount × duration grid nearest to the visitor's terms (decision 0003), and what the comparator's filters read.
 */
export interface OfferRow extends LendingRange {
  productId: number;
  productName: string;
  productSlug: string;
  advertiserName: string;
  advertiserSlug: string;
  advertiserLogo: string | null;
  /** The advertiser's kind (banque, courtier…): with `viaBroker`, the offer's channel (offerChannelOf). */
  advertiserKind: string;
  country: string;
  rate: number;
  rateType: RateType | null;
  /** Upfront fees of the offer, in euros, when known (they enter the TAEG). */
  fees: number;
  isSponsored: boolean;
  isPrioritized: boolean;
  viaBroker: boolean;
  /** The day of the observation. */
  observedAt: Date;
  /** The grid point the rate was observed at: euros and months. */
  observedAmount: number;
  observedDuration: number;
}

export interface OfferQuery {
  categorySlug: string;
  /** The visitor's exact terms, euros and months: a product lends them (its range), and the grid point nearest them is read. */
  amount: number;
  duration: number;
  /** Limit to advertisers of these countries; all when absent or empty. */
  countries?: readonly string[];
  /** Limit to these rate types (a product whose type is not stated is then left out); all when absent or empty. */
  rateTypes?: readonly RateType[];
  /** Limit to offers taken out this way; all when absent. */
  channel?: OfferChannel;
}

/**
 * The comparator's read side: one query, written for speed by the persistence adapter. It answers the visible
 * products of the category that match the query (offerMatches) and lend at the grid point they are quoted at.
 */
export interface OfferStore {
  offersFor(query: OfferQuery): Promise<OfferRow[]>;
}
