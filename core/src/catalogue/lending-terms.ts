import type { AdvertiserKind } from './advertiser.ts';

/** How an offer's rate moves over the loan: fixed for its whole life, revised (variable), or fixed for a first period then revised (mixed). */
export const rateTypes = ['fixed', 'variable', 'mixed'] as const;
export type RateType = (typeof rateTypes)[number];

/** The rate types as the site and the back office name them. */
export const rateTypeLabels: Readonly<Record<RateType, string>> = {
  fixed: 'Taux fixe',
  variable: 'Taux variable',
  mixed: 'Taux mixte',
};

export function isRateType(value: unknown): value is RateType {
  return typeof value === 'string' && (rateTypes as readonly string[]).includes(value);
}

/**
 * The amounts and durations a product lends for, as its lender states them: euros and months, each bound
 * inclusive, null when the lender states none (the category's own bounds then apply).
 */
export interface LendingRange {
  minAmount: number | null;
  maxAmount: number | null;
  minDuration: number | null;
  maxDuration: number | null;
}

/** Whether a product lends this amount over this duration (months): both within its range, bounds included. */
export function coversTerms(range: LendingRange, amount: number, duration: number): boolean {
  return (
    (range.minAmount === null || amount >= range.minAmount) &&
    (range.maxAmount === null || amount <= range.maxAmount) &&
    (range.minDuration === null || duration >= range.minDuration) &&
    (range.maxDuration === null || duration <= range.maxDuration)
  );
}

/**
 * How a visitor takes an offer out: `direct` from the lender, or `broker` through an intermediary (the offer is
 * placed by a broker, or the advertiser is itself a broker).
 */
export const offerChannels = ['direct', 'broker'] as const;
export type OfferChannel = (typeof offerChannels)[number];

export const offerChannelLabels: Readonly<Record<OfferChannel, string>> = {
  direct: 'En direct (banque ou prêteur)',
  broker: 'Via un courtier',
};

/** The channel of an offer, from the product's `viaBroker` and its advertiser's kind. */
export function offerChannelOf(offer: { viaBroker: boolean; advertiserKind: AdvertiserKind | (string & {}) }): OfferChannel {
  return offer.viaBroker || offer.advertiserKind === 'courtier' ? 'broker' : 'direct';
}

/**
 * The point of a grid nearest to a value, the lower one on a tie (decision 0003): rates are observed on the
 * category's amount × duration grid, and an offer for any amount or duration uses the nearest point's rate.
 * Undefined for an empty grid.
 */
export function nearestGridPoint(grid: readonly number[], value: number): number | undefined {
  let best: number | undefined;
  for (const point of grid) {
    const distance = Math.abs(point - value);
    const bestDistance = best === undefined ? Infinity : Math.abs(best - value);
    if (best === undefined || distance < bestDistance || (distance === bestDistance && point < best)) best = point;
  }
  return best;
}
