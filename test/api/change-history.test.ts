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

  describe('read through the JSON:API, GET /api/changes, for admins only', () => {
    type ChangeDocument = { type: string; id: string; attributes: Attributes & { actor: { email: string }; action: string } };
    type Errors = { errors: { status: string; code: string; detail: string; source?: { parameter?: string } }[] };

    it('lists a record’s entries newest first, paged, and reads one entry by its id', async () => {
      const listed = (await (await api('GET', '/products?page[limit]=1&sort=-id', server.adminToken)).json()) as {
        data: { id: string; attributes: Attributes }[];
      };
      const { id, attributes } = listed.data[0]!;
      for (const name of ['Prêt lu par l’API', String(attributes.name)])
        expect(
          (await api('PATCH', `/products/${id}`, server.editorToken, { data: { type: 'products', id, attributes: { name } } })).status,
        ).toBe(200);

      const answer = await api('GET', `/changes?filter[type]=products&filter[id]=${id}&page[limit]=1`, server.adminToken);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/vnd.api+json');
      const document = (await answer.json()) as { data: ChangeDocument[]; meta: { count: number }; links: { next?: string } };
      expect(document.meta.count).toBeGreaterThanOrEqual(2);
      expect(document.data).toHaveLength(1);
      const [latest] = document.data;
      expect(latest).toMatchObject({
        type: 'changes',
        attributes: {
          resourceType: 'products',
          resourceId: Number(id),
          action: 'update',
          actor: { userId: ids.editor },
          previous: { name: 'Prêt lu par l’API' },
          next: { name: attributes.name },
          changedFields: expect.arrayContaining(['name']),
        },
      });
      expect(new Date(String(latest!.attributes.at)).toISOString()).toBe(latest!.attributes.at);
      expect(document.links.next).toContain('page%5Boffset%5D=1');
      const second = (await (
        await api('GET', `/changes?filter[type]=products&filter[id]=${id}&page[offset]=1&page[limit]=1`, server.adminToken)
      ).json()) as {
        data: ChangeDocument[];
      };
      expect(second.data[0]!.attributes.next).toMatchObject({ name: 'Prêt lu par l’API' });

      const one = await api('GET', `/changes/${latest!.id}`, server.adminToken);
      expect(one.status).toBe(200);
      expect(((await one.json()) as { data: ChangeDocument }).data).toEqual(latest);
      const missing = await api('GET', '/changes/999999999', server.adminToken);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as Errors).errors[0]).toMatchObject({ status: '404', code: 'not-found' });
    });

    it('lists the deletions of a type not yet restored with filter[action]=delete', async () => {
      const created = (await (
        await api('POST', '/legalpages', server.adminToken, {
          data: { type: 'legalpages', attributes: { title: 'Page lue supprimée', slug: `page-lue-${Date.now()}`, content: 'Texte.' } },
        })
      ).json()) as { data: { id: string } };
      expect((await api('DELETE', `/legalpages/${created.data.id}`, server.adminToken)).status).toBe(204);
      const answer = await api('GET', '/changes?filter[type]=legalpages&filter[action]=delete', server.adminToken);
      expect(answer.status).toBe(200);
      const document = (await answer.json()) as { data: ChangeDocument[] };
      expect(document.data[0]).toMatchObject({
        attributes: {
          resourceType: 'legalpages',
          resourceId: Number(created.data.id),
          action: 'delete',
          previous: { title: 'Page lue supprimée' },
          next: null,
        },
      });
    });

    it('refuses editors (403) and visitors (401), as JSON:API errors, and anything but a read (405)', async () => {
      for (const [token, status] of [
        [server.editorToken, 403],
        [null, 401],
      ] as const) {
        for (const path of ['/changes?filter[type]=products&filter[id]=1', '/changes/1']) {
          const answer = await api('GET', path, token);
          expect(answer.status, path).toBe(status);
          expect(answer.headers.get('content-type')).toContain('application/vnd.api+json');
          expect(((await answer.json()) as Errors).errors[0]).toMatchObject({ status: String(status) });
        }
      }
      for (const method of ['POST', 'PATCH', 'DELETE']) {
        const answer = await api(method, method === 'POST' ? '/changes' : '/changes/1', server.adminToken, { data: { type: 'changes' } });
        expect(answer.status, method).toBe(405);
        expect(((await answer.json()) as Errors).errors[0]).toMatchObject({ status: '405', code: 'method-not-allowed' });
      }
    });

    it('names the parameter of a bad query in a 400', async () => {
      for (const [query, parameter] of [
        ['', 'filter[type]'],
        ['?filter[type]=dragons&filter[id]=1', 'filter[type]'],
        ['?filter[type]=products', 'filter[id]'],
        ['?filter[type]=products&filter[id]=abc', 'filter[id]'],
        ['?filter[type]=products&filter[action]=update', 'filter[action]'],
        ['?filter[type]=products&filter[id]=1&page[limit]=500', 'page[limit]'],
        ['?filter[type]=products&filter[id]=1&page[offset]=-1', 'page[offset]'],
      ] as const) {
        const answer = await api('GET', `/changes${query}`, server.adminToken);
        expect(answer.status, query).toBe(400);
        expect(((await answer.json()) as Errors).errors[0]?.source?.parameter, query).toBe(parameter);
      }
    });

    it('is listed in the OpenAPI document', async () => {
      const paths = ((await (await server.api('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }).paths;
      expect(Object.keys(paths['/api/changes'] ?? {})).toEqual(['get']);
      expect(Object.keys(paths['/api/changes/{id}'] ?? {})).toEqual(['get']);
    });
  });
});
