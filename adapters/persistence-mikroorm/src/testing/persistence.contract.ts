import { apiTypes, parseResourceQuery, type ApiType, type ResourceQuery, type ResourceStore } from '@pretscope/core';
import { describeLoanStoresContract, describeRateWritesContract } from '@pretscope/core/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createStores, createUnitOfWork } from '../create-stores.ts';
import { creatableRecords, make, productConfig, seedGraph } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

function query(type: ApiType, params: Record<string, string>): ResourceQuery {
  const parsed = parseResourceQuery(type, params);
  if (!parsed.ok) throw new Error(`bad test query: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/**
 * The persistence contract: the same tests on every database the adapter supports (SQLite and PostgreSQL).
 * Each test file opens one fresh database; tests that need a clean slate open their own.
 */
export function describePersistenceContract(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: persistence contract`, () => {
    let database: TestDatabase;
    let store: ResourceStore;
    let graph: Awaited<ReturnType<typeof seedGraph>>;

    beforeAll(async () => {
      database = await open();
      graph = await seedGraph(createStores(database.fork()).resources);
      store = createStores(database.fork()).resources;
    });
    afterAll(async () => database?.dispose());

    describe('create, read, update and delete every type', () => {
      it.each(apiTypes.map((type) => [type]))('%s', async (type) => {
        const { create, update } = creatableRecords(graph)[type];
        const stores = createStores(database.fork()).resources;
        const created = await stores.create(type, create);
        expect(created.ok, JSON.stringify(created)).toBe(true);
        if (!created.ok) return;
        for (const [field, value] of Object.entries(create)) {
          if (field === 'passwordHash') continue;
          expect(created.value.attributes[field], field).toEqual(value);
        }
        const read = await createStores(database.fork()).resources.get(type, created.value.id);
        expect(read.ok && read.value.record.attributes).toMatchObject(
          Object.fromEntries(Object.entries(create).filter(([f]) => f !== 'passwordHash')),
        );
        const updated = await createStores(database.fork()).resources.update(type, created.value.id, update);
        expect(updated.ok && updated.value.attributes).toMatchObject(update);
        const reread = await createStores(database.fork()).resources.get(type, created.value.id);
        expect(reread.ok && reread.value.record.attributes).toMatchObject(update);
        expect(await createStores(database.fork()).resources.remove(type, created.value.id)).toEqual({ ok: true, value: undefined });
        expect(await createStores(database.fork()).resources.get(type, created.value.id)).toEqual({
          ok: false,
          error: { type: 'resource/not-found', resourceType: type, id: created.value.id },
        });
        expect(await createStores(database.fork()).resources.remove(type, created.value.id)).toMatchObject({
          ok: false,
          error: { type: 'resource/not-found' },
        });
        expect(await createStores(database.fork()).resources.update(type, created.value.id, update)).toMatchObject({
          ok: false,
          error: { type: 'resource/not-found' },
        });
      });

      it('never answers a password hash', async () => {
        const id = await make(createStores(database.fork()).resources, 'users', {
          email: 'secret@pretscope.example',
          roles: ['admin'],
          passwordHash: '$argon2id$secret',
        });
        const read = await createStores(database.fork()).resources.get('users', id);
        expect(JSON.stringify(read)).not.toContain('argon2id');
      });
    });

    describe('queries', () => {
      it('filters by comma lists (any of) and by relation ids', async () => {
        const byCountry = await store.list(query('announcers', { 'filter[country]': 'BE,LUX' }));
        expect(byCountry.ok && byCountry.value.records.map((r) => r.attributes.slug).sort()).toEqual(['banque-beta', 'courtier-gamma']);
        const byCategory = await store.list(query('products', { 'filter[categories]': String(graph.categories.personal) }));
        expect(byCategory.ok && byCategory.value.records.map((r) => r.id)).toEqual([graph.products.consumer]);
        const byAdvertiser = await store.list(
          query('products', { 'filter[advertiserId]': `${graph.advertisers.alpha},${graph.advertisers.beta}`, sort: 'id' }),
        );
        expect(byAdvertiser.ok && byAdvertiser.value.records.map((r) => r.id)).toEqual([graph.products.home, graph.products.variable]);
        const byTag = await store.list(query('products', { 'filter[tags]': 'variable,express', sort: 'id' }));
        expect(byTag.ok && byTag.value.records.map((r) => r.id)).toEqual([graph.products.variable, graph.products.consumer]);
        const byFlag = await store.list(query('products', { 'filter[isSponsored]': 'true' }));
        expect(byFlag.ok && byFlag.value.records.map((r) => r.id)).toEqual([graph.products.variable]);
      });

      it('matches nothing for an empty list of values', async () => {
        const none = await store.list({ ...query('products', {}), filter: { isActive: [] } });
        expect(none).toMatchObject({ ok: true, value: { count: 0, records: [] } });
      });

      it('lists a product once even when it is in several of the filtered categories', async () => {
        const listed = await store.list(
          query('products', { 'filter[categories]': `${graph.categories.mortgage},${graph.categories.personal}` }),
        );
        expect(listed.ok && listed.value.count).toBe(3);
        expect(listed.ok && new Set(listed.value.records.map((r) => r.id)).size).toBe(3);
      });

      it('answers only the sparse fields asked', async () => {
        const listed = await store.list(query('announcers', { 'fields[announcers]': 'name,country', 'filter[slug]': 'banque-alpha' }));
        expect(listed.ok && listed.value.records[0]?.attributes).toEqual({ name: 'Banque Alpha', country: 'FR' });
      });

      it('sorts on several keys, with the spec’s country order LUX, BE, FR', async () => {
        const byCountry = await store.list(query('announcers', { sort: 'country,-name' }));
        expect(byCountry.ok && byCountry.value.records.map((r) => r.attributes.country)).toEqual(['LUX', 'BE', 'FR']);
        const byApr = await store.list(query('products', { sort: '-isSponsored,aprValue' }));
        expect(byApr.ok && byApr.value.records.map((r) => r.id)).toEqual([
          graph.products.variable,
          graph.products.home,
          graph.products.consumer,
        ]);
      });

      it('sorts by flags, kinds, countries, a text that may be empty and a related name, the same on every database', async () => {
        // Removed at the end: the other tests of the file count the graph's records.
        const created: [ApiType, number][] = [];
        const writer = createStores(database.fork()).resources;
        const made = async (type: ApiType, attributes: Record<string, unknown>) => {
          const id = await make(writer, type, attributes);
          created.push([type, id]);
          return id;
        };
        onTestFinished(async () => {
          for (const [type, id] of created.reverse()) await createStores(database.fork()).resources.remove(type, id);
        });
        const records = creatableRecords(graph);
        const ids = async (type: ApiType, mine: number[], sort: string) => {
          const listed = await createStores(database.fork()).resources.list(query(type, { 'filter[id]': mine.join(','), sort }));
          if (!listed.ok) throw new Error(`sort ${type} by ${sort}: ${JSON.stringify(listed.error)}`);
          return listed.value.records.map((record) => mine.indexOf(record.id));
        };
        // Created out of the orders checked, so that the id (the last key of every order) cannot pass for them.
        const advertiser = (name: string, advertisersCategory: string, isIndexed: boolean) =>
          made('announcers', { name, slug: `tri-${advertisersCategory}`, country: 'FR', advertisersCategory, isIndexed });
        const advertisers = [
          await advertiser('Tri Zêta', 'plateforme', false),
          await advertiser('Tri Alpha', 'assureur', true),
          await advertiser('Tri Mu', 'banque', false),
        ];
        expect(await ids('announcers', advertisers, 'advertisersCategory')).toEqual([1, 2, 0]);
        expect(await ids('announcers', advertisers, '-advertisersCategory')).toEqual([0, 2, 1]);
        expect(await ids('announcers', advertisers, 'isIndexed')).toEqual([0, 2, 1]);
        expect(await ids('announcers', advertisers, '-isIndexed')).toEqual([1, 0, 2]);

        const product = (index: number, advertiserId: number, extra: Record<string, unknown>) =>
          made('products', { ...records.products.create, name: `Tri ${index}`, slug: `tri-produit-${index}`, advertiserId, ...extra });
        const products = [
          await product(0, advertisers[0]!, { isActive: true, aprValue: 4 }),
          await product(1, advertisers[1]!, { isActive: false, aprValue: null }),
          await product(2, advertisers[2]!, { isActive: true, aprValue: 2 }),
          await product(3, advertisers[1]!, { isActive: true, aprValue: 3 }),
        ];
        expect(await ids('products', products, 'advertiser.name')).toEqual([1, 3, 2, 0]);
        expect(await ids('products', products, '-advertiser.name,-id')).toEqual([0, 2, 3, 1]);
        expect(await ids('products', products, 'isActive')).toEqual([1, 0, 2, 3]);
        expect(await ids('products', products, '-isActive')).toEqual([0, 2, 3, 1]);
        // A product without an APR comes last both ways.
        expect(await ids('products', products, 'aprValue')).toEqual([2, 3, 0, 1]);
        expect(await ids('products', products, '-aprValue')).toEqual([0, 3, 2, 1]);

        const category = (index: number, isBlacklisted: boolean) =>
          made('categories', { ...records.categories.create, name: `Tri ${index}`, slug: `tri-categorie-${index}`, isBlacklisted });
        const categories = [await category(0, true), await category(1, false)];
        expect(await ids('categories', categories, 'isBlacklisted')).toEqual([1, 0]);
        expect(await ids('categories', categories, '-isBlacklisted')).toEqual([0, 1]);

        const article = (index: number, subcategory: string | null, isPublished: boolean) =>
          made('articles', { ...records.articles.create, title: `Tri ${index}`, slug: `tri-article-${index}`, subcategory, isPublished });
        const articles = [await article(0, 'guides', false), await article(1, null, true), await article(2, 'actualites', true)];
        expect(await ids('articles', articles, 'subcategory')).toEqual([2, 0, 1]);
        expect(await ids('articles', articles, '-subcategory')).toEqual([0, 2, 1]);
        expect(await ids('articles', articles, '-isPublished')).toEqual([1, 2, 0]);

        const lead = (country: string) => made('leads', { ...records.leads.create, country });
        const leads = [await lead('FR'), await lead('LUX'), await lead('BE')];
        expect(await ids('leads', leads, 'country')).toEqual([1, 2, 0]);
        expect(await ids('leads', leads, '-country')).toEqual([0, 2, 1]);
      });

      it('pages with a total count', async () => {
        const first = await store.list(query('products', { sort: 'id', 'page[limit]': '2' }));
        const second = await store.list(query('products', { sort: 'id', 'page[limit]': '2', 'page[offset]': '2' }));
        expect(first.ok && first.value.count).toBe(3);
        expect(first.ok && first.value.records.map((r) => r.id)).toEqual([graph.products.home, graph.products.variable]);
        expect(second.ok && second.value.records.map((r) => r.id)).toEqual([graph.products.consumer]);
        expect(await store.count(query('products', { 'filter[isSponsored]': 'false' }))).toEqual({ ok: true, value: 2 });
      });

      it('includes relations, each related record once', async () => {
        const listed = await store.list(query('products', { include: 'advertiser,advertiserbroker,categories', sort: 'id' }));
        expect(listed.ok).toBe(true);
        if (!listed.ok) return;
        const keys = listed.value.included.map((r) => `${r.type}:${r.id}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.sort()).toEqual(
          [
            `announcers:${graph.advertisers.alpha}`,
            `announcers:${graph.advertisers.beta}`,
            `announcers:${graph.advertisers.gamma}`,
            `categories:${graph.categories.mortgage}`,
            `categories:${graph.categories.personal}`,
          ].sort(),
        );
        expect(listed.value.records[2]?.relationships.advertiserbroker).toEqual({ type: 'announcers', id: graph.advertisers.gamma });
        expect(listed.value.records[0]?.attributes.categories).toEqual([graph.categories.mortgage]);
      });

      it('searches text case-insensitively, with LIKE characters taken literally', async () => {
        const found = await store.list(query('products', { 'filter[search]': 'HABITAT' }));
        expect(found.ok && found.value.records.map((r) => r.id)).toEqual([graph.products.home]);
        const literal = await store.list(query('products', { 'filter[search]': '%' }));
        expect(literal.ok && literal.value.count).toBe(0);
      });

      it('searches with apostrophes aside: a straight one typed finds the typographic one stored, and back', async () => {
        const writer = createStores(database.fork()).resources;
        const id = await make(writer, 'announcers', { name: 'Caisse d’Épargne du Nord', slug: 'caisse-nord', country: 'FR' });
        onTestFinished(async () => {
          await createStores(database.fork()).resources.remove('announcers', id);
        });
        for (const typed of ["caisse d'", 'CAISSE D’', 'caisse d\u02bc']) {
          const found = await createStores(database.fork()).resources.list(query('announcers', { 'filter[search]': typed }));
          expect(found.ok && found.value.records.map((r) => r.id)).toEqual([id]);
        }
      });

      it('refuses fields outside the allow-list, even in a query built by hand', async () => {
        const handMade = { ...query('products', {}), filter: { 'name) or 1=1 --': ['x'] } };
        expect(await store.list(handMade)).toMatchObject({ ok: false, error: { type: 'resource/invalid', field: 'name) or 1=1 --' } });
        const badSort = { ...query('products', {}), sort: [{ field: 'comment', direction: 'asc' as const }] };
        expect(await store.list(badSort)).toMatchObject({ ok: false, error: { type: 'resource/invalid', field: 'comment' } });
        const badDirection = { ...query('products', {}), sort: [{ field: 'name', direction: 'asc; drop table products' as 'asc' }] };
        expect(await store.list(badDirection)).toMatchObject({ ok: false, error: { type: 'resource/invalid' } });
        // Names every object inherits are not relations nor types of the allow-lists.
        for (const name of ['constructor', 'toString', '__proto__']) {
          const inherited = { ...query('products', {}), include: [name] };
          expect(await store.list(inherited)).toMatchObject({ ok: false, error: { type: 'resource/invalid', field: name } });
          expect(await store.list({ ...query('products', {}), type: name })).toMatchObject({
            ok: false,
            error: { type: 'resource/invalid', field: 'type' },
          });
        }
        // The table is still there.
        expect(await store.count(query('products', {}))).toEqual({ ok: true, value: 3 });
      });

      it('keeps injection strings as plain values', async () => {
        const listed = await store.list(
          query('announcers', { 'filter[slug]': "x' or '1'='1", 'filter[search]': "'; drop table advertisers; --" }),
        );
        expect(listed).toMatchObject({ ok: true, value: { count: 0 } });
        expect(await store.count(query('announcers', {}))).toMatchObject({ ok: true });
      });

      it('answers a typed error for a filter value that does not fit its field', async () => {
        expect(await store.list(query('products', { 'filter[advertiserId]': 'abc' }))).toMatchObject({
          ok: false,
          error: { type: 'resource/invalid', field: 'advertiserId' },
        });
        expect(await store.list(query('products', { 'filter[isActive]': 'peut-être' }))).toMatchObject({
          ok: false,
          error: { type: 'resource/invalid', field: 'isActive' },
        });
      });
    });

    describe('a visitor’s reads (visibleAt: the core’s visibility rule, decision 0010)', () => {
      const now = new Date('2026-11-27T12:00:00Z');
      let own: TestDatabase;
      let visitor: ResourceStore;
      let staff: ResourceStore;
      let fixture: Awaited<ReturnType<typeof seedGraph>> &
        Record<'inactive' | 'disabled' | 'hiddenLoan' | 'shownLoan' | 'hiddenStat' | 'author' | 'past' | 'future' | 'draft', number>;
      const seen = (type: ApiType, params: Record<string, string> = {}) => ({ ...query(type, { sort: 'id', ...params }), visibleAt: now });
      const idsOf = async (store: ResourceStore, listed: ResourceQuery) => {
        const page = await store.list(listed);
        if (!page.ok) throw new Error(JSON.stringify(page.error));
        return page.value.records.map((record) => record.id);
      };

      beforeAll(async () => {
        own = await open();
        const stores = createStores(own.fork()).resources;
        const graph = await seedGraph(stores);
        const product = (slug: string, flags: Record<string, boolean>) =>
          make(stores, 'products', {
            name: slug,
            slug,
            advertiserId: graph.advertisers.alpha,
            categories: [graph.categories.mortgage],
            config: productConfig,
            ...flags,
          });
        const inactive = await product('alpha-inactif', { isActive: false });
        const disabled = await product('alpha-desactive', { isDisabled: true });
        const author = await make(stores, 'authors', { name: 'Claire Martin', slug: 'claire-martin' });
        const article = (slug: string, fields: Record<string, unknown>) =>
          make(stores, 'articles', { title: slug, slug, content: 'x', authorId: author, ...fields });
        fixture = {
          ...graph,
          inactive,
          disabled,
          hiddenLoan: await make(stores, 'loans', { rate: 3, amount: 100_000, duration: 120, productId: inactive }),
          shownLoan: await make(stores, 'loans', { rate: 3, amount: 100_000, duration: 120, productId: graph.products.home }),
          hiddenStat: await make(stores, 'loanstats', { count: 1, min: 3, max: 3, mean: 3, std: 0, productId: disabled }),
          author,
          past: await article('publie', { isPublished: true, publishedAt: new Date('2026-11-01T00:00:00Z') }),
          future: await article('a-paraitre', { isPublished: true, publishedAt: new Date('2026-11-28T00:00:00Z') }),
          draft: await article('brouillon', { isPublished: false }),
        };
        visitor = createStores(own.fork()).resources;
        staff = createStores(own.fork()).resources;
      });
      afterAll(async () => own?.dispose());

      it('lists, counts and gets only what the rule shows; without visibleAt, every record', async () => {
        const { products, inactive, disabled, hiddenLoan, shownLoan, hiddenStat, past, future, draft } = fixture;
        expect(await idsOf(visitor, seen('products'))).toEqual([products.home, products.variable, products.consumer]);
        expect(await idsOf(staff, query('products', { sort: 'id' }))).toEqual([
          products.home,
          products.variable,
          products.consumer,
          inactive,
          disabled,
        ]);
        expect(await idsOf(visitor, seen('loans'))).toEqual([shownLoan]);
        expect(await idsOf(staff, query('loans', { sort: 'id' }))).toEqual([hiddenLoan, shownLoan]);
        expect(await idsOf(visitor, seen('loanstats'))).toEqual([]);
        expect(await idsOf(visitor, seen('articles'))).toEqual([past]);
        expect(await idsOf(staff, query('articles', { sort: 'id' }))).toEqual([past, future, draft]);
        expect(await visitor.count(seen('products'))).toEqual({ ok: true, value: 3 });
        expect(await visitor.count(seen('loans', { 'filter[productId]': String(inactive) }))).toEqual({ ok: true, value: 0 });
        // What a visitor filters on meets the rule: asking for hidden records finds none.
        expect(await visitor.count(seen('products', { 'filter[isActive]': 'false' }))).toEqual({ ok: true, value: 0 });
        expect(await visitor.count(seen('articles', { 'filter[isPublished]': 'false' }))).toEqual({ ok: true, value: 0 });
        for (const [type, id] of [
          ['products', inactive],
          ['products', disabled],
          ['loans', hiddenLoan],
          ['loanstats', hiddenStat],
          ['articles', future],
          ['articles', draft],
        ] as const) {
          expect(await visitor.get(type, id, [], { visibleAt: now }), `${type} ${id}`).toEqual({
            ok: false,
            error: { type: 'resource/not-found', resourceType: type, id },
          });
          expect((await staff.get(type, id)).ok, `${type} ${id}`).toBe(true);
        }
        expect((await visitor.get('articles', past, [], { visibleAt: now })).ok).toBe(true);
        // The rule is read at the instant given: the future article shows once its date has come.
        expect((await visitor.get('articles', future, [], { visibleAt: new Date('2026-11-28T00:00:00Z') })).ok).toBe(true);
      });

      it('includes, and names in relationships, only what the rule shows', async () => {
        const { products, categories, advertisers, inactive, disabled, author, past } = fixture;
        const category = await visitor.get('categories', categories.mortgage, ['products'], { visibleAt: now });
        expect(category.ok && category.value.included.map((record) => record.id).sort()).toEqual(
          [products.home, products.variable, products.consumer].sort(),
        );
        expect(
          category.ok && (category.value.record.relationships.products as { id: number }[]).map((identifier) => identifier.id).sort(),
        ).toEqual([products.home, products.variable, products.consumer].sort());
        const advertiser = await visitor.list(seen('announcers', { 'filter[id]': String(advertisers.alpha), include: 'products' }));
        expect(advertiser.ok && advertiser.value.included.map((record) => record.id)).toEqual([products.home]);
        const writer = await visitor.get('authors', author, ['articles'], { visibleAt: now });
        expect(writer.ok && writer.value.included.map((record) => record.id)).toEqual([past]);
        expect(writer.ok && writer.value.record.relationships.articles).toEqual([{ type: 'articles', id: past }]);
        const everything = await staff.get('categories', categories.mortgage, ['products']);
        expect(everything.ok && everything.value.included.map((record) => record.id)).toEqual(expect.arrayContaining([inactive, disabled]));
      });

      it('shows a visitor nothing of a type the rule does not name', async () => {
        expect(await visitor.count(seen('users'))).toEqual({ ok: true, value: 0 });
        expect(await visitor.get('leads', 1, [], { visibleAt: now })).toMatchObject({ ok: false, error: { type: 'resource/not-found' } });
      });
    });

    describe('integrity', () => {
      it('answers a typed conflict for a slug already taken, and stays usable', async () => {
        const stores = createStores(database.fork()).resources;
        const conflict = await stores.create('categories', { name: 'Doublon', slug: 'pret-immobilier', config: {}, faq: [] });
        expect(conflict).toEqual({
          ok: false,
          error: { type: 'resource/conflict', resourceType: 'categories', field: 'slug', detail: expect.any(String) },
        });
        const renamed = await stores.update('products', graph.products.home, { slug: 'beta-hypothecaire-variable' });
        expect(renamed).toMatchObject({ ok: false, error: { type: 'resource/conflict', field: 'slug' } });
        expect(await stores.get('products', graph.products.home)).toMatchObject({
          ok: true,
          value: { record: { attributes: { slug: 'alpha-habitat-fixe' } } },
        });
      });

      it('answers a typed error for a relation to a record that does not exist', async () => {
        const orphan = await createStores(database.fork()).resources.create('loans', {
          rate: 3,
          amount: 1000,
          duration: 12,
          productId: 999_999,
        });
        expect(orphan).toMatchObject({ ok: false, error: { type: 'resource/invalid', resourceType: 'loans' } });
      });

      it('leaves nothing behind when a write inside a transaction fails', async () => {
        const unit = createUnitOfWork(database.fork());
        await expect(
          unit.transaction(async (stores) => {
            await make(stores.resources, 'authors', { name: 'Jean Transaction', slug: 'jean-transaction' });
            await make(stores.resources, 'authors', { name: 'Doublon', slug: 'jean-transaction' });
          }),
        ).rejects.toThrow();
        const after = await createStores(database.fork()).resources.count(query('authors', { 'filter[slug]': 'jean-transaction' }));
        expect(after).toEqual({ ok: true, value: 0 });
      });

      it('deletes a product’s observations with it', async () => {
        const stores = createStores(database.fork()).resources;
        const product = await make(stores, 'products', {
          name: 'Éphémère',
          slug: 'alpha-ephemere',
          advertiserId: graph.advertisers.alpha,
          categories: [graph.categories.mortgage],
          config: { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: '' },
        });
        await make(stores, 'loans', { rate: 3, amount: 100_000, duration: 120, productId: product });
        await stores.remove('products', product);
        expect(await createStores(database.fork()).resources.count(query('loans', { 'filter[productId]': String(product) }))).toEqual({
          ok: true,
          value: 0,
        });
      });
    });
  });

  describe(`${name}: rubriques in French order`, () => {
    it('sorts them by name as French does, accents and case aside, both ways, page after page, searched or not', async () => {
      const database = await open();
      afterAllDispose.push(() => database.dispose());
      const stores = () => createStores(database.fork()).resources;
      const names = [
        'Zèbre',
        'État civil',
        'assurance',
        'Économie',
        'Crédit',
        'côte',
        'Cote',
        'Côte',
        'Épargne',
        'Eau',
        'Ecole',
        'Œuvres',
        'Oasis',
      ];
      for (const [index, rubrique] of names.entries()) await make(stores(), 'rubriques', { name: rubrique, slug: `rubrique-${index}` });
      const french = [...names].sort(new Intl.Collator('fr').compare);
      // Binary order would put « É » and « Œ » after « Z », and « assurance » after « Zèbre ».
      expect(french.slice(0, 3)).toEqual(['assurance', 'Cote', 'côte']);
      const read = async (params: Record<string, string>) => {
        const page = await stores().list(query('rubriques', params));
        if (!page.ok) throw new Error(JSON.stringify(page.error));
        return { names: page.value.records.map((record) => record.attributes.name), count: page.value.count };
      };
      expect(await read({ sort: 'name', 'page[limit]': '50' })).toEqual({ names: french, count: names.length });
      expect((await read({ 'page[limit]': '50' })).names).toEqual(french);
      expect((await read({ sort: '-name', 'page[limit]': '50' })).names).toEqual([...french].reverse());
      const pages = [];
      for (let offset = 0; offset < names.length; offset += 4)
        pages.push(...(await read({ sort: 'name', 'page[limit]': '4', 'page[offset]': String(offset) })).names);
      expect(pages).toEqual(french);
      expect(await read({ sort: 'name', 'filter[search]': 'te' })).toEqual({ names: ['Cote', 'côte', 'Côte'], count: 3 });
      // Sparse fields still apply, and an id order is the database's.
      const sparse = await stores().list(query('rubriques', { sort: 'name', 'fields[rubriques]': 'slug', 'page[limit]': '1' }));
      expect(sparse.ok && sparse.value.records[0]?.attributes).toEqual({ slug: `rubrique-${names.indexOf('assurance')}` });
      expect((await read({ sort: '-id', 'page[limit]': '2' })).names).toEqual(['Oasis', 'Œuvres']);
    });
  });

  describe(`${name}: a record created under the number it had`, () => {
    it('takes that number back, refuses one a record has, and the next new record still gets a number of its own', async () => {
      const database = await open();
      afterAllDispose.push(() => database.dispose());
      const stores = () => createStores(database.fork()).resources;
      const page = { title: 'Mentions', slug: 'mentions', content: 'Texte.' };
      const first = await make(stores(), 'legalpages', page);
      const second = await make(stores(), 'legalpages', { ...page, slug: 'cookies' });
      expect(await stores().remove('legalpages', first)).toEqual({ ok: true, value: undefined });
      const restored = await stores().create('legalpages', page, { id: first });
      expect(restored).toMatchObject({ ok: true, value: { id: first, attributes: { slug: 'mentions' } } });
      expect(await stores().create('legalpages', { ...page, slug: 'autre' }, { id: second })).toMatchObject({
        ok: false,
        error: { type: 'resource/conflict', resourceType: 'legalpages', field: 'id' },
      });
      const next = await make(stores(), 'legalpages', { ...page, slug: 'suivante' });
      expect(next).toBeGreaterThan(second);
      expect((await stores().get('legalpages', first)).ok).toBe(true);
    });
  });

  describeLoanStoresContract(name, async (observations) => {
    const database = await open();
    const resources = createStores(database.fork()).resources;
    const graph = await seedGraph(resources);
    const productIds = [graph.products.home, graph.products.variable, graph.products.consumer];
    // The contract names products 1 to 3; map them onto the ids this database gave.
    for (const observation of observations) {
      await make(resources, 'loans', {
        rate: observation.rate,
        amount: observation.amount ?? 100_000,
        duration: observation.duration ?? 120,
        productId: productIds[observation.productId - 1],
        createdAt: observation.observedAt,
      });
    }
    const stores = createStores(database.fork());
    const unmap = (id: number) => productIds.indexOf(id) + 1;
    afterAllDispose.push(() => database.dispose());
    return {
      rates: {
        ratesForProduct: (productId, since) => stores.rates.ratesForProduct(productIds[productId - 1] ?? -1, since),
        productIdsWithObservations: async () => (await stores.rates.productIdsWithObservations()).map(unmap),
        latestRates: async (ids) =>
          (await stores.rates.latestRates(ids.map((id) => productIds[id - 1] ?? -1))).map((row) => ({
            ...row,
            productId: unmap(row.productId),
          })),
      },
      loanstats: {
        save: async (productId, values, at) => ({
          ...(await stores.loanstats.save(productIds[productId - 1] ?? -1, values, at)),
          productId,
        }),
        series: async (ids, from, to) =>
          (
            await stores.loanstats.series(
              ids.map((id) => productIds[id - 1] ?? -1),
              from,
              to,
            )
          ).map((s) => ({ ...s, productId: unmap(s.productId) })),
        updateProductStats: (productId, values) => stores.loanstats.updateProductStats(productIds[productId - 1] ?? -1, values),
      },
      productStats: async (productId: number) => {
        const product = await createStores(database.fork()).resources.get('products', productIds[productId - 1] ?? -1);
        return product.ok ? (product.value.record.attributes.config as { stats: unknown }).stats : undefined;
      },
    };
  });
  describeRateWritesContract(name, async () => {
    const database = await open();
    afterAllDispose.push(() => database.dispose());
    const resources = createStores(database.fork()).resources;
    const graph = await seedGraph(resources);
    // A product of its own, in the mortgage category (100 000 to 300 000 € over 120 and 240 months), no rate yet.
    const productId = await make(resources, 'products', {
      name: 'Prêt habitat grille',
      slug: 'alpha-habitat-grille',
      advertiserId: graph.advertisers.alpha,
      categories: [graph.categories.mortgage],
      config: productConfig,
    });
    // Each call, a request of its own: its own unit of work and stores, as the container gives one per request.
    return {
      productId,
      deps() {
        const em = database.fork();
        const stores = createStores(em);
        return { unitOfWork: createUnitOfWork(em), rates: stores.rates, resources: stores.resources };
      },
    };
  });
  afterAll(async () => {
    await Promise.all(afterAllDispose.splice(0).map((dispose) => dispose()));
  });
}

const afterAllDispose: (() => Promise<void>)[] = [];
