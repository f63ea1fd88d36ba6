import * as v from 'valibot';
import { firstIssueOnly } from '../fields/field-schemas.ts';

/**
 * Whether a phone number is plausible for a lead: checked loosely, because a refused number loses the request
 * while a slightly odd one only costs the partner a call.
 * - International numbers (+ or 00) of the three markets are checked against their national lengths:
 *   +352 (Luxembourg: 4 to 11 digits, landlines have no fixed length), +32 (Belgium: 8 or 9 digits),
 *   +33 (France: 9 digits); any other country code needs 8 to 15 digits in all (ITU-T E.164).
 * - National numbers: French and Belgian ones start with their trunk 0 (10 or 9–10 digits); Luxembourg has no
 *   trunk prefix (6 to 9 digits, not starting with 0).
 * Spaces, dots, hyphens, slashes and parentheses are ignored, and so is the trunk 0 people write after a
 * country code ('+33 (0)6 12 34 56 78', '+33 06 12 34 56 78').
 */
export function isPlausiblePhone(text: string): boolean {
  const compact = text
    .trim()
    .replace(/^(\+|00)(\d{1,3})\s*\(0\)/, '+$2')
    .replace(/[\s.\-/()]/g, '')
    .replace(/^00/, '+')
    // '+33 06…' is wrong but common: the trunk 0 is dropped after a country code, as a caller would.
    .replace(/^\+(33|32)0/, '+$1');
  if (compact.startsWith('+352')) return /^\+352\d{4,11}$/.test(compact);
  if (compact.startsWith('+32')) return /^\+32[1-9]\d{7,8}$/.test(compact);
  if (compact.startsWith('+33')) return /^\+33[1-9]\d{8}$/.test(compact);
  if (compact.startsWith('+')) return /^\+[1-9]\d{7,14}$/.test(compact);
  return /^0[1-9]\d{7,8}$/.test(compact) || /^[1-9]\d{5,8}$/.test(compact);
}

export const phoneSchema = firstIssueOnly(
  v.pipe(
    v.string('Le numéro de téléphone doit être un texte.'),
    v.trim(),
    v.nonEmpty('Le numéro de téléphone est obligatoire.'),
    v.maxLength(30, 'Le numéro de téléphone ne doit pas dépasser 30 caractères.'),
    v.check(
      isPlausiblePhone,
      'Numéro de téléphone invalide\u00a0: indiquez par exemple +352\u202f621\u202f123\u202f456, +32\u202f470 12 34 56 ou 06 12 34 56 78.',
    ),
  ),
);
