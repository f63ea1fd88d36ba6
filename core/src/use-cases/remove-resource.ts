import { canAccess, type Actor } from '../access/access-policy.ts';
import type { ApiType } from '../api/api-types.ts';
import { RUBRIQUE_IN_USE_MESSAGE } from '../content/rubrique.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

/**
 * Deletes a record for whoever the access policy allows (the API's DELETE and the back office's « supprimer »). A
 * rubrique that still files articles stays: its articles would point at a list entry that no longer exists.
 */
export async function removeResource(
  deps: { resources: Pick<ResourceStore, 'remove' | 'get' | 'count'> },
  input: { actor: Actor; type: ApiType; id: number },
): Promise<Result<void, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'delete')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  if (input.type === 'rubriques') {
    const found = await deps.resources.get('rubriques', input.id);
    if (!found.ok) return found;
    const used = await deps.resources.count({
      type: 'articles',
      filter: { subcategory: [String(found.value.record.attributes.slug)] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    if (!used.ok) return used;
    if (used.value > 0) return err({ type: 'resource/in-use', resourceType: 'rubriques', detail: RUBRIQUE_IN_USE_MESSAGE });
  }
  return deps.resources.remove(input.type, input.id);
}
