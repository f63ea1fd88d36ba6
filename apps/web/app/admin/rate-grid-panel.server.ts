import {
  formatDuration,
  formatGridRate,
  formatNumber,
  isoDay,
  parseGridRate,
  rateGridKey,
  rateGridVersion,
  readRateVersion,
  type RateGrid,
} from '@pretscope/core';
import { data } from 'react-router';
import type { WebUseCases } from '../web-use-cases.ts';
import { formatDay } from './admin-format.ts';
import type { AdminSession } from './require-admin-session.server.ts';

/** A product's rate grid as its screen shows it: French labels, each cell's current rate as an editor types it. */
export interface RateGridPanelData {
  amounts: { key: string; label: string }[];
  durations: { key: string; label: string; years: string }[];
  /** `cells[i][j]`: amount i, duration j. */
  cells: { key: string; value: string; day: string }[][];
  /** The batch's day proposed: today (`AAAA-MM-JJ`). */
  today: string;
  /** The rates as read (rateGridVersion), carried by the form: a save against a grid changed since is refused. */
  version: string;
}

export function rateGridPanelOf(productId: number, grid: RateGrid, today: Date): RateGridPanelData {
  return {
    version: rateGridVersion(productId, grid),
    amounts: grid.amounts.map((amount) => ({ key: String(amount), label: `${formatNumber(amount, 0)}\u00a0€` })),
    durations: grid.durations.map((duration) => ({
      key: String(duration),
      label: formatDuration(duration, 'month'),
      years: formatDuration(duration, 'year'),
    })),
    cells: grid.rows.map((row) =>
      row.map((cell) => ({
        key: rateGridKey(cell.amount, cell.duration),
        value: cell.rate === null ? '' : formatGridRate(cell.rate),
        day: cell.observedAt ? formatDay(cell.observedAt) : '',
      })),
    ),
    today: isoDay(today) ?? '',
  };
}

/** The grid of a product's screen; an empty one for a product without categories. */
export async function rateGridPanelData(useCases: WebUseCases, productId: number): Promise<RateGridPanelData> {
  const grid = await useCases.readRateGrid({ productId });
  return rateGridPanelOf(productId, grid.ok ? grid.value : { amounts: [], durations: [], rows: [] }, useCases.today());
}

/** Form names of the grid: `grille.250000x240` for a cell, `grille.date` for the batch's day. */
export const GRID_FIELD_PREFIX = 'grille.';
/** The form's name for the version of the grid it shows (outside the cells' prefix). */
export const GRID_VERSION_FIELD = 'grille-version';

/** « Enregistrer la grille »: the typed cells saved as one dated batch, or every refused cell in French. */
export async function saveRateGridAction({ useCases, actor }: AdminSession, productId: number, form: FormData) {
  const intent = 'grid-save';
  const cells: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (name.startsWith(GRID_FIELD_PREFIX) && name !== `${GRID_FIELD_PREFIX}date` && typeof value === 'string')
      cells[name.slice(GRID_FIELD_PREFIX.length)] = value;
  const day = String(form.get(`${GRID_FIELD_PREFIX}date`) ?? '').trim();
  const version = String(form.get(GRID_VERSION_FIELD) ?? '');
  const saved = await useCases.saveRateGrid({ actor, productId, cells, day, version });
  if (!saved.ok) {
    if (saved.error.type === 'product/not-found') throw data({ message: 'Ce produit n’existe plus.' }, { status: 404 });
    if (saved.error.type === 'grid/stale') {
      // The grid is shown again as it now is, with what this editor typed kept where they changed a cell; each cell
      // changed meanwhile says so.
      const read = readRateVersion(version) ?? new Map<string, number | null>();
      const kept: Record<string, string> = { date: day };
      for (const [key, value] of Object.entries(cells)) {
        const typed = parseGridRate(value);
        const wasRead = read.get(`${productId}|${key.replace('x', '|')}`) ?? null;
        if (!typed.ok || typed.value !== wasRead) kept[key] = value;
      }
      const errors: Record<string, string> = {};
      for (const point of saved.error.changed)
        errors[`${GRID_FIELD_PREFIX}${rateGridKey(point.amount, point.duration)}`] =
          `Modifié entre-temps\u00a0: ${point.now === null ? 'aucun taux' : `${formatGridRate(point.now)}\u00a0%`} (lu\u00a0: ${point.was === null ? 'aucun' : `${formatGridRate(point.was)}\u00a0%`}).`;
      // The grid as it now is comes with the refusal: the page's data is not read again after a refused action.
      const grid = rateGridPanelOf(productId, saved.error.grid, useCases.today());
      return data({ intent, ok: false, stale: true, message: saved.error.message, errors, gridValues: kept, grid }, { status: 409 });
    }
    const errors: Record<string, string> = {};
    for (const [key, message] of Object.entries(saved.error.cells)) errors[`${GRID_FIELD_PREFIX}${key}`] = message;
    if (saved.error.date) errors[`${GRID_FIELD_PREFIX}date`] = saved.error.date;
    const count = Object.keys(saved.error.cells).length;
    return data(
      {
        intent,
        ok: false,
        message:
          count > 0
            ? `${count === 1 ? 'Un taux est refusé' : `${formatNumber(count, 0)} taux sont refusés`}\u00a0: rien n’a été enregistré.`
            : 'La date est refusée\u00a0: rien n’a été enregistré.',
        errors,
        gridValues: { ...cells, date: day },
      },
      { status: 422 },
    );
  }
  const { written, createdAt } = saved.value;
  return {
    intent,
    ok: true,
    message:
      written === 0
        ? 'Aucun taux modifié\u00a0: rien à enregistrer.'
        : `${written === 1 ? 'Un taux enregistré' : `${formatNumber(written, 0)} taux enregistrés`} au ${formatDay(createdAt)}.`,
  };
}
