import { canAccess, type Actor } from '../access/access-policy.ts';
import type { ApiType } from '../api/api-types.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

/** Deletes a record for whoever the access policy allows (the API's DELETE and the back office's « supprimer »). */
export async function removeResource(
  deps: { resources: Pick<ResourceStore, 'remove'> },
  input: { actor: Actor; type: ApiType; id: number },
): Promise<Result<void, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'delete')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  return deps.resources.remove(input.type, input.id);
}
