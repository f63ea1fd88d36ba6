import { stringify } from 'csv-stringify/sync';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './admin-format.ts';
import { frenchNumber } from './form-values.ts';

const HEADER = [
  'Numéro',
  'Reçue le',
  'Type',
  'Statut',
  'Prénom',
  'Nom',
  'E-mail',
  'Téléphone',
  'Pays',
  'Montant (€)',
  'Durée (mois)',
  'Message',
  'Consentement',
  'Texte du consentement',
  'Version du consentement',
];

/**
 * A cell that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is written as text:
 * a visitor's message must never run in the team's spreadsheet (CSV injection).
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell's text: the value as text, formulas neutralised; '' for none. */
function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : spreadsheetSafe(String(value));
}

/**
 * Leads as CSV for a French spreadsheet: semicolons, a byte order mark so accents open correctly, French labels,
 * dates in ISO 8601 (UTC), and formulas neutralised.
 */
export function leadsCsv(leads: readonly Record<string, unknown>[]): string {
  const rows = leads.map((lead) => {
    const consent = (lead.consent ?? {}) as { given?: boolean; text?: string; version?: string };
    const createdAt = lead.createdAt instanceof Date ? lead.createdAt.toISOString() : cellText(lead.createdAt);
    return [
      cellText(lead.id),
      createdAt,
      LEAD_KIND_LABELS[lead.kind as keyof typeof LEAD_KIND_LABELS] ?? cellText(lead.kind),
      LEAD_STATUS_LABELS[lead.status as keyof typeof LEAD_STATUS_LABELS] ?? cellText(lead.status),
      cellText(lead.firstName),
      cellText(lead.lastName),
      cellText(lead.email),
      cellText(lead.phone),
      cellText(lead.country),
      frenchNumber(lead.amount),
      frenchNumber(lead.duration),
      cellText(lead.message),
      consent.given ? 'oui' : 'non',
      cellText(consent.text),
      cellText(consent.version),
    ];
  });
  return `\uFEFF${stringify([HEADER, ...rows], { delimiter: ';', record_delimiter: '\r\n' })}`;
}
