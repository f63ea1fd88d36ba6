import { LEAD_STATUS_ONLY_MESSAGE, OWN_ADMIN_ROLE_MESSAGE } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './test-server.test-support.ts';

interface JsonApiErrors {
  errors: { status: string; code: string; title: string; detail: string; source?: { pointer?: string } }[];
}

type Attributes = Record<string, unknown>;

/**
 * Issue 18: the write rules live in core (write-rules.ts) and the use cases apply them, so the JSON API's PATCH obeys
 * the back office's rules: a refusal is a JSON:API 422 with the French message the edit screen shows beside the field,
 * and the rules that complete a save (publishing dates an article, a product keeps its statistics) act alike.
 */
describe('the write rules, through the API and the back office alike', () => {
  let server: TestServer;
  let cookie: string;
  let adminId: string;

  const patch = (type: string, id: string, attributes: Attributes, token = server.adminToken) =>
    server.api(`/${type}/${id}`, { method: 'PATCH', token, json: { data: { type, id, attributes } } });
  const get = async (type: string, id: string): Promise<Attributes> =>
    ((await (await server.api(`/${type}/${id}`, { token: server.adminToken })).json()) as { data: { attributes: Attributes } }).data
      .attributes;
  const created = async (type: string, attributes: Attributes, token: string | null = server.adminToken): Promise<string> => {
    const answer = await server.api(`/${type}`, { method: 'POST', token, json: { data: { type, attributes } } });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return ((await answer.json()) as { data: { id: string } }).data.id;
  };
  /** A save through the back office's edit form: its status and the French messages beside the fields. */
  const adminSave = async (segment: string, id: string, fields: [string, string][]) => {
    const answer = await fetch(`${server.url}/_admin_/${segment}/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, cookie },
      body: new URLSearchParams([['intent', 'save'], ...fields]),
    });
    const html = await answer.text();
    return {
      status: answer.status,
      errors: Object.fromEntries(
        [...html.matchAll(/<p class="field-error" id="champ-([^"]+)-error">([^<]+)</g)].map((match) => [match[1]!, match[2]!]),
      ),
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const login = await fetch(`${server.url}/_admin_/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams(ADMIN),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^pretscope_admin=ey/);
    adminId = ((await (await server.api('/auth/user', { token: server.adminToken })).json()) as { data: { id: string } }).data.id;
  });
  afterAll(async () => server?.close());

  it('refuses a PATCH of a lead that changes anything but its status, one error per field, as the form keeps only the status', async () => {
    const lead = await created(
      'leads',
      {
        kind: 'contact',
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@example.org',
        country: 'LUX',
        message: 'Bonjour',
        consent: { given: true, text: 'J’accepte d’être recontactée.', version: '2026-11' },
      },
      null,
    );
    const answer = await patch('leads', lead, { status: 'traite', email: 'autre@example.org', firstName: 'Pierre' });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('application/vnd.api+json');
    const body = (await answer.json()) as JsonApiErrors;
    expect(body.errors.map(({ status, detail, source }) => ({ status, detail, pointer: source?.pointer }))).toEqual([
      { status: '422', detail: LEAD_STATUS_ONLY_MESSAGE, pointer: '/data/attributes/email' },
      { status: '422', detail: LEAD_STATUS_ONLY_MESSAGE, pointer: '/data/attributes/firstName' },
    ]);
    expect(await get('leads', lead)).toMatchObject({ email: 'lea@example.org', firstName: 'Léa', status: 'nouveau' });
    expect((await patch('leads', lead, { status: 'transmis' })).status).toBe(200);
    // The back office's form shows the request read-only: whatever else it is sent, only the status changes.
    expect(
      (
        await adminSave('leads', lead, [
          ['status', 'traite'],
          ['email', 'pirate@example.org'],
        ])
      ).status,
    ).toBe(200);
    expect(await get('leads', lead)).toMatchObject({ email: 'lea@example.org', status: 'traite' });
  });

  it('refuses an administrator’s PATCH taking the admin role off their own account, with the message the edit screen shows beside the roles', async () => {
    const answer = await patch('users', adminId, { roles: ['editor'] });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as JsonApiErrors;
    expect(body.errors).toEqual([
      {
        status: '422',
        code: 'invalid',
        title: 'Donnée invalide',
        detail: OWN_ADMIN_ROLE_MESSAGE,
        source: { pointer: '/data/attributes/roles' },
      },
    ]);
    const screen = await adminSave('users', adminId, [
      ['email', ADMIN.email],
      ['firstName', 'Admin'],
      ['lastName', 'Test'],
      ['roles', 'editor'],
      ['password', ''],
    ]);
    expect(screen).toEqual({ status: 422, errors: { roles: body.errors[0]!.detail } });
    expect(await get('users', adminId)).toMatchObject({ roles: ['admin'] });
    // Another administrator's roles are theirs to change, and one's own roles may gain a role.
    const other = await created('users', {
      email: 'autre-admin@pretscope.example',
      firstName: 'Autre',
      lastName: 'Admin',
      roles: ['admin'],
      password: 'un mot de passe solide',
    });
    expect((await patch('users', other, { roles: ['editor'] })).status).toBe(200);
    expect((await patch('users', adminId, { roles: ['admin', 'editor'] })).status).toBe(200);
  });

  it('dates an article published by a PATCH that names only the flag, as the form dates one published with an empty date', async () => {
    const draft = await created('articles', { title: 'Brouillon d’article', slug: 'brouillon-d-article', isPublished: false });
    expect((await get('articles', draft)).publishedAt).toBe(null);
    const before = Date.now();
    expect((await patch('articles', draft, { isPublished: true })).status).toBe(200);
    const dated = Date.parse(String((await get('articles', draft)).publishedAt));
    expect(dated).toBeGreaterThanOrEqual(before - 1_000);
    expect(dated).toBeLessThanOrEqual(Date.now() + 1_000);
    // A date given is kept.
    expect((await patch('articles', draft, { publishedAt: '2026-03-02' })).status).toBe(200);
    expect((await get('articles', draft)).publishedAt).toBe('2026-03-02T00:00:00.000Z');
  });

  it('keeps a product’s stored statistics through a PATCH of its config, whatever statistics it sends', async () => {
    const list = (await (await server.api('/products?page[limit]=100', { token: server.adminToken })).json()) as {
      data: { id: string; attributes: { config: { stats: { count: number } } } }[];
    };
    const product = list.data.find((item) => item.attributes.config.stats.count > 0);
    expect(product).toBeDefined();
    const { stats } = product!.attributes.config;
    expect((await patch('products', product!.id, { config: { linkSubtext: 'Réponse en 48 h' } })).status).toBe(200);
    expect((await get('products', product!.id)).config).toEqual({ stats, linkSubtext: 'Réponse en 48 h' });
    expect(
      (
        await patch('products', product!.id, {
          config: { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: 'Sans frais' },
        })
      ).status,
    ).toBe(200);
    expect((await get('products', product!.id)).config).toEqual({ stats, linkSubtext: 'Sans frais' });
  });
});
