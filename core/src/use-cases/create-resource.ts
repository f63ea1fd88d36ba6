import { canAccess, type Actor } from '../access/access-policy.ts';
import { apiTypeSchemas, type ApiType } from '../api/api-types.ts';
import { validateInput } from '../fields/field-issues.ts';
import type { Clock } from '../ports/clock.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';
import { storableAttributes } from './storable-attributes.ts';
import { typesetFrenchText } from './french-text-fields.ts';
import { applyRulesAfter, applyRulesBefore, writeContext, writeRulesFor } from './write-rules.ts';

export interface ResourceWriteDeps {
  resources: ResourceStore;
  passwords: PasswordHasher;
  /** The instant of a write, for the rules that stamp one (publishing an article). */
  clock: Clock;
}

/**
 * Creates a record of any type for whoever the access policy allows, from attributes checked with the type's core
 * schema and the type's write rules (write-rules.ts), for the API's POST and the back office's creation forms.
 * `clientIp` is the address the server saw: a visitor's logged error carries it (truncated), and a visitor may not
 * send one of their own (spec §8 looked the address up from the browser; the server knows it, and a browser could
 * claim anything).
 */
export async function createResource(
  deps: ResourceWriteDeps,
  input: {
    actor: Actor;
    type: ApiType;
    attributes: Record<string, unknown>;
    clientIp?: string | null;
    /** The record's number, for a deleted record brought back under its own (restoreDeleted); never a client's. */
    id?: number;
  },
): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'create')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const rules = writeRulesFor(input.type, 'create');
  const context = writeContext(deps.resources, {
    kind: 'create',
    type: input.type,
    actor: input.actor,
    now: deps.clock.now(),
    clientIp: input.clientIp ?? null,
  });
  const sent = applyRulesBefore(rules, input.attributes, context);
  if (!sent.ok) return sent;
  // The French text a visitor reads is stored typeset (decision 0017), and checked as stored: its limits hold for it.
  const valid = validateInput(apiTypeSchemas[input.type].input as never, typesetFrenchText(input.type, sent.value));
  if (!valid.ok) return valid;
  const ruled = await applyRulesAfter(rules, valid.value as Record<string, unknown>, context);
  if (!ruled.ok) return ruled;
  const attributes = await storableAttributes(input.type, ruled.value, deps.passwords);
  return input.id === undefined
    ? deps.resources.create(input.type, attributes)
    : deps.resources.create(input.type, attributes, { id: input.id });
}
