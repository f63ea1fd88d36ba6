import { canAccess, isAdmin, type Actor } from '../access/access-policy.ts';
import { RESTORABLE_TYPES, type ChangeEntry } from '../history/change-entry.ts';
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

/** The most entries one API page gives (`page[limit]`), and the default. */
export const CHANGES_API_MAX_LIMIT = 100;
export const CHANGES_API_DEFAULT_LIMIT = 20;

export type ReadChangesError =
  | { type: 'access/denied'; signedIn: boolean }
  /** What the query lacks or gets wrong, in French, with the parameter it concerns. */
  | { type: 'query/invalid'; parameter: string; detail: string };

/**
 * The history of changes through the JSON API (issue 22), read-only and for admins only, as the back office's screens
 * show it: a record's entries (`type` and `id`: its own and its children's, newest first), or the deletions of a
 * type not yet restored (`type` and `action: 'delete'`).
 */
export async function readChanges(
  deps: { history: Pick<ChangeHistory, 'list' | 'listDeleted'> },
  input: { actor: Actor; type: ApiType; id?: number; action?: 'delete'; offset: number; limit: number },
): Promise<Result<ChangeHistoryPage, ReadChangesError>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  if (!Number.isSafeInteger(input.offset) || input.offset < 0)
    return err({ type: 'query/invalid', parameter: 'page[offset]', detail: 'page[offset] doit être un entier positif ou nul.' });
  if (!Number.isSafeInteger(input.limit) || input.limit < 1 || input.limit > CHANGES_API_MAX_LIMIT)
    return err({
      type: 'query/invalid',
      parameter: 'page[limit]',
      detail: `page[limit] doit être un entier de 1 à ${CHANGES_API_MAX_LIMIT}.`,
    });
  const page = { offset: input.offset, limit: input.limit };
  if (input.id !== undefined) return ok(await deps.history.list({ resourceType: input.type, resourceId: input.id, ...page }));
  if (input.action === 'delete') return ok(await deps.history.listDeleted({ resourceTypes: [input.type], ...page }));
  return err({
    type: 'query/invalid',
    parameter: 'filter[id]',
    detail: 'Indiquez l’enregistrement (filter[id]) dont lire l’historique, ou filter[action]=delete pour les suppressions du type.',
  });
}

/** One entry of the history by its id, for admins only; null when there is none (or it was removed by retention). */
export async function readChange(
  deps: { history: Pick<ChangeHistory, 'get'> },
  input: { actor: Actor; id: number },
): Promise<Result<ChangeEntry | null, { type: 'access/denied'; signedIn: boolean }>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  return ok(await deps.history.get(input.id));
}
