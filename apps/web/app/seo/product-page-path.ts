/** The category whose products each have a page of their own under its path (spec §2: /pret-personnel/{slug}). */
export const PERSONAL_LOAN_CATEGORY = 'pret-personnel';

/**
 * Where a product is presented on the site: a personal loan on its own simulation page under /pret-personnel, any
 * other product on its lender's directory page (rates by amount and duration, history).
 */
export function productPagePath(categorySlug: string, product: { advertiserSlug: string; productSlug: string }): string {
  return categorySlug === PERSONAL_LOAN_CATEGORY
    ? `/${PERSONAL_LOAN_CATEGORY}/${encodeURIComponent(product.productSlug)}`
    : `/banques-et-courtiers/${encodeURIComponent(product.advertiserSlug)}/${encodeURIComponent(product.productSlug)}`;
}
