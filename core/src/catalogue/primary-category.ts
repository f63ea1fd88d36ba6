/**
 * The category a product's pages take its duration unit, its credit (for the legal mentions) and its structured
 * data's category from: the first of the product's own categories by id (the one it was first filed under),
 * among those given (a product's listing brings its categories in French order). Null when it has none.
 */
export function primaryCategory<C extends { id: number }>(product: { categories: readonly number[] }, categories: readonly C[]): C | null {
  const first = Math.min(...product.categories);
  return categories.find((category) => category.id === first) ?? null;
}
