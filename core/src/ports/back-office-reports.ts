/** Outbound clicks on one UTC day ('2026-11-22'). */
export interface DailyClicks {
  day: string;
  count: number;
}

/** A product or advertiser and its clicks over a period; the name is null when the record was deleted since. */
export interface ClickTotal {
  id: number | null;
  name: string | null;
  /** A product's advertiser (products of several advertisers share names); null for an advertiser. */
  owner: string | null;
  count: number;
}

/** An active product whose rates have not been observed since a date. */
export interface StaleProduct {
  id: number;
  name: string;
  advertiserName: string;
  /** The latest observation, or null when the product has none. */
  lastObservedAt: Date | null;
}

/**
 * The back office's summaries, computed by the database rather than by reading every row: the tracker's clicks
 * and the home page's products whose rates need updating.
 */
export interface BackOfficeReports {
  /** Clicks per UTC day in [from, to), days without clicks left out; optionally for one product or advertiser. */
  clicksPerDay(query: { from: Date; to: Date; productId?: number; advertiserId?: number }): Promise<DailyClicks[]>;
  /** The most clicked products or advertisers in [from, to), most clicked first. */
  topClicked(query: { by: 'product' | 'advertiser'; from: Date; to: Date; limit: number }): Promise<ClickTotal[]>;
  /** Active products not observed since `before` (or never), oldest first, and how many there are in all. */
  staleProducts(query: { before: Date; limit: number }): Promise<{ products: StaleProduct[]; count: number }>;
}
