import { EntitySchema } from '@mikro-orm/core';
import type { LeadRow } from './rows.ts';
import { timestamps } from './timestamps.ts';

/** A loan, appointment, contact or ebook request from a visitor. */
export const LeadSchema: EntitySchema<LeadRow> = new EntitySchema<LeadRow>({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    kind: { type: 'string', length: 60 },
    firstName: { type: 'string', length: 100 },
    lastName: { type: 'string', length: 100 },
    email: { type: 'string', length: 254, index: true },
    phone: { type: 'string', length: 40, nullable: true },
    country: { type: 'string', length: 8 },
    amount: { type: 'double', nullable: true, runtimeType: 'number' },
    duration: { type: 'integer', nullable: true },
    product: { type: 'string', length: 200, nullable: true },
    // The product's id (the advertiser report counts requests by it). No foreign key: a request stays as it was
    // sent when its product is deleted, and is then counted nowhere.
    productId: { type: 'integer', nullable: true },
    // What the visitor quotes (core lead-reference.ts); null for the requests stored before references existed.
    reference: { type: 'string', length: 16, nullable: true, unique: true },
    message: { type: 'text', default: '' },
    status: { type: 'string', length: 20, default: 'nouveau' },
    statusChangedAt: { type: 'datetime', onCreate: () => new Date() },
    consent: { type: 'json' },
    ...timestamps,
  },
  indexes: [
    { name: 'leads_created', properties: ['createdAt'] },
    { name: 'leads_product_created', properties: ['productId', 'createdAt'] },
  ],
});
