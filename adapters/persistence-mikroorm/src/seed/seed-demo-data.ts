import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UniqueConstraintViolationException, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  articleFigureSvg,
  countryLabels,
  formatPercent,
  normalizeToMidnight,
  PASSWORD_MIN_LENGTH,
  rateStats,
  slugify,
  type RateStats,
} from '@pretscope/core';
import { AdvertiserSchema } from '../entities/advertiser-schema.ts';
import { ArticleSchema } from '../entities/article-schema.ts';
import { AuthorSchema } from '../entities/author-schema.ts';
import { RubriqueSchema } from '../entities/rubrique-schema.ts';
import { CategorySchema } from '../entities/category-schema.ts';
import { LegalPageSchema } from '../entities/legal-page-schema.ts';
import { LoanstatSchema } from '../entities/loanstat-schema.ts';
import { ProductSchema } from '../entities/product-schema.ts';
import type { AdvertiserRow, AuthorRow, CategoryRow, ProductRow } from '../entities/rows.ts';
import { UserSchema } from '../entities/user-schema.ts';
import { SEED_ADVERTISERS } from './data/advertisers.ts';
import { SEED_ARTICLE_IMAGES, SEED_ARTICLES, SEED_RUBRIQUES } from './data/articles.ts';
import { SEED_AUTHORS } from './data/authors.ts';
import { SEED_CATEGORIES, type SeedCategory } from './data/categories.ts';
import { SEED_LEGAL_PAGES } from './data/legal-pages.ts';
import { SEED_PRODUCT_TEMPLATES } from './data/products.ts';
import { insertRateObservationRows, type RateObservationInsert } from './insert-rate-observation-rows.ts';
import { createRateModel } from './market-rates.ts';
import { DEMO_SEED, mulberry32 } from './mulberry32.ts';
import { loanstatDate, observationMonths } from './observation-months.ts';
import { planDemoProducts, type DemoProductPlan } from './plan-demo-products.ts';

export interface SeedDemoDataOptions {
  /** The seed's "today": the 24 months of observations end with its month. */
  now: Date;
  /** Where /uploads/… is served from: article images go to articles/; logos/ is made for the editors' uploads. */
  uploadsDir: string;
  /** The product's password hasher (argon2id); the seed never stores a password. */
  hashPassword: (password: string) => Promise<string>;
  /** The first admin: ADMIN_EMAIL and ADMIN_PASSWORD; without a password one is generated and answered once. */
  admin: { email: string; password?: string };
  /** Seeded PRNG for the rates; the same seed gives the same database (default mulberry32(20261122)). */
  random?: () => number;
}

export interface SeedDemoDataResult {
  /** False when the database already had categories: nothing was written. */
  seeded: boolean;
  /** Rows written, per table. */
  counts: Record<string, number>;
  /** The admin password generated because none was given: print it once, it is stored nowhere in clear. */
  generatedAdminPassword?: string;
}

/** The editors' shared account; its password is generated and never shown (an admin resets it). */
export const DEMO_EDITOR_EMAIL = 'redaction@pretscope.example';

/** The seed's own part of a product's rates: each lender prices a little above or below the others. */
const LENDER_SPREAD = 0.12;
/** Observation noise, ± percentage points. */
const OBSERVATION_NOISE = 0.08;
/** Fees and insurance above the lowest observed rate, for the APR shown on the offer (« dès … »). */
const APR_MARGIN: Readonly<Record<'year' | 'month', number>> = { year: 0.25, month: 0.15 };
const LINK_SUBTEXT = 'Offre soumise à conditions';
const LOANSTAT_ROWS_PER_INSERT = 1_000;

/**
 * Fills an empty database with the demo site: categories, banks and brokers of Luxembourg, Belgium and France
 * (their logos are drawn by the site from their records), about 80 products with 24 months of rate observations and the monthly loanstats computed
 * from them, authors and articles (with the charts of their figures, as SVG files), legal pages, one admin and one editor.
 *
 * Idempotent: when the categories table already has a row, nothing is done. Everything is written in one
 * transaction, so a failure leaves the database empty (image files are written first, inside the transaction's
 * callback, and are simply overwritten by the next attempt).
 */
export async function seedDemoData(em: EntityManager, options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  if ((await em.fork().count(CategorySchema, {})) > 0) return { seeded: false, counts: {} };

  const adminEmail = options.admin.email.trim().toLowerCase();
  if (!adminEmail.includes('@')) throw new Error(`seedDemoData: the admin e-mail address is invalid: ${options.admin.email}`);
  // An empty ADMIN_PASSWORD counts as none given.
  const givenPassword = options.admin.password || undefined;
  if (givenPassword !== undefined && givenPassword.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`seedDemoData: the admin password must have at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const generatedAdminPassword = givenPassword === undefined ? generatePassword() : undefined;
  const adminHash = await options.hashPassword(givenPassword ?? (generatedAdminPassword as string));
  const editorHash = adminEmail === DEMO_EDITOR_EMAIL ? null : await options.hashPassword(generatePassword());

  const now = options.now;
  const today = normalizeToMidnight(now);
  const months = observationMonths(now);
  const firstMonth = months[0] as Date;
  const plans = planDemoProducts(SEED_ADVERTISERS, SEED_PRODUCT_TEMPLATES);
  const observations = observeRates(plans, months, options.random ?? mulberry32(DEMO_SEED));

  try {
    return await em.transactional(async (tem) => {
      // Checked again inside the transaction: another process may have seeded since.
      if ((await tem.count(CategorySchema, {})) > 0) return { seeded: false, counts: {} };
      await writeUploads(options.uploadsDir);

      const categories = new Map<string, CategoryRow>();
      for (const category of SEED_CATEGORIES) {
        categories.set(
          category.slug,
          tem.create(CategorySchema, {
            name: category.name,
            slug: category.slug,
            title: category.title,
            summary: category.summary,
            description: category.description,
            comment: '',
            faq: category.faq.map((item) => ({ ...item })),
            config: categoryConfig(category),
            metaTitle: category.metaTitle,
            metaDesc: category.metaDesc,
            isBlacklisted: category.isBlacklisted,
            createdAt: firstMonth,
            modifiedAt: today,
          }),
        );
      }

      const advertisers = new Map<string, AdvertiserRow>();
      for (const advertiser of SEED_ADVERTISERS) {
        advertisers.set(
          advertiser.slug,
          tem.create(AdvertiserSchema, {
            name: advertiser.name,
            slug: advertiser.slug,
            // No file: the site draws each lender's logo from its record until an editor uploads one.
            logo: null,
            website: advertiser.website,
            description: advertiser.description,
            metaTitle: advertiser.metaTitle,
            metaDesc: advertiser.metaDesc,
            comment: '',
            advertisersCategory: advertiser.kind,
            isIndexed: advertiser.isIndexed,
            country: advertiser.country,
            createdAt: firstMonth,
            modifiedAt: today,
          }),
        );
      }

      const products = plans.map((plan, index) => {
        const category = categories.get(plan.template.categorySlug);
        const advertiser = advertisers.get(plan.advertiser.slug);
        if (!category || !advertiser)
          throw new Error(`seedDemoData: template ${plan.template.name} names an unknown category or advertiser`);
        const broker = plan.broker ? (advertisers.get(plan.broker.slug) ?? null) : null;
        const latest = observations[index]?.monthly.at(-1) ?? rateStats([]);
        return tem.create(ProductSchema, productData(plan, category, advertiser, broker, latest, firstMonth, today));
      });

      const authors = new Map<string, AuthorRow>();
      for (const author of SEED_AUTHORS) {
        authors.set(
          author.slug,
          tem.create(AuthorSchema, { name: author.name, slug: author.slug, bio: author.bio, avatar: null, createdAt: firstMonth }),
        );
      }
      for (const [slug, name] of Object.entries(SEED_RUBRIQUES))
        tem.create(RubriqueSchema, { name, slug, previousSlugs: [], createdAt: firstMonth, modifiedAt: firstMonth });
      for (const article of SEED_ARTICLES) {
        const publishedAt = normalizeToMidnight(new Date(`${article.publishedAt}T00:00:00Z`));
        const content = toUploadPaths(article.content);
        tem.create(ArticleSchema, {
          title: article.title,
          slug: article.slug,
          subcategory: article.subcategory,
          summary: article.summary,
          content,
          image: firstImagePath(content),
          author: authors.get(article.authorSlug) ?? null,
          isPublished: true,
          publishedAt,
          metaTitle: article.metaTitle,
          metaDesc: article.metaDesc,
          createdAt: publishedAt,
          modifiedAt: publishedAt,
        });
      }
      for (const page of SEED_LEGAL_PAGES) {
        tem.create(LegalPageSchema, { title: page.title, slug: page.slug, content: page.content, createdAt: now, modifiedAt: now });
      }
      await tem.flush();

      // Observations and loanstats go in as plain rows, in batches: nothing to track, tens of thousands of rows.
      const loans: RateObservationInsert[] = [];
      const loanstats: { count: number; min: number; max: number; mean: number; std: number; product: number; createdAt: Date }[] = [];
      products.forEach((product, index) => {
        const observed = observations[index];
        if (!observed) return;
        for (const row of observed.rows) loans.push({ ...row, productId: product.id });
        observed.monthly.forEach((stats, monthIndex) => {
          const month = months[monthIndex] as Date;
          if (stats.count > 0) loanstats.push({ ...stats, product: product.id, createdAt: loanstatDate(month, now) });
        });
      });
      await insertRateObservationRows(tem, loans);
      for (let start = 0; start < loanstats.length; start += LOANSTAT_ROWS_PER_INSERT) {
        await tem.insertMany(LoanstatSchema, loanstats.slice(start, start + LOANSTAT_ROWS_PER_INSERT));
      }

      // The accounts last: a conflict there (an address already taken) undoes everything above.
      tem.create(UserSchema, {
        email: adminEmail,
        firstName: 'Admin',
        lastName: 'Prêtscope',
        roles: ['admin'],
        passwordHash: adminHash,
        createdAt: now,
        modifiedAt: now,
      });
      if (editorHash !== null) {
        tem.create(UserSchema, {
          email: DEMO_EDITOR_EMAIL,
          firstName: 'Équipe',
          lastName: 'Rédaction',
          roles: ['editor'],
          passwordHash: editorHash,
          createdAt: now,
          modifiedAt: now,
        });
      }
      await tem.flush();

      const counts: Record<string, number> = {
        categories: categories.size,
        advertisers: advertisers.size,
        products: products.length,
        product_categories: products.length,
        loans: loans.length,
        loanstats: loanstats.length,
        authors: authors.size,
        rubriques: Object.keys(SEED_RUBRIQUES).length,
        articles: SEED_ARTICLES.length,
        legal_pages: SEED_LEGAL_PAGES.length,
        users: editorHash === null ? 1 : 2,
      };
      return { seeded: true, counts, ...(generatedAdminPassword ? { generatedAdminPassword } : {}) };
    });
  } catch (error) {
    // Two processes seeding the same empty database at once: the loser's unique slugs collide; nothing to do.
    if (error instanceof UniqueConstraintViolationException && (await em.fork().count(CategorySchema, {})) > 0)
      return { seeded: false, counts: {} };
    throw error;
  }
}

interface ProductObservations {
  /** Every observation of the product, month by month, amount by amount, duration by duration. */
  rows: Omit<RateObservationInsert, 'productId'>[];
  /** rateStats of each month's observations, in the order of the months. */
  monthly: RateStats[];
}

/**
 * The rate observations of every product, computed before anything is written: for each of the months and each
 * point of the category's amount × duration grid, the category's market level for the month, moved by the
 * template's offset, the lender's own spread and a little noise (see market-rates.ts).
 */
function observeRates(plans: readonly DemoProductPlan[], months: readonly Date[], random: () => number): ProductObservations[] {
  const categories = new Map(SEED_CATEGORIES.map((category) => [category.slug, category]));
  const models = new Map(SEED_CATEGORIES.map((category) => [category.slug, createRateModel(category, category.rateLevel)]));
  return plans.map((plan) => {
    const category = categories.get(plan.template.categorySlug);
    const model = models.get(plan.template.categorySlug);
    if (!category || !model) throw new Error(`seedDemoData: unknown category ${plan.template.categorySlug}`);
    const offset = plan.template.rateOffset + (random() * 2 - 1) * LENDER_SPREAD;
    const rows: Omit<RateObservationInsert, 'productId'>[] = [];
    const monthly = months.map((month) => {
      const rates: number[] = [];
      for (const amount of category.config.amounts) {
        for (const duration of category.config.durations) {
          const rate = model.rate({ month, amount, duration, offset, noise: (random() * 2 - 1) * OBSERVATION_NOISE });
          rates.push(rate);
          rows.push({ rate, amount, duration, createdAt: month });
        }
      }
      return rateStats(rates);
    });
    return { rows, monthly };
  });
}

function productData(
  plan: DemoProductPlan,
  category: CategoryRow,
  advertiser: AdvertiserRow,
  broker: AdvertiserRow | null,
  latest: RateStats,
  createdAt: Date,
  modifiedAt: Date,
): RequiredEntityData<ProductRow> {
  const templateSlug = slugify(plan.template.name);
  const slug = slugify(`${plan.advertiser.slug}-${templateSlug}`);
  const name = plan.template.name;
  const country = countryLabels[plan.advertiser.country];
  const aprValue = latest.count > 0 ? Math.round((latest.min + APR_MARGIN[category.config.durationUnit]) * 100) / 100 : null;
  return {
    name,
    slug,
    title: name,
    metaTitle: `${name} – ${plan.advertiser.name}\u00a0: taux et conditions`,
    metaDesc: `${name} de ${plan.advertiser.name} (${country})\u00a0: taux observés chaque mois, conditions de l’offre et comparaison avec les autres offres de ${category.name.toLowerCase()}.`,
    link: `https://www.${plan.advertiser.slug}.example/${templateSlug}`,
    idBtn: `btn-${slug}`,
    info: plan.template.info,
    apr: aprValue === null ? '' : `dès ${formatPercent(aprValue)}`,
    aprValue,
    test: '',
    comment: '',
    config: { stats: { ...latest }, linkSubtext: LINK_SUBTEXT },
    tags: [...plan.template.tags],
    isActive: true,
    isSponsored: plan.isSponsored,
    isDisabled: false,
    isPrioritized: plan.isPrioritized,
    viaBroker: broker !== null,
    brokerLink: broker && plan.broker ? `https://www.${plan.broker.slug}.example/${slug}` : null,
    brokerProduct: broker && plan.broker ? `${name} ${plan.advertiser.name} via ${plan.broker.name}` : '',
    rateType: plan.template.rateType,
    minAmount: plan.template.range?.minAmount ?? null,
    maxAmount: plan.template.range?.maxAmount ?? null,
    minDuration: plan.template.range?.minDuration ?? null,
    maxDuration: plan.template.range?.maxDuration ?? null,
    advertiser,
    advertiserbroker: broker,
    categories: [category],
    createdAt,
    modifiedAt,
  };
}

/** The category's simulator settings as the product stores them (the seed's rate range is not part of them). */
function categoryConfig(category: SeedCategory): CategoryRow['config'] {
  const { amounts, durations, amountIndex, durationIndex, durationUnit, bounds } = category.config;
  return { amounts: [...amounts], durations: [...durations], amountIndex, durationIndex, durationUnit, bounds: { ...bounds } };
}

/** The articles' images are served from the uploads folder, like the images an editor adds later. */
function toUploadPaths(markdown: string): string {
  return markdown.replaceAll('/images/articles/', '/uploads/articles/');
}

/** The article's card image: the first image of its content. */
function firstImagePath(markdown: string): string | null {
  return /!\[[^\]]*\]\((\/uploads\/articles\/[^)\s]+)/.exec(markdown)?.[1] ?? null;
}

async function writeUploads(uploadsDir: string): Promise<void> {
  const articles = join(uploadsDir, 'articles');
  await mkdir(join(uploadsDir, 'logos'), { recursive: true });
  await mkdir(articles, { recursive: true });
  await Promise.all(
    SEED_ARTICLE_IMAGES.map((image) => {
      const name = fileName(image.path);
      return writeFile(
        join(articles, name),
        articleFigureSvg({ id: name, title: image.title, alt: image.alt, unit: image.unit, figure: image.figure }),
      );
    }),
  );
}

/** The file name of a public path, refusing anything that could leave the uploads folder. */
function fileName(path: string): string {
  const name = path.split('/').pop() ?? '';
  if (!/^[a-z0-9][a-z0-9._-]*\.svg$/i.test(name)) throw new Error(`seedDemoData: unexpected image path ${path}`);
  return name;
}

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
