import { canAccess, type Actor } from '../access/access-policy.ts';
import { apiTypeSchemas, type ApiType } from '../api/api-types.ts';
import { validateInput } from '../fields/field-issues.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import type { ResourceWriteDeps } from './create-resource.ts';
import type { ResourceWriteError } from './resource-write-error.ts';
import { storableAttributes } from './storable-attributes.ts';
import { typesetFrenchText } from './french-text-fields.ts';
import { applyRulesAfter, applyRulesBefore, writeContext, writeRulesFor } from './write-rules.ts';

/**
 * Changes some attributes of a record (the API's PATCH and the back office's edit forms), checked with the type's
 * core patch schema and the type's write rules (write-rules.ts: a lead's status only, an administrator keeps their
 * own admin role, publishing dates an article, a product keeps its statistics and names its broker, a reminder
 * keeps a target).
 */
export async function updateResource(
  deps: ResourceWriteDeps,
  input: { actor: Actor; type: ApiType; id: number; attributes: Record<string, unknown> },
): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'update')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const rules = writeRulesFor(input.type, 'update');
  const context = writeContext(deps.resources, {
    kind: 'update',
    type: input.type,
    actor: input.actor,
    id: input.id,
    now: deps.clock.now(),
  });
  const sent = applyRulesBefore(rules, input.attributes, context);
  if (!sent.ok) return sent;
  // The French text a visitor reads is stored typeset (decision 0017), and checked as stored: its limits hold for it.
  const valid = validateInput(apiTypeSchemas[input.type].patch as never, typesetFrenchText(input.type, sent.value));
  if (!valid.ok) return valid;
  const ruled = await applyRulesAfter(rules, valid.value as Record<string, unknown>, context);
  if (!ruled.ok) return ruled;
  const followUps = rules.filter((rule) => rule.followUp);
  // Read before the write, for the rules that carry a change over to other records.
  const before = followUps.length > 0 ? await context.stored() : null;
  if (before && !before.ok) return before;
  const written = await deps.resources.update(input.type, input.id, await storableAttributes(input.type, ruled.value, deps.passwords));
  if (!written.ok || !before) return written;
  for (const rule of followUps) {
    const followed = await rule.followUp!({ stored: before.value, written: ruled.value }, deps.resources);
    if (!followed.ok) return followed;
  }
  return written;
}
