import { canAccess, type Actor } from '../model/access-policy.js';
import type { ApiType } from '../model/api-types.js';
import type { ResourceStore } from '../ports/resource-store.js';
import { err, type Result } from '../result.js';
import type { ResourceWriteError } from './resource-write-error.js';

/** Deletes a record for whoever the access policy allows (the API's DELETE and the back office's « supprimer »). */
export async function removeResource(deps: { resources: Pick<ResourceStore, 'remove'> }, input: { actor: Actor; type: ApiType; id: number }): Promise<Result<void, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'delete')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  return deps.resources.remove(input.type, input.id);
}
