import type { DailyImpressions } from '../ports/advertiser-report-store.ts';
import type { ShownOffer } from './shown-offers.ts';

/**
 * Comparator impressions counted in memory between two writes to the database. Counting a page served is one map
 * update: what a page showed is kept as the very list the page gave (a cached page gives the same list every time),
 * and expanded into per-product rows only when drained.
 */
export interface ImpressionTally {
  /** One more showing (or `times`) of the products of `shown`, on `day` (Europe/Luxembourg, '2026-11-27'). */
  record(day: string, shown: readonly ShownOffer[], times?: number): void;
  /** Everything counted since the last drain, one row per day and product, and forgets it. */
  drain(): DailyImpressions[];
  /** Puts drained rows back (their write failed): they go out with the next drain. */
  restore(rows: readonly DailyImpressions[]): void;
  /** Whether anything waits to be drained. */
  readonly isEmpty: boolean;
}

export function createImpressionTally(): ImpressionTally {
  let byDay = new Map<string, Map<readonly ShownOffer[], number>>();
  let restored: DailyImpressions[] = [];
  // The last day's map: pages are counted on the same day for hours, and this spares the outer lookup.
  let lastDay: string | null = null;
  let lastLists: Map<readonly ShownOffer[], number> | null = null;
  return {
    record(day, shown, times = 1) {
      if (shown.length === 0 || !(times > 0) || !Number.isInteger(times)) return;
      let lists = day === lastDay ? lastLists : byDay.get(day);
      if (!lists) {
        lists = new Map();
        byDay.set(day, lists);
      }
      lastDay = day;
      lastLists = lists;
      lists.set(shown, (lists.get(shown) ?? 0) + times);
    },
    drain() {
      const drained = byDay;
      const kept = restored;
      byDay = new Map();
      restored = [];
      lastDay = null;
      lastLists = null;
      const rows = new Map<string, DailyImpressions>();
      const add = (day: string, productId: number, impressions: number, rankSum: number) => {
        const key = `${day}|${productId}`;
        const row = rows.get(key);
        if (row) {
          row.impressions += impressions;
          row.rankSum += rankSum;
        } else rows.set(key, { day, productId, impressions, rankSum });
      };
      for (const row of kept) add(row.day, row.productId, row.impressions, row.rankSum);
      for (const [day, lists] of drained) {
        for (const [shown, times] of lists) {
          for (const { productId, rank } of shown) add(day, productId, times, rank * times);
        }
      }
      return [...rows.values()];
    },
    restore(rows) {
      restored.push(...rows.map((row) => ({ ...row })));
    },
    get isEmpty() {
      return byDay.size === 0 && restored.length === 0;
    },
  };
}
