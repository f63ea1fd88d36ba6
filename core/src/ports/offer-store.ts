/** One offer of the comparator: a product of a category with its latest observed rate for an amount and duration. */
export interface OfferRow {
  productId: number;
  productName: string;
  productSlug: string;
  advertiserName: string;
  advertiserSlug: string;
  advertiserLogo: string | null;
  country: string;
  rate: number;
  /** Upfront fees of the offer, in euros, when known (they enter the TAEG). */
  fees: number;
  isSponsored: boolean;
  isPrioritized: boolean;
  viaBroker: boolean;
  observedAt: Date;
}

export interface OfferQuery {
  categorySlug: string;
  amount: number;
  duration: number;
  /** Limit to advertisers of these countries; all when absent. */
  countries?: readonly string[];
}

/** The comparator's read side: one query, written for speed by the persistence adapter. */
export interface OfferStore {
  offersFor(query: OfferQuery): Promise<OfferRow[]>;
}
