import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DailyImpressions } from '../ports/advertiser-report-store.ts';
import { createImpressionTally } from './impression-tally.ts';
import type { ShownOffer } from './shown-offers.ts';

const sorted = (rows: readonly DailyImpressions[]) => [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.productId - b.productId);

/** What a sequence of showings adds up to, computed the plain way. */
function expected(events: readonly { day: string; shown: readonly ShownOffer[]; times: number }[]): DailyImpressions[] {
  const rows = new Map<string, DailyImpressions>();
  for (const { day, shown, times } of events) {
    for (const { productId, rank } of shown) {
      const row = rows.get(`${day}|${productId}`) ?? { day, productId, impressions: 0, rankSum: 0 };
      row.impressions += times;
      row.rankSum += rank * times;
      rows.set(`${day}|${productId}`, row);
    }
  }
  return sorted([...rows.values()]);
}

/** Rows of several drains, merged per day and product. */
function merged(batches: readonly (readonly DailyImpressions[])[]): DailyImpressions[] {
  return expected(
    batches.flat().map((row) => ({
      day: row.day,
      shown: [{ productId: row.productId, rank: 1 }],
      times: row.impressions,
    })),
  ).map((row) => {
    const rankSum = batches
      .flat()
      .filter((other) => other.day === row.day && other.productId === row.productId)
      .reduce((sum, other) => sum + other.rankSum, 0);
    return { ...row, rankSum };
  });
}

describe('createImpressionTally', () => {
  it('counts each product of a page served, with its rank, per day', () => {
    const tally = createImpressionTally();
    const page = [
      { productId: 7, rank: 1 },
      { productId: 3, rank: 2 },
    ];
    tally.record('2026-11-27', page);
    tally.record('2026-11-27', page);
    tally.record('2026-11-27', [{ productId: 3, rank: 1 }]);
    tally.record('2026-11-28', page, 3);
    expect(sorted(tally.drain())).toEqual([
      { day: '2026-11-27', productId: 3, impressions: 3, rankSum: 5 },
      { day: '2026-11-27', productId: 7, impressions: 2, rankSum: 2 },
      { day: '2026-11-28', productId: 3, impressions: 3, rankSum: 6 },
      { day: '2026-11-28', productId: 7, impressions: 3, rankSum: 3 },
    ]);
  });

  it('forgets what it drained: a second drain gives nothing', () => {
    const tally = createImpressionTally();
    tally.record('2026-11-27', [{ productId: 1, rank: 1 }]);
    expect(tally.isEmpty).toBe(false);
    expect(tally.drain()).toHaveLength(1);
    expect(tally.isEmpty).toBe(true);
    expect(tally.drain()).toEqual([]);
  });

  it('ignores an empty page and counts that are not whole and positive', () => {
    const tally = createImpressionTally();
    tally.record('2026-11-27', []);
    tally.record('2026-11-27', [{ productId: 1, rank: 1 }], 0);
    tally.record('2026-11-27', [{ productId: 1, rank: 1 }], 1.5);
    expect(tally.isEmpty).toBe(true);
  });

  it('sends restored rows with the next drain, added to what was counted since', () => {
    const tally = createImpressionTally();
    tally.record('2026-11-27', [{ productId: 1, rank: 2 }]);
    const failed = tally.drain();
    tally.record('2026-11-27', [{ productId: 1, rank: 4 }]);
    tally.restore(failed);
    expect(tally.drain()).toEqual([{ day: '2026-11-27', productId: 1, impressions: 2, rankSum: 6 }]);
  });

  describe('properties', () => {
    const shownList = fc.uniqueArray(fc.record({ productId: fc.integer({ min: 1, max: 6 }), rank: fc.integer({ min: 1, max: 20 }) }), {
      selector: (offer) => offer.productId,
      maxLength: 6,
    });
    const event = fc.record({
      day: fc.constantFrom('2026-11-26', '2026-11-27', '2026-11-28'),
      list: fc.integer({ min: 0, max: 3 }),
      times: fc.integer({ min: 1, max: 5 }),
      drainAfter: fc.boolean(),
      failAfter: fc.boolean(),
    });

    it('loses nothing and counts nothing twice, whatever drains (and failed writes put back) come between', () => {
      fc.assert(
        fc.property(fc.array(shownList, { minLength: 4, maxLength: 4 }), fc.array(event, { maxLength: 40 }), (lists, events) => {
          const tally = createImpressionTally();
          const written: DailyImpressions[][] = [];
          for (const { day, list, times, drainAfter, failAfter } of events) {
            // The same list object each time, as a cached page gives it.
            tally.record(day, lists[list] as ShownOffer[], times);
            if (drainAfter) {
              const rows = tally.drain();
              if (failAfter) tally.restore(rows);
              else written.push(rows);
            }
          }
          written.push(tally.drain());
          expect(tally.drain()).toEqual([]);
          const want = expected(events.map(({ day, list, times }) => ({ day, shown: lists[list] as ShownOffer[], times })));
          expect(merged(written)).toEqual(want);
        }),
      );
    });

    it('drains one row per day and product', () => {
      fc.assert(
        fc.property(fc.array(shownList, { minLength: 4, maxLength: 4 }), fc.array(event, { maxLength: 30 }), (lists, events) => {
          const tally = createImpressionTally();
          for (const { day, list, times } of events) tally.record(day, lists[list] as ShownOffer[], times);
          const rows = tally.drain();
          expect(new Set(rows.map((row) => `${row.day}|${row.productId}`)).size).toBe(rows.length);
          for (const row of rows) expect(row.rankSum).toBeGreaterThanOrEqual(row.impressions);
        }),
      );
    });
  });
});
