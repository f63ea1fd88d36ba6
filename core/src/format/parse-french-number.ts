/** Separators people put between groups of digits: spaces (ordinary, non-breaking U+00A0, narrow U+202F) and apostrophes. */
const GROUP_SEPARATORS = /[\s\u00a0\u202f'’]/g;
/** One unit after the number, as French typography writes it: '250 000 €', '3,5 %'. */
const UNIT_SUFFIX = /\s*[€%]$/;
/** A sign, then digits with a decimal comma or point (either side may be empty, not both). */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A number as a French person writes it (the reading of formatNumber, formatEuros and formatPercent): '1 234,56',
 * '250 000 €', '3,5 %', '1234.5', '-0,75', with spaces (ordinary, non-breaking or narrow) or apostrophes between
 * the digits and a decimal comma or point. Answers null for anything else, an empty text included, so that each
 * caller says in its own words what it makes of text that is not a number (a form gives it to the schema, whose
 * French message then reads « … doit être un nombre »).
 */
export function parseFrenchNumber(text: string): number | null {
  const compact = text.trim().replace(UNIT_SUFFIX, '').replace(GROUP_SEPARATORS, '');
  if (!DECIMAL.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
