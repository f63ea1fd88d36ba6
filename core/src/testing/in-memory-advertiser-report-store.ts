import type { AdvertiserReportStore, DailyImpressions } from '../ports/advertiser-report-store.ts';

/** What the fake report store reads besides the impressions it is given: the products, clicks and requests. */
export interface InMemoryReportData {
  products: { id: number; advertiserId: number }[];
  clicks: { productId: number; createdAt: Date }[];
  leads: { productId: number | null; createdAt: Date }[];
}

/** AdvertiserReportStore in memory, for use-case and page tests (advertiser-report-store.contract.ts). */
export function createInMemoryAdvertiserReportStore(data: InMemoryReportData): AdvertiserReportStore & { impressions: DailyImpressions[] } {
  const impressions: DailyImpressions[] = [];
  return {
    impressions,
    async addImpressions(rows) {
      for (const row of rows) {
        const found = impressions.find((kept) => kept.day === row.day && kept.productId === row.productId);
        if (found) {
          found.impressions += row.impressions;
          found.rankSum += row.rankSum;
        } else impressions.push({ ...row });
      }
    },
    async monthlyFigures({ advertiserId, months }) {
      const owned = new Set(data.products.filter((product) => product.advertiserId === advertiserId).map((product) => product.id));
      const figures = new Map<
        string,
        { productId: number; month: string; impressions: number; rankSum: number; clicks: number; requests: number }
      >();
      const entry = (productId: number, month: string) => {
        const key = `${productId}|${month}`;
        const found = figures.get(key) ?? { productId, month, impressions: 0, rankSum: 0, clicks: 0, requests: 0 };
        figures.set(key, found);
        return found;
      };
      for (const { month, from, to } of months) {
        for (const row of impressions) {
          if (owned.has(row.productId) && row.day.slice(0, 7) === month) {
            const found = entry(row.productId, month);
            found.impressions += row.impressions;
            found.rankSum += row.rankSum;
          }
        }
        const within = (at: Date) => at >= from && at < to;
        for (const click of data.clicks) if (owned.has(click.productId) && within(click.createdAt)) entry(click.productId, month).clicks++;
        for (const lead of data.leads)
          if (lead.productId !== null && owned.has(lead.productId) && within(lead.createdAt)) entry(lead.productId, month).requests++;
      }
      return [...figures.values()].sort((a, b) => a.productId - b.productId || a.month.localeCompare(b.month));
    },
  };
}
