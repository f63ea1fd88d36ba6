import { marketRankText, type MarketCountry, type MarketRates, type RankedRate } from '@pretscope/core';
import { useBackgroundData } from './background-data.ts';

/** The market a live result is placed in: a comparator category, a country and months (the server snaps them to its grid). */
export interface MarketTerms {
  categorySlug: string;
  country: MarketCountry;
  /** Months. */
  durationMonths: number;
}

/** Where that market's observed rates are read (routes/calculators/market-rates.ts); null without terms. */
function marketUrl(terms: MarketTerms | null): string | null {
  if (!terms) return null;
  const query = new URLSearchParams({ categorie: terms.categorySlug, pays: terms.country, duree: String(terms.durationMonths) });
  return `/outils/taux-du-marche?${query}`;
}

const readMarket = (json: unknown): MarketRates | null | undefined => {
  const market = json as Partial<MarketRates> | null;
  return market && Array.isArray(market.rates) && typeof market.duration === 'number' ? (market as MarketRates) : undefined;
};

/**
 * The market of a live result (live-calculator.ts): what the loader read for its terms, and for terms the visitor
 * types, the server's answer asked in the background (background-data.ts). Null while that answer is awaited or
 * if it never comes: a sentence about another duration or country would be wrong, so none is shown.
 */
export function useMarketRates(
  terms: MarketTerms | null,
  loaded: { terms: MarketTerms | null; market: MarketRates | null },
): MarketRates | null {
  const { data, current } = useBackgroundData(marketUrl(terms), marketUrl(loaded.terms), loaded.market, readMarket);
  return current ? data : null;
}

/**
 * « Votre taux de 3,40 % est meilleur que 62 % des taux relevés ce mois-ci pour 20 ans au Luxembourg (143 relevés). »
 * (core marketRankText), with what it was computed from on the element for tests and readers of the page.
 */
export function MarketRank({ market, rate, ranked }: { market: MarketRates | null; rate: number; ranked?: RankedRate }) {
  if (!market) return null;
  return (
    <p className="market-rank" data-market-rank={market.month ?? 'aucun'}>
      {marketRankText(market, rate, ranked)}
    </p>
  );
}
