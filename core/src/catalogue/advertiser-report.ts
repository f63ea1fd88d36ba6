import { legalDay } from '../legal/legal-day.ts';
import type { ProductMonthFigures, ReportMonth } from '../ports/advertiser-report-store.ts';

/** How many months the report's chart covers, the chosen month last. */
export const REPORT_MONTHS = 12;

/** The first month a report may be asked for (the site's counts begin later). */
const FIRST_MONTH = '2020-01';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month ('2026-11') of an instant in Luxembourg. */
export function monthOf(date: Date): string {
  return legalDay(date).slice(0, 7);
}

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month a report URL asks for (`?mois=2026-10`): a well-formed month between 2020 and this one; otherwise this one. */
export function reportMonthParam(value: string | null | undefined, now: Date): string {
  const current = monthOf(now);
  if (!value || !MONTH.test(value)) return current;
  return value >= FIRST_MONTH && value <= current ? value : current;
}

/** Midnight in Luxembourg at the start of a day ('2026-11-01'): 23:00 UTC the day before in winter, 22:00 in summer. */
function luxembourgMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Luxembourg is one or two hours ahead of UTC: the earlier candidate that is already that day is its midnight.
  for (const hours of [2, 1]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (legalDay(candidate) === day) return candidate;
  }
  return new Date(utcMidnight);
}

/** A month with its bounds in Luxembourg time. */
export function reportMonth(month: string): ReportMonth {
  return { month, from: luxembourgMidnight(`${month}-01`), to: luxembourgMidnight(`${shiftMonth(month, 1)}-01`) };
}

/** The `count` months that end with `month`, oldest first. */
export function monthsEndingAt(month: string, count = REPORT_MONTHS): ReportMonth[] {
  return Array.from({ length: count }, (_, index) => reportMonth(shiftMonth(month, index - count + 1)));
}

/** What a product (or the whole advertiser) got over one month. */
export interface ReportFigures {
  impressions: number;
  clicks: number;
  requests: number;
  /** Clicks per hundred impressions, or null without impressions. */
  clickThroughRate: number | null;
  /** The average rank at which it was shown, or null when it was not shown. */
  averageRank: number | null;
}

export interface ProductReport extends ReportFigures {
  productId: number;
  name: string;
  /** The months of the chart, oldest first, the chosen month last. */
  series: ({ month: string } & ReportFigures)[];
}

export interface AdvertiserReport {
  month: string;
  products: ProductReport[];
  /** The advertiser's products together over the chosen month. */
  total: ReportFigures;
  /** The same, month by month, for the chart. */
  series: ({ month: string } & ReportFigures)[];
}

interface Sums {
  impressions: number;
  rankSum: number;
  clicks: number;
  requests: number;
}

const NONE: Sums = { impressions: 0, rankSum: 0, clicks: 0, requests: 0 };

function figures({ impressions, rankSum, clicks, requests }: Sums): ReportFigures {
  return {
    impressions,
    clicks,
    requests,
    clickThroughRate: impressions > 0 ? (100 * clicks) / impressions : null,
    averageRank: impressions > 0 ? rankSum / impressions : null,
  };
}

function add(a: Sums, b: Sums): Sums {
  return {
    impressions: a.impressions + b.impressions,
    rankSum: a.rankSum + b.rankSum,
    clicks: a.clicks + b.clicks,
    requests: a.requests + b.requests,
  };
}

/**
 * The advertiser report: each product's impressions, clicks, requests, click-through rate and average rank over the
 * last of `months`, and month by month over all of them. Products come in the order given; figures of products not
 * given (another advertiser's) are ignored.
 */
export function advertiserReport(
  products: readonly { id: number; name: string }[],
  monthFigures: readonly ProductMonthFigures[],
  months: readonly ReportMonth[],
): AdvertiserReport {
  const byKey = new Map<string, Sums>();
  for (const row of monthFigures) {
    const key = `${row.productId}|${row.month}`;
    byKey.set(key, add(byKey.get(key) ?? NONE, row));
  }
  const chosen = months[months.length - 1]?.month ?? '';
  const monthTotals = months.map(() => NONE);
  const reports = products.map(({ id, name }) => {
    const sums = months.map(({ month }, index) => {
      const found = byKey.get(`${id}|${month}`) ?? NONE;
      monthTotals[index] = add(monthTotals[index] as Sums, found);
      return found;
    });
    return {
      productId: id,
      name,
      ...figures(sums[sums.length - 1] ?? NONE),
      series: months.map(({ month }, index) => ({ month, ...figures(sums[index] as Sums) })),
    };
  });
  return {
    month: chosen,
    products: reports,
    total: figures(monthTotals[monthTotals.length - 1] ?? NONE),
    series: months.map(({ month }, index) => ({ month, ...figures(monthTotals[index] as Sums) })),
  };
}

const MONTH_NAME = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });

/** « novembre 2026 ». */
export function monthLabel(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-15T12:00:00Z`));
}

/** « nov. » (the chart's axis). */
export function shortMonthLabel(month: string): string {
  return SHORT_MONTH.format(new Date(`${month}-15T12:00:00Z`));
}
