import type { EntityManager } from '@mikro-orm/knex';
import type { CategoryConfig, OfferQuery, OfferRow, OfferStore } from '@pretscope/core';

interface RawOffer {
  product_id: number;
  product_name: string;
  product_slug: string;
  advertiser_name: string;
  advertiser_slug: string;
  advertiser_logo: string | null;
  country: string;
  rate: number | string;
  is_sponsored: boolean | number;
  is_prioritized: boolean | number;
  via_broker: boolean | number;
  observed_at: Date | number | string;
}

/*
 * The comparator: for each active product of the category, its latest observed rate at the point of the category's
 * amount × duration grid nearest to what the visitor asked. One statement whatever the number of products: the
 * latest observation is found by a correlated subquery that walks the (product, amount, duration, created_at)
 * index backwards and stops at the first row. Booleans are tested bare (`p.is_active`) so the same SQL runs on
 * SQLite (integers) and PostgreSQL (booleans).
 */
const OFFERS_SQL = `
select p.id as product_id, p.name as product_name, p.slug as product_slug,
       a.name as advertiser_name, a.slug as advertiser_slug, a.logo as advertiser_logo, a.country as country,
       l.rate as rate, p.is_sponsored as is_sponsored, p.is_prioritized as is_prioritized, p.via_broker as via_broker,
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
where pc.category_id = ? and p.is_active and not p.is_disabled`;

export function createOfferStore(em: EntityManager): OfferStore {
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
      const amount = nearest(config.amounts, query.amount);
      const duration = nearest(config.durations, query.duration);
      if (amount === undefined || duration === undefined) return [];
      const countries = query.countries?.length ? query.countries : null;
      const sql = countries ? `${OFFERS_SQL} and a.country in (${countries.map(() => '?').join(', ')})` : OFFERS_SQL;
      const rows = await connection.execute<RawOffer[]>(sql, [amount, duration, category.id, ...(countries ?? [])], 'all');
      return rows.map(toOfferRow);
    },
  };
}

/** The grid point nearest to the value (the lower one on a tie): rates are observed on the category's grid. */
export function nearest(grid: readonly number[], value: number): number | undefined {
  let best: number | undefined;
  for (const point of grid) {
    if (
      best === undefined ||
      Math.abs(point - value) < Math.abs(best - value) ||
      (Math.abs(point - value) === Math.abs(best - value) && point < best)
    )
      best = point;
  }
  return best;
}

function toOfferRow(row: RawOffer): OfferRow {
  return {
    productId: Number(row.product_id),
    productName: row.product_name,
    productSlug: row.product_slug,
    advertiserName: row.advertiser_name,
    advertiserSlug: row.advertiser_slug,
    advertiserLogo: row.advertiser_logo,
    country: row.country,
    rate: Number(row.rate),
    // Offer fees are not observed yet (the spec's Loan entity has none); the TAEG is then the rate's own.
    fees: 0,
    isSponsored: Boolean(row.is_sponsored),
    isPrioritized: Boolean(row.is_prioritized),
    viaBroker: Boolean(row.via_broker),
    observedAt: new Date(typeof row.observed_at === 'string' && /^\d+$/.test(row.observed_at) ? Number(row.observed_at) : row.observed_at),
  };
}
