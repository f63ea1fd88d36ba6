import { canAccess, type Actor } from '../access/access-policy.ts';
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
