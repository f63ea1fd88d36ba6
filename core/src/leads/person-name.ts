import * as v from 'valibot';
import { hasRepeatedCharacters } from '../format/has-repeated-characters.ts';
import { firstIssueOnly, requiredText } from '../fields/field-schemas.ts';

/**
 * How many vowels, consonants or identical other characters in a row a name may have before it reads as keyboard
 * mashing ('Jeannnnne', 'Xkcdfgh'); see hasRepeatedCharacters. Five, not four: surnames common in Luxembourg
 * such as Rothschild or Deutschmann have five consonants in a row, and a form must never refuse a real name.
 */
export const NAME_REPEAT_LIMIT = 5;

/** Letters (any script, accents included) in words joined by spaces, apostrophes, dots or hyphens: 'J.-P. O’Neil'. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;

/**
 * A person's first or last name typed into a public form (leads, reminders). Names that read as keyboard mashing
 * are refused, so that a request reaches a partner with a name they can use.
 */
export function personName(label: string) {
  return firstIssueOnly(
    v.pipe(
      requiredText(label, 100),
      v.regex(NAME_PATTERN, `${label} ne peut contenir que des lettres, des espaces, des apostrophes, des points et des tirets.`),
      v.check((name) => !hasRepeatedCharacters(name, NAME_REPEAT_LIMIT), 'Ce nom semble mal saisi.'),
    ),
  );
}
