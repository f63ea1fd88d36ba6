import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiTypes } from '../api/api-types.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { RUBRIQUE_IN_USE_MESSAGE, RUBRIQUE_SLUG_TAKEN_MESSAGE, UNKNOWN_RUBRIQUE_MESSAGE } from '../content/rubrique.ts';
import { createResource } from './create-resource.ts';
import { removeResource } from './remove-resource.ts';
import { updateResource } from './update-resource.ts';
import { fakePasswords, recordStore } from './use-case-fakes.test-support.ts';
import { LEAD_STATUS_ONLY_MESSAGE, OWN_ADMIN_ROLE_MESSAGE, WRITE_RULES, writeRulesFor } from './write-rules.ts';

const NOW = new Date('2026-11-22T10:15:00Z');
const clock = { now: () => NOW };
const admin = { userId: 1, roles: ['admin' as const] };
const editor = { userId: 2, roles: ['editor' as const] };
const record = (type: ResourceRecord['type'], id: number, attributes: Record<string, unknown>): ResourceRecord => ({
  type,
  id,
  attributes,
  relationships: {},
});

/** A store that counts its reads, to show the stored record is read only when a rule needs it, and once. */
function countingStore(seed: ResourceRecord[]) {
  const store = recordStore(seed);
  let reads = 0;
  const get = store.get.bind(store);
  return Object.assign(store, {
    get: (...args: Parameters<typeof get>) => {
      reads++;
      return get(...args);
    },
    reads: () => reads,
  });
}

describe('write rules (one table, applied by createResource and updateResource)', () => {
  it('let only a lead’s status change, and refuse each other field with its own French message', async () => {
    const resources = recordStore([record('leads', 4, { email: 'paul@example.fr', firstName: 'Paul', status: 'nouveau' })]);
    const deps = { resources, passwords: fakePasswords, clock };
    const refused = await updateResource(deps, {
      actor: admin,
      type: 'leads',
      id: 4,
      attributes: { status: 'traite', email: 'autre@example.fr', firstName: 'Pierre' },
    });
    expect(refused).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [
          { path: ['email'], message: LEAD_STATUS_ONLY_MESSAGE },
          { path: ['firstName'], message: LEAD_STATUS_ONLY_MESSAGE },
        ],
      },
    });
    expect(resources.records.get('leads:4')?.attributes).toMatchObject({ email: 'paul@example.fr', status: 'nouveau' });
    expect((await updateResource(deps, { actor: admin, type: 'leads', id: 4, attributes: { status: 'traite' } })).ok).toBe(true);
    expect(resources.records.get('leads:4')?.attributes).toMatchObject({ email: 'paul@example.fr', status: 'traite' });
  });

  it('keep an administrator from taking the admin role off their own account, and only their own', async () => {
    const resources = recordStore([
      record('users', 1, { email: 'a@pretscope.example', roles: ['admin'] }),
      record('users', 3, { email: 'b@pretscope.example', roles: ['admin'] }),
    ]);
    const deps = { resources, passwords: fakePasswords, clock };
    expect(await updateResource(deps, { actor: admin, type: 'users', id: 1, attributes: { roles: ['editor'] } })).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['roles'], message: OWN_ADMIN_ROLE_MESSAGE }] },
    });
    // Said before the schema, as the back office always did: no « choisissez au moins un rôle » instead.
    expect(await updateResource(deps, { actor: admin, type: 'users', id: 1, attributes: { roles: [] } })).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['roles'], message: OWN_ADMIN_ROLE_MESSAGE }] },
    });
    expect(
      (await updateResource(deps, { actor: admin, type: 'users', id: 1, attributes: { roles: ['admin', 'editor'], firstName: 'Anne' } }))
        .ok,
    ).toBe(true);
    expect((await updateResource(deps, { actor: admin, type: 'users', id: 1, attributes: { firstName: 'Anne' } })).ok).toBe(true);
    expect((await updateResource(deps, { actor: admin, type: 'users', id: 3, attributes: { roles: ['editor'] } })).ok).toBe(true);
    expect(resources.records.get('users:3')?.attributes).toMatchObject({ roles: ['editor'] });
  });

  it('date an article published without a date with the instant of the save, on creation and on update', async () => {
    const resources = recordStore([
      record('articles', 8, { title: 'Brouillon', isPublished: false, publishedAt: null }),
      record('articles', 9, { title: 'Publié', isPublished: true, publishedAt: new Date('2026-01-05T00:00:00Z') }),
    ]);
    const deps = { resources, passwords: fakePasswords, clock };
    const created = await createResource(deps, {
      actor: editor,
      type: 'articles',
      attributes: { title: 'Nouveau', slug: 'nouveau', isPublished: true },
    });
    expect(created.ok && created.value.attributes.publishedAt).toEqual(NOW);
    const draft = await createResource(deps, {
      actor: editor,
      type: 'articles',
      attributes: { title: 'Brouillon 2', slug: 'brouillon-2', isPublished: false },
    });
    expect(draft.ok && draft.value.attributes.publishedAt).toBe(null);
    // The API's PATCH names only the flag: the stored date (none) decides.
    await updateResource(deps, { actor: editor, type: 'articles', id: 8, attributes: { isPublished: true } });
    expect(resources.records.get('articles:8')?.attributes.publishedAt).toEqual(NOW);
    // The back office sends both fields; a date given is kept.
    await updateResource(deps, { actor: editor, type: 'articles', id: 9, attributes: { isPublished: true, publishedAt: '2026-02-01' } });
    expect(resources.records.get('articles:9')?.attributes.publishedAt).toEqual(new Date('2026-02-01T00:00:00Z'));
    // Clearing the date of a published article dates it again; unpublishing leaves it undated.
    await updateResource(deps, { actor: editor, type: 'articles', id: 9, attributes: { publishedAt: null } });
    expect(resources.records.get('articles:9')?.attributes.publishedAt).toEqual(NOW);
    await updateResource(deps, { actor: editor, type: 'articles', id: 9, attributes: { isPublished: false, publishedAt: null } });
    expect(resources.records.get('articles:9')?.attributes.publishedAt).toBe(null);
  });

  it('keep a product’s stored statistics whatever a save sends, and read the stored product once', async () => {
    const stats = { count: 4, min: 3.1, max: 3.9, mean: 3.4, std: 0.3 };
    const resources = countingStore([
      record('products', 5, { name: 'Prêt', viaBroker: false, advertiserBrokerId: null, config: { stats, linkSubtext: 'Sans frais' } }),
    ]);
    const deps = { resources, passwords: fakePasswords, clock };
    await updateResource(deps, { actor: editor, type: 'products', id: 5, attributes: { config: { linkSubtext: 'Offre en ligne' } } });
    expect(resources.records.get('products:5')?.attributes.config).toEqual({ stats, linkSubtext: 'Offre en ligne' });
    await updateResource(deps, {
      actor: editor,
      type: 'products',
      id: 5,
      attributes: { config: { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: 'x' } },
    });
    expect(resources.records.get('products:5')?.attributes.config).toEqual({ stats, linkSubtext: 'x' });
    const before = resources.reads();
    await updateResource(deps, { actor: editor, type: 'products', id: 5, attributes: { name: 'Prêt perso' } });
    expect(resources.reads()).toBe(before);
    await updateResource(deps, { actor: editor, type: 'products', id: 5, attributes: { viaBroker: false, config: { linkSubtext: 'y' } } });
    expect(resources.reads()).toBe(before + 1);
  });

  it('answer a rule that needs the stored record with the store’s not-found', async () => {
    const deps = { resources: recordStore(), passwords: fakePasswords, clock };
    expect(await updateResource(deps, { actor: editor, type: 'products', id: 404, attributes: { config: { linkSubtext: 'x' } } })).toEqual({
      ok: false,
      error: { type: 'resource/not-found', resourceType: 'products', id: 404 },
    });
  });

  it('name only API types, and each rule at least one kind of write', () => {
    for (const [type, rules] of Object.entries(WRITE_RULES)) {
      expect(apiTypes).toContain(type);
      for (const rule of rules ?? []) {
        expect(rule.on.length).toBeGreaterThan(0);
        expect(rule.before ?? rule.after).toBeDefined();
      }
    }
    expect(writeRulesFor('categories', 'update')).toEqual([]);
  });

  describe('properties', () => {
    const leadFields = fc.uniqueArray(
      fc.constantFrom('status', 'email', 'firstName', 'lastName', 'phone', 'amount', 'message', 'kind', 'consent'),
      { maxLength: 9 },
    );

    it('a lead change is refused exactly when it names a field other than the status, once per such field', async () => {
      await fc.assert(
        fc.asyncProperty(leadFields, async (fields) => {
          const resources = recordStore([record('leads', 4, { status: 'nouveau' })]);
          const attributes = Object.fromEntries(fields.map((field) => [field, field === 'status' ? 'transmis' : 'x']));
          const result = await updateResource(
            { resources, passwords: fakePasswords, clock },
            { actor: admin, type: 'leads', id: 4, attributes },
          );
          const others = fields.filter((field) => field !== 'status');
          if (others.length === 0) expect(result.ok).toBe(true);
          else
            expect(result).toEqual({
              ok: false,
              error: { type: 'input/invalid', issues: others.map((field) => ({ path: [field], message: LEAD_STATUS_ONLY_MESSAGE })) },
            });
        }),
      );
    });

    it('an administrator’s own account always keeps the admin role; another account takes any valid roles', async () => {
      const roles = fc.uniqueArray(fc.constantFrom('admin' as const, 'editor' as const), { minLength: 1 });
      await fc.assert(
        fc.asyncProperty(roles, fc.constantFrom(1, 3), async (chosen, id) => {
          const resources = recordStore([record('users', id, { roles: ['admin'] })]);
          const result = await updateResource(
            { resources, passwords: fakePasswords, clock },
            { actor: admin, type: 'users', id, attributes: { roles: chosen } },
          );
          expect(result.ok).toBe(id !== 1 || chosen.includes('admin'));
          expect(resources.records.get(`users:${id}`)?.attributes.roles).toContain(id === 1 ? 'admin' : chosen[0]);
        }),
      );
    });

    it('after any save touching publication, a published article has a publication date, and a given date is never replaced', async () => {
      const day = fc.option(fc.constantFrom('2025-03-01', '2026-07-14'), { nil: null });
      const sent = fc.record({ isPublished: fc.boolean(), publishedAt: day }, { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(fc.boolean(), day, sent, async (storedPublished, storedDay, attributes) => {
          const stored = {
            title: 'A',
            isPublished: storedPublished,
            publishedAt: storedDay === null ? null : new Date(`${storedDay}T00:00:00Z`),
          };
          const resources = recordStore([record('articles', 1, stored)]);
          expect(
            (await updateResource({ resources, passwords: fakePasswords, clock }, { actor: editor, type: 'articles', id: 1, attributes }))
              .ok,
          ).toBe(true);
          const saved = resources.records.get('articles:1')!.attributes;
          const touched = 'isPublished' in attributes || 'publishedAt' in attributes;
          if (touched && saved.isPublished === true) expect(saved.publishedAt).not.toBe(null);
          const given = 'publishedAt' in attributes ? attributes.publishedAt : storedDay;
          if (given) expect(saved.publishedAt).toEqual(new Date(`${given}T00:00:00Z`));
        }),
      );
    });
  });
});

describe('rubriques: a controlled list for articles, renamed without losing an address', () => {
  const seed = () =>
    recordStore([
      record('rubriques', 1, { name: 'Immobilier', slug: 'immobilier', previousSlugs: [] }),
      record('rubriques', 2, { name: 'Crédit à la consommation', slug: 'credit-conso', previousSlugs: ['conso'] }),
      record('articles', 10, { title: 'Frais de notaire', slug: 'frais-de-notaire', subcategory: 'immobilier' }),
      record('articles', 11, { title: 'Acheter seul', slug: 'acheter-seul', subcategory: 'immobilier' }),
      record('articles', 12, { title: 'Le TAEG', slug: 'taeg', subcategory: null }),
    ]);

  it('files an article under a rubrique of the list, or none, and refuses any other', async () => {
    const resources = seed();
    const deps = { resources, passwords: fakePasswords, clock };
    const typo = await createResource(deps, {
      actor: editor,
      type: 'articles',
      attributes: { title: 'Prêt relais', slug: 'pret-relais', subcategory: 'imobilier' },
    });
    expect(typo).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['subcategory'], message: UNKNOWN_RUBRIQUE_MESSAGE }] },
    });
    const filed = await createResource(deps, {
      actor: editor,
      type: 'articles',
      attributes: { title: 'Prêt relais', slug: 'pret-relais', subcategory: 'immobilier' },
    });
    expect(filed.ok).toBe(true);
    expect((await updateResource(deps, { actor: editor, type: 'articles', id: 12, attributes: { subcategory: null } })).ok).toBe(true);
    // A former slug is not a rubrique any more: its addresses redirect, new articles take the current one.
    expect((await updateResource(deps, { actor: editor, type: 'articles', id: 12, attributes: { subcategory: 'conso' } })).ok).toBe(false);
  });

  it('keeps the slugs a renamed rubrique had, moves its articles along, and gives no rubrique a slug another had', async () => {
    const resources = seed();
    const deps = { resources, passwords: fakePasswords, clock };
    const renamed = await updateResource(deps, {
      actor: admin,
      type: 'rubriques',
      id: 1,
      attributes: { slug: 'logement', name: 'Logement' },
    });
    expect(renamed.ok).toBe(true);
    expect(resources.records.get('rubriques:1')?.attributes).toMatchObject({ slug: 'logement', previousSlugs: ['immobilier'] });
    expect([10, 11, 12].map((id) => resources.records.get(`articles:${id}`)?.attributes.subcategory)).toEqual([
      'logement',
      'logement',
      null,
    ]);
    const taken = await updateResource(deps, { actor: admin, type: 'rubriques', id: 1, attributes: { slug: 'conso' } });
    expect(taken).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['slug'], message: RUBRIQUE_SLUG_TAKEN_MESSAGE }] },
    });
    const created = await createResource(deps, { actor: admin, type: 'rubriques', attributes: { name: 'Immo', slug: 'immobilier' } });
    expect(created.ok).toBe(false);
    // Taken back, its own former slug is its current one again, and no longer a former one.
    expect((await updateResource(deps, { actor: admin, type: 'rubriques', id: 1, attributes: { slug: 'immobilier' } })).ok).toBe(true);
    expect(resources.records.get('rubriques:1')?.attributes).toMatchObject({ slug: 'immobilier', previousSlugs: ['logement'] });
    expect(resources.records.get('articles:10')?.attributes.subcategory).toBe('immobilier');
    // Editors choose from the list; admins manage it.
    expect((await updateResource(deps, { actor: editor, type: 'rubriques', id: 1, attributes: { name: 'Immo' } })).ok).toBe(false);
  });

  it('deletes a rubrique only once no article is filed under it', async () => {
    const resources = seed();
    const deps = { resources, passwords: fakePasswords, clock };
    expect(await removeResource(deps, { actor: admin, type: 'rubriques', id: 1 })).toEqual({
      ok: false,
      error: { type: 'resource/in-use', resourceType: 'rubriques', detail: RUBRIQUE_IN_USE_MESSAGE },
    });
    expect(resources.records.has('rubriques:1')).toBe(true);
    expect((await removeResource(deps, { actor: admin, type: 'rubriques', id: 2 })).ok).toBe(true);
  });
});
