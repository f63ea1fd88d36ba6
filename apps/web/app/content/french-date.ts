const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « 22 novembre 2026 », « 1er octobre 2026 »: a date as a French reader writes it (the day of the UTC date). */
export function formatFrenchDate(date: Date): string {
  return LONG_DATE.format(date).replace(/^1 /, '1er ');
}
