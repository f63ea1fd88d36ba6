import * as v from 'valibot';
import { dayInput, rate as rateSchema } from '../fields/field-schemas.ts';
import { err, ok, type Result } from '../result.ts';
import { parseDecimalText } from './rate-import-row.ts';

/**
 * A product's rate grid (issue 22): its latest observed rate at each point of its categories' amount × duration grid,
 * the points the comparator reads (decision 0003: « the latest rate at the nearest grid point »). One row per amount,
 * one column per duration, both ascending; the back office edits it in place and saves it as one dated batch.
 */
export interface RateGridAxes {
  /** Euros, ascending, each once. */
  amounts: number[];
  /** Months, ascending, each once. */
  durations: number[];
}

/** The latest observation at a point, as a grid reads it. */
export interface GridObservation {
  amount: number;
  duration: number;
  /** Annual rate in percent. */
  rate: number;
  observedAt: Date;
}

export interface RateGridCell {
  amount: number;
  duration: number;
  /** The latest rate observed at the point, or null when none was. */
  rate: number | null;
  observedAt: Date | null;
}

export interface RateGrid extends RateGridAxes {
  /** `rows[i][j]`: amount `amounts[i]`, duration `durations[j]`. */
  rows: RateGridCell[][];
}

/** The grid points of categories: the union of their simulators' amounts and durations (CategoryConfig). */
export function rateGridAxes(configs: readonly { amounts?: readonly unknown[]; durations?: readonly unknown[] }[]): RateGridAxes {
  const points = (values: unknown[]) =>
    [...new Set(values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0))].sort(
      (a, b) => a - b,
    );
  return {
    amounts: points(configs.flatMap((config) => [...(config.amounts ?? [])])),
    durations: points(configs.flatMap((config) => [...(config.durations ?? [])])),
  };
}

/** The key of a point: `250000x240`. */
export function rateGridKey(amount: number, duration: number): string {
  return `${amount}x${duration}`;
}

/**
 * The grid of the axes with, in each cell, the latest of the observations at that point (the latest day, then the
 * one given last for a day, as the store's id order does). Observations off the grid are left out.
 */
export function buildRateGrid(axes: RateGridAxes, observations: readonly GridObservation[]): RateGrid {
  const latest = new Map<string, GridObservation>();
  for (const observation of observations) {
    const key = rateGridKey(observation.amount, observation.duration);
    const known = latest.get(key);
    if (!known || observation.observedAt.getTime() >= known.observedAt.getTime()) latest.set(key, observation);
  }
  return {
    amounts: [...axes.amounts],
    durations: [...axes.durations],
    rows: axes.amounts.map((amount) =>
      axes.durations.map((duration) => {
        const found = latest.get(rateGridKey(amount, duration));
        return { amount, duration, rate: found?.rate ?? null, observedAt: found?.observedAt ?? null };
      }),
    ),
  };
}

/**
 * A rate as an editor types it back: French decimal comma, every digit kept, no grouping and no unit (`3,45`,
 * `12`, `0,125`). `parseGridRate` reads it back to the same number.
 */
export function formatGridRate(rate: number): string {
  const text = String(rate);
  const plain = /e/i.test(text) ? rate.toFixed(20).replace(/\.?0+$/, '') : text;
  return plain.replace('.', ',');
}

/**
 * A cell as typed or pasted: `3,45`, `3.45`, `3,45 %`; blank is null (nothing typed). Otherwise the rate with the
 * loan schema's bounds (0 to 100 %), or the French reason it is refused.
 */
export function parseGridRate(text: string): Result<number | null, { type: 'grid/invalid-rate'; message: string }> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const parsed = v.safeParse(rateSchema(), parseDecimalText(trimmed));
  if (!parsed.success) {
    const message = Number.isNaN(parseDecimalText(trimmed))
      ? `«\u202f${trimmed}\u202f» n’est pas un taux\u00a0: écrivez un nombre comme 3,45.`
      : (parsed.issues[0]?.message ?? 'Taux refusé.');
    return err({ type: 'grid/invalid-rate', message });
  }
  return ok(parsed.output);
}

/** What a saved grid writes: one observation per changed cell, all on the same day. */
export interface RateGridBatch {
  /** Midnight UTC of the batch's day. */
  createdAt: Date;
  observations: { amount: number; duration: number; rate: number }[];
}

export interface RateGridBatchError {
  type: 'grid/invalid';
  /** French reasons by cell key (rateGridKey). */
  cells: Record<string, string>;
  /** The reason the day is refused, if it is. */
  date?: string;
}

/**
 * The batch an edited grid makes: each cell typed (by rateGridKey) is read as a rate; a cell whose rate differs from
 * the grid's current one is an observation of the batch's day, an unchanged one writes nothing. A cell that had a rate
 * cannot be emptied here (an observation is removed in the history), and the day cannot precede a changed cell's
 * latest observation (the new rate would not be the current one). Any refused cell refuses the whole batch.
 */
export function parseRateGridBatch(
  grid: RateGrid,
  typed: Readonly<Record<string, string | undefined>>,
  day: string | Date,
): Result<RateGridBatch, RateGridBatchError> {
  const cells: Record<string, string> = {};
  let date: string | undefined;
  const parsedDay = v.safeParse(dayInput('La date du relevé'), day === '' ? undefined : day);
  const createdAt = parsedDay.success ? (parsedDay.output as Date) : null;
  if (!parsedDay.success) date = day === '' ? 'La date du relevé est obligatoire.' : (parsedDay.issues[0]?.message ?? 'Date refusée.');
  const observations: RateGridBatch['observations'] = [];
  let latestChanged: Date | null = null;
  for (const cell of grid.rows.flat()) {
    const key = rateGridKey(cell.amount, cell.duration);
    const text = typed[key];
    if (text === undefined) continue;
    const parsed = parseGridRate(text);
    if (!parsed.ok) {
      cells[key] = parsed.error.message;
      continue;
    }
    if (parsed.value === null) {
      if (cell.rate !== null)
        cells[key] = `Saisissez un taux (actuel\u00a0: ${formatGridRate(cell.rate)})\u00a0: un relevé se supprime dans l’historique.`;
      continue;
    }
    if (parsed.value === cell.rate) continue;
    observations.push({ amount: cell.amount, duration: cell.duration, rate: parsed.value });
    if (cell.observedAt && (!latestChanged || cell.observedAt > latestChanged)) latestChanged = cell.observedAt;
  }
  if (createdAt && latestChanged && createdAt < latestChanged)
    date = `La date ne peut précéder le dernier relevé d’un taux modifié (${latestChanged.toISOString().slice(0, 10).split('-').reverse().join('/')}).`;
  if (Object.keys(cells).length > 0 || date !== undefined || !createdAt)
    return err({ type: 'grid/invalid', cells, ...(date === undefined ? {} : { date }) });
  return ok({ createdAt, observations });
}

/**
 * What a spreadsheet puts on the clipboard: rows on lines, cells between tabs (a trailing line break and the `\r` of
 * Windows left out). A single value is one row of one cell.
 */
export function parsePastedRows(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t'));
}

/**
 * The grid's typed values (rows × columns) with a paste laid over them from one cell right and down; what falls
 * outside the grid is dropped.
 */
export function pasteIntoGrid(
  values: readonly (readonly string[])[],
  pasted: readonly (readonly string[])[],
  row: number,
  column: number,
): string[][] {
  return values.map((cells, i) =>
    cells.map((value, j) => {
      const source = pasted[i - row]?.[j - column];
      return i >= row && j >= column && source !== undefined ? source.trim() : value;
    }),
  );
}
