import { canAccess, isStaff, type Actor } from '../model/access-policy.ts';
import { apiTypeSchemas, type ApiType } from '../model/api-types.ts';
import { validateInput } from '../model/field-issues.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import { truncateIp } from '../model/truncate-ip.ts';
import type { ResourceWriteError } from './resource-write-error.ts';
import { storableAttributes } from './storable-attributes.ts';

export interface ResourceWriteDeps {
  resources: ResourceStore;
  passwords: PasswordHasher;
}

/**
 * Creates a record of any type for whoever the access policy allows, from attributes checked with the type's core
 * schema (the API's POST and the back office's creation forms). `clientIp` is the address the server saw: a
 * visitor's logged error carries it (truncated), and a visitor may not send one of their own (spec §8 looked the
 * address up from the browser; the server knows it, and a browser could claim anything).
 */
export async function createResource(deps: ResourceWriteDeps, input: { actor: Actor; type: ApiType; attributes: Record<string, unknown>; clientIp?: string | null }): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, input.type, 'create')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  let attributes = input.attributes;
  if (input.type === 'loggederror' && !isStaff(input.actor)) {
    if (Object.hasOwn(attributes, 'ip')) return err({ type: 'input/invalid', issues: [{ path: ['ip'], message: 'L’adresse IP est relevée par le serveur : ne l’envoyez pas.' }] });
    attributes = { ...attributes, ip: input.clientIp ? truncateIp(input.clientIp) : null };
  }
  const valid = validateInput(apiTypeSchemas[input.type].input as never, attributes);
  if (!valid.ok) return valid;
  return deps.resources.create(input.type, await storableAttributes(input.type, valid.value as Record<string, unknown>, deps.passwords));
}
