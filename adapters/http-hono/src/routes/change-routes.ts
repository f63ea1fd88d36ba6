import { Hono, type Context } from 'hono';
import {
  CHANGES_API_DEFAULT_LIMIT,
  isApiType,
  readChange,
  readChanges,
  type ChangeEntry,
  type ChangeHistory,
  type ReadChangesError,
} from '@pretscope/core';
import { FAILURES } from '../api-error.ts';
import type { ApiEnv } from '../api-deps.ts';

/** The type's name in the API: read-only, not a store type (the history is written by the recording store only). */
export const CHANGES_TYPE = 'changes';

/** An entry as a JSON:API resource object: who, when, what, the versions before and after. */
export function changeResource(entry: ChangeEntry) {
  return {
    type: CHANGES_TYPE,
    id: String(entry.id),
    attributes: {
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      action: entry.action,
      actor: entry.actor,
      at: entry.at.toISOString(),
      previous: entry.previous,
      next: entry.next,
      changedFields: entry.changedFields,
      restoredFrom: entry.restoredFrom,
      parent: entry.parent,
    },
  };
}

function accessFailure(c: Context<ApiEnv>) {
  return c.get('actor') ? FAILURES.forbidden('L’historique des modifications est réservé aux administrateurs.') : FAILURES.unauthorized();
}

/** A whole number from the query, or the default when absent; anything else is refused naming the parameter. */
function integerParameter(params: URLSearchParams, name: string, fallback?: number): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw FAILURES.badParameter(name, `${name} doit être un entier positif.`);
  return Number(value);
}

/**
 * The history of changes, read-only, for admins (decision 0019, issue 22): `GET /api/changes?filter[type]=products&
 * filter[id]=12` lists a record's entries (with its children's) newest first, `filter[action]=delete` instead of
 * `filter[id]` the deletions of a type not yet restored, paged with `page[offset]` and `page[limit]`;
 * `GET /api/changes/{id}` reads one entry.
 */
export function changeRoutes() {
  const app = new Hono<ApiEnv>();
  const history = (c: Context<ApiEnv>): Pick<ChangeHistory, 'get' | 'list' | 'listDeleted'> => c.get('scope').stores.history;

  app.get(`/${CHANGES_TYPE}`, async (c) => {
    if (!c.get('actor')) throw FAILURES.unauthorized();
    const params = new URL(c.req.url).searchParams;
    const type = params.get('filter[type]') ?? '';
    if (type === '')
      throw FAILURES.badParameter('filter[type]', 'Indiquez le type des enregistrements (filter[type]), par exemple products.');
    if (!isApiType(type)) throw FAILURES.badParameter('filter[type]', `Type de ressource inconnu : ${type}.`);
    const action = params.get('filter[action]');
    if (action !== null && action !== 'delete')
      throw FAILURES.badParameter('filter[action]', 'Seule la valeur delete est acceptée (les suppressions du type).');
    const id = integerParameter(params, 'filter[id]');
    if (id === 0) throw FAILURES.badParameter('filter[id]', 'filter[id] doit être un entier positif.');
    const offset = integerParameter(params, 'page[offset]', 0)!;
    const limit = integerParameter(params, 'page[limit]', CHANGES_API_DEFAULT_LIMIT)!;
    const read = await readChanges(
      { history: history(c) },
      { actor: c.get('actor'), type, ...(id === undefined ? {} : { id }), ...(action === 'delete' ? { action } : {}), offset, limit },
    );
    if (!read.ok) throw readFailure(c, read.error);
    const { entries, count } = read.value;
    const links: Record<string, string> = { self: c.req.url };
    if (offset + limit < count) {
      const next = new URL(c.req.url);
      next.searchParams.set('page[offset]', String(offset + limit));
      next.searchParams.set('page[limit]', String(limit));
      links.next = next.toString();
    }
    return c.json({ data: entries.map(changeResource), meta: { count }, links });
  });

  app.get(`/${CHANGES_TYPE}/:id`, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw FAILURES.notFound('Identifiant invalide.');
    const read = await readChange({ history: history(c) }, { actor: c.get('actor'), id });
    if (!read.ok) throw accessFailure(c);
    if (!read.value) throw FAILURES.notFound('Aucune modification sous ce numéro (l’historique n’est conservé qu’un temps limité).');
    return c.json({ data: changeResource(read.value) });
  });

  // Read-only: whatever else is asked of the history is refused as JSON:API.
  app.on(['POST', 'PATCH', 'PUT', 'DELETE'], [`/${CHANGES_TYPE}`, `/${CHANGES_TYPE}/:id`], () => {
    throw FAILURES.methodNotAllowed('L’historique des modifications se lit seulement : il est écrit par les modifications elles-mêmes.');
  });

  function readFailure(c: Context<ApiEnv>, error: ReadChangesError) {
    return error.type === 'access/denied' ? accessFailure(c) : FAILURES.badParameter(error.parameter, error.detail);
  }

  return app;
}
