/**
 * Whether a visitor may see a product, and follow its outbound link: active and not disabled (as the comparator
 * and the directory list them). The one predicate for a product record read on its own; a general visibility
 * module may replace it, so it is kept here and nowhere else.
 */
export function isProductVisible(product: { isActive?: unknown; isDisabled?: unknown }): boolean {
  return product.isActive === true && product.isDisabled !== true;
}
