import type { MarketCountry } from '../catalogue/country.ts';
import type { FieldIssue } from '../fields/field-issues.ts';

/** The category whose offers are credit consolidation ("regroupement de crédits"), and the lead kind of its form. */
export const CONSOLIDATION_CATEGORY_SLUG = 'regroupement-de-credit';

/**
 * Whether offers of a category may be advertised to a visitor of a country. Belgium forbids advertising the
 * consolidation of (mainly consumer) credits: Code de droit économique, art. VII.65 § 1er, 3°. Elsewhere all may be
 * shown. The one rule behind the header, the home page, the comparator, the forms and the API (decision 0008).
 */
export function mayAdvertise(categorySlug: string, visitorCountry: MarketCountry | undefined): boolean {
  return !(visitorCountry === 'BE' && categorySlug === CONSOLIDATION_CATEGORY_SLUG);
}

/** The categories (or navigation entries) a visitor of that country may be shown, in their order. */
export function advertisedTo<T extends { slug: string }>(categories: readonly T[], visitorCountry: MarketCountry | undefined): T[] {
  return categories.filter((category) => mayAdvertise(category.slug, visitorCountry));
}

/** What a Belgian resident is told when they ask for a consolidation anyway (form, API). */
export const CONSOLIDATION_REFUSED_IN_BELGIUM = 'Le regroupement de crédits n’est pas proposé aux résidents de Belgique.';

/**
 * Why a request of this kind from a resident of that country cannot be taken, as an issue on its `country` field,
 * or null. A consolidation request from Belgium is refused: it answers an advertisement Belgian law forbids, and
 * the site has no Belgian partner for it (decision 0008).
 */
export function leadRefusal(kind: string, country: MarketCountry): FieldIssue | null {
  return mayAdvertise(kind, country) ? null : { path: ['country'], message: CONSOLIDATION_REFUSED_IN_BELGIUM };
}
