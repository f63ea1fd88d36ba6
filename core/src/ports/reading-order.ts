/*
 * The orders of the public lists, for every implementation of the read ports (catalog-reader.ts,
 * content-reader.ts): the same order in memory and on each database, whatever its collation.
 */

/** By name as French readers sort it (accents and case aside), then by id. */
export function byFrenchName(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return a.name.localeCompare(b.name, 'fr') || a.id - b.id;
}

/** Newest first: by publication date, undated last, then by id. */
export function byPublication(a: { publishedAt: Date | null; id: number }, b: { publishedAt: Date | null; id: number }): number {
  if (a.publishedAt && b.publishedAt) return b.publishedAt.getTime() - a.publishedAt.getTime() || a.id - b.id;
  if (a.publishedAt) return -1;
  if (b.publishedAt) return 1;
  return a.id - b.id;
}
