import { advertisedCreditOf, bestOffer } from '@pretscope/core';
import type { NextStepsTerms } from '../routing/journey-links.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import type { WebUseCases } from '../web-use-cases.ts';
import type { MarketOffer } from './consolidation-view.ts';

/**
 * The comparator's cheapest consolidation offer for these terms in their country, as the comparator lists it for
 * this visitor (core compareOffers sorted by rate, today's law applied, core bestOffer: the lowest rate that is not a
 * paid placement). Its rate stands in for the new rate the visitor did not type. Null when no offer lends these terms.
 */
export async function bestConsolidationOffer(
  useCases: Pick<WebUseCases, 'compareOffers' | 'offerListLaw'>,
  { categorySlug, amount, durationMonths, country }: NextStepsTerms,
): Promise<MarketOffer | null> {
  const compared = await useCases.compareOffers({ categorySlug, amount, duration: durationMonths, countries: [country], sort: 'rate' });
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
    rate: offer.rate,
    advertiserName: offer.advertiserName,
    productName: offer.productName,
    href: productPagePath(categorySlug, offer),
    amount,
    durationMonths,
    observedAt: offer.observedAt.toISOString(),
  };
}
