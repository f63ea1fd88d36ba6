import { formatNumber, type LeadKind, type LeadStatus } from '@pretscope/core';

/** The team works in Luxembourg's time (the site's first market); dates are shown in it. */
const TIME_ZONE = 'Europe/Luxembourg';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const DATE = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** « 22/11/2026 14:05 », or « — » when there is no date. */
export function formatDateTime(value: unknown): string {
  const date = asDate(value);
  return date ? DATE_TIME.format(date).replace(',', '') : '—';
}

/** « 22/11/2026 », or « — ». */
export function formatDay(value: unknown): string {
  const date = asDate(value);
  return date ? DATE.format(date) : '—';
}

/** « 1 234 » for a count. */
export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  'pret-hypothecaire': 'Prêt hypothécaire',
  'pret-immobilier': 'Prêt immobilier',
  'pret-personnel': 'Prêt personnel',
  'regroupement-de-credit': 'Regroupement de crédits',
  'rendez-vous': 'Rendez-vous',
  contact: 'Contact',
  ebook: 'Ebook',
};

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  nouveau: 'Nouveau',
  transmis: 'Transmis',
  traite: 'Traité',
};
