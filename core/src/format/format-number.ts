import { roundHalfUp } from '../finance/money.ts';

import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './french-spaces.ts';

/**
 * French number formats (spec §5): fixed decimals, comma as decimal separator, a space as thousands separator,
 * '?' when there is no number to show.
 *
 * The spaces are the ones French typography and `Intl.NumberFormat('fr-FR')` write, so that a figure never breaks
 * across lines, whatever text or page it is put in (issue 20): a narrow non-breaking space (U+202F) between groups
 * of digits, a non-breaking space (U+00A0) between the figure and its unit (€, %). parseFrenchNumber reads
 * them back, with ordinary spaces too.
 */

/** toFixed stops writing digits and switches to exponent notation from 1e21; we never want '1e+21'. */
const FIXED_NOTATION_LIMIT = 1e21;

/** Above 2^52 every double is a whole number, and scaling it up loses the precision rounding would rely on. */
const WHOLE_NUMBERS_FROM = 2 ** 52;

const MAX_DECIMALS = 20;

/**
 * `value` rounded half away from zero to `decimals` places, as 1 234 567,89.
 *
 * Rounding is decimal-correct (1.005 → '1,01', 2.675 → '2,68'): `roundHalfUp` nudges by a relative epsilon
 * before rounding, because toFixed alone rounds the binary value (1.00499999…) and would print '1,00'.
 * A value that rounds to zero prints without a sign ('0,00', never '-0,00').
 * `value` is `unknown` because figures often come straight from data that may be null or a string; anything
 * other than a finite number prints '?'.
 */
export function formatNumber(value: unknown, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    // A programming error, not a person's input: the number of decimals is always a constant of the caller.
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return '?';

  const magnitude = Math.abs(value);
  const digits = magnitude >= WHOLE_NUMBERS_FROM ? wholeNumberDigits(magnitude, decimals) : roundedDigits(magnitude, decimals);
  // Plain string work rather than regular expressions: a comparator page formats a few hundred figures per render.
  const point = digits.indexOf('.');
  const grouped = groupThousands(point === -1 ? digits : digits.slice(0, point));
  const body = point === -1 ? grouped : `${grouped},${digits.slice(point + 1)}`;
  // Deciding the sign from the printed digits is what keeps -0 and -0.001 from printing '-0,00'.
  return value < 0 && hasNonZeroDigit(digits) ? `-${body}` : body;
}

/** '1234567' → '1 234 567', with narrow non-breaking spaces. */
function groupThousands(integerDigits: string): string {
  const first = integerDigits.length % 3 || 3;
  let grouped = integerDigits.slice(0, first);
  for (let start = first; start < integerDigits.length; start += 3)
    grouped += NARROW_NO_BREAK_SPACE + integerDigits.slice(start, start + 3);
  return grouped;
}

function hasNonZeroDigit(digits: string): boolean {
  for (let index = 0; index < digits.length; index++) {
    const code = digits.charCodeAt(index);
    if (code >= 49 && code <= 57) return true; // '1' to '9'
  }
  return false;
}

/** Euros as '1 234,56 €' (a non-breaking space before the sign); a missing amount keeps its unit ('? €') so a column of prices still reads as prices. */
export function formatEuros(value: unknown, decimals = 2): string {
  return `${formatNumber(value, decimals)}${NO_BREAK_SPACE}€`;
}

/**
 * A percentage already expressed in percent (3.45 means 3,45 %, as rates are everywhere in the product),
 * as '3,45 %' with the French non-breaking space before the sign; a missing rate prints '? %'.
 */
export function formatPercent(value: unknown, decimals = 2): string {
  return `${formatNumber(value, decimals)}${NO_BREAK_SPACE}%`;
}

function roundedDigits(magnitude: number, decimals: number): string {
  const scaled = magnitude * 10 ** decimals;
  // Once the scaled value has no fractional bits left there is nothing to round, and the epsilon nudge would
  // move it by whole units; toFixed then prints the exact value.
  const rounded = scaled >= WHOLE_NUMBERS_FROM ? magnitude : roundHalfUp(magnitude, decimals);
  return rounded.toFixed(decimals);
}

function wholeNumberDigits(magnitude: number, decimals: number): string {
  // BigInt prints every digit of a large whole double, where toFixed would switch to exponent notation.
  const integerDigits = magnitude < FIXED_NOTATION_LIMIT ? magnitude.toFixed(0) : BigInt(magnitude).toString();
  return decimals === 0 ? integerDigits : `${integerDigits}.${'0'.repeat(decimals)}`;
}
