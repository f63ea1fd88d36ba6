/** A visitor's search as the databases run it (the read ports' `search`): literal, case aside; empty finds all. */
export function matchesSearch(search: string | undefined, fields: readonly string[]): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return fields.some((field) => field.toLowerCase().includes(needle));
}
