/** Spec §9: LUX 1, BE 2, FR 3, any other country 4. */
const COUNTRY_RANKS: Readonly<Record<string, 1 | 2 | 3>> = { LUX: 1, BE: 2, FR: 3 };
const OTHER_COUNTRY_RANK = 4;

/** Where a country comes in lists of advertisers (spec §3, §9): Luxembourg, Belgium, France, then the others. */
export function countryRank(country: string): 1 | 2 | 3 | 4 {
  return Object.hasOwn(COUNTRY_RANKS, country) ? COUNTRY_RANKS[country]! : OTHER_COUNTRY_RANK;
}

/** A comparator in country order; countries of the same rank compare equal (all "others" are alike). */
export function compareCountries(a: string, b: string): number {
  return countryRank(a) - countryRank(b);
}

/**
 * Advertisers in country order, then by name as French readers sort it (accents and case do not change the
 * order: 'Banque' before 'BCEE' before 'Crédit'). A new array; the sort is stable, so advertisers whose country
 * rank and name compare equal keep their order.
 */
export function sortByCountry<T extends { country: string; name: string }>(advertisers: readonly T[]): T[] {
  return [...advertisers].sort((a, b) => compareCountries(a.country, b.country) || a.name.localeCompare(b.name, 'fr'));
}
