import { formatDuration } from '../format/format-duration.ts';
import { formatNumber } from '../format/format-number.ts';
import { formatGridRate } from './rate-grid.ts';

/**
 * The version of rates an editor read (issue 22, two editors on one grid): the latest rate at each point they saw,
 * carried by their form and checked again when they save. A save made against rates that changed meanwhile is refused,
 * naming the points that changed, so that nobody's save silently undoes another's.
 *
 * The version is the rates themselves (`productId|amount|duration=rate`, `;` between points, blank for no rate), not
 * a counter: it needs nothing stored, names each changed point, and stays the same when a rate is re-observed unchanged.
 */
export interface RatePoint {
  productId: number;
  amount: number;
  duration: number;
  /** The latest rate at the point, null when none was observed. */
  rate: number | null;
}

/** A point changed since the version was read: its rate then and now. */
export interface ChangedRatePoint {
  productId: number;
  amount: number;
  duration: number;
  was: number | null;
  now: number | null;
}

const pointKey = (point: { productId: number; amount: number; duration: number }) => `${point.productId}|${point.amount}|${point.duration}`;

/** The version of these points: the same points and rates give the same text, in any order. */
export function rateVersionOf(points: readonly RatePoint[]): string {
  const entries = new Map(points.map((point) => [pointKey(point), point.rate === null ? '' : String(point.rate)]));
  return [...entries.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, rate]) => `${key}=${rate}`)
    .join(';');
}

/** The points of a version as it was read; null when the text is not a version (altered or missing). */
export function readRateVersion(version: string): Map<string, number | null> | null {
  const read = new Map<string, number | null>();
  if (version === '') return read;
  for (const entry of version.split(';')) {
    const match = /^(\d+\|\d+(?:\.\d+)?\|\d+)=(-?\d+(?:\.\d+)?(?:e-?\d+)?)?$/.exec(entry);
    if (!match) return null;
    read.set(match[1]!, match[2] === undefined ? null : Number(match[2]));
  }
  return read;
}

/**
 * The points whose rate is not the one the version read (a point the version did not have counts as read without a
 * rate), in the order given; empty when nothing changed. A version that cannot be read counts every point as changed.
 */
export function changedRatePoints(version: string, current: readonly RatePoint[]): ChangedRatePoint[] {
  const read = readRateVersion(version);
  const changed: ChangedRatePoint[] = [];
  for (const point of current) {
    const key = pointKey(point);
    const was = read ? (read.get(key) ?? null) : undefined;
    if (was === point.rate) continue;
    changed.push({ productId: point.productId, amount: point.amount, duration: point.duration, was: was ?? null, now: point.rate });
  }
  if (read)
    for (const [key, was] of read) {
      if (was === null || current.some((point) => pointKey(point) === key)) continue;
      const [productId, amount, duration] = key.split('|').map(Number) as [number, number, number];
      changed.push({ productId, amount, duration, was, now: null });
    }
  return changed;
}

/** A changed point in French: « 200 000 € sur 240 mois (3,45 % → 3,5 %) ». */
export function describeChangedRatePoint(point: ChangedRatePoint): string {
  const rate = (value: number | null) => (value === null ? 'aucun taux' : `${formatGridRate(value)}\u00a0%`);
  return `${formatNumber(point.amount, 0)}\u00a0€ sur ${formatDuration(point.duration, 'month')} (${rate(point.was)} → ${rate(point.now)})`;
}

/** At most this many points are named in the message; the count is always whole. */
const NAMED = 6;

/**
 * The French refusal of a save against a stale version, naming the points changed meanwhile: `since` opens it
 * (« Depuis que vous avez ouvert la grille »), `then` says what to do (« vérifiez ces taux puis enregistrez à nouveau »).
 */
export function staleRatesMessage(changed: readonly ChangedRatePoint[], wording: { since: string; then: string }): string {
  const named = changed.slice(0, NAMED).map(describeChangedRatePoint);
  const more = changed.length > NAMED ? ` et ${formatNumber(changed.length - NAMED, 0)} autre${changed.length - NAMED > 1 ? 's' : ''}` : '';
  const count = changed.length === 1 ? 'un taux a été modifié' : `${formatNumber(changed.length, 0)}\u00a0taux ont été modifiés`;
  return `${wording.since}, ${count} par un autre enregistrement\u00a0: ${named.join('\u202f; ')}${more}. Rien n’a été enregistré\u00a0: ${wording.then}.`;
}

/** The points of a product's rate grid, each cell with its latest rate. */
export function rateGridPoints(
  productId: number,
  grid: { rows: readonly (readonly { amount: number; duration: number; rate: number | null }[])[] },
): RatePoint[] {
  return grid.rows.flat().map(({ amount, duration, rate }) => ({ productId, amount, duration, rate }));
}

/** The version of a product's rate grid, as its form carries it. */
export function rateGridVersion(
  productId: number,
  grid: { rows: readonly (readonly { amount: number; duration: number; rate: number | null }[])[] },
): string {
  return rateVersionOf(rateGridPoints(productId, grid));
}
