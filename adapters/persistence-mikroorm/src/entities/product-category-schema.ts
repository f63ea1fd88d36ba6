import { EntitySchema } from '@mikro-orm/core';
import { CategorySchema } from './category-schema.ts';
import { ProductSchema } from './product-schema.ts';
import type { CategoryRow, ProductRow } from './rows.ts';

export interface ProductCategoryRow {
  product: ProductRow;
  category: CategoryRow;
}

/** The product ↔ category link, declared so that it gets an index for "the products of a category". */
export const ProductCategorySchema: EntitySchema<ProductCategoryRow> = new EntitySchema<ProductCategoryRow>({
  name: 'ProductCategory',
  tableName: 'product_categories',
  properties: {
    product: { kind: 'm:1', entity: () => ProductSchema, primary: true, updateRule: 'cascade', deleteRule: 'cascade' },
    category: {
      kind: 'm:1',
      entity: () => CategorySchema,
      primary: true,
      updateRule: 'cascade',
      deleteRule: 'cascade',
      index: 'product_categories_category_index',
    },
  },
});
