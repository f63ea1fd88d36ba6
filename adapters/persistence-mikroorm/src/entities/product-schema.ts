import { EntitySchema } from '@mikro-orm/core';
import { AdvertiserSchema } from './advertiser-schema.ts';
import { CategorySchema } from './category-schema.ts';
import { RateObservationSchema } from './rate-observation-schema.ts';
import { LoanstatSchema } from './loanstat-schema.ts';
import { ProductCategorySchema } from './product-category-schema.ts';
import type { ProductRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

export const ProductSchema: EntitySchema<ProductRow> = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 200 },
    // Unique across the site: it is the last part of /go/{advertiser}/{slug} and of the product page's URL.
    slug: { type: 'string', length: 120, unique: true },
    metaTitle: { type: 'string', length: 300, default: '' },
    title: { type: 'string', length: 300, default: '' },
    metaDesc: { type: 'string', length: 500, default: '' },
    link: { type: 'string', length: 2000, nullable: true },
    idBtn: { type: 'string', length: 120, default: '' },
    info: { type: 'text', default: '' },
    apr: { type: 'string', length: 120, default: '' },
    aprValue: { type: 'double', nullable: true, runtimeType: 'number' },
    test: { type: 'text', default: '' },
    comment: { type: 'text', default: '' },
    config: { type: 'json' },
    tags: { type: 'json', defaultRaw: "'[]'", onCreate: () => [] },
    isActive: { type: 'boolean', default: true },
    isSponsored: { type: 'boolean', default: false },
    isDisabled: { type: 'boolean', default: false },
    isPrioritized: { type: 'boolean', default: false },
    viaBroker: { type: 'boolean', default: false },
    brokerLink: { type: 'string', length: 2000, nullable: true },
    brokerProduct: { type: 'string', length: 200, default: '' },
    // What the product lends for and how its rate moves (decision 0011): columns, so the comparator's one statement
    // filters on them in its WHERE on both databases.
    rateType: { type: 'string', length: 16, nullable: true },
    minAmount: { type: 'double', nullable: true, runtimeType: 'number' },
    maxAmount: { type: 'double', nullable: true, runtimeType: 'number' },
    minDuration: { type: 'integer', nullable: true },
    maxDuration: { type: 'integer', nullable: true },
    advertiser: { kind: 'm:1', entity: () => AdvertiserSchema, updateRule: 'cascade', deleteRule: 'cascade', index: true },
    advertiserbroker: {
      kind: 'm:1',
      entity: () => AdvertiserSchema,
      nullable: true,
      updateRule: 'cascade',
      deleteRule: 'set null',
      fieldName: 'advertiser_broker_id',
      index: true,
    },
    categories: { kind: 'm:n', entity: () => CategorySchema, owner: true, pivotEntity: () => ProductCategorySchema },
    loans: { kind: '1:m', entity: () => RateObservationSchema, mappedBy: 'product' },
    loanstats: { kind: '1:m', entity: () => LoanstatSchema, mappedBy: 'product' },
    ...timestamps,
  },
});
