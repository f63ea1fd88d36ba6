import { monthLabel, type ReportFigures } from '@pretscope/core';
import { stringify } from 'csv-stringify/sync';
import type { LoadedAdvertiserReport } from './advertiser-report.server.ts';
import { spreadsheetSafe } from './leads-csv.ts';

/** A number as a French spreadsheet reads it: '3,45'; empty when there is none. */
function cell(value: number | null, decimals: number): string {
  return value === null ? '' : value.toFixed(decimals).replace('.', ',');
}

const HEADER = ['Mois', 'Produit', 'Affichages', 'Clics', 'Demandes', 'Taux de clic (%)', 'Rang moyen'];

function row(month: string, name: string, figures: ReportFigures): string[] {
  return [
    month,
    spreadsheetSafe(name),
    String(figures.impressions),
    String(figures.clicks),
    String(figures.requests),
    cell(figures.clickThroughRate, 2),
    cell(figures.averageRank, 1),
  ];
}

/**
 * The month's report as CSV for a French spreadsheet (the house's, leads-csv.ts): semicolons, a byte order mark,
 * French headers and decimal commas, one line per product and a total line; names that look like formulas are
 * written as text.
 */
export function advertiserReportCsv({ advertiser, report }: LoadedAdvertiserReport): string {
  const month = monthLabel(report.month);
  const rows = [
    HEADER,
    ...report.products.map((product) => row(month, product.name, product)),
    row(month, `Total ${advertiser.name}`, report.total),
  ];
  return `\uFEFF${stringify(rows, { delimiter: ';', record_delimiter: '\r\n' })}`;
}

/** `rapport-banque-du-nord-2026-11.csv` (or `.pdf`). */
export function advertiserReportFileName(name: string, month: string, extension: 'csv' | 'pdf' = 'csv'): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `rapport-${slug || 'annonceur'}-${month}.${extension}`;
}
