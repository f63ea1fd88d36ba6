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
export function promoteSponsored<T extends { isSponsored: boolean }>(products: readonly T[]): T[] {
  const promoted: T[] = [];
  const ranked: T[] = [];
  products.forEach((product, index) => {
    if (index > 0 && product.isSponsored) {
      promoted.push({ ...product });
      ranked.push({ ...product, isSponsored: false });
    } else {
      ranked.push(product);
    }
  });
  return [...promoted, ...ranked];
}
