import { canAccess, isAdmin, type Actor } from '../access/access-policy.ts';
import { RESTORABLE_TYPES } from '../history/change-entry.ts';
import type { ApiType } from '../api/api-types.ts';
import type { ChangeHistory, ChangeHistoryPage } from '../ports/change-history.ts';
import { err, ok, type Result } from '../result.ts';

/** How many entries one page of a record's history shows. */
export const CHANGE_HISTORY_PAGE_SIZE = 10;

/**
 * One page of a record's history, newest first, for whoever may edit records of its type (an editor sees who changed
 * a product; only an admin, who manages accounts, sees the history of an account).
 */
export async function listChanges(
  deps: { history: Pick<ChangeHistory, 'list'> },
  input: { actor: Actor; type: ApiType; id: number; page: number },
): Promise<Result<ChangeHistoryPage & { page: number; pageSize: number }, { type: 'access/denied'; signedIn: boolean }>> {
  if (!canAccess(input.actor, input.type, 'update')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const page = Number.isSafeInteger(input.page) && input.page > 1 ? input.page : 1;
  const found = await deps.history.list({
    resourceType: input.type,
    resourceId: input.id,
    offset: (page - 1) * CHANGE_HISTORY_PAGE_SIZE,
    limit: CHANGE_HISTORY_PAGE_SIZE,
  });
  return ok({ ...found, page, pageSize: CHANGE_HISTORY_PAGE_SIZE });
}

/**
 * One page of the deleted records an admin may bring back (issue 22: articles, legal pages, categories, products),
 * newest first: of one type, or of them all. Admins only, as the restore is theirs.
 */
export async function listDeletedRecords(
  deps: { history: Pick<ChangeHistory, 'listDeleted'> },
  input: { actor: Actor; type?: ApiType; page: number },
): Promise<Result<ChangeHistoryPage & { page: number; pageSize: number }, { type: 'access/denied'; signedIn: boolean }>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const page = Number.isSafeInteger(input.page) && input.page > 1 ? input.page : 1;
  const types = input.type === undefined ? RESTORABLE_TYPES : RESTORABLE_TYPES.filter((type) => type === input.type);
  const found = await deps.history.listDeleted({
    resourceTypes: types,
    offset: (page - 1) * CHANGE_HISTORY_PAGE_SIZE,
    limit: CHANGE_HISTORY_PAGE_SIZE,
  });
  return ok({ ...found, page, pageSize: CHANGE_HISTORY_PAGE_SIZE });
}
