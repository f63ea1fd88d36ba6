import type { DailyClicks } from '@pretscope/core';

const DAY_MS = 86_400_000;

/** The periods the tracker offers, in days. */
export const TRACKER_PERIODS = [7, 30, 90, 365] as const;
export type TrackerPeriod = (typeof TRACKER_PERIODS)[number];

/** The tracker's period from its URL (`?jours=90`), 30 days otherwise. */
export function trackerPeriod(value: string | null): TrackerPeriod {
  const days = Number(value);
  return (TRACKER_PERIODS as readonly number[]).includes(days) ? (days as TrackerPeriod) : 30;
}

/** [from, to) covering the last `days` UTC days, today included. */
export function periodBounds(days: number, now: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
}

/** One entry per day of [from, to), days without clicks at 0, so the chart's bars are evenly spaced in time. */
export function dailySeries(from: Date, to: Date, counts: readonly DailyClicks[]): DailyClicks[] {
  const byDay = new Map(counts.map((entry) => [entry.day, entry.count]));
  const series: DailyClicks[] = [];
  for (let time = from.getTime(); time < to.getTime(); time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    series.push({ day, count: byDay.get(day) ?? 0 });
  }
  return series;
}

/** A round axis maximum at or above the largest count (1, 2, 5, 10, 20, 50…). */
export function axisMaximum(largest: number): number {
  if (largest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= largest) ?? 10 * power;
}
