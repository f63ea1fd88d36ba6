import type { EntityManager } from '@mikro-orm/sql';
import { nearestGridPoint, type CategoryConfig, type OfferQuery, type OfferRow, type OfferStore, type RateType } from '@pretscope/core';
import { visibilitySql } from './public-records.ts';

interface RawOffer {
  product_id: number;
  product_name: string;
  product_slug: string;
  advertiser_name: string;
  advertiser_slug: string;
  advertiser_logo: string | null;
  advertiser_kind: string;
  country: string;
  rate: number | string;
  rate_type: string | null;
  min_amount: number | string | null;
  max_amount: number | string | null;
  min_duration: number | string | null;
  max_duration: number | string | null;
  is_sponsored: boolean | number;
  is_prioritized: boolean | number;
  via_broker: boolean | number;
  observed_at: Date | number | string;
}

/*
 * The comparator (decision 0003, filters and ranges in decision 0011): for each visible product of the category that
 * lends the visitor's exact terms and answers the filters, its latest observed rate at the point of the category's
 * amount × duration grid nearest to those terms. One statement whatever the number of products and filters: the
 * latest observation is found by a correlated subquery that walks the (product, amount, duration, created_at)
 * index backwards and stops at the first row; every filter is a condition of the WHERE on the product or its
 * advertiser. Booleans are tested bare (`p.via_broker`) so the same SQL runs on SQLite (integers) and PostgreSQL
 * (booleans); only values are parameters.
 */
const OFFERS_SELECT = `
select p.id as product_id, p.name as product_name, p.slug as product_slug,
       a.name as advertiser_name, a.slug as advertiser_slug, a.logo as advertiser_logo,
       a.advertisers_category as advertiser_kind, a.country as country,
       l.rate as rate, p.rate_type as rate_type,
       p.min_amount as min_amount, p.max_amount as max_amount, p.min_duration as min_duration, p.max_duration as max_duration,
       p.is_sponsored as is_sponsored, p.is_prioritized as is_prioritized, p.via_broker as via_broker,
       l.created_at as observed_at
from product_categories pc
join products p on p.id = pc.product_id
join advertisers a on a.id = p.advertiser_id
join loans l on l.id = (
  select l2.id from loans l2
  where l2.product_id = p.id and l2.amount = ? and l2.duration = ?
  order by l2.created_at desc, l2.id desc
  limit 1
)
where pc.category_id = ?
  and (p.min_amount is null or p.min_amount <= ?) and (p.max_amount is null or p.max_amount >= ?)
  and (p.min_duration is null or p.min_duration <= ?) and (p.max_duration is null or p.max_duration >= ?)`;

/** An offer taken out through a broker (core offerChannelOf): placed by one, or offered by a broker itself. */
const THROUGH_A_BROKER = `(p.via_broker or a.advertisers_category = 'courtier')`;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export function createOfferStore(em: EntityManager): OfferStore {
  // The visitor sees what the core's visibility rule lets them see (decision 0010: the comparator, like the pages of
  // what a product belongs to, shows the visible level), stated once for the statement.
  const visible = visibilitySql(em, 'product', 'visible', { product: 'p', advertiser: 'a' });
  return {
    async offersFor(query: OfferQuery): Promise<OfferRow[]> {
      const connection = em.getConnection();
      const categories = await connection.execute<{ id: number; config: string | CategoryConfig }[]>(
        'select id, config from categories where slug = ?',
        [query.categorySlug],
        'all',
      );
      const category = categories[0];
      if (!category) return [];
      const config: CategoryConfig = typeof category.config === 'string' ? JSON.parse(category.config) : category.config;
      const amount = nearestGridPoint(config.amounts, query.amount);
      const duration = nearestGridPoint(config.durations, query.duration);
      if (amount === undefined || duration === undefined) return [];

      const conditions = [...visible.conditions];
      const params: unknown[] = [
        amount,
        duration,
        category.id,
        query.amount,
        query.amount,
        query.duration,
        query.duration,
        ...visible.params,
      ];
      if (query.countries?.length) {
        conditions.push(`a.country in (${placeholders(query.countries)})`);
        params.push(...query.countries);
      }
      if (query.rateTypes?.length) {
        conditions.push(`p.rate_type in (${placeholders(query.rateTypes)})`);
        params.push(...query.rateTypes);
      }
      if (query.channel) conditions.push(query.channel === 'broker' ? THROUGH_A_BROKER : `not ${THROUGH_A_BROKER}`);
      const sql = [OFFERS_SELECT, ...conditions].join('\n  and ');
      const rows = await connection.execute<RawOffer[]>(sql, params, 'all');
      return rows.map((row) => toOfferRow(row, amount, duration));
    },
  };
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function toOfferRow(row: RawOffer, observedAmount: number, observedDuration: number): OfferRow {
  return {
    productId: Number(row.product_id),
    productName: row.product_name,
    productSlug: row.product_slug,
    advertiserName: row.advertiser_name,
    advertiserSlug: row.advertiser_slug,
    advertiserLogo: row.advertiser_logo,
    advertiserKind: row.advertiser_kind,
    country: row.country,
    rate: Number(row.rate),
    rateType: row.rate_type as RateType | null,
    minAmount: numberOrNull(row.min_amount),
    maxAmount: numberOrNull(row.max_amount),
    minDuration: numberOrNull(row.min_duration),
    maxDuration: numberOrNull(row.max_duration),
    // Offer fees are not observed yet (the spec's Loan entity has none); the TAEG is then the rate's own.
    fees: 0,
    isSponsored: Boolean(row.is_sponsored),
    isPrioritized: Boolean(row.is_prioritized),
    viaBroker: Boolean(row.via_broker),
    observedAt: new Date(typeof row.observed_at === 'string' && /^\d+$/.test(row.observed_at) ? Number(row.observed_at) : row.observed_at),
    observedAmount,
    observedDuration,
  };
}
