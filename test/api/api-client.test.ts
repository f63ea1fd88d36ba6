/**
 * The typed client (`@pretscope/api-client`) against the REAL server (SQLite, demo data), as the web app, the CLI
 * and npm users call it: log in, read with include, write an article as an editor, and the text of its errors
 * (spec §8: `METHOD URL STATUS`, then one `path: message` line per error, in French) for a 422, a 404, a 401, a 409
 * and a 400, and `verify`, which answers false for a refused token instead of throwing.
 */
import { ApiError, createApiClient, deserialize, type ApiClient } from '@pretscope/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, startTestServer, type TestServer } from './test-server.test-support.ts';

const dialects: ('sqlite' | 'postgresql')[] = process.env.PG_TEST_URL ? ['sqlite', 'postgresql'] : ['sqlite'];

/** The ApiError a call fails with (the test fails if it does not fail). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call was expected to fail');
}

for (const dialect of dialects) {
  describe(`the api-client against the real server (${dialect})`, () => {
    let server: TestServer;
    let token: string | null = null;
    /** The editor's client: reads the token at each call, as the web app does. */
    let editor: ApiClient;
    let visitor: ApiClient;
    const slug = `article-du-client-${dialect}`;
    let articleId: string;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      editor = createApiClient({ baseUrl: server.url, token: () => token });
      visitor = createApiClient({ baseUrl: `${server.url}/` });
    });
    afterAll(async () => server?.close());

    it('logs in, and the token it gets is the one the next calls send', async () => {
      const answer = await editor.login(EDITOR.email, EDITOR.password);
      expect(typeof answer.token).toBe('string');
      expect(answer.token.split('.')).toHaveLength(3);
      expect(answer.user).toMatchObject({ email: EDITOR.email, roles: ['editor'] });
      expect(JSON.stringify(answer.user)).not.toMatch(/password|argon2/i);
      token = answer.token;

      const me = await editor.user();
      expect(me.data).toMatchObject({ type: 'users', id: String(answer.user.id), attributes: { email: EDITOR.email } });
      const refreshed = await editor.refresh(token);
      expect(await editor.verify(refreshed.token)).toBe(true);
    });

    it('lists products with their advertiser included, which deserialize resolves', async () => {
      const document = await editor.list({
        type: 'products',
        include: ['advertiser'],
        sort: [{ field: 'name', direction: 'asc' }],
        page: { offset: 0, limit: 5 },
      });
      expect(document.data).toHaveLength(5);
      expect(document.meta.count).toBe(await editor.count('products'));
      expect(document.links.next).toContain('page%5Boffset%5D=5');
      const names = document.data.map((product) => product.attributes?.name as string);
      expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);

      const products = deserialize<{ name: string; advertiser: { id: number; name?: string } }>(document);
      for (const product of products) {
        expect(typeof product.id).toBe('number');
        expect(typeof product.advertiser.name, `the advertiser of ${product.name} is resolved from included`).toBe('string');
      }
      // A single resource with a sparse fieldset, through the same client.
      const one = await visitor.get('products', products[0]?.id as number, {
        include: ['categories'],
        fields: { products: ['name'], categories: ['slug'] },
      });
      expect(Object.keys(one.data.attributes ?? {})).toEqual(['name']);
      expect(one.included?.every((category) => Object.keys(category.attributes ?? {}).join() === 'slug')).toBe(true);
    });

    it('creates, reads, updates and deletes an article as the editor', async () => {
      const created = await editor.create('articles', {
        title: 'Lire le TAEG',
        slug,
        summary: 'Le coût total, en un taux.',
        content: 'Le **TAEG** inclut les frais.',
        isPublished: false,
      });
      expect(created.data).toMatchObject({ type: 'articles', attributes: { title: 'Lire le TAEG', slug, isPublished: false } });
      articleId = created.data.id;

      expect((await editor.get('articles', articleId)).data.attributes).toMatchObject({
        title: 'Lire le TAEG',
        content: 'Le **TAEG** inclut les frais.',
      });
      // A draft does not exist for a visitor.
      expect((await failure(visitor.get('articles', articleId))).status).toBe(404);

      const updated = await editor.update('articles', articleId, {
        title: 'Lire le TAEG sans se tromper',
        isPublished: true,
        publishedAt: '2026-11-20',
      });
      expect(updated.data.attributes).toMatchObject({ title: 'Lire le TAEG sans se tromper', slug, isPublished: true });
      expect((await visitor.get('articles', Number(articleId))).data.attributes?.title).toBe('Lire le TAEG sans se tromper');
      expect(await visitor.count('articles', { slug: [slug] })).toBe(1);
    });

    it('a 422 reads `POST <url>/api/articles 422`, then one `field: message` line per error, in French', async () => {
      const error = await failure(editor.create('articles', { title: '', slug: 'Pas Un Slug', colour: 'rouge' }));
      expect(error.status).toBe(422);
      expect(error.method).toBe('POST');
      expect(error.url).toBe(`${server.url}/api/articles`);
      const [head, ...lines] = error.message.split('\n');
      expect(head).toBe(`POST ${server.url}/api/articles 422`);
      expect(lines).toHaveLength(error.errors.length);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line).toMatch(/^(title|slug|colour): \S/);
      expect(lines.map((line) => line.split(':')[0]).sort()).toEqual(['colour', 'slug', 'title']);
      // French, as the site shows them under the fields.
      expect(error.message).toContain(
        'slug: Le slug ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets simples.',
      );
      expect(lines.find((line) => line.startsWith('title: '))).toMatch(/^title: Le titre /);
      for (const line of lines) expect(line).toMatch(/[éèàêçùôî]|\b(le|la|les|du|de|des|est|doit|champ)\b/i);
      expect(error.errors.map((e) => e.source?.pointer).sort()).toEqual([
        '/data/attributes/colour',
        '/data/attributes/slug',
        '/data/attributes/title',
      ]);
    });

    it('a 404 reads `GET <url> 404` and the detail, for a missing record and for a deleted one', async () => {
      const missing = await failure(editor.get('articles', 999_999));
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(`GET ${server.url}/api/articles/999999 404\nRessource introuvable.`);

      await editor.remove('articles', articleId);
      const deleted = await failure(editor.get('articles', articleId));
      expect(deleted.message).toBe(`GET ${server.url}/api/articles/${articleId} 404\nRessource introuvable.`);
      const again = await failure(editor.remove('articles', articleId));
      expect(again.message).toBe(`DELETE ${server.url}/api/articles/${articleId} 404\nRessource introuvable.`);
    });

    it('a 401: no token, a garbage token, and verify answering false for a garbage token and true for a good one', async () => {
      const anonymous = await failure(visitor.create('articles', { title: 'Anonyme', slug: 'anonyme' }));
      expect(anonymous.status).toBe(401);
      expect(anonymous.message).toBe(`POST ${server.url}/api/articles 401\nAuthentification requise.`);

      const garbage = createApiClient({ baseUrl: server.url, token: () => 'not.a.token' });
      const refused = await failure(garbage.list({ type: 'articles' }));
      expect(refused.status).toBe(401);
      expect(refused.message).toBe(`GET ${server.url}/api/articles 401\nJeton invalide ou expiré.`);

      expect(await visitor.verify('garbage')).toBe(false);
      expect(await visitor.verify(`${token}x`)).toBe(false);
      expect(await visitor.verify(token as string)).toBe(true);
      expect(await visitor.verify(server.adminToken)).toBe(true);

      const wrongPassword = await failure(visitor.login(EDITOR.email, 'not-the-password'));
      expect(wrongPassword.message).toBe(`POST ${server.url}/api/auth/login 401\nAdresse e-mail ou mot de passe incorrect.`);
    });

    it('a 403 for an editor on users, with the detail', async () => {
      const forbidden = await failure(editor.list({ type: 'users' }));
      expect(forbidden.status).toBe(403);
      expect(forbidden.message).toBe(`GET ${server.url}/api/users 403\nVous n’avez pas accès à cette ressource.`);
    });

    it('a 409 for a duplicate slug reads `slug: …`', async () => {
      const [existing] = (await editor.list({ type: 'articles', page: { offset: 0, limit: 1 } })).data;
      const taken = existing?.attributes?.slug as string;
      const conflict = await failure(editor.create('articles', { title: 'Doublon', slug: taken }));
      expect(conflict.status).toBe(409);
      expect(conflict.message).toBe(`POST ${server.url}/api/articles 409\nslug: Cette valeur est déjà utilisée (slug).`);
      expect(conflict.errors[0]).toMatchObject({ status: '409', code: 'conflict', source: { pointer: '/data/attributes/slug' } });
    });

    it('a 400 names the query parameter at fault (`filter[colour]: …`)', async () => {
      const error = await failure(editor.list({ type: 'products', filter: { colour: ['rouge'] } }));
      expect(error.status).toBe(400);
      expect(error.url).toBe(`${server.url}/api/products?filter[colour]=rouge`);
      const [head, line] = error.message.split('\n');
      expect(head).toBe(`GET ${server.url}/api/products?filter[colour]=rouge 400`);
      expect(line).toMatch(/^filter\[colour\]: /);
    });

    it('the comparator call answers offers for a category, an amount and a duration', async () => {
      const answer = await visitor.loansSearch({ category: 'pret-hypothecaire', amount: 300_000, duration: 300 });
      expect(answer.meta).toMatchObject({ category: 'pret-hypothecaire', amount: 300_000, duration: 300, count: answer.data.length });
      expect(answer.data.length).toBeGreaterThan(0);
      for (const offer of answer.data) {
        expect(offer.monthlyPayment).toBeGreaterThan(300_000 / 300);
        expect(offer.totalDue).toBeCloseTo(300_000 + offer.totalCost, 2);
      }
      const invalid = await failure(visitor.loansSearch({ category: 'pret-hypothecaire', amount: -5, duration: 300 }));
      expect(invalid.status).toBe(400);
      expect(invalid.message.split('\n')[1]).toMatch(/^amount: /);
    });
  });
}
