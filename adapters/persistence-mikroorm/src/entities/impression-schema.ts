import { EntitySchema } from '@mikro-orm/core';

/** One product's comparator impressions on one day: read and written only by stores/mikroorm-advertiser-reports.ts. */
export interface ImpressionRow {
  /** The day in Luxembourg, '2026-11-27' (ISO days compare as text in both dialects). */
  day: string;
  productId: number;
  impressions: number;
  /** The sum of the ranks shown at: the average rank is rankSum / impressions. */
  rankSum: number;
}

/**
 * How many times each product was shown in a comparator, per day (issue 22's advertiser report). Counted in memory
 * by each server process and added here every 30 s by an upsert that adds. Nothing about the visitor is stored. No
 * foreign key on the product: a page may still show a product for a moment after its deletion, and its count must
 * not make the whole batch fail; the report only reads products that exist.
 */
export const ImpressionSchema: EntitySchema<ImpressionRow> = new EntitySchema<ImpressionRow>({
  name: 'Impression',
  tableName: 'impressions',
  properties: {
    day: { type: 'string', length: 10, primary: true },
    productId: { type: 'integer', primary: true },
    impressions: { type: 'bigint', runtimeType: 'number' },
    rankSum: { type: 'bigint', runtimeType: 'number' },
  },
  indexes: [{ name: 'impressions_product_day', properties: ['productId', 'day'] }],
});
