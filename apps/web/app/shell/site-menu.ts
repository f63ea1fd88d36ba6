import { advertisedTo, CONSOLIDATION_CATEGORY_SLUG, mayAdvertise, type MarketCountry, type PublicCategory } from '@pretscope/core';

/** One row of a header menu: a path of the site and what it reads. */
export interface MenuLink {
  to: string;
  label: string;
}

/**
 * « Simuler »: every calculator route (routes.ts, @routes:calculators), named as their pages title themselves. The
 * personal loans' pages (/pret-personnel/{slug}) are one product each, reached from their comparator.
 */
export const TOOL_LINKS: readonly MenuLink[] = [
  { to: '/pret-hypothecaire/simulation', label: 'Simulation de prêt hypothécaire' },
  { to: '/pret-hypothecaire/combien-emprunter', label: 'Combien emprunter\u202f?' },
  { to: '/pret-immobilier/outils/capacite-d-emprunt', label: 'Capacité d’emprunt' },
  { to: '/pret-immobilier/outils/calculette', label: 'Calculette de prêt' },
  { to: '/pret-immobilier/outils/remboursement-anticipe', label: 'Remboursement anticipé' },
  { to: '/pret-immobilier/outils/renegocier', label: 'Renégocier ou faire racheter son prêt' },
  { to: '/pret-immobilier/outils/assurance-emprunteur', label: 'Assurance emprunteur' },
  { to: '/pret-immobilier/outils/taux-variable', label: 'Taux fixe, variable ou capé\u202f?' },
  { to: '/regroupement-de-credit/simulation', label: 'Regroupement de crédits\u00a0: avant et après' },
  { to: '/comparer-les-pays', label: 'Un projet, trois pays' },
  { to: '/pret-crypto', label: 'Prêt crypto\u00a0: LTV et liquidation' },
];

/**
 * The « Simuler » menu a visitor of that country may be shown: every tool, less the consolidation simulation for
 * Belgian visitors (core mayAdvertise, as the « Comparer » menu leaves out the consolidation offers).
 */
export function toolLinks(country: MarketCountry | undefined): MenuLink[] {
  return TOOL_LINKS.filter(
    ({ to }) => !to.startsWith(`/${CONSOLIDATION_CATEGORY_SLUG}/`) || mayAdvertise(CONSOLIDATION_CATEGORY_SLUG, country),
  );
}

/** « Guides »: the articles, the guide sent by e-mail, and how the comparator ranks its offers. */
export const GUIDE_LINKS: readonly MenuLink[] = [
  { to: '/articles', label: 'Tous les articles et guides' },
  { to: '/ebook', label: 'Recevoir notre guide du prêt' },
  { to: '/pret-hypothecaire/reminder', label: 'Alerte de taux' },
  { to: '/fonctionnement-du-comparateur', label: 'Fonctionnement du comparateur' },
];

/** « Banques et courtiers »: the directory (spec §2). */
export const DIRECTORY_LINK: MenuLink = { to: '/banques-et-courtiers', label: 'Banques et courtiers' };

/**
 * « Comparer »: every listed category of the catalogue (its order: by French name), each at its slug (spec §2),
 * less those the visitor's country may not be shown (core advertisedTo: no consolidation for Belgian visitors).
 * Names and paths only: the root's data goes with every page.
 */
export function comparatorLinks(
  categories: readonly Pick<PublicCategory, 'slug' | 'name'>[],
  country: MarketCountry | undefined,
): MenuLink[] {
  return advertisedTo(categories, country).map(({ slug, name }) => ({ to: `/${slug}`, label: name }));
}

/**
 * The « Comparer » menu of a page drawn without the root's data: a request a route rule refused (decision 0005) is
 * answered before any loader runs. The comparators every market has, by their usual slugs, so that the 404 page's
 * header still leads somewhere; the category pages themselves apply the visitor's country.
 */
export const FALLBACK_COMPARATORS: readonly MenuLink[] = [
  { to: '/pret-hypothecaire', label: 'Prêt hypothécaire' },
  { to: '/pret-immobilier', label: 'Prêt immobilier' },
  { to: '/pret-personnel', label: 'Prêt personnel' },
  { to: '/pret-auto', label: 'Prêt auto' },
];
