import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, changeEntryFor, historyKeepsValues, isRestorable, restorePatch, sameValue } from './change-entry.ts';

const actor = { userId: 3, email: 'claire@pretscope.example', name: 'Claire Weber' };
const at = new Date('2027-03-01T10:00:00.000Z');

describe('changedFields', () => {
  it('names the attributes whose value differs, sorted, and never the store’s timestamps', () => {
    expect(
      changedFields(
        { name: 'A', rate: 3.45, tags: ['x'], config: { a: 1, b: 2 }, modifiedAt: new Date(0) },
        { name: 'B', rate: 3.45, tags: ['x'], config: { b: 2, a: 1 }, modifiedAt: new Date(1) },
      ),
    ).toEqual(['name']);
    expect(changedFields({ tags: ['x', 'y'] }, { tags: ['y', 'x'] })).toEqual(['tags']);
    expect(changedFields({ description: null }, { description: undefined })).toEqual([]);
  });

  it('names every attribute of a created or deleted record', () => {
    expect(changedFields(null, { slug: 's', name: 'n', createdAt: at })).toEqual(['name', 'slug']);
    expect(changedFields({ slug: 's' }, null)).toEqual(['slug']);
  });

  it('is empty between a version and itself, and symmetric (property)', () => {
    const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue());
    fc.assert(
      fc.property(record, record, (a, b) => {
        expect(changedFields(a, a)).toEqual([]);
        expect(changedFields(a, b)).toEqual(changedFields(b, a));
        for (const field of changedFields(a, b)) expect(sameValue(a[field], b[field])).toBe(false);
      }),
    );
  });
});

describe('changeEntryFor', () => {
  it('keeps both versions of a content record as JSON, dates as ISO strings', () => {
    const entry = changeEntryFor({
      resourceType: 'products',
      resourceId: 7,
      action: 'update',
      actor,
      at,
      previous: { name: 'Prêt Habitat', publishedAt: new Date('2026-01-01T00:00:00Z') },
      next: { name: 'Prêt Habitat Plus', publishedAt: new Date('2026-01-01T00:00:00Z') },
    });
    expect(entry).toEqual({
      resourceType: 'products',
      resourceId: 7,
      action: 'update',
      actor,
      at,
      previous: { name: 'Prêt Habitat', publishedAt: '2026-01-01T00:00:00.000Z' },
      next: { name: 'Prêt Habitat Plus', publishedAt: '2026-01-01T00:00:00.000Z' },
      changedFields: ['name'],
      restoredFrom: null,
      parent: null,
    });
  });

  it('names a rate observation’s product as its parent, and counts its observation day as an edit', () => {
    const entry = changeEntryFor({
      resourceType: 'loans',
      resourceId: 40,
      action: 'update',
      actor,
      at,
      previous: { rate: 3.2, productId: 7, createdAt: '2027-01-01T00:00:00.000Z' },
      next: { rate: 3.1, productId: 7, createdAt: '2027-02-01T00:00:00.000Z' },
    });
    expect(entry).toMatchObject({ parent: { type: 'products', id: 7 }, changedFields: ['createdAt', 'rate'] });
  });

  it('records nothing for an update that changed nothing an editor wrote', () => {
    expect(
      changeEntryFor({
        resourceType: 'articles',
        resourceId: 1,
        action: 'update',
        actor,
        at,
        previous: { title: 'T' },
        next: { title: 'T' },
      }),
    ).toBeNull();
  });

  it('keeps only the field names of a record about a person: a lead’s address never enters the history', () => {
    const entry = changeEntryFor({
      resourceType: 'leads',
      resourceId: 2,
      action: 'update',
      actor,
      at,
      previous: { email: 'lea@example.org', status: 'nouveau' },
      next: { email: 'lea@example.org', status: 'traite' },
    });
    expect(entry).toMatchObject({ previous: null, next: null, changedFields: ['status'] });
    expect(JSON.stringify(entry)).not.toContain('lea@example.org');
    for (const type of ['users', 'leads', 'reminders', 'loggederror', 'clicks', 'batch_count'] as const)
      expect(historyKeepsValues(type)).toBe(false);
    for (const type of ['products', 'articles', 'legalpages', 'categories', 'announcers', 'authors', 'loans'] as const)
      expect(historyKeepsValues(type)).toBe(true);
  });

  it('a creation has no previous version, a deletion no next one', () => {
    expect(
      changeEntryFor({ resourceType: 'categories', resourceId: 1, action: 'create', actor, at, previous: { a: 1 }, next: { a: 2 } }),
    ).toMatchObject({ previous: null, next: { a: 2 }, changedFields: ['a'] });
    expect(
      changeEntryFor({ resourceType: 'categories', resourceId: 1, action: 'delete', actor, at, previous: { a: 1 }, next: { a: 2 } }),
    ).toMatchObject({ previous: { a: 1 }, next: null, changedFields: ['a'] });
  });
});

describe('restorePatch', () => {
  it('writes back every editable field of the earlier version that differs now, nothing else', () => {
    const entry = { previous: { name: 'Avant', rate: 3.2, slug: 'pret', createdAt: '2020-01-01', computed: 9 } };
    const editable = (field: string) => field !== 'computed';
    expect(restorePatch(entry, { name: 'Après', rate: 3.2, slug: 'pret-2', createdAt: '2027-01-01', computed: 1 }, editable)).toEqual({
      name: 'Avant',
      slug: 'pret',
    });
    expect(restorePatch(entry, { ...entry.previous }, editable)).toEqual({});
    expect(restorePatch({ previous: null }, {}, editable)).toBeNull();
  });

  it('brings the record back to the earlier version, whatever happened since (property)', () => {
    const record = fc.dictionary(fc.constantFrom('name', 'slug', 'rate', 'tags'), fc.jsonValue());
    fc.assert(
      fc.property(record, record, (earlier, now) => {
        const patch = restorePatch({ previous: earlier }, now, () => true) ?? {};
        expect(changedFields(earlier, { ...now, ...patch }).filter((field) => field in earlier)).toEqual([]);
      }),
    );
  });
});

describe('restorable types', () => {
  it('are the articles, legal pages, categories and products (issue 22)', () => {
    expect(['articles', 'legalpages', 'categories', 'products'].every((type) => isRestorable(type as never))).toBe(true);
    expect(isRestorable('users')).toBe(false);
    expect(isRestorable('leads')).toBe(false);
  });
});
