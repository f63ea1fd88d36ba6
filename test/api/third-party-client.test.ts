/**
 * Issue 4: "a third-party JSON:API client library reads lists with include, sparse fields, sort and paging from our
 * API, so that we follow the format, not our own idea of it". Two libraries read the real server's answers:
 * - kitsu-core 11 (`deserialise`, which resolves relationships from `included` into `{ data: … }`, and `query`,
 *   which builds the query string the way kitsu's clients send it: brackets and commas percent-encoded);
 * - jsona (`new Jsona().deserialize(doc)`, which resolves them into plain properties).
 * Next to what the libraries read, the documents are checked against the rules of JSON:API 1.1 those libraries
 * rely on: media type, full linkage and no duplicates in `included`, nothing unrequested included, sparse fieldsets,
 * sort order, and pagination links coherent with `meta.count`.
 */
import { Jsona } from 'jsona';
import * as kitsuCore from 'kitsu-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON documents and what the libraries make of them

/**
 * kitsu-core 11's own declarations re-export `./deserialise` and `./query` without extensions, which NodeNext
 * resolution cannot follow, so TypeScript sees an empty module: the two functions are typed here, as its README
 * documents them.
 */
const { deserialise, query } = kitsuCore as unknown as {
  deserialise(response: Json, options?: { hoistData?: boolean }): Json;
  query(params: Json, prefix?: string, traditional?: boolean): string;
};

const JSON_API = 'application/vnd.api+json';
const dialects: ('sqlite' | 'postgresql')[] = process.env.PG_TEST_URL ? ['sqlite', 'postgresql'] : ['sqlite'];

const key = (resource: Json) => `${resource.type}:${resource.id}`;

/** The resource identifiers a resource's relationships point to. */
function linkage(resource: Json): Json[] {
  return Object.values((resource.relationships ?? {}) as Record<string, Json>).flatMap((relationship) =>
    relationship.data === null || relationship.data === undefined
      ? []
      : Array.isArray(relationship.data)
        ? relationship.data
        : [relationship.data],
  );
}

/**
 * JSON:API 1.1 "Fields": attributes and relationships share one namespace with type and id. Libraries rely on it:
 * kitsu-core puts both on the same object, so an attribute named like a relationship overwrites the resolved one.
 */
function expectOneNamespace(resources: Json[]) {
  for (const resource of resources) {
    const relationships = Object.keys(resource.relationships ?? {});
    const clashes = Object.keys(resource.attributes ?? {}).filter(
      (name) => relationships.includes(name) || name === 'type' || name === 'id',
    );
    expect(clashes, `${key(resource)} has attributes named like its relationships (or type / id)`).toEqual([]);
  }
}

/**
 * JSON:API 1.1 "Compound documents": full linkage, and each resource at most once in the document. The spec's one
 * exception: when a sparse fieldset leaves a relationship out, what it would link to may stand unlinked.
 */
function expectCompoundDocument(doc: Json, { sparseRelationships = false }: { sparseRelationships?: boolean } = {}) {
  const primary = doc.data as Json[];
  const included = (doc.included ?? []) as Json[];
  const all = [...primary, ...included].map(key);
  expect(new Set(all).size, 'a resource appears twice in the document').toBe(all.length);
  const referenced = new Set([...primary, ...included].flatMap(linkage).map(key));
  if (sparseRelationships) return;
  for (const resource of included)
    expect(referenced.has(key(resource)), `${key(resource)} is included but nothing points to it`).toBe(true);
}

for (const dialect of dialects) {
  describe(`a third-party JSON:API client reads our API (${dialect})`, () => {
    let server: TestServer;
    const jsona = new Jsona();

    async function getDocument(pathAndQuery: string): Promise<Json> {
      const answer = await server.api(pathAndQuery, { headers: { accept: JSON_API } });
      const text = await answer.text();
      expect(answer.status, `${pathAndQuery} → ${text.slice(0, 300)}`).toBe(200);
      // JSON:API 1.1: the media type, with no parameters other than ext or profile.
      expect(answer.headers.get('content-type')).toBe(JSON_API);
      return JSON.parse(text) as Json;
    }

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    it('include=advertiser,categories: kitsu-core and jsona resolve every relationship from `included`', async () => {
      const doc = await getDocument('/products?include=advertiser,categories&page[limit]=20');
      expect(doc.data).toHaveLength(20);
      expectCompoundDocument(doc);
      expectOneNamespace([...doc.data, ...doc.included]);
      // Only what was asked is included (JSON:API: "MUST NOT include unrequested resource objects").
      expect(new Set(doc.included.map((r: Json) => r.type))).toEqual(new Set(['announcers', 'categories']));
      const included = new Map<string, Json>(doc.included.map((r: Json) => [key(r), r]));

      const kitsu = deserialise(structuredClone(doc)) as Json;
      const models = jsona.deserialize(structuredClone(doc)) as Json[];
      expect(kitsu.data.map((p: Json) => p.id)).toEqual(doc.data.map((p: Json) => p.id));
      expect(models.map((p) => p.id)).toEqual(doc.data.map((p: Json) => p.id));
      expect(kitsu.meta).toEqual(doc.meta);
      expect(kitsu.links).toEqual(doc.links);

      doc.data.forEach((raw: Json, index: number) => {
        const advertiser = included.get(key(raw.relationships.advertiser.data));
        expect(advertiser, `the advertiser of product ${raw.id} is in included`).toBeDefined();
        const categories = (raw.relationships.categories.data as Json[]).map((identifier) => included.get(key(identifier)));
        expect(categories.length).toBeGreaterThan(0);

        const fromKitsu = kitsu.data[index];
        expect(fromKitsu).toMatchObject({ id: raw.id, type: 'products', name: raw.attributes.name, slug: raw.attributes.slug });
        expect(fromKitsu.advertiser.data).toMatchObject({
          type: 'announcers',
          id: advertiser?.id,
          name: advertiser?.attributes.name,
          slug: advertiser?.attributes.slug,
        });
        expect(fromKitsu.categories.data.map((c: Json) => [c.id, c.name])).toEqual(categories.map((c) => [c?.id, c?.attributes.name]));

        const fromJsona = models[index] as Json;
        expect(fromJsona).toMatchObject({ id: raw.id, type: 'products', name: raw.attributes.name, aprValue: raw.attributes.aprValue });
        expect(fromJsona.advertiser).toMatchObject({
          type: 'announcers',
          id: advertiser?.id,
          name: advertiser?.attributes.name,
          country: advertiser?.attributes.country,
        });
        expect(fromJsona.categories.map((c: Json) => c.slug)).toEqual(categories.map((c) => c?.attributes.slug));
        // The broker was not asked for: null, or the identifier (resolved only if it is also some product's advertiser).
        const broker = raw.relationships.advertiserbroker.data as Json | null;
        if (broker === null) expect(fromJsona.advertiserbroker ?? null).toBeNull();
        else expect(fromJsona.advertiserbroker).toMatchObject({ type: 'announcers', id: broker.id });
      });
      // Visitors never see internal fields, through the included resources either.
      for (const resource of doc.included) expect(resource.attributes).not.toHaveProperty('comment');
    });

    it('sparse fieldsets: fields[products]=name,slug and fields[announcers]=name give only those attributes', async () => {
      const doc = await getDocument('/products?include=advertiser&fields[products]=name,slug&fields[announcers]=name&page[limit]=10');
      // The fieldset leaves `advertiser` out, so the included advertisers may stand unlinked (the spec's exception).
      expectCompoundDocument(doc, { sparseRelationships: true });
      for (const product of doc.data) expect(Object.keys(product.attributes).sort()).toEqual(['name', 'slug']);
      for (const advertiser of doc.included) expect(Object.keys(advertiser.attributes)).toEqual(['name']);

      const models = jsona.deserialize(structuredClone(doc)) as Json[];
      const kitsu = deserialise(structuredClone(doc)) as Json;
      models.forEach((product, index) => {
        expect(typeof product.name).toBe('string');
        expect(product).not.toHaveProperty('aprValue');
        expect(product).not.toHaveProperty('isInternal');
        expect(product).not.toHaveProperty('comment');
        const fromKitsu = kitsu.data[index];
        expect(fromKitsu).not.toHaveProperty('aprValue');
        // Where the advertiser's linkage is there, it resolves to an advertiser with its name only.
        if (product.advertiser)
          expect(Object.keys(product.advertiser).filter((name) => !['type', 'id', 'links', 'relationshipNames'].includes(name))).toEqual([
            'name',
          ]);
        if (fromKitsu.advertiser?.data)
          expect(Object.keys(fromKitsu.advertiser.data).filter((name) => !['type', 'id', 'links'].includes(name))).toEqual(['name']);
      });
    });

    it('sparse fieldsets of an included type keep the included resources (a visitor reading categories with their products)', async () => {
      // What a visitor's client asks for a menu: each category's name and its products' names.
      // The relationship is named in the fieldset, as JSON:API 1.1 asks of a client that wants its linkage.
      const doc = await getDocument(
        '/categories?include=products&fields[categories]=name,products&fields[products]=name,slug&page[limit]=3',
      );
      expectCompoundDocument(doc);
      const linked = new Set(doc.data.flatMap(linkage).map(key));
      expect(linked.size).toBeGreaterThan(0);
      expect(new Set(doc.included.map(key)), 'every linked product is included').toEqual(linked);
      for (const product of doc.included) expect(Object.keys(product.attributes).sort()).toEqual(['name', 'slug']);
      const categories = jsona.deserialize(structuredClone(doc)) as Json[];
      for (const category of categories) {
        for (const product of category.products)
          expect(typeof product.name, `product ${product.id} of ${category.name} is resolved`).toBe('string');
      }
      // The same for a to-one relation and for articles (the other type a visitor only sees when published).
      for (const path of [
        '/loans?include=product&fields[loans]=rate,product&fields[products]=name&page[limit]=5',
        '/authors?include=articles&fields[authors]=name,articles&fields[articles]=title&page[limit]=3',
      ]) {
        const other = await getDocument(path);
        expectCompoundDocument(other);
        expect(new Set((other.included ?? []).map(key)), `${path}: every linked resource is included`).toEqual(
          new Set(other.data.flatMap(linkage).map(key)),
        );
      }
    });

    it('sparse fieldsets restrict relationships too (JSON:API 1.1: attributes and relationships are both "fields")', async () => {
      // "If a client requests a restricted set of fields for a given resource type, an endpoint MUST NOT include
      // additional fields in resource objects of that type in its response."
      const restricted = await getDocument('/products?fields[products]=name,slug&page[limit]=5');
      for (const product of restricted.data) {
        expect(Object.keys(product.relationships ?? {}), `product ${product.id} with fields[products]=name,slug`).toEqual([]);
      }
      // A relationship is selected by naming it, and then still resolves from included.
      const withAdvertiser = await getDocument(
        '/products?include=advertiser&fields[products]=name,slug,advertiser&fields[announcers]=name&page[limit]=5',
      );
      expectCompoundDocument(withAdvertiser);
      const models = jsona.deserialize(structuredClone(withAdvertiser)) as Json[];
      for (const product of models) {
        expect(
          Object.keys(product)
            .filter((name) => !['type', 'id', 'links', 'relationshipNames'].includes(name))
            .sort(),
        ).toEqual(['advertiser', 'name', 'slug']);
        expect(typeof product.advertiser.name).toBe('string');
      }
    });

    it('sort=-aprValue,name: the libraries get the products in that order', async () => {
      const doc = await getDocument('/products?sort=-aprValue,name&fields[products]=name,aprValue&page[limit]=100');
      const models = jsona.deserialize(structuredClone(doc)) as Json[];
      const kitsu = deserialise(structuredClone(doc)) as Json;
      expect(models.length).toBe(doc.meta.count);
      expect(kitsu.data.map((p: Json) => p.id)).toEqual(models.map((p) => p.id));
      let ties = 0;
      for (let i = 1; i < models.length; i++) {
        const [before, after] = [models[i - 1] as Json, models[i] as Json];
        expect(before.aprValue, `${before.name} (${before.aprValue}) before ${after.name} (${after.aprValue})`).toBeGreaterThanOrEqual(
          after.aprValue,
        );
        if (before.aprValue === after.aprValue) {
          ties++;
          // Ascending by name under the database's collation: code units (SQLite) or the locale (PostgreSQL).
          const ascending = before.name <= after.name || before.name.localeCompare(after.name, 'fr') <= 0;
          expect(ascending, `tie at ${before.aprValue}: "${before.name}" before "${after.name}"`).toBe(true);
        }
      }
      expect(ties, 'the demo data has products with the same aprValue, so the second key is exercised').toBeGreaterThan(0);
      // The reverse order is the exact mirror where there are no ties.
      const ascending = await getDocument('/products?sort=aprValue&fields[products]=aprValue&page[limit]=100');
      expect(ascending.data.map((p: Json) => p.attributes.aprValue)).toEqual(doc.data.map((p: Json) => p.attributes.aprValue).reverse());
    });

    it('page[limit]=5&page[offset]=5: links.next / links.prev and meta.count are coherent, and paging visits every product once', async () => {
      const total = (await getDocument('/products/count')).meta.count as number;
      const page = await getDocument('/products?sort=name&page[limit]=5&page[offset]=5');
      expect(page.meta.count).toBe(total);
      expect(page.data).toHaveLength(5);
      const next = new URL(page.links.next);
      const prev = new URL(page.links.prev);
      expect([next.searchParams.get('page[offset]'), next.searchParams.get('page[limit]'), next.searchParams.get('sort')]).toEqual([
        '10',
        '5',
        'name',
      ]);
      expect([prev.searchParams.get('page[offset]'), prev.searchParams.get('page[limit]'), prev.searchParams.get('sort')]).toEqual([
        '0',
        '5',
        'name',
      ]);

      // The whole list in one page, to compare the pages with.
      const everything = (await getDocument('/products?sort=name&page[limit]=100')).data.map((p: Json) => p.id);
      expect(everything).toHaveLength(total);
      expect(page.data.map((p: Json) => p.id)).toEqual(everything.slice(5, 10));
      const first = await getDocument(`${prev.pathname.replace(/^\/api/, '')}${prev.search}`);
      expect(first.data.map((p: Json) => p.id)).toEqual(everything.slice(0, 5));
      expect(first.links.prev).toBeUndefined();

      // Following links.next from the first page, as a client would, reads every product exactly once.
      const seen: string[] = [];
      let link: string | undefined = `${server.url}/api/products?sort=name&page[limit]=7`;
      let pages = 0;
      while (link && pages < 50) {
        const url: URL = new URL(link);
        const current = await getDocument(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
        expect(current.meta.count).toBe(total);
        const models = jsona.deserialize(structuredClone(current)) as Json[];
        seen.push(...models.map((p) => String(p.id)));
        expect(Boolean(current.links.next)).toBe(seen.length < total);
        link = current.links.next;
        pages++;
      }
      expect(pages).toBe(Math.ceil(total / 7));
      expect(seen).toEqual(everything);
    });

    it('a query string built by kitsu-core `query()` is understood, with the same answer as the hand-written one', async () => {
      const params = {
        include: 'advertiser,categories',
        fields: { products: 'name,slug,advertiser,categories', announcers: 'name' },
        sort: '-aprValue,name',
        page: { limit: 5, offset: 5 },
      };
      const built = query(params);
      // kitsu encodes brackets and commas: the server must decode them, not take them literally.
      expect(built).toContain('fields%5Bproducts%5D=name%2Cslug%2Cadvertiser%2Ccategories');
      const fromKitsu = await getDocument(`/products?${built}`);
      const byHand = await getDocument(
        '/products?include=advertiser,categories&fields[products]=name,slug,advertiser,categories&fields[announcers]=name&sort=-aprValue,name&page[limit]=5&page[offset]=5',
      );
      const { links: kitsuLinks, ...kitsuRest } = fromKitsu;
      const { links: handLinks, ...handRest } = byHand;
      expect(kitsuRest).toEqual(handRest);
      expect(kitsuLinks.next).toBe(handLinks.next);
      expect(kitsuLinks.prev).toBe(handLinks.prev);
      expect(fromKitsu.data).toHaveLength(5);
      expect(fromKitsu.meta.count).toBeGreaterThan(10);

      // And the result deserialises with the relationships resolved.
      const products = (deserialise(structuredClone(fromKitsu)) as Json).data as Json[];
      for (const product of products) {
        expect(
          Object.keys(product)
            .filter((name) => !['type', 'id', 'links', 'advertiser', 'categories'].includes(name))
            .sort(),
        ).toEqual(['name', 'slug']);
        expect(product).not.toHaveProperty('advertiserbroker');
        expect(typeof product.advertiser.data.name).toBe('string');
        expect(product.categories.data.length).toBeGreaterThan(0);
      }
      // A filter as kitsu writes it (`filter[slug]=…`) and a single resource read through kitsu's `query` too.
      const slug = products[0]?.slug as string;
      const filtered = await getDocument(`/products?${query({ filter: { slug }, include: 'advertiser' })}`);
      expect((jsona.deserialize(structuredClone(filtered)) as Json[]).map((p) => p.slug)).toEqual([slug]);
      const one = await getDocument(`/products/${products[0]?.id}?${query({ include: 'categories', fields: { categories: 'name' } })}`);
      const model = jsona.deserialize(structuredClone(one)) as Json;
      expect(model.id).toBe(products[0]?.id);
      for (const category of model.categories)
        expect(Object.keys(category).filter((name) => !['type', 'id', 'links', 'relationshipNames'].includes(name))).toEqual(['name']);
    });
  });
}
