/**
 * French alphabetical order (« Assurance », « Crédit », « Économie », « État », « Zèbre »), as `Intl.Collator('fr')`
 * says it: accents and case count only between words otherwise equal. Where the site sorts names itself, it sorts
 * with this, so that the order is the same whatever the database's collation (SQLite's is binary: « É » after « Z »).
 */
const FRENCH = new Intl.Collator('fr');

export function compareFrench(a: string, b: string): number {
  return FRENCH.compare(a, b);
}
