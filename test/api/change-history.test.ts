import type { ChangeEntry } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startTestServer, type TestServer } from './test-server.test-support.ts';

type Attributes = Record<string, unknown>;

/**
 * Decision 0019: every staff write of the JSON API and of the back office records who made it, when, and the previous
 * value, through the composition root's one recording store; what visitors send is not recorded; an admin restores
 * the version before a change, itself recorded as a restore.
 */
describe('the history of changes, through the API and the back office alike', () => {
  let server: TestServer;
  let cookie: string;
  let ids: { admin: number; editor: number };

  const api = (method: string, path: string, token: string | null, json?: unknown) => server.api(path, { method, token, json });
  const attributesOf = async (type: string, id: string | number): Promise<Attributes> =>
    ((await (await api('GET', `/${type}/${id}`, server.adminToken)).json()) as { data: { attributes: Attributes } }).data.attributes;
  const historyOf = async (type: 'products' | 'legalpages' | 'leads' | 'categories', id: number): Promise<ChangeEntry[]> => {
    const listed = await server.container
      .requestScope()
      .useCases.listChanges({ actor: { userId: ids.admin, roles: ['admin'] }, type, id, page: 1 });
    if (!listed.ok) throw new Error(listed.error.type);
    return listed.value.entries;
  };
  const adminPost = (path: string, fields: [string, string][]) =>
    fetch(`${server.url}/_admin_/${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, cookie },
      body: new URLSearchParams(fields),
    });

  beforeAll(async () => {
    server = await startTestServer();
    const login = await fetch(`${server.url}/_admin_/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams(ADMIN),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const me = async (token: string) =>
      Number(((await (await api('GET', '/auth/user', token)).json()) as { data: { id: string } }).data.id);
    ids = { admin: await me(server.adminToken), editor: await me(server.editorToken) };
  });
  afterAll(async () => server?.close());

  it('records an API PATCH with the editor who sent it, the previous value and the new one', async () => {
    const product = (await (await api('GET', '/products?page[limit]=1&sort=id', server.editorToken)).json()) as {
      data: { id: string; attributes: Attributes }[];
    };
    const { id, attributes } = product.data[0]!;
    const before = String(attributes.name);
    const answer = await api('PATCH', `/products/${id}`, server.editorToken, {
      data: { type: 'products', id, attributes: { name: 'Prêt Habitat Révisé' } },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const [entry] = await historyOf('products', Number(id));
    expect(entry).toMatchObject({
      resourceType: 'products',
      resourceId: Number(id),
      action: 'update',
      actor: { userId: ids.editor, email: EDITOR.email, name: 'Rédaction Test' },
      restoredFrom: null,
    });
    expect(entry!.changedFields).toContain('name');
    expect(entry!.previous?.name).toBe(before);
    expect(entry!.next?.name).toBe('Prêt Habitat Révisé');
    expect(Math.abs(entry!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('records a back office save with the admin whose session it is, and a restore brings the previous text back', async () => {
    const page = (await (
      await api('POST', '/legalpages', server.adminToken, {
        data: { type: 'legalpages', attributes: { title: 'Conditions d’essai', slug: 'conditions-essai', content: 'Première version.' } },
      })
    ).json()) as { data: { id: string } };
    const id = Number(page.data.id);
    const saved = await adminPost(`legal-pages/${id}`, [
      ['intent', 'save'],
      ['title', 'Conditions d’essai'],
      ['slug', 'conditions-essai'],
      ['content', 'Deuxième version.'],
    ]);
    expect(saved.status).toBe(200);
    const [update, creation] = await historyOf('legalpages', id);
    expect(creation).toMatchObject({ action: 'create', previous: null, actor: { userId: ids.admin, email: ADMIN.email } });
    expect(update).toMatchObject({
      action: 'update',
      actor: { userId: ids.admin, email: ADMIN.email },
      changedFields: ['content'],
      previous: expect.objectContaining({ content: 'Première version.' }),
      next: expect.objectContaining({ content: 'Deuxième version.' }),
    });

    // Without the confirmation nothing happens; with it, the text before that save is back, recorded as a restore.
    expect(
      (
        await adminPost(`legal-pages/${id}`, [
          ['intent', 'restore'],
          ['entry', String(update!.id)],
        ])
      ).status,
    ).toBe(400);
    expect(await attributesOf('legalpages', id)).toMatchObject({ content: 'Deuxième version.' });
    const restored = await adminPost(`legal-pages/${id}`, [
      ['intent', 'restore'],
      ['entry', String(update!.id)],
      ['confirm', 'oui'],
    ]);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await attributesOf('legalpages', id)).toMatchObject({ content: 'Première version.' });
    const [restore] = await historyOf('legalpages', id);
    expect(restore).toMatchObject({ action: 'restore', restoredFrom: update!.id, changedFields: ['content'] });

    // The edit screen shows it, in French.
    const html = await (await fetch(`${server.url}/_admin_/legal-pages/${id}`, { headers: { cookie } })).text();
    expect(html).toContain('Historique des modifications');
    expect(html).toContain('Restauration d’une version précédente');
    expect(html).toContain('Restaurer cette version');
  });

  it('records a DELETE, keeps a lead’s change without its values, and records nothing a visitor sends', async () => {
    const categoryAnswer = await api('POST', '/categories', server.editorToken, {
      data: {
        type: 'categories',
        attributes: {
          name: 'Prêt d’essai',
          title: 'Prêt d’essai',
          slug: 'pret-essai',
          config: {
            amounts: [1000],
            durations: [12],
            amountIndex: 0,
            durationIndex: 0,
            bounds: { minAmount: 500, maxAmount: 5000, minDuration: 6, maxDuration: 60 },
          },
        },
      },
    });
    expect(categoryAnswer.status, await categoryAnswer.clone().text()).toBe(201);
    const category = (await categoryAnswer.json()) as { data: { id: string } };
    const categoryId = Number(category.data.id);
    expect((await api('DELETE', `/categories/${categoryId}`, server.editorToken)).status).toBe(204);
    const [deletion] = await historyOf('categories', categoryId);
    expect(deletion).toMatchObject({ action: 'delete', next: null, actor: { email: EDITOR.email } });
    expect(deletion!.previous?.slug).toBe('pret-essai');

    const lead = (await (
      await api('POST', '/leads', null, {
        data: {
          type: 'leads',
          attributes: {
            kind: 'contact',
            firstName: 'Léa',
            lastName: 'Martin',
            email: 'lea@example.org',
            country: 'LUX',
            message: 'Bonjour',
            consent: { given: true, text: 'J’accepte d’être recontactée.', version: '2026-11' },
          },
        },
      })
    ).json()) as { data: { id: string } };
    const leadId = Number(lead.data.id);
    expect(await historyOf('leads', leadId)).toEqual([]);
    expect(
      (
        await api('PATCH', `/leads/${leadId}`, server.adminToken, {
          data: { type: 'leads', id: String(leadId), attributes: { status: 'traite' } },
        })
      ).status,
    ).toBe(200);
    const [statusChange] = await historyOf('leads', leadId);
    expect(statusChange).toMatchObject({ action: 'update', changedFields: ['status'], previous: null, next: null });
    expect(JSON.stringify(statusChange)).not.toContain('lea@example.org');
  });

  it('shows a rate observation’s change in its product’s history, the observation’s own figures before and after', async () => {
    const loans = (await (await api('GET', '/loans?page[limit]=1&sort=id', server.editorToken)).json()) as {
      data: { id: string; attributes: { rate: number; productId: number } }[];
    };
    const { id, attributes } = loans.data[0]!;
    const answer = await api('PATCH', `/loans/${id}`, server.editorToken, {
      data: { type: 'loans', id, attributes: { rate: attributes.rate + 0.1 } },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const [entry] = await historyOf('products', attributes.productId);
    expect(entry).toMatchObject({
      resourceType: 'loans',
      resourceId: Number(id),
      parent: { type: 'products', id: attributes.productId },
      changedFields: ['rate'],
      previous: expect.objectContaining({ rate: attributes.rate }),
      actor: { email: EDITOR.email },
    });
  });

  it('lets only an admin restore, and refuses an entry of another record from a screen', async () => {
    const [entry] = await historyOf('products', 1);
    const editorRestore = await server.container
      .requestScope()
      .useCases.restoreVersion({ actor: { userId: ids.editor, roles: ['editor'] }, entryId: entry!.id });
    expect(editorRestore).toMatchObject({ ok: false, error: { type: 'access/denied' } });
    const elsewhere = await adminPost('legal-pages/1', [
      ['intent', 'restore'],
      ['entry', String(entry!.id)],
      ['confirm', 'oui'],
    ]);
    expect(elsewhere.status).toBe(404);
  });
});
