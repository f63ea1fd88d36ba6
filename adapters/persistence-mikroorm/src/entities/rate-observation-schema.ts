import { EntitySchema } from '@mikro-orm/core';
import { ProductSchema } from './product-schema.ts';
import type { RateObservationRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

/** A rate observed for a product at an amount and a duration (spec §3 Loan). */
export const RateObservationSchema: EntitySchema<RateObservationRow> = new EntitySchema<RateObservationRow>({
  name: 'RateObservation',
  tableName: 'loans',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    rate: { type: 'double', runtimeType: 'number' },
    amount: { type: 'double', runtimeType: 'number' },
    duration: { type: 'integer' },
    score: { type: 'double', nullable: true, runtimeType: 'number' },
    product: { kind: 'm:1', entity: () => ProductSchema, updateRule: 'cascade', deleteRule: 'cascade' },
    ...timestamps,
  },
  indexes: [
    // The comparator's seek: the latest observation of one product at one point of the amount × duration grid.
    { name: 'loans_product_grid_latest', properties: ['product', 'amount', 'duration', 'createdAt'] },
    // Statistics and admin lists: a product's observations over time.
    { name: 'loans_product_created', properties: ['product', 'createdAt'] },
  ],
});
