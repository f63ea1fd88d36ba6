import { searchKey } from '../format/search-key.ts';

/** A visitor's search as the databases run it (the read ports' `search`): literal, case and apostrophes aside; empty finds all. */
export function matchesSearch(search: string | undefined, fields: readonly string[]): boolean {
  if (!search) return true;
  const needle = searchKey(search);
  return fields.some((field) => searchKey(field).includes(needle));
}
