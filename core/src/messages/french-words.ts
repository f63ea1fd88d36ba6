import { formatDuration } from '../format/format-duration.ts';
import { formatEuros, formatPercent } from '../format/format-number.ts';
import { NO_BREAK_SPACE } from '../format/french-spaces.ts';
import { countryLabels } from '../catalogue/country.ts';
import type { LeadKind } from '../leads/lead.ts';

/** How the e-mails name each kind of request, after « votre demande de … ». */
export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  'pret-hypothecaire': 'prêt hypothécaire',
  'pret-immobilier': 'prêt immobilier',
  'pret-personnel': 'prêt personnel',
  'regroupement-de-credit': 'regroupement de crédits',
  'rendez-vous': 'rendez-vous avec un conseiller',
  contact: 'contact',
  ebook: 'guide',
};

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * A day as French writes it in a sentence: « 1er mars 2027 », « 15 janvier 2027 » (the UTC day). The day keeps its
 * month on the line (a non-breaking space, as frenchTypography sets it in markdown): a page, a PDF or a mail that
 * wraps the sentence never leaves « 15 » at the end of a line.
 */
export function frenchDay(date: Date): string {
  const day = date.getUTCDate();
  return `${day === 1 ? '1er' : day}${NO_BREAK_SPACE}${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** « novembre 2026 »: the month of a mailing that spans one. */
export function frenchMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Whole euros as the forms take them: « 250 000 € ». */
export function euros(amount: number): string {
  return formatEuros(amount, Number.isInteger(amount) ? 0 : 2);
}

/** Months in years when they make whole years (« 20 ans »), else in months (« 18 mois »). */
export function duration(months: number): string {
  return formatDuration(months, months % 12 === 0 ? 'year' : 'month');
}

export function percent(rate: number): string {
  return formatPercent(rate, 2);
}

export function countryName(code: string): string {
  return (countryLabels as Record<string, string>)[code] ?? code;
}
