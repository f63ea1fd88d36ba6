import { formatNumber, type ResourceRecord } from '@pretscope/core';
import { data } from 'react-router';
import type { WebUseCases } from '../web-use-cases.js';
import { formatDay } from './admin-format.js';
import { recordsQuery } from './all-records-query.js';
import { fieldErrors } from './field-errors.js';
import { parseFrenchNumber } from './form-values.js';
import type { AdminSession } from './require-admin-session.server.js';

/** Rate observations shown on a product's screen, newest first. */
const LOANS_SHOWN = 100;
const LOANSTATS_SHOWN = 12;

export interface LoanRow {
  id: number;
  rate: string;
  amount: string;
  duration: string;
  day: string;
}

function french(value: unknown): string {
  return typeof value === 'number' ? String(value).replace('.', ',') : '';
}

function dayOf(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
}

function statsLine(stats: Record<string, unknown>) {
  const percent = (value: unknown) => (typeof value === 'number' ? `${formatNumber(value, 2)} %` : '—');
  return { count: typeof stats.count === 'number' ? formatNumber(stats.count, 0) : '0', min: percent(stats.min), max: percent(stats.max), mean: percent(stats.mean), std: typeof stats.std === 'number' ? formatNumber(stats.std, 3) : '—' };
}

/** A product's rate observations (to add and correct) and its statistics (to recalculate), for its screen. */
export async function productPanelData(useCases: WebUseCases, product: ResourceRecord) {
  const [loans, loanstats] = await Promise.all([
    useCases.resources.list(recordsQuery('loans', { filter: { productId: [String(product.id)] }, sort: [{ field: 'createdAt', direction: 'desc' }], limit: LOANS_SHOWN })),
    useCases.resources.list(recordsQuery('loanstats', { filter: { productId: [String(product.id)] }, sort: [{ field: 'createdAt', direction: 'desc' }], limit: LOANSTATS_SHOWN })),
  ]);
  const config = (product.attributes.config ?? {}) as { stats?: Record<string, unknown> };
  return {
    loans: loans.ok ? loans.value.records.map((loan): LoanRow => ({ id: loan.id, rate: french(loan.attributes.rate), amount: french(loan.attributes.amount), duration: french(loan.attributes.duration), day: dayOf(loan.attributes.createdAt) })) : [],
    loanCount: loans.ok ? loans.value.count : 0,
    stats: statsLine(config.stats ?? {}),
    history: loanstats.ok ? loanstats.value.records.map((stat) => ({ id: stat.id, day: formatDay(stat.attributes.createdAt), ...statsLine(stat.attributes) })) : [],
  };
}

/** A rate observation as typed in the product's screen: French numbers, a day. */
function loanAttributes(form: FormData): Record<string, unknown> {
  const text = (name: string) => String(form.get(`loan.${name}`) ?? '').trim();
  const day = text('day');
  return {
    rate: parseFrenchNumber(text('rate')),
    amount: parseFrenchNumber(text('amount')),
    duration: parseFrenchNumber(text('duration')),
    ...(day ? { createdAt: /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : day } : {}),
  };
}

function loanFailure(intent: string, loanId: number | undefined, issues: Record<string, string>) {
  // The loan form names its fields loan.rate…; the store and the schema name them rate… and createdAt.
  const errors = Object.fromEntries(Object.entries(issues).map(([key, message]) => [`loan.${key === 'createdAt' ? 'day' : key}`, message]));
  return data({ intent, ok: false, message: 'Corrigez le relevé.', errors, loanId }, { status: 422 });
}

/** « Ajouter un relevé », « Corriger », « Supprimer » a rate observation, and « Recalculer » the statistics. */
export async function productPanelAction({ actor, useCases }: AdminSession, productId: number, intent: string, form: FormData) {
  const loanId = Number(form.get('loanId'));
  const ownLoan = async () => {
    const loan = Number.isSafeInteger(loanId) && loanId > 0 ? await useCases.resources.get('loans', loanId) : null;
    if (!loan?.ok || loan.value.record.attributes.productId !== productId) throw data({ message: 'Ce relevé n’existe plus.' }, { status: 404 });
  };
  switch (intent) {
    case 'loan-create': {
      const created = await useCases.createResource({ actor, type: 'loans', attributes: { ...loanAttributes(form), productId } });
      if (!created.ok) return created.error.type === 'input/invalid' ? loanFailure(intent, undefined, fieldErrors(created.error.issues)) : data({ intent, ok: false, message: 'Le relevé n’a pas pu être ajouté.' }, { status: 422 });
      useCases.contentChanged();
      return { intent, ok: true, message: 'Relevé ajouté.' };
    }
    case 'loan-update': {
      await ownLoan();
      const updated = await useCases.updateResource({ actor, type: 'loans', id: loanId, attributes: loanAttributes(form) });
      if (!updated.ok) return updated.error.type === 'input/invalid' ? loanFailure(intent, loanId, fieldErrors(updated.error.issues)) : data({ intent, ok: false, message: 'Le relevé n’a pas pu être corrigé.', loanId }, { status: 422 });
      useCases.contentChanged();
      return { intent, ok: true, message: 'Relevé corrigé.', loanId };
    }
    case 'loan-delete': {
      await ownLoan();
      if (form.get('confirm') !== 'oui') return data({ intent, ok: false, message: 'Confirmez la suppression.' }, { status: 400 });
      const removed = await useCases.removeResource({ actor, type: 'loans', id: loanId });
      if (!removed.ok) return data({ intent, ok: false, message: 'Le relevé n’a pas pu être supprimé.' }, { status: 422 });
      useCases.contentChanged();
      return { intent, ok: true, message: 'Relevé supprimé.' };
    }
    case 'recompute': {
      const result = await useCases.saveOneLoanStat({ productId });
      if (!result.ok) return data({ intent, ok: false, message: 'Aucun taux relevé ces 30 derniers jours : rien à recalculer.' }, { status: 422 });
      useCases.contentChanged();
      return { intent, ok: true, message: `Statistiques recalculées sur ${formatNumber(result.value.count, 0)} taux (moyenne ${formatNumber(result.value.mean, 2)} %).` };
    }
    default:
      throw data({ message: 'Action inconnue.' }, { status: 400 });
  }
}
