import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisMaximum, dailySeries, periodBounds, trackerPeriod } from './click-series.ts';

describe('tracker series', () => {
  it('covers the last N UTC days, today included', () => {
    const { from, to } = periodBounds(7, new Date('2026-11-22T15:00:00Z'));
    expect(from.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('fills the days without clicks with zero, keeping the counts of the others', () => {
    const { from, to } = periodBounds(7, new Date('2026-11-22T15:00:00Z'));
    const series = dailySeries(from, to, [
      { day: '2026-11-17', count: 4 },
      { day: '2026-11-22', count: 1 },
    ]);
    expect(series).toHaveLength(7);
    expect(series.map((entry) => entry.count)).toEqual([0, 4, 0, 0, 0, 0, 1]);
    expect(series[0]?.day).toBe('2026-11-16');
  });

  it('keeps every click of the period and adds none (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 365 }),
        fc.array(fc.tuple(fc.nat({ max: 400 }), fc.integer({ min: 1, max: 1000 })), { maxLength: 50 }),
        (days, raw) => {
          const now = new Date('2026-11-22T10:00:00Z');
          const { from, to } = periodBounds(days, now);
          const counts = [
            ...new Map(
              raw.map(([offset, count]) => [new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10), count]),
            ).entries(),
          ].map(([day, count]) => ({ day, count }));
          const inside = counts.filter(
            (entry) => entry.day >= from.toISOString().slice(0, 10) && entry.day < to.toISOString().slice(0, 10),
          );
          const series = dailySeries(from, to, counts);
          expect(series).toHaveLength(days);
          expect(series.reduce((sum, entry) => sum + entry.count, 0)).toBe(inside.reduce((sum, entry) => sum + entry.count, 0));
        },
      ),
    );
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 48, 120, 999].map(axisMaximum)).toEqual([1, 1, 5, 10, 10, 20, 50, 200, 1000]);
  });

  it('reads the period from the URL, 30 days by default', () => {
    expect(trackerPeriod('90')).toBe(90);
    expect(trackerPeriod('12')).toBe(30);
    expect(trackerPeriod(null)).toBe(30);
  });
});
