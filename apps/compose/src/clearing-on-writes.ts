import type { ApiType, ResourceStore } from '@pretscope/core';

/**
 * Records no public page shows: what visitors send (leads, reminders, clicks on offers), the team's accounts,
 * mailings and logged errors. Writing them leaves the pages' cache alone (a click on an offer is a write: dropping
 * the cache on each would empty it under traffic). Every other type, including any added later, drops it.
 */
const TYPES_NO_PAGE_SHOWS: ReadonlySet<ApiType> = new Set<ApiType>(['leads', 'reminders', 'clicks', 'users', 'batch_count', 'loggederror']);

/** The store, calling `changed` after every create, update or remove of a type the pages show (even a failed one). */
export function clearingOnWrites(store: ResourceStore, changed: () => void): ResourceStore {
  return {
    list(query) {
      return store.list(query);
    },
    count(query) {
      return store.count(query);
    },
    get(type, id, include, options) {
      return store.get(type, id, include, options);
    },
    create(type, attributes, options) {
      return afterWrite(changed, type, store.create(type, attributes, options));
    },
    update(type, id, attributes) {
      return afterWrite(changed, type, store.update(type, id, attributes));
    },
    remove(type, id) {
      return afterWrite(changed, type, store.remove(type, id));
    },
  };
}

async function afterWrite<T>(changed: () => void, type: ApiType, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    if (!TYPES_NO_PAGE_SHOWS.has(type)) changed();
  }
}
