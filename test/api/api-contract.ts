import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers read in tests

async function read(answer: Response): Promise<{ status: number; body: Json; type: string | null }> {
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : {}, type: answer.headers.get('content-type') };
}

const doc = (type: string, attributes: Json, id?: number) => ({ data: { type, ...(id ? { id: String(id) } : {}), attributes } });

/** Every endpoint of the API and every error status of DESIGN.md, against the real server. */
export function describeApiContract(dialect: 'sqlite' | 'postgresql') {
  describe(`JSON API on ${dialect}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    describe('resources', () => {
      it('lists with filters, sparse fields, sort, paging, include, counts and links', async () => {
        const { status, body, type } = await read(
          await server.api(
            '/announcers?filter[country]=LUX,BE&fields[announcers]=name,country&sort=country,name&page[limit]=5&page[offset]=2',
          ),
        );
        expect(status).toBe(200);
        expect(type).toBe('application/vnd.api+json');
        expect(body.data).toHaveLength(5);
        expect(new Set(body.data.map((r: Json) => r.attributes.country))).toEqual(
          new Set(['LUX', 'BE'].filter((c) => body.data.some((r: Json) => r.attributes.country === c))),
        );
        for (const resource of body.data) expect(Object.keys(resource.attributes).sort()).toEqual(['country', 'name']);
        expect(body.meta.count).toBeGreaterThan(7);
        expect(body.links.next).toContain('page%5Boffset%5D=7');
        expect(body.links.prev).toContain('page%5Boffset%5D=0');
        const withAdvertiser = await read(await server.api('/products?include=advertiser&page[limit]=3'));
        const ids = new Set(withAdvertiser.body.included.map((r: Json) => `${r.type}:${r.id}`));
        for (const product of withAdvertiser.body.data)
          expect(ids.has(`announcers:${product.relationships.advertiser.data.id}`)).toBe(true);
        expect(withAdvertiser.body.data[0].attributes).toHaveProperty('isInternal', false);
        const counted = await read(await server.api('/products/count?filter[isSponsored]=true'));
        expect(counted.body.meta.count).toBeGreaterThan(0);
      });

      it('reads one record, and answers 404 for an unknown one or type', async () => {
        const first = (await read(await server.api('/categories?page[limit]=1'))).body.data[0];
        const one = await read(await server.api(`/categories/${first.id}?include=products`));
        expect(one.status).toBe(200);
        expect(one.body.data.id).toBe(first.id);
        expect(one.body.included.length).toBeGreaterThan(0);
        // A product's rate observations grow with the data: included on one product, refused on a list.
        const product = (await read(await server.api('/products?page[limit]=1'))).body.data[0];
        const withObservations = await read(await server.api(`/products/${product.id}?include=loans`));
        expect(withObservations.status).toBe(200);
        expect(withObservations.body.included.length).toBeGreaterThan(0);
        expect(new Set(withObservations.body.included.map((r: Json) => r.type))).toEqual(new Set(['loans']));
        for (const [query, count] of [
          ['/products?include=advertiser,loans', false],
          ['/products/count?include=loans', true],
        ] as const) {
          const refused = await read(await server.api(query));
          expect(refused.status, query).toBe(400);
          expect(refused.body.errors[0].source.parameter, query).toBe('include');
          expect(refused.body.errors[0].detail, query).toContain('/api/loans?filter[productId]=');
          if (!count) expect(refused.body.data, query).toBeUndefined();
        }
        expect((await read(await server.api('/categories/999999'))).status).toBe(404);
        expect((await read(await server.api('/categories/abc'))).status).toBe(404);
        const unknown = await read(await server.api('/dragons'));
        expect(unknown.status).toBe(404);
        expect(unknown.body.errors[0]).toMatchObject({ status: '404', code: 'not-found' });
      });

      it('creates, updates and deletes as an editor, with Location, 201 and 204', async () => {
        const created = await server.api('/authors', {
          method: 'POST',
          token: server.editorToken,
          json: doc('authors', { name: 'Sophie Lambert', slug: 'sophie-lambert', bio: 'Journaliste économique.' }),
        });
        expect(created.status).toBe(201);
        const { body } = await read(created);
        expect(created.headers.get('location')).toBe(body.data.links.self);
        const updated = await read(
          await server.api(`/authors/${body.data.id}`, {
            method: 'PATCH',
            token: server.editorToken,
            json: doc('authors', { bio: 'Journaliste.' }, Number(body.data.id)),
          }),
        );
        expect(updated).toMatchObject({ status: 200, body: { data: { attributes: { bio: 'Journaliste.', name: 'Sophie Lambert' } } } });
        expect((await server.api(`/authors/${body.data.id}`, { method: 'DELETE', token: server.editorToken })).status).toBe(204);
        expect((await server.api(`/authors/${body.data.id}`)).status).toBe(404);
      });

      it('hides internal fields and unpublished content from visitors', async () => {
        const product = (await read(await server.api('/products?page[limit]=1', { token: server.adminToken }))).body.data[0];
        await server.api(`/products/${product.id}`, {
          method: 'PATCH',
          token: server.adminToken,
          json: doc('products', { comment: 'Négociation en cours' }, Number(product.id)),
        });
        expect((await read(await server.api(`/products/${product.id}`, { token: server.adminToken }))).body.data.attributes.comment).toBe(
          'Négociation en cours',
        );
        expect((await read(await server.api(`/products/${product.id}`))).body.data.attributes).not.toHaveProperty('comment');
        const draft = await read(
          await server.api('/articles', {
            method: 'POST',
            token: server.editorToken,
            json: doc('articles', { title: 'Brouillon', slug: 'brouillon-secret', content: 'Pas encore.', isPublished: false }),
          }),
        );
        expect(draft.status).toBe(201);
        expect((await server.api(`/articles/${draft.body.data.id}`)).status).toBe(404);
        expect((await read(await server.api('/articles?filter[isPublished]=false'))).body.data).toEqual([]);
        expect(
          (await read(await server.api('/articles?filter[isPublished]=false', { token: server.editorToken }))).body.data.length,
        ).toBeGreaterThan(0);
      });

      it('shows visitors no hidden product, nor its rates and statistics, nor an article dated in the future; staff see them all', async () => {
        const staff = { token: server.editorToken };
        const idsOf = (resources: Json[] | undefined) => (resources ?? []).map((resource) => resource.id as string);
        const listed = async (path: string, init = {}) => idsOf((await read(await server.api(path, init))).body.data);
        const included = async (path: string, init = {}) => idsOf((await read(await server.api(path, init))).body.included);
        const advertiser = (await read(await server.api('/announcers?page[limit]=1'))).body.data[0];
        const category = (await read(await server.api('/categories?filter[slug]=pret-hypothecaire'))).body.data[0];
        const unknownProduct = await read(await server.api('/products/99999999'));
        const unknownStats = await read(await server.api('/loanstat?product=99999999'));
        expect(unknownProduct.status).toBe(404);
        // Inactive, then disabled (decision 0010: a product is visible when active and not disabled).
        for (const [slug, flags] of [
          ['pret-cache-inactif', { isActive: false }],
          ['pret-cache-desactive', { isDisabled: true }],
        ] as const) {
          const created = await read(
            await server.api('/products', {
              method: 'POST',
              ...staff,
              json: doc('products', {
                name: `Prêt ${slug}`,
                slug,
                advertiserId: Number(advertiser.id),
                categories: [Number(category.id)],
                ...flags,
              }),
            }),
          );
          expect(created.status, slug).toBe(201);
          const product = created.body.data.id as string;
          const loan = await read(
            await server.api('/loans', {
              method: 'POST',
              ...staff,
              json: doc('loans', { productId: Number(product), rate: 3.25, amount: 200000, duration: 240 }),
            }),
          );
          const loanstat = await read(
            await server.api('/loanstats', {
              method: 'POST',
              ...staff,
              json: doc('loanstats', { productId: Number(product), count: 1, min: 3.25, max: 3.25, mean: 3.25, std: 0 }),
            }),
          );
          expect([loan.status, loanstat.status], slug).toEqual([201, 201]);

          // A visitor: the product, its observation and its statistics are as unknown ids are.
          for (const path of [`/products/${product}`, `/loans/${loan.body.data.id}`, `/loanstats/${loanstat.body.data.id}`]) {
            const answer = await read(await server.api(path));
            expect({ status: answer.status, errors: answer.body.errors }, path).toEqual({
              status: 404,
              errors: unknownProduct.body.errors,
            });
          }
          for (const path of [
            `/products?filter[id]=${product}`,
            `/loans?filter[productId]=${product}`,
            `/loanstats?filter[productId]=${product}`,
          ]) {
            expect((await read(await server.api(path))).body, path).toMatchObject({ data: [], meta: { count: 0 } });
            expect((await read(await server.api(path.replace('?', '/count?')))).body.meta.count, path).toBe(0);
          }
          expect((await read(await server.api(`/loanstat?product=${product}`))).body).toEqual({
            data: unknownStats.body.data,
            meta: { product: Number(product) },
          });
          for (const owner of [`/categories/${category.id}`, `/announcers/${advertiser.id}`]) {
            const page = await read(await server.api(`${owner}?include=products`));
            expect(idsOf(page.body.included), owner).not.toContain(product);
            expect(idsOf(page.body.data.relationships?.products?.data), owner).not.toContain(product);
            expect(await included(`${owner}?include=products`, staff), owner).toContain(product);
          }
          expect(await listed(`/product/advertiser?advertiserId=${advertiser.id}`), slug).not.toContain(product);
          expect(await listed(`/loans?include=product&filter[productId]=${product}`)).toEqual([]);

          // Staff see everything.
          expect((await server.api(`/products/${product}`, staff)).status).toBe(200);
          expect((await read(await server.api(`/loans?filter[productId]=${product}`, staff))).body.meta.count).toBe(1);
          expect((await server.api(`/loanstats/${loanstat.body.data.id}`, staff)).status).toBe(200);
          expect((await read(await server.api(`/loanstat?product=${product}`, staff))).body.data).toHaveLength(1);
          expect(await listed(`/product/advertiser?advertiserId=${advertiser.id}`, staff)).toContain(product);
        }

        // An article published with a date in the future stays hidden until then, its author's page included.
        const author = (await read(await server.api('/authors?page[limit]=1'))).body.data[0];
        const future = await read(
          await server.api('/articles', {
            method: 'POST',
            ...staff,
            json: doc('articles', {
              title: 'À paraître',
              slug: 'a-paraitre',
              content: 'Bientôt.',
              isPublished: true,
              publishedAt: '2099-01-01',
              authorId: Number(author.id),
            }),
          }),
        );
        expect(future.status).toBe(201);
        const article = future.body.data.id as string;
        const unknownArticle = await read(await server.api('/articles/99999999'));
        const anonymous = await read(await server.api(`/articles/${article}`));
        expect({ status: anonymous.status, errors: anonymous.body.errors }).toEqual({ status: 404, errors: unknownArticle.body.errors });
        expect((await read(await server.api('/articles?filter[slug]=a-paraitre'))).body).toMatchObject({ data: [], meta: { count: 0 } });
        expect((await read(await server.api('/articles/count?filter[slug]=a-paraitre'))).body.meta.count).toBe(0);
        const authorPage = await read(await server.api(`/authors/${author.id}?include=articles`));
        expect(idsOf(authorPage.body.included)).not.toContain(article);
        expect(idsOf(authorPage.body.data.relationships?.articles?.data)).not.toContain(article);
        expect((await server.api(`/articles/${article}`, staff)).status).toBe(200);
        expect(await listed('/articles?filter[slug]=a-paraitre', staff)).toEqual([article]);
        expect(await included(`/authors/${author.id}?include=articles`, staff)).toContain(article);
      });
    });

    describe('errors', () => {
      it('400 names the bad query parameter', async () => {
        const inherited = ['__proto__', 'constructor', 'toString'].flatMap((name) => [
          [`fields[products]=${name}`, 'fields[products]'],
          [`include=advertiser&fields[announcers]=${name}`, 'fields[announcers]'],
          [`fields[${name}]=name`, `fields[${name}]`],
          [`sort=${name}`, 'sort'],
          [`filter[${name}]=x`, `filter[${name}]`],
          [`include=${name}`, 'include'],
        ]);
        for (const [query, parameter] of [
          ['sort=comment', 'sort'],
          ['filter[comment]=x', 'filter[comment]'],
          ['page[limit]=1000', 'page[limit]'],
          ['include=users', 'include'],
          ['colour=red', 'colour'],
          ['fields[products]=nonexistent', 'fields[products]'],
          ...inherited,
        ]) {
          const { status, body } = await read(await server.api(`/products?${query}`));
          expect(status, query).toBe(400);
          expect(body.errors[0].source.parameter, query).toBe(parameter);
        }
      });

      it('401 without a token for a staff call, 403 for an editor on users and role changes', async () => {
        expect((await server.api('/articles', { method: 'POST', json: doc('articles', { title: 'x', slug: 'x' }) })).status).toBe(401);
        expect((await server.api('/users', { token: server.editorToken })).status).toBe(403);
        expect(
          (await server.api('/users/1', { method: 'PATCH', token: server.editorToken, json: doc('users', { roles: ['admin'] }, 1) }))
            .status,
        ).toBe(403);
        expect((await server.api('/leads', { token: server.editorToken })).status).toBe(403);
      });

      it('409 for a slug already taken, pointing at it', async () => {
        const { status, body } = await read(
          await server.api('/categories', {
            method: 'POST',
            token: server.editorToken,
            json: doc('categories', {
              name: 'Doublon',
              title: 'Doublon',
              slug: 'pret-hypothecaire',
              config: {
                amounts: [1000],
                durations: [12],
                amountIndex: 0,
                durationIndex: 0,
                durationUnit: 'month',
                bounds: { minAmount: 100, maxAmount: 2000, minDuration: 6, maxDuration: 24 },
              },
              faq: [],
            }),
          }),
        );
        expect(status).toBe(409);
        expect(body.errors[0].source.pointer).toBe('/data/attributes/slug');
      });

      it('413 for a body over the limit, 415 for a wrong content type, 400 for broken JSON', async () => {
        const huge = 'x'.repeat(1024 * 1024 + 10);
        expect(
          (
            await server.api('/articles', {
              method: 'POST',
              token: server.editorToken,
              json: doc('articles', { title: 'Long', slug: 'long', content: huge }),
            })
          ).status,
        ).toBe(413);
        expect(
          (
            await server.api('/authors', {
              method: 'POST',
              token: server.editorToken,
              body: 'name=x',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            })
          ).status,
        ).toBe(415);
        expect(
          (
            await server.api('/authors', {
              method: 'POST',
              token: server.editorToken,
              body: '{"data":',
              headers: { 'content-type': 'application/json' },
            })
          ).status,
        ).toBe(400);
      });

      it('422 with one error per field and a JSON pointer, in French', async () => {
        const { status, body } = await read(
          await server.api('/leads', {
            method: 'POST',
            json: doc('leads', { kind: 'pret-hypothecaire', firstName: 'Léa', lastName: '', email: 'pas-une-adresse', country: 'DE' }),
          }),
        );
        expect(status).toBe(422);
        const pointers = body.errors.map((e: Json) => e.source.pointer);
        expect(pointers).toEqual(
          expect.arrayContaining(['/data/attributes/email', '/data/attributes/country', '/data/attributes/consent']),
        );
        expect(body.errors.find((e: Json) => e.source.pointer === '/data/attributes/email').detail).toBe('Adresse e-mail invalide.');
      });

      it('422 for mass assignment: unknown, server-set and secret attributes', async () => {
        for (const attributes of [
          { name: 'A', slug: 'a-b', isAdmin: true },
          { name: 'A', slug: 'a-b', id: 5 },
          { name: 'A', slug: 'a-b', createdAt: '2020-01-01' },
        ]) {
          const { status, body } = await read(
            await server.api('/authors', { method: 'POST', token: server.editorToken, json: doc('authors', attributes) }),
          );
          expect(status, JSON.stringify(attributes)).toBe(422);
          expect(body.errors[0].source.pointer).toMatch(/^\/data\/attributes\/(isAdmin|id|createdAt)$/);
        }
        const hash = await read(
          await server.api('/users', {
            method: 'POST',
            token: server.adminToken,
            json: doc('users', {
              email: 'x@pretscope.example',
              roles: ['editor'],
              password: 'a-long-enough-password',
              passwordHash: 'mine',
            }),
          }),
        );
        expect(hash.status).toBe(422);
      });

      it('never shows a password or its hash, whatever is asked', async () => {
        const users = await server.api('/users', { token: server.adminToken });
        const text = await users.text();
        expect(text).not.toMatch(/argon2|passwordHash|password/);
        expect((await server.api('/users?fields[users]=password', { token: server.adminToken })).status).toBe(400);
        const login = await (
          await server.api('/auth/login', {
            method: 'POST',
            json: { email: 'admin@pretscope.example', password: 'admin-password-for-tests' },
          })
        ).text();
        expect(login).not.toMatch(/argon2|passwordHash/);
      });

      it('429 with Retry-After when a visitor sends too many requests', async () => {
        const lead = doc('leads', {
          kind: 'contact',
          firstName: 'Marc',
          lastName: 'Weber',
          email: 'marc@example.org',
          country: 'LUX',
          message: 'Bonjour',
          consent: { given: true, text: 'J’accepte.', version: '2026-11' },
        });
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) statuses.push((await server.api('/leads', { method: 'POST', json: lead })).status);
        expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
        expect(statuses.at(-1)).toBe(429);
        const limited = await server.api('/leads', { method: 'POST', json: lead });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      it('keeps CORS closed by default', async () => {
        const preflight = await server.api('/products', {
          method: 'OPTIONS',
          headers: { origin: 'https://ailleurs.example', 'access-control-request-method': 'GET' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        const simple = await server.api('/products?page[limit]=1', { headers: { origin: 'https://ailleurs.example' } });
        expect(simple.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('answers no stack trace, SQL or path, and a request id', async () => {
        const answer = await server.api("/products?filter[search]=' or 1=1 --&sort=-aprValue");
        expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(await answer.text()).not.toMatch(/ at |select |\/work\/|node_modules/);
      });
    });

    describe('authentication', () => {
      it('logs in, refreshes, verifies and answers the user; the same answer for an unknown e-mail and a wrong password', async () => {
        const unknown = await read(
          await server.api('/auth/login', { method: 'POST', json: { email: 'personne@pretscope.example', password: 'nimportequoi' } }),
        );
        const wrong = await read(
          await server.api('/auth/login', { method: 'POST', json: { email: 'admin@pretscope.example', password: 'nimportequoi' } }),
        );
        expect(unknown.status).toBe(401);
        expect(wrong).toEqual(unknown);
        const user = await read(await server.api('/auth/user', { token: server.adminToken }));
        expect(user.body.data.attributes).toMatchObject({ email: 'admin@pretscope.example', roles: ['admin'] });
        const refreshed = await read(await server.api('/auth/refresh', { method: 'POST', json: { token: server.adminToken } }));
        expect(refreshed.body.token).toMatch(/^ey/);
        expect((await server.api('/auth/verify', { method: 'POST', json: { token: refreshed.body.token } })).status).toBe(200);
        expect((await server.api('/auth/verify', { method: 'POST', json: { token: 'garbage' } })).status).toBe(401);
        expect((await server.api('/auth/user')).status).toBe(401);
      });

      it('limits login attempts per account', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++)
          statuses.push(
            (await server.api('/auth/login', { method: 'POST', json: { email: 'cible@pretscope.example', password: `essai-${i}` } }))
              .status,
          );
        expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(statuses.slice(5)).toEqual([429, 429]);
      });
    });

    describe('other calls of spec §7', () => {
      it('loans-search compares offers with payment, TAEG and costs, sponsored first', async () => {
        const { status, body } = await read(await server.api('/loans-search?category=pret-hypothecaire&amount=300000&duration=300'));
        expect(status).toBe(200);
        expect(body.meta).toMatchObject({ category: 'pret-hypothecaire', amount: 300000, duration: 300 });
        expect(body.data.length).toBe(body.meta.count);
        const offer = body.data.find((o: Json) => !o.isSponsored);
        expect(offer).toMatchObject({
          rate: expect.any(Number),
          apr: expect.any(Number),
          monthlyPayment: expect.any(Number),
          totalCost: expect.any(Number),
          outboundUrl: expect.stringMatching(/^\/go\//),
        });
        expect((await read(await server.api('/loans-search?category=pret-hypothecaire&amount=abc&duration=300'))).status).toBe(400);
      });

      it('loans-search shows no consolidation offers to Belgian visitors', async () => {
        const belgian = await read(await server.api('/loans-search?category=regroupement-de-credit&amount=30000&duration=84&country=BE'));
        expect(belgian.body.data).toEqual([]);
        expect(belgian.body.meta.restricted).toMatch(/interdite en Belgique/);
        const french = await read(await server.api('/loans-search?category=regroupement-de-credit&amount=30000&duration=84&country=FR'));
        expect(french.body.data.length).toBeGreaterThan(0);
      });

      it('mortgages, loanstat and product/advertiser answer from the data', async () => {
        const grid = await read(await server.api('/mortgages'));
        expect(grid.body.data.length).toBeGreaterThan(0);
        expect(grid.body.data[0]).toMatchObject({
          duration: expect.any(Number),
          min: expect.any(Number),
          mean: expect.any(Number),
          count: expect.any(Number),
        });
        const product = (await read(await server.api('/products?page[limit]=1'))).body.data[0];
        const monthly = await read(await server.api(`/loanstat?product=${product.id}&by=month`));
        expect(monthly.body.data.length).toBeGreaterThanOrEqual(20);
        expect(monthly.body.data[0]).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/), count: expect.any(Number) });
        expect((await server.api('/loanstat')).status).toBe(400);
        const advertiser = (await read(await server.api(`/announcers/${product.relationships.advertiser.data.id}`))).body.data;
        const products = await read(await server.api(`/product/advertiser?advertiser=${advertiser.attributes.slug}`));
        expect(products.body.data.map((p: Json) => p.id)).toContain(product.id);
        expect((await server.api('/product/advertiser?advertiser=inconnu')).status).toBe(404);
      });

      it('saveOneLoanStat recomputes a product’s statistics for staff only', async () => {
        const product = (await read(await server.api('/products?page[limit]=1'))).body.data[0];
        expect((await server.api('/loans/saveOneLoanStat', { method: 'POST', json: { id: Number(product.id) } })).status).toBe(401);
        const saved = await read(
          await server.api('/loans/saveOneLoanStat', { method: 'POST', token: server.editorToken, json: { id: Number(product.id) } }),
        );
        expect([201, 422]).toContain(saved.status);
      });

      it('batch counts for admins, ebook requests stored, Sheets export honest about its configuration', async () => {
        expect((await server.api('/batch_count')).status).toBe(401);
        expect((await read(await server.api('/batch_count', { token: server.adminToken }))).status).toBe(200);
        expect((await read(await server.api('/batch_count/all', { token: server.adminToken }))).body).toMatchObject({
          data: expect.any(Array),
          meta: { count: expect.any(Number) },
        });
        const ebook = await read(
          await server.api('/ebook/send', {
            method: 'POST',
            json: { email: 'lecteur@example.org', consent: { given: true, text: 'J’accepte de recevoir le guide.', version: '2026-11' } },
          }),
        );
        expect(ebook.status).toBe(202);
        const leads = await read(await server.api('/leads?filter[kind]=ebook', { token: server.adminToken }));
        expect(leads.body.data.map((l: Json) => l.attributes.email)).toContain('lecteur@example.org');
        const sheet = await read(await server.api('/googlesheet/exportModelToGoogleSheet/leads', { token: server.adminToken }));
        expect(sheet.status).toBe(501);
        expect(sheet.body.errors[0].detail).toMatch(/GOOGLE_SHEETS/);
      });

      it('batch_count/all answers every mailing, newest first, beyond one page of 100', async () => {
        const before = (await read(await server.api('/batch_count/all', { token: server.adminToken }))).body.meta.count as number;
        const created: string[] = [];
        // 205 mailings: three keyset pages of 100, the last one partly filled.
        for (let round = 0; round < 41; round++) {
          const answers = await Promise.all(
            Array.from({ length: 5 }, (_, i) =>
              server.api('/batch_count', {
                method: 'POST',
                token: server.adminToken,
                json: doc('batch_count', { title: `Envoi n° ${round * 5 + i}`, recipient: 'Liste de test', batchCount: 1 }),
              }),
            ),
          );
          for (const answer of answers) created.push((await read(answer)).body.data.id);
        }
        const all = await read(await server.api('/batch_count/all', { token: server.adminToken }));
        expect(all.status).toBe(200);
        const ids = all.body.data.map((batch: Json) => Number(batch.id));
        expect(ids).toHaveLength(before + 205);
        expect(all.body.meta.count).toBe(before + 205);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(expect.arrayContaining(created.map(Number)));
        const latest = await read(await server.api('/batch_count', { token: server.adminToken }));
        expect(latest.body.data.id).toBe(String(ids[0]));
      });

      it('serves its OpenAPI 3.1 document and a readable reference', async () => {
        const openapi = await read(await server.api('/openapi.json'));
        expect(openapi.body.openapi).toBe('3.1.0');
        expect(Object.keys(openapi.body.paths)).toEqual(
          expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/auth/login', '/api/loans-search']),
        );
        expect(openapi.body.components.schemas['leads-input'].properties).toHaveProperty('email');
        const docs = await server.api('/docs');
        expect(docs.headers.get('content-type')).toMatch(/text\/html/);
        expect(await docs.text()).toContain('Référence de l’API Prêtscope');
      });
    });
  });
}
