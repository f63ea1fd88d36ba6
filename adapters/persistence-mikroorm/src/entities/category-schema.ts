import { EntitySchema } from '@mikro-orm/core';
import { categoryDefaults } from '@pretscope/core';
import { ProductSchema } from './product-schema.ts';
import type { CategoryRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

export const CategorySchema: EntitySchema<CategoryRow> = new EntitySchema<CategoryRow>({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 200 },
    slug: { type: 'string', length: 120, unique: true },
    title: { type: 'string', length: 300, default: '' },
    summary: { type: 'text', default: '' },
    description: { type: 'text', default: '' },
    comment: { type: 'text', default: '' },
    faq: { type: 'json', defaultRaw: "'[]'", onCreate: () => [] },
    config: { type: 'json' },
    metaTitle: { type: 'string', length: 300, default: '' },
    metaDesc: { type: 'string', length: 500, default: '' },
    isBlacklisted: { type: 'boolean', default: categoryDefaults.isBlacklisted },
    products: { kind: 'm:n', entity: () => ProductSchema, mappedBy: 'categories' },
    ...timestamps,
  },
});
