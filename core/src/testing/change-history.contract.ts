import { describe, expect, it } from 'vitest';
import type { NewChangeEntry } from '../history/change-entry.ts';
import type { ChangeHistory } from '../ports/change-history.ts';

export interface ChangeHistoryUnderTest {
  history: ChangeHistory;
  /** A second handle on the same history, as another process would have. */
  otherHistory: ChangeHistory;
}

const at = (iso: string) => new Date(iso);

const entry = (overrides: Partial<NewChangeEntry> = {}): NewChangeEntry => ({
  resourceType: 'products',
  resourceId: 7,
  action: 'update',
  actor: { userId: 3, email: 'claire@pretscope.example', name: 'Claire Weber' },
  at: at('2027-03-01T10:00:00.000Z'),
  previous: { name: 'Prêt Habitat', rate: 3.45, categories: [1, 2], terms: { fees: 500 }, description: null },
  next: { name: 'Prêt Habitat Plus', rate: 3.45, categories: [1, 2], terms: { fees: 500 }, description: null },
  changedFields: ['name'],
  restoredFrom: null,
  parent: null,
  ...overrides,
});

/**
 * The contract of ChangeHistory: the in-memory fake and every persistence adapter run it unchanged, so the back
 * office shows the same history, and a restore finds the same version, on every database.
 */
export function describeChangeHistoryContract(name: string, makeHistory: () => Promise<ChangeHistoryUnderTest>): void {
  describe(`${name}: change history contract`, () => {
    it('gives back an entry as recorded, with its id, by id and from another unit of work', async () => {
      const { history, otherHistory } = await makeHistory();
      const recorded = await history.record(entry());
      expect(recorded).toEqual({ ...entry(), id: expect.any(Number) });
      expect(await history.get(recorded.id)).toEqual(recorded);
      expect(await otherHistory.get(recorded.id)).toEqual(recorded);
      expect(await history.get(recorded.id + 1000)).toBeNull();
    });

    it('keeps the versions as JSON: nested objects, arrays, nulls, French text, and no values at all', async () => {
      const { history } = await makeHistory();
      const text = {
        title: 'L’emprunt « malin »\u202f!',
        content: '# Titre\n\n1\u00a0234,56\u00a0€',
        tags: [],
        nested: { a: [1, { b: null }] },
      };
      const created = await history.record(entry({ action: 'create', previous: null, next: text, changedFields: ['content', 'title'] }));
      expect((await history.get(created.id))?.next).toEqual(text);
      const hidden = await history.record(
        entry({ resourceType: 'leads', action: 'update', previous: null, next: null, changedFields: ['status'] }),
      );
      expect(await history.get(hidden.id)).toMatchObject({ previous: null, next: null, changedFields: ['status'] });
      const restored = await history.record(entry({ action: 'restore', restoredFrom: created.id }));
      expect((await history.get(restored.id))?.restoredFrom).toBe(created.id);
    });

    it('lists one record’s entries newest first, by instant then by id, paged with the count of all', async () => {
      const { history, otherHistory } = await makeHistory();
      const first = await history.record(entry({ at: at('2027-03-01T10:00:00.000Z') }));
      const third = await history.record(entry({ at: at('2027-03-03T10:00:00.000Z') }));
      const second = await history.record(entry({ at: at('2027-03-02T10:00:00.000Z') }));
      const sameInstant = await history.record(entry({ at: at('2027-03-03T10:00:00.000Z') }));
      await history.record(entry({ resourceId: 8 }));
      await history.record(entry({ resourceType: 'articles' }));
      const all = await otherHistory.list({ resourceType: 'products', resourceId: 7, offset: 0, limit: 10 });
      expect(all.count).toBe(4);
      expect(all.entries.map((e) => e.id)).toEqual([sameInstant.id, third.id, second.id, first.id]);
      const page = await history.list({ resourceType: 'products', resourceId: 7, offset: 2, limit: 1 });
      expect(page).toEqual({ entries: [second], count: 4 });
      expect(await history.list({ resourceType: 'products', resourceId: 99, offset: 0, limit: 10 })).toEqual({ entries: [], count: 0 });
    });

    it('lists with a record’s entries those of its children (a product’s rate observations), and not another’s', async () => {
      const { history } = await makeHistory();
      const own = await history.record(entry({ at: at('2027-03-01T10:00:00.000Z') }));
      const child = await history.record(
        entry({ resourceType: 'loans', resourceId: 40, parent: { type: 'products', id: 7 }, at: at('2027-03-02T10:00:00.000Z') }),
      );
      await history.record(entry({ resourceType: 'loans', resourceId: 41, parent: { type: 'products', id: 8 } }));
      const listed = await history.list({ resourceType: 'products', resourceId: 7, offset: 0, limit: 10 });
      expect(listed).toEqual({ entries: [child, own], count: 2 });
      expect((await history.list({ resourceType: 'loans', resourceId: 40, offset: 0, limit: 10 })).entries).toEqual([child]);
    });

    it('lists the deletions of the types asked not yet restored, newest first, paged with the count of all', async () => {
      const { history, otherHistory } = await makeHistory();
      const deleted = (overrides: Partial<NewChangeEntry>) => history.record(entry({ action: 'delete', next: null, ...overrides }));
      const product = await deleted({ resourceId: 7, at: at('2027-03-01T10:00:00.000Z') });
      const article = await deleted({ resourceType: 'articles', resourceId: 3, at: at('2027-03-03T10:00:00.000Z') });
      const restoredOne = await deleted({ resourceId: 8, at: at('2027-03-02T10:00:00.000Z') });
      const sameInstant = await deleted({ resourceId: 9, at: at('2027-03-03T10:00:00.000Z') });
      await deleted({ resourceType: 'users', resourceId: 4, previous: null });
      await history.record(entry({ at: at('2027-03-04T10:00:00.000Z') }));
      // Brought back: the restore names the deletion it undid.
      await history.record(entry({ action: 'restore', resourceId: 10, previous: null, restoredFrom: restoredOne.id }));
      const all = await otherHistory.listDeleted({ resourceTypes: ['products', 'articles'], offset: 0, limit: 10 });
      expect(all.count).toBe(3);
      expect(all.entries.map((e) => e.id)).toEqual([sameInstant.id, article.id, product.id]);
      expect(await history.listDeleted({ resourceTypes: ['products', 'articles'], offset: 1, limit: 1 })).toEqual({
        entries: [article],
        count: 3,
      });
      expect((await history.listDeleted({ resourceTypes: ['products'], offset: 0, limit: 10 })).entries.map((e) => e.id)).toEqual([
        sameInstant.id,
        product.id,
      ]);
      expect(await history.listDeleted({ resourceTypes: [], offset: 0, limit: 10 })).toEqual({ entries: [], count: 0 });
    });

    it('removes only the entries recorded before the cutoff (one exactly at it stays)', async () => {
      const { history } = await makeHistory();
      const old = await history.record(entry({ at: at('2025-02-28T23:59:59.999Z') }));
      const atCutoff = await history.record(entry({ at: at('2025-03-01T00:00:00.000Z') }));
      const recent = await history.record(entry({ at: at('2027-03-01T00:00:00.000Z') }));
      expect(await history.removeBefore(at('2025-03-01T00:00:00.000Z'))).toBe(1);
      expect(await history.get(old.id)).toBeNull();
      expect(await history.get(atCutoff.id)).not.toBeNull();
      expect(await history.get(recent.id)).not.toBeNull();
      expect(await history.removeBefore(at('2025-03-01T00:00:00.000Z'))).toBe(0);
    });
  });
}
