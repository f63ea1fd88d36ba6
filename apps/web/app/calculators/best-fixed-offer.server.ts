import { advertisedCreditOf, bestOffer } from '@pretscope/core';
import type { NextStepsTerms } from '../routing/journey-links.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import type { WebUseCases } from '../web-use-cases.ts';
import type { FixedOffer } from './variable-rate-view.ts';

/**
 * The best fixed-rate offer the comparator lists for these terms in their country, as the comparator would list
 * it for this visitor: core's compareOffers limited to fixed rates and that country's lenders, today's law applied
 * (offers above their market's ceiling left out), and the best of the ranking as the site quotes it (core
 * bestOffer: the lowest rate that is not a paid placement). Null when no fixed-rate offer lends these terms.
 */
export async function bestFixedOffer(
  useCases: Pick<WebUseCases, 'compareOffers' | 'offerListLaw'>,
  { categorySlug, amount, durationMonths, country }: NextStepsTerms,
): Promise<FixedOffer | null> {
  const compared = await useCases.compareOffers({
    categorySlug,
    amount,
    duration: durationMonths,
    countries: [country],
    rateTypes: ['fixed'],
    sort: 'rate',
  });
  const law = useCases.offerListLaw({
    visitor: country,
    credit: advertisedCreditOf(categorySlug),
    amount,
    duration: durationMonths,
    offers: compared,
  });
  const offer = bestOffer(law.offers.ranked);
  if (!offer) return null;
  return {
    amount,
    durationMonths,
    country,
    advertiserName: offer.advertiserName,
    productName: offer.productName,
    href: productPagePath(categorySlug, offer),
    rate: offer.rate,
    apr: offer.apr,
    monthlyPayment: offer.monthlyPayment,
    totalInterest: offer.totalInterest,
    fees: offer.fees,
    observedAt: offer.observedAt.toISOString(),
  };
}
