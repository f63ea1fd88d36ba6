/**
 * How a visitor's search meets stored text (the read ports' and the API's `search`): case aside, and apostrophes
 * aside. Stored French text is typeset (decision 0017: « l’assurance » with a typographic apostrophe) while a
 * keyboard types a straight one (« l'assurance »), so both sides are compared with every apostrophe straight.
 * The databases apply the same to their columns (`SEARCH_KEY_SQL`), so the fake and SQL adapters agree.
 */

/** The apostrophes a text may hold: typographic right (’), left (‘) and the modifier letter (ʼ). */
const APOSTROPHES = /[\u2019\u2018\u02bc]/g;

export function searchKey(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, "'");
}

/**
 * The SQL giving a column's search key, on SQLite and PostgreSQL alike (`lower` and `replace` are in both). SQLite's
 * `lower` changes ASCII letters only: « É » is then found by « É », as before.
 */
export function searchKeySql(column: string): string {
  return `replace(replace(replace(lower(${column}), '\u2019', ''''), '\u2018', ''''), '\u02bc', '''')`;
}
