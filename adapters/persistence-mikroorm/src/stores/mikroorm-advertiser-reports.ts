import type { EntityManager } from '@mikro-orm/sql';
import type { AdvertiserReportStore, ProductMonthFigures } from '@pretscope/core';
import { sqlRunner } from './sql-runner.ts';

/** Rows per INSERT: far below both dialects' limits on bound parameters (4 per row). */
const CHUNK = 250;

/**
 * The advertiser report in SQL. Impressions are added by one upsert per chunk (INSERT … ON CONFLICT DO UPDATE, the
 * same SQL on SQLite ≥ 3.24 and PostgreSQL), all chunks in one transaction: a flush is written whole or not at all,
 * so a failed one can be retried without counting anything twice. Clicks and requests are counted by the database,
 * each put in its Luxembourg month by comparing its instant with the months' bounds (no time zone in SQL).
 */
export function createAdvertiserReportStore(em: EntityManager): AdvertiserReportStore {
  const platform = em.getPlatform();
  const bind = (date: Date) => platform.processDateProperty(date) as unknown;
  return {
    async addImpressions(rows) {
      if (rows.length === 0) return;
      await em.transactional(async (tem) => {
        const sql = sqlRunner(tem as EntityManager);
        for (let start = 0; start < rows.length; start += CHUNK) {
          const chunk = rows.slice(start, start + CHUNK);
          await sql.run(
            `insert into impressions (day, product_id, impressions, rank_sum) values ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}
             on conflict (day, product_id) do update set
               impressions = impressions.impressions + excluded.impressions,
               rank_sum = impressions.rank_sum + excluded.rank_sum`,
            chunk.flatMap((row) => [row.day, row.productId, row.impressions, row.rankSum]),
          );
        }
      });
    },

    async monthlyFigures({ advertiserId, months }) {
      if (months.length === 0) return [];
      const first = months[0]!;
      const last = months[months.length - 1]!;
      // The month of an instant: the first month whose end is after it (months come oldest first).
      const monthOf = (column: string) => `case ${months.map(() => `when ${column} >= ? and ${column} < ? then ?`).join(' ')} end`;
      const monthParams = months.flatMap((month) => [bind(month.from), bind(month.to), month.month]);
      const sql = `
        select product_id, month, sum(impressions) as impressions, sum(rank_sum) as rank_sum, sum(clicks) as clicks, sum(requests) as requests
        from (
          select i.product_id as product_id, substr(i.day, 1, 7) as month, i.impressions as impressions, i.rank_sum as rank_sum,
                 0 as clicks, 0 as requests
          from impressions i join products p on p.id = i.product_id
          where p.advertiser_id = ? and substr(i.day, 1, 7) in (${months.map(() => '?').join(', ')})
          union all
          select c.product_id, ${monthOf('c.created_at')}, 0, 0, 1, 0
          from clicks c join products p on p.id = c.product_id
          where p.advertiser_id = ? and c.created_at >= ? and c.created_at < ?
          union all
          select l.product_id, ${monthOf('l.created_at')}, 0, 0, 0, 1
          from leads l join products p on p.id = l.product_id
          where p.advertiser_id = ? and l.created_at >= ? and l.created_at < ?
        ) figures
        where month is not null
        group by product_id, month
        order by product_id, month`;
      const params = [
        advertiserId,
        ...months.map((month) => month.month),
        ...monthParams,
        advertiserId,
        bind(first.from),
        bind(last.to),
        ...monthParams,
        advertiserId,
        bind(first.from),
        bind(last.to),
      ];
      const rows = await em.getConnection().execute<
        {
          product_id: number | string;
          month: string;
          impressions: number | string;
          rank_sum: number | string;
          clicks: number | string;
          requests: number | string;
        }[]
      >(sql, params, 'all');
      return rows.map((row): ProductMonthFigures => ({
        productId: Number(row.product_id),
        month: row.month,
        impressions: Number(row.impressions),
        rankSum: Number(row.rank_sum),
        clicks: Number(row.clicks),
        requests: Number(row.requests),
      }));
    },
  };
}
