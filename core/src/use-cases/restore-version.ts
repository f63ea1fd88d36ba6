import type * as v from 'valibot';
import { isAdmin, type Actor } from '../access/access-policy.ts';
import { apiTypeSchemas, type ApiType } from '../api/api-types.ts';
import { isMaintainedField, isRestorable, restorePatch, type ChangeEntry } from '../history/change-entry.ts';
import type { ChangeHistory } from '../ports/change-history.ts';
import type { ResourceRecord, ResourceStore } from '../ports/resource-store.ts';
import { err, ok, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

/** Why a version could not be brought back; a refused write says why in its own terms (a slug taken since…). */
export type RestoreVersionError =
  | { type: 'access/denied'; signedIn: boolean }
  | { type: 'history/not-found'; entryId: number }
  /** Not a type an admin restores (issue 22: articles, legal pages, categories, products), or no earlier version kept. */
  | { type: 'history/not-restorable'; entryId: number }
  /** The record was deleted since: restoring a deleted record is not offered (decision 0019). */
  | { type: 'history/record-deleted'; entryId: number }
  | ResourceWriteError;

export interface RestoreVersionDeps {
  history: Pick<ChangeHistory, 'get'>;
  resources: Pick<ResourceStore, 'get'>;
  /**
   * The write that brings the version back: the same update as an edit's (access, schemas, write rules, French
   * typography), through a store that records it as a restore of `restoredFrom`.
   */
  update(input: {
    type: ApiType;
    id: number;
    attributes: Record<string, unknown>;
    restoredFrom: number;
  }): Promise<Result<ResourceRecord, ResourceWriteError>>;
}

/**
 * Brings a record back to the version it had before the entry's change (an admin's « Restaurer cette version »):
 * every field of that version an edit may write and that differs now is written back, in one update, recorded as a
 * restore. Nothing is written when the record already is as that version was. `record`, when given, is the record the
 * screen shows: an entry of another record is refused before anything is written.
 */
export async function restoreVersion(
  deps: RestoreVersionDeps,
  input: { actor: Actor; entryId: number; record?: { type: ApiType; id: number } },
): Promise<Result<{ record: ResourceRecord; entry: ChangeEntry; changed: boolean }, RestoreVersionError>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const entry = await deps.history.get(input.entryId);
  // A screen restores its own record only: an entry of another record is not found from there.
  const other = input.record && (entry?.resourceType !== input.record.type || entry?.resourceId !== input.record.id);
  if (!entry || other) return err({ type: 'history/not-found', entryId: input.entryId });
  // A batch of rate observations is not a version of the product: a rate is corrected by a new observation.
  if (!isRestorable(entry.resourceType) || entry.action === 'create' || entry.action === 'rates' || !entry.previous)
    return err({ type: 'history/not-restorable', entryId: entry.id });
  const current = await deps.resources.get(entry.resourceType, entry.resourceId);
  if (!current.ok) {
    if (current.error.type === 'resource/not-found') return err({ type: 'history/record-deleted', entryId: entry.id });
    return current;
  }
  const editable = editableFields(entry.resourceType);
  const patch = restorePatch(entry, current.value.record.attributes, (field) => editable.has(field)) ?? {};
  if (Object.keys(patch).length === 0) return ok({ record: current.value.record, entry, changed: false });
  const written = await deps.update({ type: entry.resourceType, id: entry.resourceId, attributes: patch, restoredFrom: entry.id });
  if (!written.ok) return written;
  return ok({ record: written.value, entry, changed: true });
}

/** The attributes a type's edit (its patch schema) accepts: a restore writes back nothing else. */
export function editableFields(type: ApiType): ReadonlySet<string> {
  return new Set(Object.keys(objectEntries(apiTypeSchemas[type].patch)));
}

/** The entries of an object schema, through the pipes and wrappers a patch schema is built with. */
function objectEntries(schema: v.GenericSchema<unknown, unknown>): Record<string, unknown> {
  const shape = schema as unknown as {
    entries?: Record<string, unknown>;
    pipe?: v.GenericSchema<unknown, unknown>[];
    wrapped?: v.GenericSchema<unknown, unknown>;
  };
  if (shape.entries) return shape.entries;
  if (shape.pipe && shape.pipe[0] && shape.pipe[0] !== schema) return objectEntries(shape.pipe[0]);
  if (shape.wrapped) return objectEntries(shape.wrapped);
  return {};
}

/** The attributes a type's creation (its input schema) accepts: a restored deletion writes back nothing else. */
export function creatableFields(type: ApiType): ReadonlySet<string> {
  return new Set(Object.keys(objectEntries(apiTypeSchemas[type].input)));
}

/** Why a deleted record could not be brought back; a refused creation says why in its own terms (a slug taken since…). */
export type RestoreDeletedError =
  | { type: 'access/denied'; signedIn: boolean }
  | { type: 'history/not-found'; entryId: number }
  /** Not a deletion of a type an admin restores, or its last version was not kept. */
  | { type: 'history/not-restorable'; entryId: number }
  | ResourceWriteError;

export interface RestoreDeletedDeps {
  history: Pick<ChangeHistory, 'get'>;
  /**
   * The write that brings the record back: the same creation as a new record's (access, schemas, write rules, French
   * typography), through a store that records it as a restore of `restoredFrom`.
   */
  create(input: {
    type: ApiType;
    attributes: Record<string, unknown>;
    restoredFrom: number;
    /** The number it had; none for a new one. */
    id?: number;
  }): Promise<Result<ResourceRecord, ResourceWriteError>>;
}

/**
 * Brings back a deleted article, legal page, category or product (an admin's « Restaurer » among the deleted
 * records, issue 22): the record is created again with its last version's attributes (those a creation accepts),
 * under the number it had, so that old links, references and its history lead to it again (under a new number only
 * if another record has taken that one), and the creation is recorded as a restore of the deletion, which then leaves
 * the list of deleted records. A value taken since (a slug) refuses it, as it would refuse a new record.
 */
export async function restoreDeleted(
  deps: RestoreDeletedDeps,
  input: { actor: Actor; entryId: number },
): Promise<Result<{ record: ResourceRecord; entry: ChangeEntry }, RestoreDeletedError>> {
  if (!isAdmin(input.actor)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const entry = await deps.history.get(input.entryId);
  if (!entry) return err({ type: 'history/not-found', entryId: input.entryId });
  if (!isRestorable(entry.resourceType) || entry.action !== 'delete' || !entry.previous)
    return err({ type: 'history/not-restorable', entryId: entry.id });
  const creatable = creatableFields(entry.resourceType);
  const attributes = Object.fromEntries(
    Object.entries(entry.previous).filter(([field, value]) => creatable.has(field) && !isMaintainedField(field) && value !== null),
  );
  const asked = { type: entry.resourceType, attributes, restoredFrom: entry.id };
  let created = await deps.create({ ...asked, id: entry.resourceId });
  if (!created.ok && created.error.type === 'resource/conflict' && created.error.field === 'id') created = await deps.create(asked);
  if (!created.ok) return created;
  return ok({ record: created.value, entry });
}
