import { createInMemoryAdvertiserReportStore } from '@pretscope/core/testing';
import type { AdvertiserReportStore, DailyImpressions } from '@pretscope/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImpressionCounter } from './impression-counter.ts';

const page = [
  { productId: 1, rank: 1 },
  { productId: 2, rank: 2 },
];

describe('createImpressionCounter', () => {
  afterEach(() => vi.useRealTimers());

  it('counts pages per day in Luxembourg and writes them when flushed', async () => {
    const store = createInMemoryAdvertiserReportStore({ products: [], clicks: [], leads: [] });
    let time = Date.parse('2026-11-27T22:59:59Z');
    const counter = createImpressionCounter({ enabled: true, store: () => store, now: () => time });
    counter.count(page);
    time = Date.parse('2026-11-27T23:00:00Z'); // midnight in Luxembourg
    counter.count(page);
    counter.count(page);
    await counter.stop();
    expect(store.impressions).toEqual([
      { day: '2026-11-27', productId: 1, impressions: 1, rankSum: 1 },
      { day: '2026-11-27', productId: 2, impressions: 1, rankSum: 2 },
      { day: '2026-11-28', productId: 1, impressions: 2, rankSum: 2 },
      { day: '2026-11-28', productId: 2, impressions: 2, rankSum: 4 },
    ]);
  });

  it('counts nothing when off', async () => {
    const store = createInMemoryAdvertiserReportStore({ products: [], clicks: [], leads: [] });
    const counter = createImpressionCounter({ enabled: false, store: () => store });
    counter.count(page);
    await counter.stop();
    expect(store.impressions).toEqual([]);
  });

  it('keeps what a failed write did not store, and writes it with the next flush', async () => {
    const written: DailyImpressions[][] = [];
    let failing = true;
    const store: AdvertiserReportStore = {
      async addImpressions(rows) {
        if (failing) throw new Error('database down');
        written.push([...rows]);
      },
      monthlyFigures: async () => [],
    };
    const errors: unknown[] = [];
    const counter = createImpressionCounter({ enabled: true, store: () => store, onError: (error) => errors.push(error) });
    counter.count(page);
    await counter.flush();
    expect(errors).toHaveLength(1);
    failing = false;
    counter.count(page);
    await counter.stop();
    expect(written).toHaveLength(1);
    expect(written[0]?.map((row) => row.impressions)).toEqual([2, 2]);
  });

  it('flushes every interval once something is counted', async () => {
    vi.useFakeTimers();
    const store = createInMemoryAdvertiserReportStore({ products: [], clicks: [], leads: [] });
    const counter = createImpressionCounter({ enabled: true, store: () => store, intervalMs: 1_000 });
    counter.count(page);
    expect(store.impressions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.impressions.map((row) => row.impressions)).toEqual([1, 1]);
    await counter.stop();
  });
});
