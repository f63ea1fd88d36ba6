import { describe, expect, it } from 'vitest';
import type { ApiType } from '../api/api-types.ts';
import type { NewChangeEntry } from '../history/change-entry.ts';
import { createInMemoryChangeHistory } from '../testing/in-memory-change-history.ts';
import { editableFields, restoreDeleted, restoreVersion } from './restore-version.ts';
import { recordStore } from './use-case-fakes.test-support.ts';

const ADMIN = { userId: 1, roles: ['admin' as const] };
const EDITOR = { userId: 2, roles: ['editor' as const] };

function setUp(type: ApiType = 'products', current: Record<string, unknown> = { name: 'Après', slug: 'pret', rate: 3 }) {
  const history = createInMemoryChangeHistory();
  const resources = recordStore([{ type, id: 7, attributes: current, relationships: {} }]);
  const writes: { type: ApiType; id: number; attributes: Record<string, unknown>; restoredFrom: number }[] = [];
  const deps = {
    history,
    resources,
    async update(input: (typeof writes)[number]) {
      writes.push(input);
      return resources.update(input.type, input.id, input.attributes);
    },
  };
  const entry = (overrides: Partial<NewChangeEntry> = {}) =>
    history.record({
      resourceType: type,
      resourceId: 7,
      action: 'update',
      actor: { userId: 2, email: 'redaction@pretscope.example', name: '' },
      at: new Date('2027-03-01T10:00:00Z'),
      previous: { name: 'Avant', slug: 'pret', rate: 3, createdAt: '2020-01-01T00:00:00.000Z' },
      next: { name: 'Après', slug: 'pret', rate: 3 },
      changedFields: ['name'],
      restoredFrom: null,
      parent: null,
      ...overrides,
    });
  return { deps, writes, entry, resources };
}

describe('restoreVersion', () => {
  it('writes back, in one update recorded as a restore of the entry, the fields of the version before it', async () => {
    const { deps, writes, entry, resources } = setUp();
    const { id } = await entry();
    const result = await restoreVersion(deps, { actor: ADMIN, entryId: id });
    expect(result).toMatchObject({ ok: true, value: { changed: true, entry: { id } } });
    expect(writes).toEqual([{ type: 'products', id: 7, attributes: { name: 'Avant' }, restoredFrom: id }]);
    expect(resources.records.get('products:7')?.attributes).toMatchObject({ name: 'Avant' });
  });

  it('writes nothing when the record already is as that version was', async () => {
    const { deps, writes, entry } = setUp('products', { name: 'Avant', slug: 'pret', rate: 3 });
    const { id } = await entry();
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: id })).toMatchObject({ ok: true, value: { changed: false } });
    expect(writes).toEqual([]);
  });

  it('is for admins only', async () => {
    const { deps, writes, entry } = setUp();
    const { id } = await entry();
    expect(await restoreVersion(deps, { actor: EDITOR, entryId: id })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect(await restoreVersion(deps, { actor: null, entryId: id })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: false },
    });
    expect(writes).toEqual([]);
  });

  it('refuses an unknown entry, another record’s entry, a creation, an author’s, and a deleted record', async () => {
    const { deps, entry, resources } = setUp();
    const { id } = await entry();
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: 999 })).toMatchObject({ ok: false, error: { type: 'history/not-found' } });
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: id, record: { type: 'products', id: 8 } })).toMatchObject({
      ok: false,
      error: { type: 'history/not-found' },
    });
    const creation = await entry({ action: 'create', previous: null });
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: creation.id })).toMatchObject({
      ok: false,
      error: { type: 'history/not-restorable' },
    });
    // A batch of rate observations is not a version of the product.
    const batch = await entry({
      action: 'rates',
      previous: { '100000x120': 3.1 },
      next: { '100000x120': 3.2 },
      changedFields: ['100000x120'],
    });
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: batch.id })).toMatchObject({
      ok: false,
      error: { type: 'history/not-restorable' },
    });
    const author = await entry({ resourceType: 'authors' });
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: author.id })).toMatchObject({
      ok: false,
      error: { type: 'history/not-restorable' },
    });
    await resources.remove('products', 7);
    expect(await restoreVersion(deps, { actor: ADMIN, entryId: id })).toMatchObject({
      ok: false,
      error: { type: 'history/record-deleted' },
    });
  });

  it('passes the refusal of the update on (a slug taken since)', async () => {
    const { deps, entry } = setUp('products', { name: 'Après', slug: 'autre', rate: 3 });
    const { id } = await entry();
    const refused = await restoreVersion(
      {
        ...deps,
        update: async () => ({
          ok: false as const,
          error: { type: 'resource/conflict' as const, resourceType: 'products' as const, field: 'slug', detail: 'taken' },
        }),
      },
      { actor: ADMIN, entryId: id },
    );
    expect(refused).toMatchObject({ ok: false, error: { type: 'resource/conflict', field: 'slug' } });
  });
});

describe('editableFields', () => {
  it('are the fields of the type’s patch schema, through its pipes', () => {
    expect(editableFields('products').has('name')).toBe(true);
    expect(editableFields('products').has('id')).toBe(false);
    expect(editableFields('legalpages')).toEqual(new Set(['title', 'slug', 'content']));
  });
});

describe('restoreDeleted', () => {
  function setUpDeleted() {
    const history = createInMemoryChangeHistory();
    const resources = recordStore();
    const creates: { type: ApiType; attributes: Record<string, unknown>; restoredFrom: number; id?: number }[] = [];
    const deps = {
      history,
      async create(input: (typeof creates)[number]) {
        creates.push(input);
        return resources.create(input.type, input.attributes, input.id === undefined ? {} : { id: input.id });
      },
    };
    const deletion = (overrides: Partial<NewChangeEntry> = {}) =>
      history.record({
        resourceType: 'legalpages',
        resourceId: 7,
        action: 'delete',
        actor: { userId: 2, email: 'redaction@pretscope.example', name: '' },
        at: new Date('2027-03-01T10:00:00Z'),
        previous: { title: 'Mentions', slug: 'mentions', content: 'Texte', createdAt: '2020-01-01T00:00:00.000Z', unknown: 1 },
        next: null,
        changedFields: ['content', 'slug', 'title'],
        restoredFrom: null,
        parent: null,
        ...overrides,
      });
    return { deps, creates, deletion, resources };
  }

  it('creates the record again with its last version’s attributes a creation accepts, recorded as a restore of the deletion', async () => {
    const { deps, creates, deletion, resources } = setUpDeleted();
    const { id } = await deletion();
    const restored = await restoreDeleted(deps, { actor: ADMIN, entryId: id });
    // Under the number it had (7), so that old links and references lead to it again.
    expect(restored).toMatchObject({ ok: true, value: { entry: { id }, record: { type: 'legalpages', id: 7 } } });
    expect(creates).toEqual([
      { type: 'legalpages', attributes: { title: 'Mentions', slug: 'mentions', content: 'Texte' }, restoredFrom: id, id: 7 },
    ]);
    expect([...resources.records.values()].map((record) => [record.id, record.attributes.slug])).toEqual([[7, 'mentions']]);
  });

  it('takes a new number only when another record has taken its own', async () => {
    const { deps, creates, deletion, resources } = setUpDeleted();
    const { id } = await deletion();
    resources.records.set('legalpages:7', { type: 'legalpages', id: 7, attributes: { slug: 'autre' }, relationships: {} });
    const restored = await restoreDeleted(deps, { actor: ADMIN, entryId: id });
    if (!restored.ok) throw new Error(restored.error.type);
    expect(restored.value.record.id).not.toBe(7);
    expect(creates.map((create) => create.id)).toEqual([7, undefined]);
    expect(resources.records.get(`legalpages:${restored.value.record.id}`)?.attributes.slug).toBe('mentions');
  });

  it('is for admins only, and only for a kept deletion of a restorable type', async () => {
    const { deps, creates, deletion } = setUpDeleted();
    const { id } = await deletion();
    expect(await restoreDeleted(deps, { actor: EDITOR, entryId: id })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect(await restoreDeleted(deps, { actor: ADMIN, entryId: 999 })).toMatchObject({ ok: false, error: { type: 'history/not-found' } });
    for (const overrides of [{ action: 'update' as const }, { resourceType: 'users' as const }, { previous: null }]) {
      const other = await deletion(overrides);
      expect(await restoreDeleted(deps, { actor: ADMIN, entryId: other.id })).toMatchObject({
        ok: false,
        error: { type: 'history/not-restorable' },
      });
    }
    expect(creates).toEqual([]);
  });

  it('passes the refusal of the creation on (a slug taken since)', async () => {
    const { deps, deletion } = setUpDeleted();
    const { id } = await deletion();
    const conflict = { type: 'resource/conflict' as const, resourceType: 'legalpages' as const, field: 'slug', detail: 'taken' };
    expect(
      await restoreDeleted({ ...deps, create: async () => ({ ok: false as const, error: conflict }) }, { actor: ADMIN, entryId: id }),
    ).toEqual({
      ok: false,
      error: conflict,
    });
  });
});
