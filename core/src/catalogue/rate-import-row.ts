import * as v from 'valibot';
import { err, ok, type Result } from '../result.ts';
import { rateObservationInputSchema } from './rate-observation.ts';

/**
 * One line of a rate import file (`pretscope import-rates`): a product (id or slug), an amount in euros, a
 * duration in months, an annual rate in percent and the day it was observed. Headers may be written in English
 * or in French, in any order and case; extra columns are ignored.
 */
export const RATE_IMPORT_COLUMNS = {
  product: ['product', 'produit', 'productid', 'product_id', 'slug'],
  amount: ['amount', 'montant'],
  duration: ['duration', 'durée', 'duree', 'months', 'mois'],
  rate: ['rate', 'taux'],
  date: ['date', 'createdat', 'observedat', 'observé le', 'observe le'],
} as const;

export type RateImportColumn = keyof typeof RATE_IMPORT_COLUMNS;
export type RateImportHeader = Record<RateImportColumn, number>;

/** A product named by the file: its id when the cell is a whole number, else its slug. */
export type ProductReference = { id: number } | { slug: string };

export interface RateImportRow {
  product: ProductReference;
  rate: number;
  amount: number;
  duration: number;
  /** Midnight UTC of the day observed. */
  createdAt: Date;
}

/** Where each column is in the file, or the columns it lacks (named in English, as the documentation does). */
export function readRateImportHeader(
  cells: readonly string[],
): Result<RateImportHeader, { type: 'import/missing-columns'; missing: RateImportColumn[] }> {
  const names = cells.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const header: Partial<RateImportHeader> = {};
  const missing: RateImportColumn[] = [];
  for (const column of Object.keys(RATE_IMPORT_COLUMNS) as RateImportColumn[]) {
    const index = names.findIndex((name) => (RATE_IMPORT_COLUMNS[column] as readonly string[]).includes(name));
    if (index < 0) missing.push(column);
    else header[column] = index;
  }
  return missing.length > 0 ? err({ type: 'import/missing-columns', missing }) : ok(header as RateImportHeader);
}

/**
 * A number as people write it in a spreadsheet: '3,45', '3.45', '250 000', '250 000 €', '3,45 %'. Anything else
 * is NaN, which the schema then refuses with its French message ('Le taux doit être un nombre.').
 */
export function parseDecimalText(text: string): number {
  const bare = text.trim().replace(/\s*[€%]$/, '');
  // Spaces (ordinary, non-breaking or narrow, as French formats write them) only between groups of three digits.
  if (!/^-?(\d+|\d{1,3}([ \u00a0\u202f]\d{3})+)([.,]\d+)?$/.test(bare)) return Number.NaN;
  return Number(bare.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
}

/** 'JJ/MM/AAAA' (as French spreadsheets write dates) becomes ISO; ISO text is kept for the schema to check. */
function isoDay(text: string): string {
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return french ? `${french[3]}-${french[2]?.padStart(2, '0')}-${french[1]?.padStart(2, '0')}` : text;
}

/**
 * One data line checked with the core's loan schema (the same rules as the API's `POST /api/loans`), every
 * problem of the line in French. Whether the product exists is for the caller to check against the store.
 */
export function parseRateImportRow(
  cells: readonly string[],
  header: RateImportHeader,
): Result<RateImportRow, { type: 'import/invalid-row'; reasons: string[] }> {
  const cell = (column: RateImportColumn) => (cells[header[column]] ?? '').trim();
  const reasons: string[] = [];
  const productText = cell('product');
  let product: ProductReference | undefined;
  if (productText === '') reasons.push('Le produit est obligatoire.');
  else product = /^\d{1,15}$/.test(productText) ? { id: Number(productText) } : { slug: productText.toLowerCase() };
  const date = cell('date');
  if (date === '') reasons.push('La date est obligatoire.');
  const parsed = v.safeParse(rateObservationInputSchema, {
    rate: parseDecimalText(cell('rate')),
    amount: parseDecimalText(cell('amount')),
    duration: parseDecimalText(cell('duration')),
    // The product is checked above and against the store; any valid id stands in for it here.
    productId: product && 'id' in product && product.id > 0 ? product.id : 1,
    ...(date === '' ? {} : { createdAt: isoDay(date) }),
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = String(issue.path?.[0]?.key ?? '');
      const column = key === 'createdAt' ? 'date' : key === 'productId' ? 'product' : (key as RateImportColumn);
      const text = column in header ? cell(column) : '';
      reasons.push(text === '' || key === 'productId' ? issue.message : `${issue.message} («\u202f${text}\u202f»)`);
    }
  }
  if (reasons.length > 0 || !parsed.success || !product) return err({ type: 'import/invalid-row', reasons });
  const { rate, amount, duration, createdAt } = parsed.output;
  return ok({ product, rate, amount, duration, createdAt: createdAt as Date });
}
