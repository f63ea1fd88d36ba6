/**
 * The offer a page quotes as the best of a ranked list (the home page's « meilleur taux du moment » of a category,
 * the representative example of a comparator list's legal mentions): the first offer of the ranking that is not a
 * paid placement, else the first offer (a list whose only offer is sponsored), else null for an empty list.
 *
 * `ranked` is the ranking as compareOffers gives it (SponsoredPromotion's `ranked`: every product once, by rate,
 * then TAEG, lender and id), so the first unsponsored offer is also the unsponsored offer with the lowest rate.
 * Only the first offer of a ranking may still be sponsored (see promoteSponsored): the best offer is then the
 * second, as the pages have always quoted it.
 */
export function bestOffer<T extends { isSponsored: boolean }>(ranked: readonly T[]): T | null {
  return ranked.find((offer) => !offer.isSponsored) ?? ranked[0] ?? null;
}
