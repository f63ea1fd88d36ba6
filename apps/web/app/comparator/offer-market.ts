import { toMarketCountry, type MarketCountry } from '@pretscope/core';

/** The comparator's filter on the lenders' country, in its GET form and the URL: a market's code, or every country. */
export const OFFER_MARKET_PARAM = 'marche';
export const EVERY_MARKET = 'tous';

/**
 * Whose offers a comparator lists (issue 19): the market the URL's filter names, every country when it says so, else
 * the visitor's country (the URL's `pays` or the remembered one), else every country. A visitor who picked Belgium
 * in the header thus sees the Belgian lenders first thing, and can widen the list in one choice.
 */
export function offerMarket(url: URL, visitor: MarketCountry | undefined): MarketCountry | undefined {
  const asked = url.searchParams.get(OFFER_MARKET_PARAM);
  if (asked === EVERY_MARKET) return undefined;
  return toMarketCountry(asked) ?? visitor;
}

/** « établissement du Luxembourg », « de Belgique », « de France ». */
export const OF_MARKET: Readonly<Record<MarketCountry, string>> = { LUX: 'du Luxembourg', BE: 'de Belgique', FR: 'de France' };
