import { buildRateGrid, parseRateGridBatch, type RateGrid, type RateGridBatchError } from '../catalogue/rate-grid.ts';
import { changedRatePoints, rateGridPoints, staleRatesMessage, type ChangedRatePoint } from '../catalogue/rate-version.ts';
import { recordRateBatch, type RateBatchHistory, type RateBatchRecording } from '../history/rate-batch-entry.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import type { RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok, type Result } from '../result.ts';
import { readRateGrid, type RateGridDeps } from './read-rate-grid.ts';

export interface SaveRateGridDeps extends RateGridDeps {
  /**
   * The batch's observations, written in one transaction with its entry in the history of changes, after the
   * product's rates are locked and its version checked again in that transaction (`rates`, bound to it).
   */
  unitOfWork: UnitOfWork<{
    observations: RateObservationWriter;
    rates: Pick<RateObservationStore, 'latestRates'>;
    history?: RateBatchHistory;
  }>;
  /** A staff member's save is recorded in the history (decision 0019): who, on which clock. */
  recording?: RateBatchRecording;
  /** The product's statistics computed again once the batch is written, as « Recalculer » does (saveOneLoanStat). */
  recompute?: (productId: number) => Promise<unknown>;
}

export interface SaveRateGridInput {
  productId: number;
  /** The cells as typed, by rateGridKey (`250000x240`); a cell not sent is left as it is. */
  cells: Readonly<Record<string, string | undefined>>;
  /** The batch's day (`AAAA-MM-JJ`). */
  day: string;
  /**
   * The grid's version as the editor read it (`rateGridVersion` of the grid their form showed): a save against rates
   * changed since is refused, so that a second editor never silently undoes the first one's save.
   */
  version: string;
}

/** The grid changed since the editor read it: the cells changed meanwhile, and the French refusal naming them. */
export interface StaleRateGridError {
  type: 'grid/stale';
  changed: ChangedRatePoint[];
  message: string;
  /** The grid as it now is, to be shown again. */
  grid: RateGrid;
}

export type SaveRateGridError = RateGridBatchError | StaleRateGridError | { type: 'product/not-found' };

/**
 * The back office's rate grid saved (issue 22): the grid is read again, the typed cells checked against it
 * (parseRateGridBatch), and the changed ones written as observations of one day in one transaction; an unchanged
 * cell writes nothing, and any refused cell refuses the whole batch. A save made against a grid that changed since the
 * editor read it (its version) is refused too, naming the cells changed meanwhile. A written batch has the product's
 * statistics computed again (`recompute`). Answers the grid as it now is.
 */
export async function saveRateGrid(
  deps: SaveRateGridDeps,
  input: SaveRateGridInput,
): Promise<Result<{ written: number; createdAt: Date; grid: RateGrid }, SaveRateGridError>> {
  const grid = await readRateGrid(deps, input);
  if (!grid.ok) return grid;
  // Checked first outside any transaction, so that a refused save holds nothing; checked again below.
  const stale = staleAgainst(input, grid.value);
  if (stale) return err(stale);
  const batch = parseRateGridBatch(grid.value, input.cells, input.day);
  if (!batch.ok) return err(batch.error);
  const { createdAt, observations } = batch.value;
  if (observations.length === 0) return ok({ written: 0, createdAt, grid: grid.value });
  const written = observations.map((observation) => ({ ...observation, productId: input.productId, createdAt }));
  // Who saves is read before the transaction (on SQLite's one connection a read outside it would wait for it).
  const recorded = deps.recording ? { actor: await deps.recording.actor(), at: deps.recording.clock.now() } : null;
  const refused = await deps.unitOfWork.transaction(async ({ observations: writer, rates, history }) => {
    // The version checked again where the batch is written, the product's rates held: of two saves against the same
    // version, the second reads the first's rates once it is committed, and is refused.
    await writer.lockRates([input.productId]);
    const current = buildRateGrid(grid.value, await rates.latestRates([input.productId]));
    const changed = staleAgainst(input, current);
    if (changed) return changed;
    await writer.add(written);
    await recordRateBatch(history, recorded, 'grille', written, rateGridPoints(input.productId, current));
    return null;
  });
  if (refused) return err(refused);
  await deps.recompute?.(input.productId);
  const saved = await readRateGrid(deps, input);
  return ok({ written: observations.length, createdAt, grid: saved.ok ? saved.value : grid.value });
}

/** The refusal of a save made against another version of the rates than `grid`'s, or null when it has the same. */
function staleAgainst(input: SaveRateGridInput, grid: RateGrid): StaleRateGridError | null {
  const changed = changedRatePoints(input.version, rateGridPoints(input.productId, grid));
  if (changed.length === 0) return null;
  return {
    type: 'grid/stale',
    changed,
    grid,
    message: staleRatesMessage(changed, {
      since: 'Depuis que vous avez ouvert la grille',
      then: 'vérifiez ces taux puis enregistrez à nouveau',
    }),
  };
}
