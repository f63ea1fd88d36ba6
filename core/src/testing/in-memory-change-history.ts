import type { ChangeEntry } from '../history/change-entry.ts';
import type { ChangeHistory } from '../ports/change-history.ts';

/** The history of changes in memory, with the database's order and JSON round trip; `entries` lets a test look inside. */
export function createInMemoryChangeHistory(): ChangeHistory & { entries: ChangeEntry[] } {
  const entries: ChangeEntry[] = [];
  let lastId = 0;
  // What the database gives back is a copy, its versions as JSON reads them.
  const copy = (entry: ChangeEntry): ChangeEntry => ({
    ...entry,
    actor: { ...entry.actor },
    at: new Date(entry.at.getTime()),
    previous: entry.previous === null ? null : JSON.parse(JSON.stringify(entry.previous)),
    next: entry.next === null ? null : JSON.parse(JSON.stringify(entry.next)),
    changedFields: [...entry.changedFields],
    parent: entry.parent ? { ...entry.parent } : null,
  });
  return {
    entries,
    async record(entry) {
      const stored = copy({ ...entry, id: ++lastId });
      entries.push(stored);
      return copy(stored);
    },
    async get(id) {
      const found = entries.find((entry) => entry.id === id);
      return found ? copy(found) : null;
    },
    async list({ resourceType, resourceId, offset, limit }) {
      const matching = entries
        .filter(
          (entry) =>
            (entry.resourceType === resourceType && entry.resourceId === resourceId) ||
            (entry.parent?.type === resourceType && entry.parent.id === resourceId),
        )
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
      return { entries: matching.slice(offset, offset + limit).map(copy), count: matching.length };
    },
    async listDeleted({ resourceTypes, offset, limit }) {
      const restored = new Set(entries.flatMap((entry) => (entry.restoredFrom === null ? [] : [entry.restoredFrom])));
      const matching = entries
        .filter((entry) => entry.action === 'delete' && resourceTypes.includes(entry.resourceType) && !restored.has(entry.id))
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
      return { entries: matching.slice(offset, offset + limit).map(copy), count: matching.length };
    },
    async removeBefore(cutoff) {
      const before = entries.length;
      for (let index = entries.length - 1; index >= 0; index--) if (entries[index]!.at < cutoff) entries.splice(index, 1);
      return before - entries.length;
    },
  };
}
