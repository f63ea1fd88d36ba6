import type { ApiType } from '../api/api-types.ts';
import type { ChangeEntry, NewChangeEntry } from '../history/change-entry.ts';

/** One page of a record's history, newest first, and how many entries it has in all. */
export interface ChangeHistoryPage {
  entries: ChangeEntry[];
  count: number;
}

/**
 * The history of changes (decision 0019): every write of the back office and the API, kept for
 * RetentionPolicy.changeHistoryMonths. One table, written by the composition root's recording store only.
 */
export interface ChangeHistory {
  /** Stores one entry and answers it with its id. */
  record(entry: NewChangeEntry): Promise<ChangeEntry>;
  /** One entry by its id, or null. */
  get(id: number): Promise<ChangeEntry | null>;
  /**
   * A record's entries, with those of the records it is the parent of (a product's rate observations), newest first
   * (by instant, then by id), one page at a time.
   */
  list(query: { resourceType: ApiType; resourceId: number; offset: number; limit: number }): Promise<ChangeHistoryPage>;
  /**
   * The deletions of records of these types not yet restored (no entry names them as `restoredFrom`), newest first
   * (by instant, then by id), one page at a time: the back office's « Éléments supprimés ».
   */
  listDeleted(query: { resourceTypes: readonly ApiType[]; offset: number; limit: number }): Promise<ChangeHistoryPage>;
  /** Removes the entries recorded before `cutoff` (an entry exactly at it stays); answers how many. */
  removeBefore(cutoff: Date): Promise<number>;
}
