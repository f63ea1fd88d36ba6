import { describe, expect, it } from 'vitest';
import type { NewChangeEntry } from '../history/change-entry.ts';
import { createInMemoryChangeHistory } from '../testing/in-memory-change-history.ts';
import { CHANGE_HISTORY_PAGE_SIZE, listDeletedRecords } from './list-changes.ts';

const ADMIN = { userId: 1, roles: ['admin' as const] };
const EDITOR = { userId: 2, roles: ['editor' as const] };

const deletion = (overrides: Partial<NewChangeEntry>): NewChangeEntry => ({
  resourceType: 'products',
  resourceId: 7,
  action: 'delete',
  actor: { userId: 1, email: 'admin@pretscope.example', name: '' },
  at: new Date('2027-03-01T10:00:00Z'),
  previous: { name: 'Prêt' },
  next: null,
  changedFields: ['name'],
  restoredFrom: null,
  parent: null,
  ...overrides,
});

describe('listDeletedRecords', () => {
  it('pages an admin through the deletions of the restorable types, of one type or all, and no others', async () => {
    const history = createInMemoryChangeHistory();
    for (let id = 1; id <= CHANGE_HISTORY_PAGE_SIZE + 1; id++) await history.record(deletion({ resourceId: id }));
    await history.record(deletion({ resourceType: 'articles', resourceId: 3 }));
    await history.record(deletion({ resourceType: 'users', resourceId: 4 }));
    const all = await listDeletedRecords({ history }, { actor: ADMIN, page: 1 });
    expect(all).toMatchObject({ ok: true, value: { count: CHANGE_HISTORY_PAGE_SIZE + 2, page: 1 } });
    if (!all.ok) return;
    expect(all.value.entries).toHaveLength(CHANGE_HISTORY_PAGE_SIZE);
    const articles = await listDeletedRecords({ history }, { actor: ADMIN, type: 'articles', page: 1 });
    expect(articles).toMatchObject({ ok: true, value: { count: 1, entries: [{ resourceType: 'articles' }] } });
    expect(await listDeletedRecords({ history }, { actor: ADMIN, type: 'users', page: 1 })).toMatchObject({
      ok: true,
      value: { count: 0 },
    });
    const second = await listDeletedRecords({ history }, { actor: ADMIN, page: 2 });
    expect(second).toMatchObject({ ok: true, value: { page: 2 } });
    if (second.ok) expect(second.value.entries).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const history = createInMemoryChangeHistory();
    expect(await listDeletedRecords({ history }, { actor: EDITOR, page: 1 })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect(await listDeletedRecords({ history }, { actor: null, page: 1 })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: false },
    });
  });
});
