import { EntitySchema } from '@mikro-orm/core';
import { AdvertiserSchema } from './advertiser-schema.ts';
import { ProductSchema } from './product-schema.ts';
import type { ClickRow } from './rows.ts';
import { createdAtOnly } from './timestamps.ts';

/** An outbound click through /go/…; kept when the product goes, for the tracker's history. */
export const ClickSchema: EntitySchema<ClickRow> = new EntitySchema<ClickRow>({
  name: 'Click',
  tableName: 'clicks',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    product: { kind: 'm:1', entity: () => ProductSchema, nullable: true, updateRule: 'cascade', deleteRule: 'set null', index: true },
    advertiser: { kind: 'm:1', entity: () => AdvertiserSchema, nullable: true, updateRule: 'cascade', deleteRule: 'set null', index: true },
    ip: { type: 'string', length: 64, nullable: true },
    ...createdAtOnly,
  },
  indexes: [{ name: 'clicks_created', properties: ['createdAt'] }],
});
