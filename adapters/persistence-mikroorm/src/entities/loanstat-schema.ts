import { EntitySchema } from '@mikro-orm/core';
import { ProductSchema } from './product-schema.ts';
import type { LoanstatRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

export const LoanstatSchema: EntitySchema<LoanstatRow> = new EntitySchema<LoanstatRow>({
  name: 'Loanstat',
  tableName: 'loanstats',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    count: { type: 'integer' },
    min: { type: 'double', runtimeType: 'number' },
    max: { type: 'double', runtimeType: 'number' },
    mean: { type: 'double', runtimeType: 'number' },
    std: { type: 'double', runtimeType: 'number' },
    product: { kind: 'm:1', entity: () => ProductSchema, updateRule: 'cascade', deleteRule: 'cascade' },
    ...createdAtOnly,
  },
  indexes: [{ name: 'loanstats_product_created', properties: ['product', 'createdAt'] }],
});
