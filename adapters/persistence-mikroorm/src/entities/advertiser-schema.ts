import { EntitySchema } from '@mikro-orm/core';
import { advertiserDefaults } from '@pretscope/core';
import { ProductSchema } from './product-schema.ts';
import type { AdvertiserRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

/** Banks and brokers; the API calls them `announcers` (spec §3). */
export const AdvertiserSchema: EntitySchema<AdvertiserRow> = new EntitySchema<AdvertiserRow>({
  name: 'Advertiser',
  tableName: 'advertisers',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 200 },
    slug: { type: 'string', length: 120, unique: true },
    logo: { type: 'string', length: 2000, nullable: true },
    website: { type: 'string', length: 2000, nullable: true },
    description: { type: 'text', default: '' },
    metaTitle: { type: 'string', length: 300, default: '' },
    metaDesc: { type: 'string', length: 500, default: '' },
    comment: { type: 'text', default: '' },
    advertisersCategory: { type: 'string', length: 40, default: 'banque' },
    isIndexed: { type: 'boolean', default: advertiserDefaults.isIndexed },
    country: { type: 'string', length: 8, index: true },
    products: { kind: '1:m', entity: () => ProductSchema, mappedBy: 'advertiser' },
    ...timestamps,
  },
});
