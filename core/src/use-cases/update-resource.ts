import { canAccess, type Actor } from '../model/access-policy.ts';
import { apiTypeSchemas, type ApiType } from '../model/api-types.ts';
import { validateInput } from '../model/field-issues.ts';
import { hasReminderTarget, REMINDER_TARGET_MESSAGE } from '../model/reminder.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import type { ResourceWriteDeps } from './create-resource.ts';
import type { ResourceWriteError } from './resource-write-error.ts';
import { storableAttributes } from './storable-attributes.ts';

/**
 * Changes some attributes of a record (the API's PATCH and the back office's edit forms), checked with the type's
 * core patch schema. Rules that need the stored record are checked here: a product offered via a broker names
 * its broker, and a reminder keeps a target rate or a date, whichever of the two fields the change touches.
 */
export async function updateResource(deps: ResourceWriteDeps, input: { actor: Actor; type: ApiType; id: number; attributes: Record<string, unknown> }): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'update')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const valid = validateInput(apiTypeSchemas[input.type].patch as never, input.attributes);
  if (!valid.ok) return valid;
  const attributes = valid.value as Record<string, unknown>;
  if (input.type === 'products' && ('viaBroker' in attributes || 'advertiserBrokerId' in attributes)) {
    const stored = await deps.resources.get('products', input.id);
    if (!stored.ok) return stored;
    const merged = { ...stored.value.record.attributes, ...attributes };
    if (merged.viaBroker === true && (merged.advertiserBrokerId === null || merged.advertiserBrokerId === undefined)) {
      return err({ type: 'input/invalid', issues: [{ path: ['advertiserBrokerId'], message: 'Choisissez le courtier d’une offre proposée via un courtier.' }] });
    }
  }
  if (input.type === 'reminders' && ('targetRate' in attributes || 'targetDate' in attributes)) {
    const stored = await deps.resources.get('reminders', input.id);
    if (!stored.ok) return stored;
    if (!hasReminderTarget({ ...stored.value.record.attributes, ...attributes })) {
      return err({ type: 'input/invalid', issues: [{ path: ['targetRate'], message: REMINDER_TARGET_MESSAGE }] });
    }
  }
  return deps.resources.update(input.type, input.id, await storableAttributes(input.type, attributes, deps.passwords));
}
