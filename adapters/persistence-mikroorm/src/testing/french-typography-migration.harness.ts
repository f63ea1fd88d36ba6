import { FRENCH_TEXT_FIELDS, frenchTypography, type ApiType } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../create-stores.ts';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { ArticleSchema } from '../entities/article-schema.ts';
import { AuthorSchema } from '../entities/author-schema.ts';
import { CategorySchema } from '../entities/category-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import { Migration20261127170000, TYPESET_TABLES } from '../migrations/migration-20261127170000-french-typography.ts';
import { categoryConfig } from './contract-fixtures.ts';
import type { TestDatabase } from './test-databases.ts';

/** Text as an editor typed it before decision 0017: plain spaces before « ? : % », straight apostrophes. */
const TYPED = "L'offre : 3 % ?";
const TYPESET = frenchTypography(TYPED);

/** Decision 0017's data migration on rows written before it, straight through the store (as they were then). */
export function describeFrenchTypographyMigration(name: string, open: () => Promise<TestDatabase>): void {
  describe(`${name}: French typography of the text stored before decision 0017`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(async () => database?.dispose());

    const old = new Date('2026-10-01T00:00:00Z');
    const migrate = () => new Migration20261127170000(database.orm.em.getDriver() as never, database.orm.config).up();
    const create = async (type: ApiType, attributes: Record<string, unknown>): Promise<number> => {
      const created = await createStores(database.fork()).resources.create(type, attributes);
      if (!created.ok) throw new Error(`${type}: ${JSON.stringify(created.error)}`);
      return created.value.id;
    };

    it('typesets every listed text of every row, inside the FAQ, the config and the tags, and nothing else', async () => {
      const markdown = "Un `code ?` et [l'offre](https://example.com/?a=1) : en markdown";
      const category = await create('categories', {
        name: TYPED,
        slug: 'categorie-tapee',
        title: TYPED,
        summary: TYPED,
        description: markdown,
        comment: TYPED,
        faq: [{ question: 'Peut-on rembourser plus tôt ?', answer: TYPED }],
        config: categoryConfig,
        metaTitle: TYPED,
        metaDesc: TYPED,
      });
      const advertiser = await create('announcers', {
        name: TYPED,
        slug: 'banque-tapee',
        description: markdown,
        metaTitle: TYPED,
        metaDesc: TYPED,
        comment: TYPED,
        website: 'https://example.com/?a=1&b=2',
        country: 'LUX',
        advertisersCategory: 'banque',
      });
      const stats = { count: 2, min: 3, max: 4, mean: 3.5, std: 0.5 };
      const product = await create('products', {
        name: TYPED,
        slug: 'produit-tape',
        title: TYPED,
        metaTitle: TYPED,
        metaDesc: TYPED,
        apr: 'dès 3,9 %',
        brokerProduct: TYPED,
        info: markdown,
        test: markdown,
        comment: TYPED,
        idBtn: 'btn-tape',
        config: { stats, linkSubtext: 'Réponse : 48 heures !' },
        tags: ["prêt d'honneur", 'fixe'],
        advertiserId: advertiser,
        categories: [category],
      });
      const author = await create('authors', { name: "Jeanne d'Arc", slug: 'jeanne-d-arc', bio: markdown });
      const article = await create('articles', {
        title: TYPED,
        slug: 'article-tape',
        summary: TYPED,
        content: markdown,
        metaTitle: TYPED,
        metaDesc: TYPED,
        authorId: author,
      });
      const page = await create('legalpages', { title: TYPED, slug: 'page-tapee', content: markdown });
      const em = database.fork();
      for (const schema of [CategorySchema, AdvertiserSchema, ProductSchema, ArticleSchema, LegalPageSchema])
        await em.nativeUpdate(schema as never, {}, { modifiedAt: old } as never);

      await migrate();
      const read = database.fork();
      expect(await read.findOneOrFail(CategorySchema, category)).toMatchObject({
        name: TYPESET,
        slug: 'categorie-tapee',
        title: TYPESET,
        summary: TYPESET,
        description: markdown,
        comment: TYPED,
        faq: [{ question: 'Peut-on rembourser plus tôt\u202f?', answer: TYPESET }],
        config: categoryConfig,
        metaTitle: TYPESET,
        metaDesc: TYPESET,
        modifiedAt: old,
      });
      expect(await read.findOneOrFail(AdvertiserSchema, advertiser)).toMatchObject({
        name: TYPESET,
        description: markdown,
        metaTitle: TYPESET,
        metaDesc: TYPESET,
        comment: TYPED,
        website: 'https://example.com/?a=1&b=2',
        modifiedAt: old,
      });
      expect(await read.findOneOrFail(ProductSchema, product)).toMatchObject({
        name: TYPESET,
        title: TYPESET,
        metaTitle: TYPESET,
        metaDesc: TYPESET,
        apr: 'dès 3,9\u00a0%',
        brokerProduct: TYPESET,
        info: markdown,
        test: markdown,
        comment: TYPED,
        idBtn: 'btn-tape',
        config: { stats, linkSubtext: 'Réponse\u00a0: 48\u00a0heures\u202f!' },
        tags: ['prêt d’honneur', 'fixe'],
        modifiedAt: old,
      });
      expect(await read.findOneOrFail(AuthorSchema, author)).toMatchObject({ name: 'Jeanne d’Arc', bio: markdown });
      expect(await read.findOneOrFail(ArticleSchema, article)).toMatchObject({
        title: TYPESET,
        summary: TYPESET,
        content: markdown,
        metaTitle: TYPESET,
        metaDesc: TYPESET,
        modifiedAt: old,
      });
      expect(await read.findOneOrFail(LegalPageSchema, page)).toMatchObject({ title: TYPESET, content: markdown, modifiedAt: old });

      // Run again (a second server starting), it finds nothing left to change.
      const rows = () => database.fork().getConnection().execute('select * from products where id = ?', [product]);
      const before = await rows();
      await migrate();
      expect(await rows()).toEqual(before);
    });

    it('leaves a text that typesetting would make longer than its column as it is, and typesets the rest of its row', async () => {
      const full = `${'x'.repeat(198)}a?`;
      const fits = `${'x'.repeat(197)}a?`;
      const advertiser = await create('announcers', {
        name: 'Banque',
        slug: 'banque-pleine',
        country: 'LUX',
        advertisersCategory: 'banque',
      });
      const full1 = await create('authors', { name: full, slug: 'auteur-plein' });
      const product = await create('products', {
        name: full,
        slug: 'produit-plein',
        metaTitle: TYPED,
        config: { stats: { count: 0, min: 0, max: 0, mean: 0, std: 0 }, linkSubtext: '' },
        advertiserId: advertiser,
      });
      const fits1 = await create('authors', { name: fits, slug: 'auteur-juste' });
      await migrate();
      const read = database.fork();
      expect((await read.findOneOrFail(AuthorSchema, full1)).name).toBe(full);
      expect((await read.findOneOrFail(AuthorSchema, fits1)).name).toBe(`${'x'.repeat(197)}a\u202f?`);
      expect(await read.findOneOrFail(ProductSchema, product)).toMatchObject({ name: full, metaTitle: TYPESET });
    });

    it('knows each column’s length as the schema declares it', () => {
      const schemas = {
        categories: CategorySchema,
        announcers: AdvertiserSchema,
        products: ProductSchema,
        articles: ArticleSchema,
        legalpages: LegalPageSchema,
        authors: AuthorSchema,
      };
      for (const { type, columns, json, lengths } of TYPESET_TABLES) {
        const properties = schemas[type as keyof typeof schemas].meta.properties as Record<string, { type: string; length?: number }>;
        for (const attribute of Object.keys(columns)) {
          const property = properties[attribute]!;
          if (json.includes(attribute)) expect(property.type, `${type}.${attribute}`).toBe('json');
          else expect(lengths[attribute], `${type}.${attribute}`).toBe(property.type === 'string' ? property.length : undefined);
        }
      }
    });

    it('reaches every field core typesets on write, for the rows written before', () => {
      // A field added to FRENCH_TEXT_FIELDS after this migration needs a data migration of its own: list it there.
      const covered = Object.fromEntries(TYPESET_TABLES.map(({ type, columns }) => [type, Object.keys(columns).sort()]));
      // Types whose table came after this migration: every row of theirs was typeset when written (rubriques: their
      // own migration's names are written typeset).
      const createdLater = ['rubriques'];
      const typeset = Object.fromEntries(
        Object.entries(FRENCH_TEXT_FIELDS)
          .filter(([type, paths]) => paths.length > 0 && !createdLater.includes(type))
          .map(([type, paths]) => [type, [...new Set(paths.map((path) => path.split(/[.[]/)[0]!))].sort()]),
      );
      expect(covered).toEqual(typeset);
    });
  });
}
