import type { MarketCountry } from './country.js';

/** The category whose offers are credit consolidation ("regroupement de crédits"). */
export const CONSOLIDATION_CATEGORY_SLUG = 'regroupement-de-credit';

/**
 * Whether offers of a category may be advertised to a visitor of a country. Belgium forbids advertising the
 * consolidation of (mainly consumer) credits: Code de droit économique, art. VII.65 § 1er, 3°. Elsewhere all may be shown.
 */
export function mayAdvertise(categorySlug: string, visitorCountry: MarketCountry | undefined): boolean {
  return !(visitorCountry === 'BE' && categorySlug === CONSOLIDATION_CATEGORY_SLUG);
}
