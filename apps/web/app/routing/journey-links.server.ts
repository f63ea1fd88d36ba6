import { advertisedCreditOf } from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';
import { nextStepsFor, offersLinked, type NextSteps, type NextStepsTerms } from './journey-links.ts';

export type { NextSteps } from './journey-links.ts';

/**
 * How many offers the comparator lists for these terms, as it would list them for this visitor (today's law
 * applied: offers above their market's ceiling are left out, consolidation is not advertised in Belgium); null
 * where no offers are linked.
 */
export async function offerCount(
  useCases: Pick<WebUseCases, 'compareOffers' | 'offerListLaw'>,
  terms: NextStepsTerms,
): Promise<number | null> {
  if (!offersLinked(terms)) return null;
  const { categorySlug, amount, durationMonths, country } = terms;
  // The link names the country (`pays`), and the comparator then lists that country's lenders only: counted alike.
  const compared = await useCases.compareOffers({ categorySlug, amount, duration: durationMonths, countries: [country] });
  const law = useCases.offerListLaw({
    visitor: country,
    credit: advertisedCreditOf(categorySlug),
    amount,
    duration: durationMonths,
    offers: compared,
  });
  return law.offers.ranked.length;
}

/** The next steps of a tool result, the offers counted (journey-links.ts `nextStepsFor`). */
export async function nextSteps(useCases: Pick<WebUseCases, 'compareOffers' | 'offerListLaw'>, terms: NextStepsTerms): Promise<NextSteps> {
  return nextStepsFor(terms, await offerCount(useCases, terms));
}
