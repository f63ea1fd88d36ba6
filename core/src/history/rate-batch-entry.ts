import type { RatePoint } from '../catalogue/rate-version.ts';
import type { ChangeHistory } from '../ports/change-history.ts';
import type { Clock } from '../ports/clock.ts';
import type { NewRateObservation } from '../ports/rate-observation-writer.ts';
import type { ChangeActor, NewChangeEntry } from './change-entry.ts';

/** Where a batch of rate observations came from: the product's rate grid, or a CSV import (issue 22). */
export type RateBatchSource = 'grille' | 'import';

/** The fields of a batch entry that are not points: where it came from, its days and how many observations it wrote. */
export const RATE_BATCH_META_FIELDS = ['source', 'firstDay', 'lastDay', 'observations'] as const;

/** A point's field in a batch entry: `250000x240` (rateGridKey). */
const pointField = (amount: number, duration: number) => `${amount}x${duration}`;

/** A batch entry's point field read back (`250000x240`), or null for the entry's other fields. */
export function readRateBatchField(field: string): { amount: number; duration: number } | null {
  const match = /^(\d+(?:\.\d+)?)x(\d+)$/.exec(field);
  return match ? { amount: Number(match[1]), duration: Number(match[2]) } : null;
}

/** Who records a batch, and on which clock: resolved before the write's transaction. */
export interface RateBatchRecording {
  actor: () => Promise<ChangeActor>;
  clock: Clock;
}

/** The history a batch's transaction writes its entries to (decision 0019), beside its observations. */
export type RateBatchHistory = Pick<ChangeHistory, 'record'>;

/**
 * The history of a batch of rate observations (a grid save, a CSV import; issue 22): one entry per product, action
 * `rates`, recorded on the product. Its `previous` holds the latest rate at each point before the batch (null: none),
 * its `next` the rate the batch leaves there (the latest-dated of its observations at that point), each point's field
 * named `250000x240`; `next` also says where the batch came from, its first and last days and how many observations
 * it wrote. The changed fields are the points whose rate the batch changes. Such an entry is never restored: a rate
 * is corrected by a new observation.
 */
export function rateBatchEntries(input: {
  actor: ChangeActor;
  at: Date;
  source: RateBatchSource;
  observations: readonly NewRateObservation[];
  /** The latest rate at each point of the observations before the batch. */
  previous: readonly RatePoint[];
}): NewChangeEntry[] {
  const before = new Map(input.previous.map((point) => [`${point.productId}|${pointField(point.amount, point.duration)}`, point.rate]));
  const byProduct = new Map<number, NewRateObservation[]>();
  for (const observation of input.observations) {
    const list = byProduct.get(observation.productId) ?? [];
    list.push(observation);
    byProduct.set(observation.productId, list);
  }
  const entries: NewChangeEntry[] = [];
  for (const [productId, observations] of [...byProduct.entries()].sort(([a], [b]) => a - b)) {
    const latest = new Map<string, NewRateObservation>();
    for (const observation of observations) {
      const field = pointField(observation.amount, observation.duration);
      const known = latest.get(field);
      if (!known || observation.createdAt.getTime() >= known.createdAt.getTime()) latest.set(field, observation);
    }
    const fields = [...latest.keys()].sort((a, b) => compareFields(a, b));
    const previous = Object.fromEntries(fields.map((field) => [field, before.get(`${productId}|${field}`) ?? null]));
    const next = Object.fromEntries(fields.map((field) => [field, latest.get(field)!.rate]));
    const days = observations.map((observation) => observation.createdAt.toISOString().slice(0, 10)).sort();
    entries.push({
      resourceType: 'products',
      resourceId: productId,
      action: 'rates',
      actor: input.actor,
      at: input.at,
      previous,
      next: { ...next, source: input.source, firstDay: days[0]!, lastDay: days[days.length - 1]!, observations: observations.length },
      changedFields: fields.filter((field) => previous[field] !== next[field]),
      restoredFrom: null,
      parent: null,
    });
  }
  return entries;
}

/** Points in the grid's order: by amount, then by duration. */
function compareFields(a: string, b: string): number {
  const [pa, pb] = [readRateBatchField(a)!, readRateBatchField(b)!];
  return pa.amount - pb.amount || pa.duration - pb.duration;
}

/** Records a batch's entries in its transaction, when the write is a staff member's (`recording`) and has a history. */
export async function recordRateBatch(
  history: RateBatchHistory | undefined,
  recorded: { actor: ChangeActor; at: Date } | null,
  source: RateBatchSource,
  observations: readonly NewRateObservation[],
  previous: readonly RatePoint[],
): Promise<void> {
  if (!history || !recorded || observations.length === 0) return;
  for (const entry of rateBatchEntries({ ...recorded, source, observations, previous })) await history.record(entry);
}
