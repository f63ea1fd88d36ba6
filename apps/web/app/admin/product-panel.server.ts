import { formatNumber, isoDay, type ResourceRecord } from '@pretscope/core';
import { data } from 'react-router';
import type { WebStores } from '../request-scope.ts';
import { formatDay } from './admin-format.ts';
import { recordsQuery } from './all-records-query.ts';
import { fieldErrors } from '../forms/field-errors.ts';
import { frenchNumber, numberOrText } from './form-values.ts';
import { pageParam, pageSpan } from './paging.ts';
import type { AdminSession } from './require-admin-session.server.ts';
import { rateGridPanelData, saveRateGridAction } from './rate-grid-panel.server.ts';
import type { WebUseCases } from '../web-use-cases.ts';

/** Rate observations per page of a product's screen, newest first (`?observations=2`). */
export const LOANS_PER_PAGE = 100;
const LOANSTATS_SHOWN = 12;

export interface RateObservationRow {
  id: number;
  rate: string;
  amount: string;
  duration: string;
  day: string;
}

function statsLine(stats: Record<string, unknown>) {
  const percent = (value: unknown) => (typeof value === 'number' ? `${formatNumber(value, 2)}\u00a0%` : '—');
  return {
    count: typeof stats.count === 'number' ? formatNumber(stats.count, 0) : '0',
    min: percent(stats.min),
    max: percent(stats.max),
    mean: percent(stats.mean),
    std: typeof stats.std === 'number' ? formatNumber(stats.std, 3) : '—',
  };
}

/** An amount or a duration of the URL's filter (`?montant=200000&duree=240`): a positive number, else no filter. */
function gridValue(value: string | null): number | null {
  const number = Number(value ?? '');
  return value && Number.isFinite(number) && number > 0 ? number : null;
}

/** The grid points of the product's categories (their simulators' amounts and durations), to filter its observations by. */
async function gridPoints(stores: WebStores, product: ResourceRecord) {
  const ids = Array.isArray(product.attributes.categories) ? product.attributes.categories.map(String) : [];
  const categories =
    ids.length > 0 ? await stores.resources.list(recordsQuery('categories', { filter: { id: ids }, limit: ids.length })) : null;
  const amounts = new Set<number>();
  const durations = new Set<number>();
  for (const category of categories?.ok ? categories.value.records : []) {
    const config = (category.attributes.config ?? {}) as { amounts?: unknown[]; durations?: unknown[] };
    for (const amount of config.amounts ?? []) if (typeof amount === 'number') amounts.add(amount);
    for (const duration of config.durations ?? []) if (typeof duration === 'number') durations.add(duration);
  }
  return { amounts, durations };
}

/**
 * A product's rate observations (to add and correct), a page at a time and filtered by amount and duration as the
 * URL says, and its statistics (to recalculate), for its screen.
 */
export async function productPanelData(stores: WebStores, useCases: WebUseCases, product: ResourceRecord, params: URLSearchParams) {
  const amount = gridValue(params.get('montant'));
  const duration = gridValue(params.get('duree'));
  const filter: Record<string, string[]> = {
    productId: [String(product.id)],
    ...(amount ? { amount: [String(amount)] } : {}),
    ...(duration ? { duration: [String(duration)] } : {}),
  };
  // Newest first; the id orders the observations of one day, so a page keeps its rows from one visit to the next.
  const sort = [
    { field: 'createdAt', direction: 'desc' as const },
    { field: 'id', direction: 'desc' as const },
  ];
  const page = pageParam(params.get('observations'));
  const loansAt = (offset: number) => stores.resources.list(recordsQuery('loans', { filter, sort, limit: LOANS_PER_PAGE, offset }));
  const [first, loanstats, grid, rateGrid] = await Promise.all([
    loansAt((page - 1) * LOANS_PER_PAGE),
    stores.resources.list(
      recordsQuery('loanstats', {
        filter: { productId: [String(product.id)] },
        sort: [{ field: 'createdAt', direction: 'desc' }],
        limit: LOANSTATS_SHOWN,
      }),
    ),
    gridPoints(stores, product),
    rateGridPanelData(useCases, product.id),
  ]);
  let loans = first;
  const count = loans.ok ? loans.value.count : 0;
  const span = pageSpan(count, page, LOANS_PER_PAGE);
  // A page past the end (the last observation of the last page was just deleted): the last page instead.
  if (loans.ok && span.page !== page) loans = await loansAt(span.offset);
  const options = (values: Set<number>, chosen: number | null) =>
    [...(chosen === null ? values : new Set([...values, chosen]))]
      .sort((a, b) => a - b)
      .map((value) => ({ value: String(value), label: formatNumber(value, 0) }));
  const config = (product.attributes.config ?? {}) as { stats?: Record<string, unknown> };
  return {
    grid: rateGrid,
    loans: loans.ok
      ? loans.value.records.map((loan): RateObservationRow => ({
          id: loan.id,
          rate: frenchNumber(loan.attributes.rate),
          amount: frenchNumber(loan.attributes.amount),
          duration: frenchNumber(loan.attributes.duration),
          day: isoDay(loan.attributes.createdAt) ?? '',
        }))
      : [],
    loanCount: count,
    loanPage: span,
    loanFilter: {
      amount: amount === null ? '' : String(amount),
      duration: duration === null ? '' : String(duration),
      amounts: options(grid.amounts, amount),
      durations: options(grid.durations, duration),
    },
    stats: statsLine(config.stats ?? {}),
    history: loanstats.ok
      ? loanstats.value.records.map((stat) => ({ id: stat.id, day: formatDay(stat.attributes.createdAt), ...statsLine(stat.attributes) }))
      : [],
  };
}

/** A rate observation as typed in the product's screen: French numbers, a day. */
function loanAttributes(form: FormData): Record<string, unknown> {
  const text = (name: string) => String(form.get(`loan.${name}`) ?? '').trim();
  const day = text('day');
  return {
    rate: numberOrText(text('rate')),
    amount: numberOrText(text('amount')),
    duration: numberOrText(text('duration')),
    ...(day ? { createdAt: /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : day } : {}),
  };
}

function loanFailure(intent: string, loanId: number | undefined, issues: Record<string, string>) {
  // The loan form names its fields loan.rate…; the store and the schema name them rate… and createdAt.
  const errors = Object.fromEntries(Object.entries(issues).map(([key, message]) => [`loan.${key === 'createdAt' ? 'day' : key}`, message]));
  return data({ intent, ok: false, message: 'Corrigez le relevé.', errors, loanId }, { status: 422 });
}

/** « Ajouter un relevé », « Corriger », « Supprimer » a rate observation, and « Recalculer » the statistics. */
export async function productPanelAction(session: AdminSession, productId: number, intent: string, form: FormData) {
  const { actor, useCases, stores } = session;
  const loanId = Number(form.get('loanId'));
  const ownLoan = async () => {
    const loan = Number.isSafeInteger(loanId) && loanId > 0 ? await stores.resources.get('loans', loanId) : null;
    if (!loan?.ok || loan.value.record.attributes.productId !== productId)
      throw data({ message: 'Ce relevé n’existe plus.' }, { status: 404 });
  };
  switch (intent) {
    case 'grid-save':
      return saveRateGridAction(session, productId, form);
    case 'loan-create': {
      const created = await useCases.createResource({ actor, type: 'loans', attributes: { ...loanAttributes(form), productId } });
      if (!created.ok)
        return created.error.type === 'input/invalid'
          ? loanFailure(intent, undefined, fieldErrors(created.error.issues))
          : data({ intent, ok: false, message: 'Le relevé n’a pas pu être ajouté.' }, { status: 422 });
      return { intent, ok: true, message: 'Relevé ajouté.' };
    }
    case 'loan-update': {
      await ownLoan();
      const updated = await useCases.updateResource({ actor, type: 'loans', id: loanId, attributes: loanAttributes(form) });
      if (!updated.ok)
        return updated.error.type === 'input/invalid'
          ? loanFailure(intent, loanId, fieldErrors(updated.error.issues))
          : data({ intent, ok: false, message: 'Le relevé n’a pas pu être corrigé.', loanId }, { status: 422 });
      return { intent, ok: true, message: 'Relevé corrigé.', loanId };
    }
    case 'loan-delete': {
      await ownLoan();
      if (form.get('confirm') !== 'oui') return data({ intent, ok: false, message: 'Confirmez la suppression.' }, { status: 400 });
      const removed = await useCases.removeResource({ actor, type: 'loans', id: loanId });
      if (!removed.ok) return data({ intent, ok: false, message: 'Le relevé n’a pas pu être supprimé.' }, { status: 422 });
      return { intent, ok: true, message: 'Relevé supprimé.' };
    }
    case 'recompute': {
      const result = await useCases.saveOneLoanStat({ productId });
      if (!result.ok)
        return data({ intent, ok: false, message: 'Aucun taux relevé ces 30 derniers jours\u00a0: rien à recalculer.' }, { status: 422 });
      return {
        intent,
        ok: true,
        message: `Statistiques recalculées sur ${formatNumber(result.value.count, 0)} taux (moyenne ${formatNumber(result.value.mean, 2)}\u00a0%).`,
      };
    }
    default:
      throw data({ message: 'Action inconnue.' }, { status: 400 });
  }
}
