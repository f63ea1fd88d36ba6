import type { EntityManager } from '@mikro-orm/sql';
import { SqlitePlatform } from '@mikro-orm/sql';
import type { BackOfficeReports } from '@pretscope/core';

const DAY_MS = 86_400_000;

/**
 * The back office's summaries in SQL. Dates are bound through the platform (SQLite keeps them as epoch
 * milliseconds, PostgreSQL as timestamptz), and the day of a click is computed in the database so the tracker
 * reads one row per day, not one per click.
 */
export function createBackOfficeReports(em: EntityManager): BackOfficeReports {
  const connection = () => em.getConnection();
  const platform = em.getPlatform();
  const sqlite = platform instanceof SqlitePlatform;
  const bind = (date: Date) => platform.processDateProperty(date) as unknown;
  // Days since the epoch (UTC), as an integer in both dialects.
  const dayOf = sqlite ? 'cast(c.created_at / 86400000 as integer)' : 'cast(floor(extract(epoch from c.created_at) / 86400) as integer)';

  return {
    async clicksPerDay({ from, to, productId, advertiserId }) {
      const where = ['c.created_at >= ?', 'c.created_at < ?'];
      const params: unknown[] = [bind(from), bind(to)];
      if (productId !== undefined) {
        where.push('c.product_id = ?');
        params.push(productId);
      }
      if (advertiserId !== undefined) {
        where.push('c.advertiser_id = ?');
        params.push(advertiserId);
      }
      const rows = await connection().execute<{ day: number | string; clicks: number | string }[]>(
        `select ${dayOf} as day, count(*) as clicks from clicks c where ${where.join(' and ')} group by ${dayOf} order by day`,
        params,
        'all',
      );
      return rows.map((row) => ({ day: new Date(Number(row.day) * DAY_MS).toISOString().slice(0, 10), count: Number(row.clicks) }));
    },

    async topClicked({ by, from, to, limit }) {
      const [column, table] = by === 'product' ? ['product_id', 'products'] : ['advertiser_id', 'advertisers'];
      // A product is named with its advertiser: several advertisers sell a « Prêt personnel ».
      const owner = by === 'product' ? 'o.name' : 'null';
      const ownerJoin = by === 'product' ? 'left join advertisers o on o.id = t.advertiser_id' : '';
      const rows = await connection().execute<{ id: number | null; name: string | null; owner: string | null; clicks: number | string }[]>(
        `select c.${column} as id, t.name as name, ${owner} as owner, count(*) as clicks
         from clicks c left join ${table} t on t.id = c.${column} ${ownerJoin}
         where c.created_at >= ? and c.created_at < ?
         group by c.${column}, t.name${by === 'product' ? ', o.name' : ''}
         order by clicks desc, t.name asc
         limit ?`,
        [bind(from), bind(to), limit],
        'all',
      );
      return rows.map((row) => ({
        id: row.id === null ? null : Number(row.id),
        name: row.name,
        owner: row.owner ?? null,
        count: Number(row.clicks),
      }));
    },

    async staleProducts({ before, limit }) {
      // One pass over the (product, created_at) index for the latest observation of each product.
      const stale = `
        from products p
        join advertisers a on a.id = p.advertiser_id
        left join (select product_id, max(created_at) as last_observed from loans group by product_id) l on l.product_id = p.id
        where p.is_active and not p.is_disabled and (l.last_observed is null or l.last_observed < ?)`;
      const [rows, counted] = await Promise.all([
        connection().execute<{ id: number; name: string; advertiser_name: string; last_observed: number | string | Date | null }[]>(
          `select p.id as id, p.name as name, a.name as advertiser_name, l.last_observed as last_observed ${stale}
           order by case when l.last_observed is null then 0 else 1 end, l.last_observed asc, p.name asc limit ?`,
          [bind(before), limit],
          'all',
        ),
        connection().execute<{ total: number | string }[]>(`select count(*) as total ${stale}`, [bind(before)], 'all'),
      ]);
      return {
        products: rows.map((row) => ({
          id: Number(row.id),
          name: row.name,
          advertiserName: row.advertiser_name,
          lastObservedAt:
            row.last_observed === null
              ? null
              : new Date(
                  typeof row.last_observed === 'string' && /^\d+$/.test(row.last_observed) ? Number(row.last_observed) : row.last_observed,
                ),
        })),
        count: Number(counted[0]?.total ?? 0),
      };
    },
  };
}
