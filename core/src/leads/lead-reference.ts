/**
 * The reference a visitor quotes about their request: `PS-7K3M-Q9XD`. Eight characters drawn from 40 random bits
 * (five bytes from the server's CSPRNG) in Crockford's base 32, which leaves out I, L, O and U: nothing to mistake
 * on the phone (1 or I? 0 or O?), nothing that spells a word. It is not the lead's id: a sequential number would
 * tell anyone how many requests the site receives, and could be guessed. Stored with the lead, unique.
 */

/** Crockford's base 32 alphabet. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many random bytes a reference takes. */
export const LEAD_REFERENCE_BYTES = 5;

const PATTERN = /^PS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The reference written from five random bytes (40 bits, 8 characters of 5 bits each). */
export function leadReference(bytes: Uint8Array): string {
  if (bytes.length < LEAD_REFERENCE_BYTES) throw new Error(`a lead reference takes ${LEAD_REFERENCE_BYTES} random bytes`);
  let bits = 0n;
  for (let index = 0; index < LEAD_REFERENCE_BYTES; index++) bits = (bits << 8n) | BigInt(bytes[index] as number);
  let characters = '';
  for (let index = 7; index >= 0; index--) characters += ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  return `PS-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/**
 * A reference as a person types or reads it back, written the one way it is stored, or null when it cannot be
 * one: case and spaces or dashes aside, with O read as 0 and I or L as 1 (Crockford's decoding).
 */
export function normalizeLeadReference(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/^PS/, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const reference = `PS-${characters.slice(0, 4)}-${characters.slice(4)}`;
  return characters.length === 8 && PATTERN.test(reference) ? reference : null;
}

export function isLeadReference(value: unknown): value is string {
  return typeof value === 'string' && PATTERN.test(value);
}
