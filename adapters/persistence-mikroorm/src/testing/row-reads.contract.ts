import type { ApiType, ResourceRecord } from '@pretscope/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { RESOURCE_MAPPINGS } from '../stores/resource-mapping.ts';
import { categoryConfig, creatableRecords, make, productConfig, seedGraph } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

/** The to-one relations of a type: what a list read as rows may include. */
function toOneRelations(type: ApiType): string[] {
  return Object.entries(RESOURCE_MAPPINGS[type].relations)
    .filter(([, relation]) => !relation.many)
    .map(([name]) => name);
}

/**
 * Lists are read as rows rather than entities when they can be (mikroorm-resource-store.ts): they must give the very
 * records, and included records, that the entity path gives (`get` still loads an entity), for every type.
 */
export function describeRowReads(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: lists read as rows`, () => {
    let database: TestDatabase | undefined;
    afterAll(async () => database?.dispose());

    it('give every type the records and included records that entities give', async () => {
      database = await open();
      const store = createStores(database.fork()).resources;
      const graph = await seedGraph(store);
      const records = creatableRecords(graph);
      for (const [type, { create }] of Object.entries(records)) await make(store, type as ApiType, create);
      const author = await make(store, 'authors', {
        name: 'Paul Weber',
        slug: 'paul-weber',
        bio: 'Économiste.',
        avatar: '/uploads/authors/paul.png',
      });
      await make(store, 'articles', {
        title: 'Taux fixe ou variable',
        slug: 'taux-fixe-ou-variable',
        content: 'Texte',
        authorId: author,
        isPublished: false,
        publishedAt: null,
        image: null,
      });

      // Products carry their categories (a relation to many): they are always read as entities.
      const readAsRows = (Object.keys(RESOURCE_MAPPINGS) as ApiType[]).filter(
        (type) => !Object.values(RESOURCE_MAPPINGS[type].relations).some((relation) => relation.many && relation.idAttribute),
      );
      expect(readAsRows).toContain('categories');
      for (const type of readAsRows) {
        const include = toOneRelations(type);
        const listed = await createStores(database.fork()).resources.list({
          type,
          filter: {},
          sort: [],
          page: { offset: 0, limit: 1_000 },
          include,
        });
        if (!listed.ok) throw new Error(`${type}: ${JSON.stringify(listed.error)}`);
        expect(listed.value.records.length, type).toBeGreaterThan(0);
        const expectedIncluded = new Map<string, ResourceRecord>();
        for (const record of listed.value.records) {
          const got = await createStores(database.fork()).resources.get(type, record.id, include);
          if (!got.ok) throw new Error(`${type} ${record.id}: ${JSON.stringify(got.error)}`);
          expect(record, `${type} ${record.id}`).toStrictEqual(got.value.record);
          for (const related of got.value.included) expectedIncluded.set(`${related.type}:${related.id}`, related);
        }
        const byKey = (list: ResourceRecord[]) => [...list].sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`));
        expect(byKey(listed.value.included), `${type} included`).toStrictEqual(byKey([...expectedIncluded.values()]));
      }
    });

    it('give a product its categories in the same order, by id, whether listed or read alone', async () => {
      const store = createStores(database!.fork()).resources;
      const category = (slug: string) => make(store, 'categories', { name: slug, slug, config: categoryConfig });
      const first = await category('ordre-un');
      const second = await category('ordre-deux');
      const third = await category('ordre-trois');
      const advertiserId = await make(store, 'announcers', {
        name: 'Banque Ordre',
        slug: 'banque-ordre',
        country: 'LUX',
        advertisersCategory: 'banque',
      });
      // Given out of order: PostgreSQL returned a collection in the pivot's physical order, which differed between a
      // list (one query for all products) and a get.
      const product = await make(store, 'products', {
        name: 'Prêt ordonné',
        slug: 'pret-ordonne',
        advertiserId,
        categories: [third, first, second],
        config: productConfig,
      });
      const expectInIdOrder = async (ids: number[]) => {
        const listed = await createStores(database!.fork()).resources.list({
          type: 'products',
          filter: { id: [String(product)] },
          sort: [],
          page: { offset: 0, limit: 10 },
          include: ['categories'],
        });
        const got = await createStores(database!.fork()).resources.get('products', product, ['categories']);
        if (!listed.ok || !got.ok) throw new Error('the product could not be read');
        expect(got.value.record.attributes.categories).toEqual(ids);
        expect(listed.value.records[0]?.attributes.categories).toEqual(ids);
        expect(listed.value.records[0]?.relationships.categories).toEqual(got.value.record.relationships.categories);
      };
      await expectInIdOrder([first, second, third]);
      // Changed (the pivot's rows are replaced), then changed back: still by id.
      const changed = await createStores(database!.fork()).resources.update('products', product, { categories: [second, first] });
      if (!changed.ok) throw new Error('the product could not be changed');
      await expectInIdOrder([first, second]);
      const back = await createStores(database!.fork()).resources.update('products', product, { categories: [third, second, first] });
      if (!back.ok) throw new Error('the product could not be changed');
      await expectInIdOrder([first, second, third]);
    });
  });
}
