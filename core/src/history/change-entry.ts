import type { ApiType } from '../api/api-types.ts';

/**
 * What a recorded write did: a restore is an update that brought back an earlier version (decision 0019); `rates` is
 * a batch of a product's rate observations (a grid save or a CSV import, rate-batch-entry.ts).
 */
export const changeActions = ['create', 'update', 'delete', 'restore', 'rates'] as const;
export type ChangeAction = (typeof changeActions)[number];

/** Who made a change, as they were at that moment (an account renamed or deleted later does not rewrite the past). */
export interface ChangeActor {
  /** The account's id; 0 for the command line's operator. */
  userId: number;
  /** Their e-mail address then, or a description when there is no account (« ligne de commande »). */
  email: string;
  /** Their first and last names then; empty when unknown. */
  name: string;
}

/**
 * One write of one record from the back office or the API: who, when, what, and the record's attributes before and
 * after (API names). For the types whose records are about people (`valuesKept` false) only the changed field names
 * are kept, never their values: the history must not become a second copy of visitors' data.
 */
export interface ChangeEntry {
  id: number;
  resourceType: ApiType;
  resourceId: number;
  action: ChangeAction;
  actor: ChangeActor;
  at: Date;
  /** The attributes before the write; null for a creation, or when values are not kept for the type. */
  previous: Record<string, unknown> | null;
  /** The attributes after the write; null for a deletion, or when values are not kept for the type. */
  next: Record<string, unknown> | null;
  /** The attributes whose value the write changed, sorted (every attribute of a created or deleted record). */
  changedFields: string[];
  /** For a restore: the entry whose earlier version was brought back. */
  restoredFrom: number | null;
  /** The record whose history shows this change too (a rate observation's product), or null. */
  parent: { type: ApiType; id: number } | null;
}

export type NewChangeEntry = Omit<ChangeEntry, 'id'>;

/**
 * Types whose records are about people or what visitors send: their history keeps who changed which field, when,
 * never the values (a lead's e-mail, a user's password hash).
 */
const VALUES_NOT_KEPT: ReadonlySet<ApiType> = new Set<ApiType>(['users', 'leads', 'reminders', 'loggederror', 'clicks', 'batch_count']);

/** Whether a type's history keeps the previous and new values (content and catalogue) or only field names (people). */
export function historyKeepsValues(type: ApiType): boolean {
  return !VALUES_NOT_KEPT.has(type);
}

/** The types an admin may bring back to an earlier version from the back office (issue 22). */
export const RESTORABLE_TYPES: readonly ApiType[] = ['articles', 'legalpages', 'categories', 'products'];

export function isRestorable(type: ApiType): boolean {
  return RESTORABLE_TYPES.includes(type);
}

/**
 * Attributes the store maintains itself (timestamps, a lead's last status change): never counted as an editor's
 * change, never written back by a restore. A rate observation's `createdAt` is its observation day, which an editor
 * sets: it counts there.
 */
const MAINTAINED_FIELDS: ReadonlySet<string> = new Set(['createdAt', 'modifiedAt', 'updatedAt', 'statusChangedAt']);
const EDITED_TIMESTAMPS: Readonly<Partial<Record<ApiType, readonly string[]>>> = { loans: ['createdAt'] };

/** Whether a field of a type is the store's own bookkeeping rather than something an editor wrote. */
export function isMaintainedField(field: string, type?: ApiType): boolean {
  return MAINTAINED_FIELDS.has(field) && !(type && EDITED_TIMESTAMPS[type]?.includes(field));
}

/**
 * The record whose history also shows a type's changes: a rate observation's are its product's (the product screen
 * edits them). Named by the attribute holding the parent's id.
 */
const PARENTS: Readonly<Partial<Record<ApiType, { type: ApiType; attribute: string }>>> = {
  loans: { type: 'products', attribute: 'productId' },
};

/** The parent record of a version (a rate observation's product), or null. */
export function parentOf(type: ApiType, attributes: Record<string, unknown> | null): { type: ApiType; id: number } | null {
  const parent = PARENTS[type];
  const id = parent && attributes ? attributes[parent.attribute] : undefined;
  return parent && typeof id === 'number' && Number.isSafeInteger(id) ? { type: parent.type, id } : null;
}

/** Two attribute values are the same when their JSON is (dates as ISO strings, arrays in order, objects by key). */
export function sameValue(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(normalised(value)) ?? 'undefined';
}

function normalised(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalised);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalised((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** The attributes whose value differs between two versions (either may be absent: a creation, a deletion), sorted. */
export function changedFields(previous: Record<string, unknown> | null, next: Record<string, unknown> | null, type?: ApiType): string[] {
  const keys = new Set([...Object.keys(previous ?? {}), ...Object.keys(next ?? {})]);
  return [...keys]
    .filter((key) => !isMaintainedField(key, type))
    .filter((key) => !previous || !next || !sameValue(previous[key], next[key]))
    .sort();
}

/** A version's attributes as stored in the history: plain JSON (dates as ISO strings). */
export function storedVersion(attributes: Record<string, unknown>): Record<string, unknown> {
  return normalised(attributes) as Record<string, unknown>;
}

/**
 * The entry for one write, or null when there is nothing to record (an update that changed nothing an editor
 * wrote). Values are kept only for the types `historyKeepsValues` allows.
 */
export function changeEntryFor(input: {
  resourceType: ApiType;
  resourceId: number;
  action: ChangeAction;
  actor: ChangeActor;
  at: Date;
  previous: Record<string, unknown> | null;
  next: Record<string, unknown> | null;
  restoredFrom?: number | null;
}): NewChangeEntry | null {
  const previous = input.action === 'create' ? null : input.previous;
  const next = input.action === 'delete' ? null : input.next;
  const fields = changedFields(previous, next, input.resourceType);
  if ((input.action === 'update' || input.action === 'restore') && fields.length === 0) return null;
  const keep = historyKeepsValues(input.resourceType);
  return {
    resourceType: input.resourceType,
    resourceId: input.resourceId,
    action: input.action,
    actor: input.actor,
    at: input.at,
    previous: keep && previous ? storedVersion(previous) : null,
    next: keep && next ? storedVersion(next) : null,
    changedFields: fields,
    restoredFrom: input.restoredFrom ?? null,
    parent: parentOf(input.resourceType, next ?? previous),
  };
}

/**
 * What a restore writes back to bring a record to the version before `entry`: the fields of that version that differ
 * from the record now, restricted to those the type's edit accepts (`editable`). Null when the entry has no earlier
 * version to offer (a creation, or a type whose values are not kept).
 */
export function restorePatch(
  entry: Pick<ChangeEntry, 'previous'>,
  current: Record<string, unknown>,
  editable: (field: string) => boolean,
): Record<string, unknown> | null {
  if (!entry.previous) return null;
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry.previous)) {
    if (isMaintainedField(field) || !editable(field)) continue;
    if (!sameValue(value, current[field])) patch[field] = value;
  }
  return patch;
}
