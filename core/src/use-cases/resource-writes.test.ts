import { describe, expect, it } from 'vitest';
import { createResource } from './create-resource.ts';
import { removeResource } from './remove-resource.ts';
import { updateResource } from './update-resource.ts';
import { systemClock } from '../ports/clock.ts';
import { fakePasswords, recordStore } from './use-case-fakes.test-support.ts';

const admin = { userId: 1, roles: ['admin' as const] };
const editor = { userId: 2, roles: ['editor' as const] };
const category = {
  name: 'Prêt auto',
  slug: 'pret-auto',
  title: 'Prêt auto',
  config: {
    amounts: [10_000],
    durations: [48],
    amountIndex: 0,
    durationIndex: 0,
    bounds: { minAmount: 1_000, maxAmount: 75_000, minDuration: 12, maxDuration: 96 },
  },
};

describe('createResource, updateResource, removeResource', () => {
  it('follow the access policy: visitors and editors never touch users, editors run the content', async () => {
    const resources = recordStore();
    const deps = { resources, passwords: fakePasswords, clock: systemClock };
    const user = { email: 'x@pretscope.example', firstName: 'X', lastName: 'Y', roles: ['editor'], password: 'un mot de passe solide' };
    expect(await createResource(deps, { actor: null, type: 'users', attributes: user })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: false },
    });
    expect(await createResource(deps, { actor: editor, type: 'users', attributes: user })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect(await updateResource(deps, { actor: editor, type: 'users', id: 1, attributes: { roles: ['admin'] } })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect(await removeResource(deps, { actor: editor, type: 'users', id: 1 })).toEqual({
      ok: false,
      error: { type: 'access/denied', signedIn: true },
    });
    expect((await createResource(deps, { actor: editor, type: 'categories', attributes: category })).ok).toBe(true);
    expect(resources.records.size).toBe(1);
  });

  it('validate with the core schema and answer each field’s French message with its path', async () => {
    const deps = { resources: recordStore(), passwords: fakePasswords, clock: systemClock };
    const result = await createResource(deps, {
      actor: admin,
      type: 'categories',
      attributes: { ...category, slug: 'Prêt Auto', couleur: 'rouge' },
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.type !== 'input/invalid') throw new Error('expected invalid input');
    expect(result.error.issues).toEqual(
      expect.arrayContaining([
        {
          path: ['slug'],
          message: 'Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
        },
        { path: ['couleur'], message: 'Champ inconnu\u00a0: couleur.' },
      ]),
    );
  });

  it('store a user’s password only as its hash, and leave it unchanged when an update sends it empty', async () => {
    const resources = recordStore();
    const deps = { resources, passwords: fakePasswords, clock: systemClock };
    const created = await createResource(deps, {
      actor: admin,
      type: 'users',
      attributes: { email: 'x@pretscope.example', firstName: 'X', lastName: 'Y', roles: ['editor'], password: 'un mot de passe solide' },
    });
    if (!created.ok) throw new Error('expected a user');
    expect(created.value.attributes).toMatchObject({ passwordHash: 'hashed:un mot de passe solide' });
    expect(created.value.attributes).not.toHaveProperty('password');
    await updateResource(deps, { actor: admin, type: 'users', id: created.value.id, attributes: { firstName: 'Xavier', password: '' } });
    expect(resources.records.get(`users:${created.value.id}`)?.attributes).toMatchObject({
      firstName: 'Xavier',
      passwordHash: 'hashed:un mot de passe solide',
    });
  });

  it('store the French text a visitor reads in French typography, and the rest as sent (decision 0017)', async () => {
    const resources = recordStore([
      {
        type: 'products',
        id: 5,
        attributes: { name: 'Prêt', title: 'Prêt', viaBroker: false, advertiserBrokerId: null },
        relationships: {},
      },
    ]);
    const deps = { resources, passwords: fakePasswords, clock: systemClock };
    const created = await createResource(deps, {
      actor: editor,
      type: 'categories',
      attributes: {
        ...category,
        name: "Prêt d'été",
        description: "Un `code ?` en markdown : l'éditeur le rend",
        faq: [{ question: 'Peut-on rembourser plus tôt ?', answer: "L'offre : 3 % au plus." }],
      },
    });
    if (!created.ok) throw new Error('expected a category');
    expect(created.value.attributes).toMatchObject({
      name: 'Prêt d’été',
      slug: 'pret-auto',
      description: "Un `code ?` en markdown : l'éditeur le rend",
      faq: [{ question: 'Peut-on rembourser plus tôt\u202f?', answer: 'L’offre\u00a0: 3\u00a0% au plus.' }],
    });
    // An update too; a product's title follows its name, typeset alike.
    await updateResource(deps, { actor: editor, type: 'products', id: 5, attributes: { name: "Prêt L'offre : 3 %" } });
    expect(resources.records.get('products:5')?.attributes).toMatchObject({
      name: 'Prêt L’offre\u00a0: 3\u00a0%',
      title: 'Prêt L’offre\u00a0: 3\u00a0%',
    });
    // A password is never typeset: its hash is of what was typed.
    const user = await createResource(deps, {
      actor: admin,
      type: 'users',
      attributes: { email: 'y@pretscope.example', firstName: 'Y', lastName: 'Z', roles: ['editor'], password: "l'été : 3 % ?" },
    });
    if (!user.ok) throw new Error('expected a user');
    expect(user.value.attributes).toMatchObject({ passwordHash: "hashed:l'été : 3 % ?" });
  });

  it('check the French text as it will be stored: its length, and tags that typesetting makes the same', async () => {
    const deps = { resources: recordStore(), passwords: fakePasswords, clock: systemClock };
    // 200 characters as typed, 201 with the narrow space « ? » takes: longer than a name may be (and its column).
    const tooLong = await createResource(deps, {
      actor: editor,
      type: 'categories',
      attributes: { ...category, name: `${'x'.repeat(197)} a?` },
    });
    expect(tooLong).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['name'], message: 'Le nom ne doit pas dépasser 200 caractères.' }] },
    });
    expect(
      (await createResource(deps, { actor: editor, type: 'categories', attributes: { ...category, name: `${'x'.repeat(196)} a?` } })).ok,
    ).toBe(true);
    const tags = await updateResource(deps, {
      actor: editor,
      type: 'products',
      id: 5,
      attributes: { tags: ["prêt d'honneur", 'prêt d’honneur'] },
    });
    expect(tags).toEqual({
      ok: false,
      error: { type: 'input/invalid', issues: [{ path: ['tags'], message: 'Les étiquettes contiennent un doublon.' }] },
    });
  });

  it('refuse a product set to go via a broker while the stored product names none', async () => {
    const resources = recordStore([
      { type: 'products', id: 5, attributes: { name: 'Prêt', viaBroker: false, advertiserBrokerId: null }, relationships: {} },
    ]);
    const deps = { resources, passwords: fakePasswords, clock: systemClock };
    const refused = await updateResource(deps, { actor: editor, type: 'products', id: 5, attributes: { viaBroker: true } });
    expect(refused).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [{ path: ['advertiserBrokerId'], message: 'Choisissez le courtier d’une offre proposée via un courtier.' }],
      },
    });
    expect(
      (await updateResource(deps, { actor: editor, type: 'products', id: 5, attributes: { viaBroker: true, advertiserBrokerId: 3 } })).ok,
    ).toBe(true);
  });

  it('refuse a change that would leave a reminder with neither a target rate nor a date', async () => {
    const resources = recordStore([
      { type: 'reminders', id: 7, attributes: { email: 'paul@example.fr', targetRate: 3.1, targetDate: null }, relationships: {} },
    ]);
    const deps = { resources, passwords: fakePasswords, clock: systemClock };
    const refused = await updateResource(deps, { actor: admin, type: 'reminders', id: 7, attributes: { targetRate: null } });
    expect(refused).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [{ path: ['targetRate'], message: 'Indiquez un taux visé, une date de rappel, ou les deux.' }],
      },
    });
    expect(resources.records.get('reminders:7')?.attributes).toMatchObject({ targetRate: 3.1 });
    expect(
      (await updateResource(deps, { actor: admin, type: 'reminders', id: 7, attributes: { targetRate: null, targetDate: '2027-01-15' } }))
        .ok,
    ).toBe(true);
    expect(resources.records.get('reminders:7')?.attributes).toMatchObject({
      targetRate: null,
      targetDate: new Date('2027-01-15T00:00:00Z'),
    });
  });
});
