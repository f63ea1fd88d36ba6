/**
 * A ranked list with the spec's sponsored promotion, as data: the paid slots at the front (`sponsored`) and the
 * ranking itself (`ranked`), each product once. A page shows `promotedList` of it; whatever reads the ranking
 * (the best rate, statistics, structured data, the law's ceilings) reads `ranked` and never meets a copy.
 */
export interface SponsoredPromotion<T> {
  /** The front slots: the sponsored products after the first, in their ranking order, still sponsored (« Annonce »). */
  sponsored: T[];
  /** Every product once, in ranking order; those given a front slot are marked not sponsored here. */
  ranked: T[];
}

/**
 * Spec §4: « sponsored products (excluding the first in the list) are copied to the front of the list and then
 * marked not sponsored ».
 *
 * Our reading: every sponsored product after the first position is shown twice. A copy goes to the front, still
 * sponsored, so it is labelled as an advertisement (« Annonce »); the product itself stays where the ranking put
 * it and is marked not sponsored, so it reads there as an ordinary offer. The copies keep the order the products
 * had among themselves. The first product is left exactly as it is, sponsored or not: it is excluded from the
 * sentence as a whole, and being first it already has the front position a copy would give it.
 *
 * The list and its products are not modified; changed products are new objects.
 */
export function promoteSponsored<T extends { isSponsored: boolean }>(products: readonly T[]): SponsoredPromotion<T> {
  const sponsored: T[] = [];
  const ranked: T[] = [];
  products.forEach((product, index) => {
    if (index > 0 && product.isSponsored) {
      sponsored.push({ ...product });
      ranked.push({ ...product, isSponsored: false });
    } else {
      ranked.push(product);
    }
  });
  return { sponsored, ranked };
}

/** The list as a page shows it: the sponsored slots, then the ranking (a promoted product appears twice). */
export function promotedList<T>(promotion: SponsoredPromotion<T>): T[] {
  return [...promotion.sponsored, ...promotion.ranked];
}

/** Each product once, in the order a page first shows it: the sponsored slots, then the rest of the ranking. */
export function eachProductOnce<T extends { productId: number }>(promotion: SponsoredPromotion<T>): T[] {
  const slotted = new Set(promotion.sponsored.map((offer) => offer.productId));
  return [...promotion.sponsored, ...promotion.ranked.filter((offer) => !slotted.has(offer.productId))];
}

/** The promotion with only the products `keep` accepts, in both the slots and the ranking. */
export function filterPromotion<T extends { productId: number }>(
  promotion: SponsoredPromotion<T>,
  keep: (offer: T) => boolean,
): SponsoredPromotion<T> {
  const ranked = promotion.ranked.filter(keep);
  const kept = new Set(ranked.map((offer) => offer.productId));
  return { sponsored: promotion.sponsored.filter((offer) => kept.has(offer.productId)), ranked };
}
