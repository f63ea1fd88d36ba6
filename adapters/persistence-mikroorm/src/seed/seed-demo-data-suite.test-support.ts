import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { frenchTypography, rateStats, typesetFrenchText } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { ArticleSchema } from '../entities/article-schema.ts';
import { AuthorSchema } from '../entities/author-schema.ts';
import { RubriqueSchema } from '../entities/rubrique-schema.ts';
import { CategorySchema } from '../entities/category-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import { UserSchema } from '../entities/user-schema.ts';
import { TYPESET_TABLES } from '../migrations/migration-20261127170000-french-typography.ts';
import { SEED_ARTICLE_IMAGES } from './data/articles.ts';
import { SEED_CATEGORIES } from './data/categories.ts';
import { DEMO_EDITOR_EMAIL, seedDemoData, type SeedDemoDataResult } from './seed-demo-data.ts';
import { expectWellFormedSvg, testHash, type OpenSeedTestDatabase, type SeedTestDatabase } from './seed-databases.test-support.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const ADMIN_EMAIL = 'admin@pretscope.example';
const FENCE_STYLES = ['text', 'info', 'warning', 'quote', 'button', 'image'];
/** The 24 months of observations: December 2024 to November 2026, the 1st at 00:00 UTC. */
const MONTHS = Array.from({ length: 24 }, (_, index) => Date.UTC(2024, 11 + index, 1));

/** The demo seed, run once on an empty database of the given kind and examined from every side. */
export function describeSeedDemoData(open: OpenSeedTestDatabase): void {
  let db: SeedTestDatabase;
  let result: SeedDemoDataResult;
  let em: () => EntityManager;

  beforeAll(async () => {
    db = await open();
    em = () => db.database.fork();
    result = await seedDemoData(em(), {
      now: NOW,
      uploadsDir: db.uploadsDir,
      hashPassword: testHash,
      admin: { email: ` ${ADMIN_EMAIL.toUpperCase()} ` },
    });
  }, 120_000);
  afterAll(async () => {
    await db?.dispose();
  }, 60_000);

  it('answers what it wrote, table by table, and the admin password it generated', async () => {
    expect(result.seeded).toBe(true);
    expect(result.generatedAdminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const tables = {
      categories: CategorySchema,
      advertisers: AdvertiserSchema,
      products: ProductSchema,
      loans: RateObservationSchema,
      loanstats: LoanstatSchema,
      authors: AuthorSchema,
      rubriques: RubriqueSchema,
      articles: ArticleSchema,
      legal_pages: LegalPageSchema,
      users: UserSchema,
    };
    for (const [table, schema] of Object.entries(tables))
      expect(await em().count(schema as EntityName, {}), table).toBe(result.counts[table]);
    expect(result.counts).toMatchObject({ categories: 6, legal_pages: 5, users: 2 });
    // Every article is filed under a rubrique of the list (or none), as the back office's check demands.
    const slugs = new Set((await em().find(RubriqueSchema, {})).map((rubrique) => rubrique.slug));
    for (const article of await em().find(ArticleSchema, {}))
      if (article.subcategory !== null) expect(slugs, article.slug).toContain(article.subcategory);
  });

  it('writes 6 public categories and at least 25 banks and brokers across Luxembourg, Belgium and France', async () => {
    const categories = await em().find(CategorySchema, {});
    expect(categories).toHaveLength(6);
    expect(categories.every((category) => !category.isBlacklisted && category.faq.length > 0 && category.config.amounts.length > 0)).toBe(
      true,
    );
    expect(categories.some((category) => 'rateLevel' in category.config)).toBe(false);

    const advertisers = await em().find(AdvertiserSchema, {});
    expect(advertisers.length).toBeGreaterThanOrEqual(25);
    expect(new Set(advertisers.map((advertiser) => advertiser.country))).toEqual(new Set(['LUX', 'BE', 'FR']));
    expect(new Set(advertisers.map((advertiser) => advertiser.advertisersCategory))).toEqual(new Set(['banque', 'courtier']));
    // No logo file: the site draws each one from the record (core lenderWordmark) until an editor uploads one.
    for (const advertiser of advertisers) expect(advertiser.logo).toBeNull();
  });

  it('writes at least 60 products, each in its category, with sponsored, prioritized and broker offers', async () => {
    const products = await em().find(ProductSchema, {}, { populate: ['categories', 'advertiser', 'advertiserbroker'] });
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    for (const product of products) {
      expect(product.categories.length).toBe(1);
      expect(product.slug.startsWith(`${product.advertiser.slug}-`)).toBe(true);
      expect(product.title).toBe(product.name);
      expect(product.link).toMatch(new RegExp(`^https://www\\.${product.advertiser.slug}\\.example/[a-z0-9-]+$`));
      expect(product.config.linkSubtext).toBe('Offre soumise à conditions');
      expect(product.metaDesc).toContain('taux observés');
      expect(product.tags.length).toBeGreaterThan(0);
      if (product.viaBroker) {
        expect(product.advertiserbroker?.advertisersCategory).toBe('courtier');
        expect(product.brokerLink).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\//);
      } else {
        expect(product.advertiserbroker).toBeNull();
      }
    }
    const sponsored = products.filter((product) => product.isSponsored).length;
    expect(sponsored).toBeGreaterThanOrEqual(3);
    expect(sponsored).toBeLessThanOrEqual(5);
    expect(products.some((product) => product.isPrioritized)).toBe(true);
    expect(products.filter((product) => product.viaBroker).length).toBeGreaterThanOrEqual(3);
    const covered = new Set(products.flatMap((product) => product.categories.getItems().map((category) => category.slug)));
    expect(covered).toEqual(new Set(SEED_CATEGORIES.map((category) => category.slug)));
  });

  it('observes every point of each product’s grid in each of the last 24 months, within its category’s range', async () => {
    const connection = em().getConnection();
    const perProduct = await connection.execute<{ product_id: number; months: number | string; observations: number | string }[]>(
      'select product_id, count(distinct created_at) as months, count(*) as observations from loans group by product_id',
    );
    const products = await em().find(ProductSchema, {}, { populate: ['categories'] });
    expect(perProduct).toHaveLength(products.length);
    const grid = new Map(products.map((product) => [product.id, product.categories.getItems()[0]?.config]));
    for (const row of perProduct) {
      const config = grid.get(Number(row.product_id));
      expect(Number(row.months)).toBe(24);
      expect(Number(row.observations)).toBe(24 * (config?.amounts.length ?? 0) * (config?.durations.length ?? 0));
    }

    const ranges = await connection.execute<{ slug: string; low: number | string; high: number | string }[]>(
      'select c.slug as slug, min(l.rate) as low, max(l.rate) as high from loans l join product_categories pc on pc.product_id = l.product_id join categories c on c.id = pc.category_id group by c.slug',
    );
    for (const range of ranges) {
      const level = SEED_CATEGORIES.find((category) => category.slug === range.slug)?.rateLevel;
      expect(Number(range.low)).toBeGreaterThanOrEqual(level?.min ?? Infinity);
      expect(Number(range.high)).toBeLessThanOrEqual(level?.max ?? -Infinity);
    }
  });

  it('stores the observations’ dates as the ORM does: read back, they are the months’ first days at midnight UTC', async () => {
    const product = await em().findOneOrFail(ProductSchema, { slug: { $like: 'banque-petrusse-%' } }, { orderBy: { id: 'asc' } });
    const loans = await em().find(RateObservationSchema, { product }, { fields: ['createdAt', 'modifiedAt', 'score'] });
    expect(new Set(loans.map((observation) => observation.createdAt.getTime()))).toEqual(new Set(MONTHS));
    expect(
      loans.every((observation) => observation.modifiedAt.getTime() === observation.createdAt.getTime() && observation.score === null),
    ).toBe(true);
  });

  it('writes one loanstat per product and month, equal to rateStats of that month’s observations', async () => {
    const counts = await em().getConnection().execute<{ n: number | string }[]>('select count(*) as n from loanstats group by product_id');
    expect(counts.every((row) => Number(row.n) === 24)).toBe(true);

    // Recomputed for one product, through the ORM.
    const product = await em().findOneOrFail(ProductSchema, { slug: { $like: 'banque-de-l-escaut-%' } }, { orderBy: { id: 'asc' } });
    const loans = await em().find(RateObservationSchema, { product }, { orderBy: { id: 'asc' } });
    const byMonth = new Map<string, number[]>();
    for (const observation of loans)
      byMonth.set(monthOf(observation.createdAt), [...(byMonth.get(monthOf(observation.createdAt)) ?? []), observation.rate]);
    const loanstats = await em().find(LoanstatSchema, { product }, { orderBy: { createdAt: 'asc' } });
    expect(loanstats.map((stat) => monthOf(stat.createdAt))).toEqual([...byMonth.keys()].sort());
    for (const stat of loanstats) {
      const expected = rateStats(byMonth.get(monthOf(stat.createdAt)) ?? []);
      expect(stat.count).toBe(expected.count);
      for (const field of ['min', 'max', 'mean', 'std'] as const) expect(stat[field]).toBeCloseTo(expected[field], 9);
      // Dated the month's last day, or today for the month in progress.
      expect(stat.createdAt.getTime()).toBe(
        Math.min(Date.UTC(stat.createdAt.getUTCFullYear(), stat.createdAt.getUTCMonth() + 1, 0), Date.UTC(2026, 10, 22)),
      );
    }
    const latest = loanstats.at(-1);
    expect(product.config.stats.count).toBe(latest?.count);
    expect(product.config.stats.mean).toBeCloseTo(latest?.mean ?? NaN, 9);
    expect(product.aprValue).toBeGreaterThan(latest?.min ?? Infinity);
  });

  it('writes the articles with their authors, published, using only the site’s fenced block styles and uploaded images', async () => {
    const articles = await em().find(ArticleSchema, {}, { populate: ['author'] });
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((article) => article.author?.slug)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(articles.map((article) => article.subcategory)).size).toBeGreaterThanOrEqual(3);
    const styles = new Set<string>();
    for (const article of articles) {
      expect(article.isPublished).toBe(true);
      expect(article.publishedAt).toBeInstanceOf(Date);
      expect(article.content).not.toContain('/images/articles/');
      const fences = [...article.content.matchAll(/^```(.*)$/gm)].map((match) => (match[1] ?? '').trim());
      expect(fences.length % 2, `${article.slug}: every fence is closed`).toBe(0);
      const openings = fences.filter((_, index) => index % 2 === 0);
      expect(
        fences.filter((_, index) => index % 2 === 1).every((closing) => closing === ''),
        article.slug,
      ).toBe(true);
      for (const style of openings) expect(FENCE_STYLES, `${article.slug} uses \`\`\`${style}`).toContain(style);
      openings.forEach((style) => styles.add(style));
      expect(article.image).toMatch(/^\/uploads\/articles\/[a-z0-9-]+\.svg$/);
      for (const path of [
        article.image as string,
        ...[...article.content.matchAll(/\((\/uploads\/articles\/[^)\s]+)/g)].map((match) => match[1] as string),
      ]) {
        expect(existsSync(join(db.uploadsDir, path.replace(/^\/uploads\//, ''))), path).toBe(true);
      }
    }
    expect(styles).toEqual(new Set(FENCE_STYLES));
    const legalPages = await em().find(LegalPageSchema, {});
    expect(legalPages.map((page) => page.slug).sort()).toEqual([
      'conditions-generales',
      'fonctionnement-du-comparateur',
      'mentions-legales',
      'politique-de-confidentialite',
      'qui-sommes-nous',
    ]);
  });

  it('creates the admin with the hash of the password it answers, and an editor whose password is not answered', async () => {
    const admin = await em().findOneOrFail(UserSchema, { email: ADMIN_EMAIL }, { populate: ['passwordHash'] });
    expect(admin.roles).toEqual(['admin']);
    expect([admin.firstName, admin.lastName]).toEqual(['Admin', 'Prêtscope']);
    expect(admin.passwordHash).toBe(await testHash(result.generatedAdminPassword as string));
    const editor = await em().findOneOrFail(UserSchema, { email: DEMO_EDITOR_EMAIL }, { populate: ['passwordHash'] });
    expect(editor.roles).toEqual(['editor']);
    expect(editor.passwordHash).toMatch(/^test\$[0-9a-f]{64}$/);
    expect(editor.passwordHash).not.toBe(admin.passwordHash);
  });

  it('writes no logo file, and the chart of its figures for each article image, each different', () => {
    expect(readdirSync(join(db.uploadsDir, 'logos'))).toEqual([]);
    const drawn = new Set<string>();
    for (const image of SEED_ARTICLE_IMAGES) {
      const svg = readFileSync(join(db.uploadsDir, 'articles', image.path.split('/').pop() as string), 'utf8');
      expectWellFormedSvg(svg);
      expect(svg).toContain(`>${image.title.replaceAll('&', '&amp;')}</title>`);
      expect(svg).toContain('<desc');
      drawn.add(svg);
    }
    expect(drawn.size).toBe(SEED_ARTICLE_IMAGES.length);
  });

  it('gives every article the chart of its own figures as its picture, described in its text', async () => {
    const articles = await em().find(ArticleSchema, {});
    const images = new Set(articles.map((article) => article.image));
    expect(images.size).toBe(articles.length);
    for (const article of articles) {
      const image = SEED_ARTICLE_IMAGES.find((candidate) => article.image === candidate.path.replace('/images/', '/uploads/'));
      expect(image, article.slug).toBeDefined();
      // The markdown is written with plain spaces; the renderer sets it in French typography, as the picture's text is.
      const written = article.content.split(`](${article.image} `)[0]?.split('![').at(-1);
      expect(written, article.slug).toBeDefined();
      expect(frenchTypography(written ?? '')).toBe(image?.alt);
    }
  });

  it('writes the French text visitors read already typeset, as a save through the API would store it (decision 0017)', async () => {
    const schemas = {
      categories: CategorySchema,
      announcers: AdvertiserSchema,
      products: ProductSchema,
      articles: ArticleSchema,
      legalpages: LegalPageSchema,
      authors: AuthorSchema,
    };
    for (const { type, columns } of TYPESET_TABLES) {
      const rows = (await em().find(schemas[type as keyof typeof schemas] as EntityName, {})) as Record<string, unknown>[];
      expect(rows.length, type).toBeGreaterThan(0);
      for (const row of rows) {
        const texts = Object.fromEntries(Object.keys(columns).map((attribute) => [attribute, row[attribute]]));
        expect(typesetFrenchText(type, texts), `${type} ${String(row.slug)}`).toEqual(texts);
      }
    }
  });

  it('does nothing the second time: the database already has categories', async () => {
    const before = await em().count(RateObservationSchema, {});
    const again = await seedDemoData(em(), {
      now: new Date(),
      uploadsDir: db.uploadsDir,
      hashPassword: testHash,
      admin: { email: 'other@pretscope.example' },
    });
    expect(again).toEqual({ seeded: false, counts: {} });
    expect(await em().count(RateObservationSchema, {})).toBe(before);
    expect(await em().count(UserSchema, {})).toBe(2);
  });

  describe('when a write fails', () => {
    let fresh: SeedTestDatabase;
    beforeAll(async () => {
      fresh = await open();
    }, 60_000);
    afterAll(async () => {
      await fresh?.dispose();
    }, 60_000);

    it('leaves the database as it was, and a later run gives the same data as a first one', async () => {
      // A user already holds the admin's address: the flush fails on the last table, after all the others.
      const blocker = fresh.database.fork();
      blocker.create(UserSchema, {
        email: ADMIN_EMAIL,
        firstName: 'Déjà',
        lastName: 'Là',
        roles: ['editor'],
        passwordHash: 'x',
        createdAt: NOW,
        modifiedAt: NOW,
      });
      await blocker.flush();
      const options = {
        now: NOW,
        uploadsDir: fresh.uploadsDir,
        hashPassword: testHash,
        admin: { email: ADMIN_EMAIL, password: 'a-long-enough-password' },
      };
      await expect(seedDemoData(fresh.database.fork(), options)).rejects.toThrow();
      for (const schema of [
        CategorySchema,
        AdvertiserSchema,
        ProductSchema,
        RateObservationSchema,
        LoanstatSchema,
        ArticleSchema,
        AuthorSchema,
        LegalPageSchema,
      ]) {
        expect(await fresh.database.fork().count(schema as EntityName, {}), schema.meta.className).toBe(0);
      }
      expect(await fresh.database.fork().count(UserSchema, {})).toBe(1);

      await fresh.database.fork().nativeDelete(UserSchema, {});
      const seeded = await seedDemoData(fresh.database.fork(), options);
      expect(seeded.seeded).toBe(true);
      expect(seeded.generatedAdminPassword).toBeUndefined();
      expect(seeded.counts).toEqual(result.counts);
      // Same seed, same "now": the same observations as the first database.
      const sample = async (database: SeedTestDatabase) =>
        (
          await database.database
            .fork()
            .find(
              RateObservationSchema,
              { product: { slug: 'banque-petrusse-pret-logement-taux-fixe' } },
              { orderBy: { createdAt: 'asc', amount: 'asc', duration: 'asc' } },
            )
        ).map((observation) => observation.rate);
      expect(await sample(fresh)).toEqual(await sample(db));
    }, 120_000);
  });
}

function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
