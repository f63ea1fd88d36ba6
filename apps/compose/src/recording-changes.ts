import {
  changeEntryFor,
  ok,
  type Actor,
  type ApiType,
  type ChangeAction,
  type ChangeActor,
  type ChangeHistory,
  type Clock,
  type ResourceRecord,
  type ResourceStore,
  type ResourceStoreError,
  type Result,
} from '@pretscope/core';

/** The stores one write runs on, in one transaction: the record's table and the history. */
export interface RecordingStores {
  resources: ResourceStore;
  history: ChangeHistory;
}

export interface RecordingOptions {
  /** Runs a write and its entry in one transaction: both are kept, or neither. */
  transaction<T>(work: (stores: RecordingStores) => Promise<T>): Promise<T>;
  clock: Clock;
  /** Who writes, as the history names them (read once, at the first write). */
  actor(): Promise<ChangeActor>;
  /** Set when the writes bring back the version before this entry (an admin's restore, or a deleted record brought back). */
  restoredFrom?: number;
}

/**
 * Decision 0019: the store, recording every create, update and remove that succeeds in the history of changes, with
 * who made it, when (the clock), the record's attributes before and after, and which fields changed. Reads go to
 * `store`; each write runs with its entry in one transaction. The composition root wraps the store this way for
 * each staff write of the back office and the API (createResource, updateResource, removeResource, restores); what
 * visitors send and what the site's jobs write go around it.
 */
export function recordingChanges(store: ResourceStore, options: RecordingOptions): ResourceStore {
  let who: Promise<ChangeActor> | undefined;
  const actor = () => (who ??= options.actor());
  const action = (plain: ChangeAction): ChangeAction =>
    (plain === 'update' || plain === 'create') && options.restoredFrom !== undefined ? 'restore' : plain;

  async function record(
    stores: RecordingStores,
    who: ChangeActor,
    type: ApiType,
    id: number,
    what: ChangeAction,
    previous: ResourceRecord | null,
    next: ResourceRecord | null,
  ): Promise<void> {
    const entry = changeEntryFor({
      resourceType: type,
      resourceId: id,
      action: action(what),
      actor: who,
      at: options.clock.now(),
      previous: previous?.attributes ?? null,
      next: next?.attributes ?? null,
      restoredFrom: options.restoredFrom ?? null,
    });
    if (entry) await stores.history.record(entry);
  }

  /** The record as it is before a write, read in the write's transaction; null when it does not exist. */
  async function before(stores: RecordingStores, type: ApiType, id: number): Promise<ResourceRecord | null> {
    const found = await stores.resources.get(type, id);
    return found.ok ? found.value.record : null;
  }

  return {
    list: (query) => store.list(query),
    count: (query) => store.count(query),
    get: (type, id, include, readOptions) => store.get(type, id, include, readOptions),
    // Who writes is read before the transaction: on SQLite's one connection a read outside it would wait for it.
    async create(type, attributes, createOptions) {
      const who = await actor();
      return options.transaction(async (stores) => {
        const created = await stores.resources.create(type, attributes, createOptions);
        if (created.ok) await record(stores, who, type, created.value.id, 'create', null, created.value);
        return created;
      });
    },
    async update(type, id, attributes) {
      const who = await actor();
      return options.transaction(async (stores) => {
        const previous = await before(stores, type, id);
        const updated = await stores.resources.update(type, id, attributes);
        if (updated.ok) await record(stores, who, type, id, 'update', previous, updated.value);
        return updated;
      });
    },
    async remove(type, id): Promise<Result<void, ResourceStoreError>> {
      const who = await actor();
      return options.transaction(async (stores) => {
        const previous = await before(stores, type, id);
        const removed = await stores.resources.remove(type, id);
        if (removed.ok) await record(stores, who, type, id, 'delete', previous, null);
        return removed.ok ? ok(undefined) : removed;
      });
    },
  };
}

/** The id the command line's operator acts under (apps/cli/src/operator.ts): no account, so no address. */
const OPERATOR_ID = 0;

/** Who an actor is, as the history keeps them: their account's address and names now, read through `store`. */
export async function changeActorOf(store: ResourceStore, actor: NonNullable<Actor>): Promise<ChangeActor> {
  if (actor.userId === OPERATOR_ID) return { userId: OPERATOR_ID, email: '', name: 'Ligne de commande' };
  const user = await store.get('users', actor.userId);
  if (!user.ok) return { userId: actor.userId, email: '', name: '' };
  const { email, firstName, lastName } = user.value.record.attributes;
  return {
    userId: actor.userId,
    email: typeof email === 'string' ? email : '',
    name: [firstName, lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' '),
  };
}
