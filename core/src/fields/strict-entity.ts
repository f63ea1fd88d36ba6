import * as v from 'valibot';

/**
 * The one French message of a strict object, chosen from what went wrong: valibot reports a missing required key,
 * an unknown key and a value that is not an object all through the object's own message.
 * Unknown attributes are refused rather than dropped (DESIGN.md: the API answers 422, never ignores them),
 * so a misspelt field shows up at once instead of silently keeping its old value.
 */
export function strictObjectMessage(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'never') return `Champ inconnu\u00a0: ${String(issue.input)}.`;
  if (issue.expected === 'Object') return 'Un objet est attendu.';
  return 'Ce champ est obligatoire.';
}

/** `v.strictObject` with French messages: what every create and patch schema of the entities is built from. */
export function strictEntity<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, strictObjectMessage);
}
