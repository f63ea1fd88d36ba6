import {
  articlePublication,
  countryLabels,
  formatDuration,
  formatNumber,
  type AdvertiserCountry,
  type ResourceRecord,
} from '@pretscope/core';
import { formatDateTime, formatDay, LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './admin-format.ts';
import type { ListColumn } from './list-definitions.ts';

export interface ListCell {
  text: string;
  /** A coloured badge instead of plain text (booleans, statuses). */
  tone?: 'ok' | 'warn' | 'off' | 'neutral';
  numeric?: boolean;
  code?: boolean;
}

export interface ListRow {
  id: number;
  cells: ListCell[];
}

function cellOf(column: ListColumn, record: ResourceRecord, included: readonly ResourceRecord[], now: Date): ListCell {
  const value = record.attributes[column.field];
  if (column.relation) {
    const { type, idField, nameField } = column.relation;
    const id = record.attributes[idField];
    const related = included.find((candidate) => candidate.type === type && candidate.id === id);
    return { text: related ? String(related.attributes[nameField] ?? '') : id ? `n° ${String(id)}` : '—' };
  }
  switch (column.kind) {
    case 'title':
      return {
        text:
          [column.with ? String(record.attributes[column.with] ?? '') : '', String(value ?? '')].filter(Boolean).join(' ') ||
          `n° ${record.id}`,
      };
    case 'boolean':
      return value === true ? { text: 'Oui', tone: 'ok' } : { text: 'Non', tone: 'off' };
    case 'datetime':
      return { text: formatDateTime(value), numeric: true };
    case 'day':
      return { text: formatDay(value), numeric: true };
    case 'publication': {
      // An article's date with where it stands: « Programmé » until the clock passes it, then shown by itself.
      const publishedAt = value instanceof Date || typeof value === 'string' ? new Date(value) : null;
      const state = articlePublication({ isPublished: record.attributes.isPublished === true, publishedAt }, now);
      if (state === 'scheduled') return { text: `Programmé · ${formatDateTime(value)}`, tone: 'warn' };
      return { text: state === 'draft' ? (publishedAt ? formatDay(value) : '—') : formatDay(value), numeric: true };
    }
    case 'rate':
      return { text: typeof value === 'number' ? `${formatNumber(value, 2)}\u00a0%` : '—', numeric: true };
    case 'amount':
      return { text: typeof value === 'number' ? `${formatNumber(value, 0)}\u00a0€` : '—', numeric: true };
    case 'months':
      return { text: typeof value === 'number' ? formatDuration(value, 'month') : '—', numeric: true };
    case 'country':
      return { text: countryLabels[value as AdvertiserCountry] ?? String(value ?? '—') };
    case 'roles':
      return { text: Array.isArray(value) ? value.map((role) => (role === 'admin' ? 'Administrateur' : 'Rédacteur')).join(', ') : '—' };
    case 'lead-kind':
      return { text: LEAD_KIND_LABELS[value as keyof typeof LEAD_KIND_LABELS] ?? String(value ?? '—') };
    case 'lead-status':
      return {
        text: LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS] ?? String(value ?? '—'),
        tone: value === 'nouveau' ? 'warn' : value === 'traite' ? 'ok' : 'neutral',
      };
    case 'advertiser-kind':
      return { text: typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1) : '—' };
    case 'code':
      return { text: value === null || value === undefined || value === '' ? '—' : String(value), code: true };
    default:
      return { text: value === null || value === undefined || value === '' ? '—' : String(value) };
  }
}

/** The list's rows as text, computed on the server: the browser receives words, not records. */
export function listRows(
  columns: readonly ListColumn[],
  records: readonly ResourceRecord[],
  included: readonly ResourceRecord[],
  now: Date,
): ListRow[] {
  return records.map((record) => ({ id: record.id, cells: columns.map((column) => cellOf(column, record, included, now)) }));
}
