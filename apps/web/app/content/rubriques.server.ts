import type { Rubrique } from '@pretscope/core';
import type { WebRequestScope } from '../request-scope.ts';

type Scope = Pick<WebRequestScope, 'readers' | 'site'>;

/** Every rubrique (a short list admins manage), read once for all the pages of the content cache's while. */
export function allRubriques({ readers, site }: Scope): Promise<Rubrique[]> {
  return site.readContent('rubriques', () => readers.content.rubriques());
}

/** What a page calls a subcategory: its rubrique's name; a slug outside the list (older data) reads as words. */
export function rubriqueName(rubriques: readonly Rubrique[], slug: string): string {
  const found = rubriques.find((rubrique) => rubrique.slug === slug);
  if (found) return found.name;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Listings of articles with the name of each one's rubrique, for their cards. */
export async function withRubriqueNames<T extends { article: { subcategory: string | null } }>(
  scope: Scope,
  listings: readonly T[],
): Promise<Array<T & { rubrique: string | null }>> {
  const rubriques = listings.some(({ article }) => article.subcategory !== null) ? await allRubriques(scope) : [];
  return listings.map((listing) => ({
    ...listing,
    rubrique: listing.article.subcategory === null ? null : rubriqueName(rubriques, listing.article.subcategory),
  }));
}

/**
 * The rubrique an address names through a slug it had before a rename, when it is now the article's: its address
 * redirects (301) to the article's own.
 */
export async function renamedRubrique(scope: Scope, asked: string, current: string | null): Promise<boolean> {
  if (current === null) return false;
  const rubrique = (await allRubriques(scope)).find((candidate) => candidate.slug === current);
  return rubrique !== undefined && rubrique.previousSlugs.includes(asked);
}
