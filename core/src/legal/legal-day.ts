/** Made once: a formatter with a time zone costs far more to make than to use (a page asks for one per render). */
const LEGAL_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Luxembourg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day of an instant in Luxembourg, Belgium and France, which share one time zone: a rule that
 * applies "from 20 November 2026" applies from midnight there, which is 23:00 UTC the day before.
 */
export function legalDay(date: Date): string {
  return LEGAL_DAY_FORMAT.format(date);
}
