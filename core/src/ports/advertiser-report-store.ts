/**
 * Times products were shown in a comparator on one day (Europe/Luxembourg, '2026-11-27'), and the sum of the ranks
 * they were shown at (the average rank is rankSum / impressions). Nothing about who saw them.
 */
export interface DailyImpressions {
  day: string;
  productId: number;
  impressions: number;
  rankSum: number;
}

/** A calendar month in Luxembourg: '2026-11', from its first midnight (included) to the next month's (excluded). */
export interface ReportMonth {
  month: string;
  from: Date;
  to: Date;
}

/** One product's figures over one month; months where it has none are left out. */
export interface ProductMonthFigures {
  productId: number;
  month: string;
  impressions: number;
  rankSum: number;
  /** Outbound clicks to the lender (/go). */
  clicks: number;
  /** Requests (leads) sent about the product. */
  requests: number;
}

/**
 * The advertiser report's counts: comparator impressions added in daily batches (by several processes at once:
 * the database adds, never overwrites), read back with the clicks and requests of each of an advertiser's products.
 */
export interface AdvertiserReportStore {
  /** Adds each row to what its day and product already count (an upsert that adds). */
  addImpressions(rows: readonly DailyImpressions[]): Promise<void>;
  /** Per product of the advertiser and per month asked, the months with any figure. */
  monthlyFigures(query: { advertiserId: number; months: readonly ReportMonth[] }): Promise<ProductMonthFigures[]>;
}
