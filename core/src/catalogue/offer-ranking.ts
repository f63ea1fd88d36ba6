import type { AdvertisedCredit } from '../legal/legal-mention-wording.ts';

/** The orders a visitor can rank the comparator's offers in. */
export const offerSorts = ['rate', 'apr', 'payment', 'cost'] as const;
export type OfferSort = (typeof offerSorts)[number];

export function isOfferSort(value: unknown): value is OfferSort {
  return typeof value === 'string' && (offerSorts as readonly string[]).includes(value);
}

/** The sort as the form's choice names it. */
export const offerSortLabels: Readonly<Record<OfferSort, string>> = {
  rate: 'Taux débiteur',
  apr: 'TAEG',
  payment: 'Mensualité',
  cost: 'Coût total',
};

/**
 * The criterion in force as the list's D111-7 block states it (Code de la consommation, art. D111-7: a comparison
 * says how its offers are ranked), after « Classement ».
 */
export const offerSortCriteria: Readonly<Record<OfferSort, string>> = {
  rate: 'par taux débiteur croissant, puis par TAEG',
  apr: 'par TAEG croissant, puis par taux débiteur',
  payment: 'par mensualité croissante, puis par TAEG',
  cost: 'par coût total du crédit croissant, puis par TAEG',
};

/**
 * The order a list opens in: consumer credit by TAEG, the figure the law makes the one to compare (directive
 * 2008/48/EC; its fees and insurance differ more than its rates), mortgages by the borrowing rate, as lenders quote them.
 */
export function defaultOfferSort(credit: AdvertisedCredit): OfferSort {
  return credit === 'mortgage' ? 'rate' : 'apr';
}

/** What an offer is ranked by: its figures for the visitor's terms. */
export interface RankedFigures {
  productId: number;
  advertiserName: string;
  rate: number;
  apr: number;
  monthlyPayment: number;
  totalCost: number;
}

const KEY: Readonly<Record<OfferSort, (offer: RankedFigures) => number>> = {
  rate: (offer) => offer.rate,
  apr: (offer) => offer.apr,
  payment: (offer) => offer.monthlyPayment,
  cost: (offer) => offer.totalCost,
};

/**
 * The comparator's order for a sort: its figure ascending, then the TAEG (the rate for the TAEG sort), then the
 * lender's name in French order, then the product's id: a total order, so two equal lists always rank the same.
 */
export function offerOrder(sort: OfferSort): (a: RankedFigures, b: RankedFigures) => number {
  const key = KEY[sort];
  const second = sort === 'apr' ? KEY.rate : KEY.apr;
  return (a, b) =>
    key(a) - key(b) || second(a) - second(b) || a.advertiserName.localeCompare(b.advertiserName, 'fr') || a.productId - b.productId;
}
