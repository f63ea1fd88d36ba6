import { leftOutSentence, promotedList } from '@pretscope/core';
import type { WebReaders } from '../request-scope.ts';
import type { WebUseCases } from '../web-use-cases.ts';
import type { CryptoOffers, CryptoTerms } from './crypto.ts';

/**
 * The crypto offers for these terms under today's law of the country computed for: those above their market's
 * ceiling left out, and that country's mentions with the example of the best offer shown.
 */
export async function cryptoOffers(
  { useCases, readers }: { useCases: Pick<WebUseCases, 'compareOffers' | 'offerListLaw'>; readers: Pick<WebReaders, 'catalog'> },
  terms: CryptoTerms,
): Promise<CryptoOffers> {
  const { amount, duration, country } = terms;
  const category = await readers.catalog.categoryBySlug('pret-crypto');
  const compared = category
    ? await useCases.compareOffers({ categorySlug: 'pret-crypto', amount, duration })
    : { sponsored: [], ranked: [] };
  const law = useCases.offerListLaw({ visitor: country, credit: 'consumer', amount, duration, offers: compared });
  return {
    ...terms,
    offers: promotedList(law.offers),
    leftOut: leftOutSentence(law.leftOut, amount, duration),
    legal: law.offers.ranked.length > 0 ? (law.mentions[0] ?? null) : null,
  };
}
