import { advertisedCreditOf, mayAdvertise, type MarketCountry } from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';
import { offersLinkText, offersUrl, requestFormFor, requestLinkText, requestUrl } from './journey-links.ts';

/** A result's next steps: the comparator's offers for the visitor's numbers, and the request form filled in with them. */
export interface NextSteps {
  offers: { href: string; text: string; count: number } | null;
  request: { href: string; text: string };
}

/**
 * The next steps of a tool result, the offers counted as the comparator would list them for this visitor (today's
 * law applied: offers above their market's ceiling are left out, consolidation is not advertised in Belgium).
 */
export async function nextSteps(
  useCases: Pick<WebUseCases, 'compareOffers' | 'offerListLaw'>,
  {
    categorySlug,
    amount,
    durationMonths,
    country,
  }: { categorySlug: string; amount: number; durationMonths: number; country: MarketCountry },
): Promise<NextSteps> {
  const request = {
    href: requestUrl(requestFormFor(categorySlug), { amount, durationMonths, country }),
    text: requestLinkText(amount, durationMonths),
  };
  if (!(amount > 0) || !(durationMonths > 0) || !mayAdvertise(categorySlug, country)) return { offers: null, request };
  // The link names the country (`pays`), and the comparator then lists that country's lenders only: counted alike.
  const compared = await useCases.compareOffers({ categorySlug, amount, duration: durationMonths, countries: [country] });
  const law = useCases.offerListLaw({
    visitor: country,
    credit: advertisedCreditOf(categorySlug),
    amount,
    duration: durationMonths,
    offers: compared,
  });
  const count = law.offers.ranked.length;
  return {
    offers: {
      href: offersUrl({ categoryPath: categorySlug, amount, durationMonths, country }),
      text: offersLinkText(count, amount, durationMonths),
      count,
    },
    request,
  };
}
