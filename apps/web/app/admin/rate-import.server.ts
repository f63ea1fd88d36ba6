import { formatDuration, formatGridRate, formatNumber, type RateImportColumn, type RateImportReport } from '@pretscope/core';
import { data } from 'react-router';
import { formatDay } from './admin-format.ts';
import { MAX_RATE_CSV_BYTES, rateCsvRecords, recordsOf } from './rate-csv.server.ts';
import type { AdminSession } from './require-admin-session.server.ts';

/** Lines listed on the page; the counts are always whole. */
const LISTED = 500;

/** The columns in the editors' words. */
const COLUMN_NAMES: Readonly<Record<RateImportColumn, string>> = {
  product: 'produit',
  amount: 'montant',
  duration: 'durée',
  rate: 'taux',
  date: 'date',
};

export interface RateImportChangeRow {
  line: number;
  productId: number;
  product: string;
  amount: string;
  duration: string;
  /** The rate it replaces at its point, with its day, or « — ». */
  before: string;
  after: string;
  day: string;
}

/** What the import screen shows after « Vérifier » or « Importer ». */
export interface RateImportOutcome {
  step: 'preview' | 'import';
  ok: boolean;
  message: string;
  /** The file's text: shown again to be corrected, and carried by the confirmation so that it is checked again. */
  csv: string;
  summary?: string;
  rejected: { line: number; reasons: string }[];
  rejectedCount: number;
  changes: RateImportChangeRow[];
  changeCount: number;
  /** The products written (after an import), for links to their screens. */
  products: { id: number; name: string }[];
  /** A clean dry run: the confirmation is offered. */
  canConfirm: boolean;
  /** The rates the dry run showed as replaced (core's rate version), carried by the confirmation and checked again. */
  version?: string;
  /** Refused because a rate it replaces changed since the dry run; the dry run shown is a new one. */
  stale?: boolean;
}

const rate = (value: number) => `${formatGridRate(value)}\u00a0%`;
const lines = (count: number) => `${formatNumber(count, 0)} ligne${count > 1 ? 's' : ''}`;

function outcomeOf(step: RateImportOutcome['step'], csv: string, report: RateImportReport): RateImportOutcome {
  const changes = (report.changes ?? []).slice(0, LISTED).map((change): RateImportChangeRow => ({
    line: change.line,
    productId: change.productId,
    product: change.productName,
    amount: `${formatNumber(change.amount, 0)}\u00a0€`,
    duration: `${formatDuration(change.duration, 'month')}`,
    before: change.previousRate === null ? '—' : `${rate(change.previousRate)} (${formatDay(change.previousObservedAt)})`,
    after: rate(change.rate),
    day: formatDay(change.createdAt),
  }));
  const products = [...new Map((report.changes ?? []).map((change) => [change.productId, change.productName])).entries()].map(
    ([id, name]) => ({ id, name }),
  );
  const refused = report.rejectedCount > 0;
  const summary = `${lines(report.read)} lue${report.read > 1 ? 's' : ''}, ${formatNumber(report.valid, 0)} valide${report.valid > 1 ? 's' : ''}, ${formatNumber(report.rejectedCount, 0)} refusée${report.rejectedCount > 1 ? 's' : ''}.`;
  const message = refused
    ? `${report.rejectedCount === 1 ? 'Une ligne est refusée' : `${lines(report.rejectedCount)} sont refusées`}\u00a0: rien n’a été importé. Corrigez le fichier puis vérifiez-le à nouveau.`
    : step === 'preview'
      ? `Essai à blanc\u00a0: ${formatNumber(report.valid, 0)} taux seraient importés. Rien n’est écrit avant votre confirmation.`
      : `${report.imported === 1 ? 'Un taux importé' : `${formatNumber(report.imported, 0)} taux importés`}.`;
  return {
    step,
    ok: !refused,
    message,
    csv,
    summary,
    rejected: report.rejected.slice(0, LISTED).map(({ line, reasons }) => ({ line, reasons: reasons.join(' ') })),
    rejectedCount: report.rejectedCount,
    changes,
    changeCount: report.valid,
    products: step === 'import' && !refused ? products : [],
    canConfirm: step === 'preview' && !refused && report.valid > 0,
    ...(report.version === undefined ? {} : { version: report.version }),
  };
}

function failure(step: RateImportOutcome['step'], csv: string, message: string, status: number) {
  return data<RateImportOutcome>(
    { step, ok: false, message, csv, rejected: [], rejectedCount: 0, changes: [], changeCount: 0, products: [], canConfirm: false },
    { status },
  );
}

/**
 * « Vérifier »: the CLI's import as a dry run of the file sent (or pasted), every line checked and listed with the rate
 * it replaces. « Importer »: the same text, carried by the page, checked again and written all or nothing.
 */
export async function rateImportAction({ useCases, actor }: AdminSession, request: Request) {
  // The confirmation carries the text and the version of the rates it replaces (at most about as long again).
  if (Number(request.headers.get('content-length') ?? 0) > 4 * MAX_RATE_CSV_BYTES + 64 * 1024)
    return failure('preview', '', 'Le fichier est trop volumineux\u00a0: 2\u00a0Mo au plus. Découpez-le.', 413);
  const form = await request.formData();
  const step: RateImportOutcome['step'] = form.get('intent') === 'import' ? 'import' : 'preview';
  const file = form.get('fichier');
  const csv = step === 'preview' && file instanceof File && file.size > 0 ? await file.text() : String(form.get('csv') ?? '');
  if (new TextEncoder().encode(csv).length > MAX_RATE_CSV_BYTES)
    return failure(step, '', 'Le fichier est trop volumineux\u00a0: 2\u00a0Mo au plus. Découpez-le.', 413);
  if (csv.includes('\u0000')) return failure(step, '', 'Ce fichier n’est pas un texte CSV (il contient des octets nuls).', 400);
  if (csv.trim() === '') return failure(step, csv, 'Choisissez un fichier CSV ou collez son contenu.', 400);
  const read = rateCsvRecords(csv);
  if (!read.ok) return failure(step, csv, read.message, 422);
  const result = await useCases.importRateObservations({
    actor,
    records: recordsOf(read.records),
    dryRun: step === 'preview',
    allOrNothing: true,
    listChanges: true,
    ...(step === 'import' ? { expectedVersion: String(form.get('version') ?? '') } : {}),
  });
  if (!result.ok && result.error.type === 'import/stale') {
    const message = result.error.message;
    // A rate the file replaces changed since the dry run: nothing is written, and the file is checked again, so that
    // the editor sees the rates it would now replace before confirming anew.
    const again = await useCases.importRateObservations({
      actor,
      records: recordsOf(read.records),
      dryRun: true,
      allOrNothing: true,
      listChanges: true,
    });
    const outcome = again.ok ? outcomeOf('preview', csv, again.value) : null;
    if (outcome) return data<RateImportOutcome>({ ...outcome, ok: false, stale: true, message }, { status: 409 });
    return failure('preview', csv, message, 409);
  }
  if (!result.ok)
    return failure(
      step,
      csv,
      result.error.type === 'import/empty'
        ? 'Le fichier ne contient aucune ligne de données (il faut une ligne d’en-têtes puis un taux par ligne).'
        : result.error.type === 'import/stale'
          ? result.error.message
          : `Colonne${result.error.missing.length > 1 ? 's' : ''} manquante${result.error.missing.length > 1 ? 's' : ''} dans l’en-tête\u00a0: ${result.error.missing.map((column) => COLUMN_NAMES[column]).join(', ')}.`,
      422,
    );
  const outcome = outcomeOf(step, csv, result.value);
  return outcome.ok ? outcome : data(outcome, { status: 422 });
}
