import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

describe('cached answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('answers the same bytes with an ETag, and 304 when the browser has them', async () => {
    const first = await page('/pret-auto');
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();
    const second = await page('/pret-auto');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);
    const conditional = await page('/pret-auto', { 'if-none-match': etag ?? '' });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
  });

  it('shows an admin’s change on the next request', async () => {
    const before = await (await page('/pret-auto')).text();
    expect(before).not.toContain('Titre modifié par l’équipe');
    const categories = (await (await server.api('/categories?filter[slug]=pret-auto')).json()) as { data: { id: string }[] };
    const id = categories.data[0]?.id;
    const patched = await server.api(`/categories/${id}`, {
      method: 'PATCH',
      token: server.editorToken,
      json: { data: { type: 'categories', id, attributes: { title: 'Titre modifié par l’équipe' } } },
    });
    expect(patched.status).toBe(200);
    expect(await (await page('/pret-auto')).text()).toContain('Titre modifié par l’équipe');
  });

  it('serves anonymous API reads from cache with their security headers, and fresh after a write', async () => {
    const first = await server.api('/authors?sort=name');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await server.api('/authors?sort=name');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-type')).toBe('application/vnd.api+json');
    const created = await server.api('/authors', {
      method: 'POST',
      token: server.editorToken,
      json: { data: { type: 'authors', attributes: { name: 'Zoé Nouvelle', slug: 'zoe-nouvelle' } } },
    });
    expect(created.status).toBe(201);
    const after = (await (await server.api('/authors?sort=name')).json()) as { data: { attributes: { name: string } }[] };
    expect(after.data.map((a) => a.attributes.name)).toContain('Zoé Nouvelle');
    // Staff answers are never cached: they depend on who asks.
    expect((await server.api('/authors?sort=name', { token: server.editorToken })).headers.get('etag')).toBeNull();
  });

  it('keeps cached pages and API reads when a visitor sends a lead, which no page shows', async () => {
    // A render draws a new CSP nonce, so the same ETag means the same cached copy, not a new render.
    const page1 = await page('/pret-auto');
    const read1 = await server.api('/categories?sort=name');
    const lead = {
      data: {
        type: 'leads',
        attributes: {
          kind: 'contact',
          firstName: 'Marc',
          lastName: 'Weber',
          email: 'marc@example.org',
          country: 'LUX',
          message: 'Bonjour',
          consent: { given: true, text: 'J’accepte.', version: '2026-11' },
        },
      },
    };
    expect((await server.api('/leads', { method: 'POST', json: lead })).status).toBe(201);
    expect((await page('/pret-auto')).headers.get('etag')).toBe(page1.headers.get('etag'));
    expect((await server.api('/categories?sort=name')).headers.get('etag')).toBe(read1.headers.get('etag'));
    // While a change of what the page shows drops it at once: a new render, with a new nonce.
    const categories = (await read1.json()) as { data: { id: string; attributes: { slug: string } }[] };
    const id = categories.data.find((category) => category.attributes.slug === 'pret-auto')?.id;
    expect(
      (
        await server.api(`/categories/${id}`, {
          method: 'PATCH',
          token: server.editorToken,
          json: { data: { type: 'categories', id, attributes: { title: 'Prêt auto, titre revu' } } },
        })
      ).status,
    ).toBe(200);
    const page2 = await page('/pret-auto');
    expect(page2.headers.get('etag')).not.toBe(page1.headers.get('etag'));
    expect(await page2.text()).toContain('Prêt auto, titre revu');
  });

  it('never caches an error page', async () => {
    expect((await page('/pas-une-categorie')).status).toBe(404);
    expect((await page('/pas-une-categorie')).headers.get('etag')).toBeNull();
  });
});
