/**
 * Finding and blanking out one e-mail address in stored text (a lead's message, an e-mail's body, an error's
 * content), for the right to erasure (GDPR art. 17). An address counts where it stands on its own: case does not
 * matter ('Ana@Exemple.LU' is the same mailbox in practice, and addresses are stored lowercased), but an address
 * that merely contains it is someone else's and is left alone ('nom@exemple.lu' is not erased from
 * 'prenom.nom@exemple.lu' nor from 'nom@exemple.lux'). The characters an address is made of are the ones the
 * e-mail schema accepts: letters, digits, '_', '+', '-' and dots.
 */

/** What an erased address is replaced with in text that stays (someone else's message, an error's content). */
export const REDACTED_ADDRESS = '[adresse effacée]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The spellings under which the address may be stored: as written, and percent-encoded as a link's query carries
 * it ('ana%40exemple.lu', '%2B' for '+').
 */
function spellings(email: string): string[] {
  const written = email.trim().toLowerCase();
  return [...new Set([written, encodeURIComponent(written)])];
}

/**
 * A global, case-insensitive pattern of the address on its own: not preceded by a character of an address (nor by
 * '%', which ends a percent-encoding), not followed by one, nor by a dot that goes on with one (a longer domain).
 * A dot followed by a space or the end is the sentence's full stop.
 */
export function addressPattern(email: string): RegExp {
  const alternatives = spellings(email).map(escapeRegExp).join('|');
  return new RegExp(`(?<![A-Za-z0-9_+.%-])(?:${alternatives})(?![A-Za-z0-9_+-]|\\.[A-Za-z0-9_-])`, 'gi');
}

/** Whether the text mentions the address (see above for what counts). */
export function mentionsAddress(text: string, email: string): boolean {
  if (email.trim() === '') return false;
  return addressPattern(email).test(text);
}

/** The text with every mention of the address replaced by REDACTED_ADDRESS. */
export function redactAddress(text: string, email: string): string {
  if (email.trim() === '') return text;
  return text.replace(addressPattern(email), REDACTED_ADDRESS);
}

/**
 * A JSON value (an outbox item's content) with the address blanked out of every string in it, keys included; the
 * shape is kept. Answers the same object when nothing mentions the address.
 */
export function redactAddressInJson<T>(value: T, email: string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return redactAddress(node, email);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [redactAddress(key, email), walk(inner)]));
    return node;
  };
  return walk(value) as T;
}
