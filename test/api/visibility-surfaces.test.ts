import { formatPercent } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/*
 * Issue 18, « the visibility rule exists once »: the rule (core/src/access/visibility.ts, decision 0010) checked on
 * every public surface at once, over HTTP, on the real server with the demo data. For each kind a visitor reads, the
 * test stores a record at each level of the rule next to a visible control, and asks every page, list, feed and
 * API read that could name it:
 * - hidden: its address answers 404 and nothing names it (no list, search, sitemap, redirect or API answer);
 * - unlisted: its own page answers 200 with `noindex`, the pages of what it belongs to and the API show it, and the
 *   site's lists, the search and the sitemap leave it out;
 * - listed: everywhere (the control, so that no check can pass on an empty page).
 *
 * Every record carries the token `vistest` in its slug, so that a page's HTML is searched for one slug only. A
 * record expected on a page is looked for in its <main> (the footer's bank list names banks on every page); a record
 * expected absent is looked for in the whole document, hydration data included.
 */

type Level = 'hidden' | 'unlisted' | 'listed';

/** Which levels a surface shows: the site's lists, search and sitemap show `listed` records only; the pages of what a record belongs to and the API show every `visible` one (listed or unlisted). */
type Policy = 'listed' | 'visible';

const SITE = 'https://www.pretscope.example';
const TOKEN = 'vistest';
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

interface Case {
  /** How the case reads in the test's name. */
  label: string;
  level: Level;
  name: string;
  slug: string;
}

type AdvertiserKey = 'indexed' | 'unindexed';

interface AdvertiserCase extends Case {
  key: AdvertiserKey;
  isIndexed: boolean;
}

interface ProductCase extends Case {
  advertiser: AdvertiserKey;
  isActive: boolean;
  isDisabled: boolean;
  /** Its one observed rate at the personal loan category's default amount and duration. */
  rate: number;
}

interface CategoryCase extends Case {
  isBlacklisted: boolean;
}

interface ArticleCase extends Case {
  isPublished: boolean;
  /** A day (AAAA-MM-JJ), or null for the write rule to date it on publication. */
  publishedAt: string | null;
}

const ADVERTISERS: readonly AdvertiserCase[] = [
  {
    key: 'unindexed',
    label: 'a non-indexed advertiser',
    level: 'unlisted',
    name: 'Banque Vistest Discrète',
    slug: 'banque-vistest-discrete',
    isIndexed: false,
  },
  {
    key: 'indexed',
    label: 'an indexed advertiser (control)',
    level: 'listed',
    name: 'Banque Vistest Témoin',
    slug: 'banque-vistest-temoin',
    isIndexed: true,
  },
];

/*
 * Every product is a personal loan (its own /pret-personnel/{slug} page, the comparator, the home's best rate). The
 * hidden ones have the lowest rates of the category, so that, leaked, they would be the home's best personal loan
 * rate; the unlisted one has a rate above the control's, so that the home quotes the control whatever it makes of
 * unlisted offers (the demo data's personal loans are all above 4,5 %).
 */
const PRODUCTS: readonly ProductCase[] = [
  {
    label: 'an inactive product',
    level: 'hidden',
    name: 'Vistest prêt inactif',
    slug: 'vistest-pret-inactif',
    advertiser: 'indexed',
    isActive: false,
    isDisabled: false,
    rate: 0.55,
  },
  {
    label: 'a disabled product',
    level: 'hidden',
    name: 'Vistest prêt désactivé',
    slug: 'vistest-pret-desactive',
    advertiser: 'indexed',
    isActive: true,
    isDisabled: true,
    rate: 0.66,
  },
  {
    label: 'an active product of a non-indexed advertiser',
    level: 'unlisted',
    name: 'Vistest prêt discret',
    slug: 'vistest-pret-discret',
    advertiser: 'unindexed',
    isActive: true,
    isDisabled: false,
    rate: 2.22,
  },
  {
    label: 'an active product of an indexed advertiser (control)',
    level: 'listed',
    name: 'Vistest prêt visible',
    slug: 'vistest-pret-visible',
    advertiser: 'indexed',
    isActive: true,
    isDisabled: false,
    rate: 1.11,
  },
];

const CATEGORIES: readonly CategoryCase[] = [
  {
    label: 'a blacklisted category',
    level: 'unlisted',
    name: 'Vistest catégorie exclue',
    slug: 'vistest-categorie-exclue',
    isBlacklisted: true,
  },
  {
    label: 'a category not blacklisted (control)',
    level: 'listed',
    name: 'Vistest catégorie listée',
    slug: 'vistest-categorie-listee',
    isBlacklisted: false,
  },
];

const NOW = Date.now();
const ARTICLES: readonly ArticleCase[] = [
  // Dated yesterday: leaked, it would stand among the newest articles, on the first page of every list.
  {
    label: 'an unpublished article',
    level: 'hidden',
    name: 'Vistest article brouillon',
    slug: 'vistest-article-brouillon',
    isPublished: false,
    publishedAt: isoDay(NOW - DAY_MS),
  },
  {
    label: 'an article published for a future date',
    level: 'hidden',
    name: 'Vistest article à venir',
    slug: 'vistest-article-a-venir',
    isPublished: true,
    publishedAt: isoDay(NOW + 30 * DAY_MS),
  },
  {
    label: 'a published article (control)',
    level: 'listed',
    name: 'Vistest article publié',
    slug: 'vistest-article-publie',
    isPublished: true,
    publishedAt: null,
  },
];

const AUTHOR = { name: 'Vistest Autrice', slug: 'vistest-autrice' };

// ——— What the test stores, and reads back ————————————————————————————————————————————————————————————————————————

interface Stored {
  id: number;
}
type AdvertiserRecord = AdvertiserCase & Stored;
type CategoryRecord = CategoryCase & Stored;
type ArticleRecord = ArticleCase & Stored & { authorId: number };
type ProductRecord = ProductCase &
  Stored & {
    advertiserId: number;
    advertiserSlug: string;
    advertiserName: string;
    link: string;
    loanId: number;
    loanstatId: number;
  };

interface Page {
  status: number;
  html: string;
  /** The page's own content, without the header and the footer. */
  main: string;
  footer: string;
  noindex: boolean;
}

type Json = { data?: unknown; included?: unknown; meta?: { count?: number } };
interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
}

/**
 * A surface is one place a visitor (or a client of the API) can meet a record, checked in one of five ways:
 * - `page`: the record's own address (hidden: 404; unlisted: 200 with noindex; listed: 200 without);
 * - `path` + `shows`: a page that lists records; the record's slug is in its <main> (or `region`) or nowhere in it;
 * - `find` + `shows`: anything else that names the record or not (the sitemap, an API answer);
 * - `get`: an API read of the record itself (hidden: 404; otherwise 200);
 * - `check`: a surface with its own assertions (a redirect and its click, a rate quoted, a count).
 * `levels` limits a surface to the levels the rule says something about there.
 */
type Surface<R> = { name: string; levels?: readonly Level[] } & (
  | { page: (record: R) => string }
  | { shows: Policy; path: (record: R) => string; region?: 'main' | 'footer' }
  | { shows: Policy; find: (record: R) => Promise<boolean> }
  | { get: (record: R) => string }
  | { check: (record: R, level: Level) => Promise<void> }
);

const showsAt = (policy: Policy, level: Level) => (policy === 'listed' ? level === 'listed' : level !== 'hidden');

describe('the visibility rule on every public surface (issue 18)', () => {
  let server: TestServer;
  const advertisers = new Map<string, AdvertiserRecord>();
  const products = new Map<string, ProductRecord>();
  const categories = new Map<string, CategoryRecord>();
  const articles = new Map<string, ArticleRecord>();
  let authorId = 0;
  let personalLoans = { id: 0, amount: 0, duration: 0 };
  /** The server's clock runs with the system's, until the last test moves it past the future article's date. */
  let clockOffsetMs = 0;

  // ——— Reading ——————————————————————————————————————————————————————————————————————————————————————————————————

  const pages = new Map<string, Promise<Page>>();
  /** A page as a visitor gets it, read once: nothing the pages show changes once the records are stored. */
  function page(path: string): Promise<Page> {
    let read = pages.get(path);
    if (!read) {
      read = (async () => {
        const answer = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        const html = await answer.text();
        const robots = [...html.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]).filter((tag) => /name="robots"/.test(tag));
        return {
          status: answer.status,
          html,
          main: /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '',
          footer: /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '',
          noindex: robots.some((tag) => /content="[^"]*noindex/.test(tag)) || /noindex/.test(answer.headers.get('x-robots-tag') ?? ''),
        };
      })();
      pages.set(path, read);
    }
    return read;
  }

  let sitemapRead: Promise<string[]> | undefined;
  /** The paths the sitemap lists. */
  function sitemap(): Promise<string[]> {
    sitemapRead ??= (async () => {
      const answer = await fetch(`${server.url}/sitemap.xml`);
      expect(answer.status).toBe(200);
      return [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] as string).replace(SITE, ''));
    })();
    return sitemapRead;
  }

  /** An API answer as a visitor (no token) or staff reads it; anything but 200 or 404 fails the test. */
  async function api(path: string, token: string | null = null): Promise<{ status: number; body: Json }> {
    const answer = await server.api(path, { token });
    expect([200, 404], `GET /api${path} answered ${answer.status}`).toContain(answer.status);
    return { status: answer.status, body: (await answer.json()) as Json };
  }

  const resources = (body: Json) => (Array.isArray(body.data) ? (body.data as ResourceObject[]) : []);
  const listIds = async (path: string, token: string | null = null) => {
    const { status, body } = await api(path, token);
    expect(status, `GET /api${path}`).toBe(200);
    return resources(body).map((resource) => Number(resource.id));
  };

  /** Whether a JSON:API document names the record, as a relationship of its primary data or as an included resource. */
  function names(body: Json, type: string, id: number): boolean {
    const primary = (Array.isArray(body.data) ? body.data : [body.data]) as ResourceObject[];
    const identifiers = primary.flatMap((resource) =>
      Object.values(resource?.relationships ?? {}).flatMap(({ data }) => (data === null ? [] : Array.isArray(data) ? data : [data])),
    );
    const included = Array.isArray(body.included) ? (body.included as ResourceObject[]) : [];
    return [...identifiers, ...included].some((resource) => resource.type === type && Number(resource.id) === id);
  }

  const clickCount = async (productId: number) =>
    (await api(`/clicks/count?filter[productId]=${productId}`, server.adminToken)).body.meta?.count ?? -1;

  // ——— Storing the cases —————————————————————————————————————————————————————————————————————————————————————————

  async function create(type: string, attributes: Record<string, unknown>): Promise<number> {
    const answer = await server.api(`/${type}`, { method: 'POST', token: server.adminToken, json: { data: { type, attributes } } });
    expect(answer.status, `POST /api/${type}: ${await answer.clone().text()}`).toBe(201);
    return Number(((await answer.json()) as { data: { id: string } }).data.id);
  }

  beforeAll(async () => {
    server = await startTestServer('sqlite', { SITE_URL: SITE }, { clock: { now: () => new Date(Date.now() + clockOffsetMs) } });
    const personal = resources((await api('/categories?filter[slug]=pret-personnel')).body)[0];
    expect(personal, 'the demo data has the personal loan category').toBeDefined();
    const config = personal!.attributes.config as { amounts: number[]; durations: number[]; amountIndex: number; durationIndex: number };
    personalLoans = {
      id: Number(personal!.id),
      amount: config.amounts[config.amountIndex]!,
      duration: config.durations[config.durationIndex]!,
    };

    const small = {
      amounts: [1000, 2000],
      durations: [12, 24],
      amountIndex: 0,
      durationIndex: 0,
      durationUnit: 'month',
      bounds: { minAmount: 1000, maxAmount: 2000, minDuration: 12, maxDuration: 24 },
    };
    for (const category of CATEGORIES) {
      const id = await create('categories', {
        name: category.name,
        slug: category.slug,
        title: category.name,
        summary: `Une catégorie du test ${TOKEN}.`,
        config: small,
        isBlacklisted: category.isBlacklisted,
      });
      categories.set(category.label, { ...category, id });
    }
    for (const advertiser of ADVERTISERS) {
      const id = await create('announcers', {
        name: advertiser.name,
        slug: advertiser.slug,
        advertisersCategory: 'banque',
        country: 'LUX',
        isIndexed: advertiser.isIndexed,
        description: `Un annonceur du test ${TOKEN}.`,
      });
      advertisers.set(advertiser.key, { ...advertiser, id });
    }
    for (const product of PRODUCTS) {
      const owner = advertisers.get(product.advertiser)!;
      const link = `https://offres.example.org/${product.slug}`;
      const id = await create('products', {
        name: product.name,
        slug: product.slug,
        link,
        advertiserId: owner.id,
        categories: [personalLoans.id],
        isActive: product.isActive,
        isDisabled: product.isDisabled,
      });
      const loanId = await create('loans', {
        rate: product.rate,
        amount: personalLoans.amount,
        duration: personalLoans.duration,
        productId: id,
      });
      const loanstatId = await create('loanstats', {
        count: 1,
        min: product.rate,
        max: product.rate,
        mean: product.rate,
        std: 0,
        productId: id,
      });
      products.set(product.label, {
        ...product,
        id,
        advertiserId: owner.id,
        advertiserSlug: owner.slug,
        advertiserName: owner.name,
        link,
        loanId,
        loanstatId,
      });
    }
    authorId = await create('authors', { name: AUTHOR.name, slug: AUTHOR.slug, bio: `L’autrice du test ${TOKEN}.` });
    for (const article of ARTICLES) {
      const id = await create('articles', {
        title: article.name,
        slug: article.slug,
        summary: `Un article du test ${TOKEN}.`,
        content: 'Texte de l’article.',
        authorId,
        isPublished: article.isPublished,
        ...(article.publishedAt ? { publishedAt: article.publishedAt } : {}),
      });
      articles.set(article.label, { ...article, id, authorId });
    }
  });
  afterAll(async () => server?.close());

  it('stores what it checks: every case has its record, and the author page exists', async () => {
    expect([advertisers.size, products.size, categories.size, articles.size]).toEqual([
      ADVERTISERS.length,
      PRODUCTS.length,
      CATEGORIES.length,
      ARTICLES.length,
    ]);
    expect(authorId).toBeGreaterThan(0);
    expect((await page(`/auteurs/${AUTHOR.slug}`)).status).toBe(200);
  });

  // ——— Checking one surface for one case ——————————————————————————————————————————————————————————————————————————

  async function check<R extends Case & Stored>(surface: Surface<R>, record: R): Promise<void> {
    const { level, label } = record;
    if ('page' in surface) {
      const path = surface.page(record);
      const { status, noindex } = await page(path);
      if (level === 'hidden') {
        expect(status, `${path} (${label}) must be a 404`).toBe(404);
      } else {
        expect(status, `${path} (${label}) must answer`).toBe(200);
        expect(noindex, `${path} (${label}) must ${level === 'unlisted' ? '' : 'not '}carry noindex`).toBe(level === 'unlisted');
      }
    } else if ('path' in surface) {
      const path = surface.path(record);
      const read = await page(path);
      expect(read.status, `${path} must answer`).toBe(200);
      const expected = showsAt(surface.shows, level);
      const where = expected ? (surface.region === 'footer' ? read.footer : read.main) : read.html;
      expect(where.includes(record.slug), `${path} must ${expected ? 'show' : 'leave out'} ${label} (« ${record.slug} »)`).toBe(expected);
    } else if ('find' in surface) {
      const expected = showsAt(surface.shows, level);
      expect(await surface.find(record), `${surface.name} must ${expected ? 'name' : 'leave out'} ${label}`).toBe(expected);
    } else if ('get' in surface) {
      const path = surface.get(record);
      expect((await api(path)).status, `GET /api${path} (${label})`).toBe(level === 'hidden' ? 404 : 200);
    } else {
      await surface.check(record, level);
    }
  }

  function surfaces<R extends Case & Stored>(cases: readonly Case[], recordOf: (label: string) => R, list: readonly Surface<R>[]) {
    for (const { label, level } of cases) {
      describe(`${label} (${level})`, () => {
        for (const surface of list) {
          if (surface.levels && !surface.levels.includes(level)) continue;
          it(surface.name, () => check(surface, recordOf(label)));
        }
      });
    }
  }

  // ——— Products ———————————————————————————————————————————————————————————————————————————————————————————————————

  describe('products', () => {
    surfaces<ProductRecord>(PRODUCTS, (label) => products.get(label)!, [
      { name: 'its page /banques-et-courtiers/{advertiser}/{slug}', page: (p) => `/banques-et-courtiers/${p.advertiserSlug}/${p.slug}` },
      { name: 'its personal loan page /pret-personnel/{slug}', page: (p) => `/pret-personnel/${p.slug}` },
      { name: 'its advertiser’s page, which lists its offers', shows: 'visible', path: (p) => `/banques-et-courtiers/${p.advertiserSlug}` },
      // The comparator shows what it compares as the pages of what a product belongs to do (decision 0010).
      { name: 'the category page’s offers (/pret-personnel)', shows: 'visible', path: () => '/pret-personnel' },
      {
        name: 'the directory’s count of its advertiser’s offers',
        // An unindexed advertiser has no card in the directory.
        levels: ['hidden', 'listed'],
        async check(p) {
          const read = await page('/banques-et-courtiers');
          expect(read.status).toBe(200);
          const items = read.main.split('<li').map((chunk) => chunk.split('</li>')[0]!);
          const card = items.find((text) => text.includes(`href="/banques-et-courtiers/${p.advertiserSlug}"`) && /offre/.test(text));
          expect(card, `the directory has a card for ${p.advertiserName}`).toBeDefined();
          const shown = /aucune offre/.test(card!) ? 0 : Number(/(\d+) offres?/.exec(card!)?.[1]);
          const visible = PRODUCTS.filter((other) => other.advertiser === p.advertiser && other.level !== 'hidden').length;
          expect(shown, `the directory counts ${visible} visible offer(s) for ${p.advertiserName}, leaving out hidden ones`).toBe(visible);
        },
      },
      // The site search reads banks and articles, not products: it can only leave them out.
      { name: 'the site search /recherche?q=', levels: ['hidden', 'unlisted'], shows: 'listed', path: () => `/recherche?q=${TOKEN}` },
      {
        name: 'the sitemap: its page in the directory',
        shows: 'listed',
        find: async (p) => (await sitemap()).includes(`/banques-et-courtiers/${p.advertiserSlug}/${p.slug}`),
      },
      {
        name: 'the sitemap: its personal loan page',
        shows: 'listed',
        find: async (p) => (await sitemap()).includes(`/pret-personnel/${p.slug}`),
      },
      {
        name: 'the outbound redirect /go/{advertiser}/{slug}?id= and its click',
        async check(p, level) {
          const before = await clickCount(p.id);
          const answer = await fetch(`${server.url}/go/${p.advertiserSlug}/${p.slug}?id=${p.id}`, { redirect: 'manual' });
          const text = await answer.text();
          const after = await clickCount(p.id);
          if (level === 'hidden') {
            expect(answer.status, `/go for ${p.label}`).toBe(404);
            expect(text, 'the French not-found page').toContain('introuvable');
            expect(after, `no click recorded for ${p.label}`).toBe(before);
          } else {
            expect(answer.status, `/go for ${p.label}`).toBe(302);
            expect(answer.headers.get('location')).toBe(p.link);
            expect(after, `one click recorded for ${p.label}`).toBe(before + 1);
          }
        },
      },
      {
        name: 'the home page’s best personal loan rate',
        // The unlisted product's rate is above the control's: the home quotes the control either way.
        levels: ['hidden', 'listed'],
        async check(p, level) {
          const home = await page('/');
          expect(home.status).toBe(200);
          const table = /<table[^>]*best-rates[\s\S]*?<\/table>/.exec(home.main)?.[0] ?? '';
          const row = table.split('<tr').find((chunk) => chunk.includes('href="/pret-personnel"'));
          expect(row, 'the home quotes a best personal loan rate').toBeDefined();
          if (level === 'hidden') {
            expect(row, `the home’s best personal loan rate must not be ${p.label}’s ${formatPercent(p.rate)}`).not.toContain(
              formatPercent(p.rate),
            );
          } else {
            expect(row, `the home’s best personal loan rate is ${p.label}’s ${formatPercent(p.rate)}`).toContain(formatPercent(p.rate));
            expect(row).toContain(p.advertiserName);
          }
        },
      },
      {
        name: 'API /api/loans-search (the comparator)',
        shows: 'visible',
        async find(p) {
          const { status, body } = await api(
            `/loans-search?category=pret-personnel&amount=${personalLoans.amount}&duration=${personalLoans.duration}`,
          );
          expect(status).toBe(200);
          return (body.data as { productId: number }[]).some((offer) => offer.productId === p.id);
        },
      },
      {
        name: 'API /api/mortgages?category=pret-personnel (the best rate per duration)',
        // As on the home page: the unlisted product's rate is above the control's, and cannot be the best.
        levels: ['hidden', 'listed'],
        async check(p, level) {
          const { status, body } = await api('/mortgages?category=pret-personnel');
          expect(status).toBe(200);
          const row = (body.data as { duration: number; min: number }[]).find((grid) => grid.duration === personalLoans.duration);
          expect(row, `a rate grid row at ${personalLoans.duration} months`).toBeDefined();
          if (level === 'hidden')
            expect(row!.min, `the best rate at ${personalLoans.duration} months must not be ${p.label}’s`).not.toBe(p.rate);
          else expect(row!.min, `the best rate at ${personalLoans.duration} months is ${p.label}’s`).toBe(p.rate);
        },
      },
      {
        name: 'API /api/product/advertiser?advertiser={slug}',
        shows: 'visible',
        find: async (p) => (await listIds(`/product/advertiser?advertiser=${p.advertiserSlug}`)).includes(p.id),
      },
      {
        name: 'API list /api/products',
        shows: 'visible',
        find: async (p) => (await listIds(`/products?filter[advertiserId]=${p.advertiserId}&page[limit]=100`)).includes(p.id),
      },
      { name: 'API get /api/products/{id}', get: (p) => `/products/${p.id}` },
      {
        name: 'API list /api/loans (its observed rates)',
        shows: 'visible',
        find: async (p) => (await listIds(`/loans?filter[productId]=${p.id}`)).includes(p.loanId),
      },
      { name: 'API get /api/loans/{id}', get: (p) => `/loans/${p.loanId}` },
      {
        name: 'API list /api/loanstats (its statistics)',
        shows: 'visible',
        find: async (p) => (await listIds(`/loanstats?filter[productId]=${p.id}`)).includes(p.loanstatId),
      },
      { name: 'API get /api/loanstats/{id}', get: (p) => `/loanstats/${p.loanstatId}` },
      {
        name: 'API /api/loanstat?product= (its statistics over time)',
        shows: 'visible',
        async find(p) {
          const { status, body } = await api(`/loanstat?product=${p.id}`);
          return status === 200 && Array.isArray(body.data) && body.data.length > 0;
        },
      },
      {
        name: 'API /api/announcers/{its advertiser}?include=products (relationship and included)',
        shows: 'visible',
        find: async (p) => names((await api(`/announcers/${p.advertiserId}?include=products`)).body, 'products', p.id),
      },
      {
        name: 'API /api/categories/{pret-personnel}?include=products (relationship and included)',
        shows: 'visible',
        find: async (p) => names((await api(`/categories/${personalLoans.id}?include=products`)).body, 'products', p.id),
      },
      {
        name: 'API as an administrator: the product, its observed rates and statistics still answer',
        async check(p) {
          const admin = server.adminToken;
          expect((await api(`/products/${p.id}`, admin)).status).toBe(200);
          expect(await listIds(`/products?filter[id]=${p.id}`, admin)).toEqual([p.id]);
          expect(await listIds(`/loans?filter[productId]=${p.id}`, admin)).toEqual([p.loanId]);
          expect((await api(`/loans/${p.loanId}`, admin)).status).toBe(200);
          expect(await listIds(`/loanstats?filter[productId]=${p.id}`, admin)).toEqual([p.loanstatId]);
          expect((await api(`/loanstats/${p.loanstatId}`, admin)).status).toBe(200);
        },
      },
    ]);
  });

  // ——— Advertisers (never hidden: always at their address) ——————————————————————————————————————————————————————————

  describe('advertisers', () => {
    surfaces<AdvertiserRecord>(ADVERTISERS, (label) => [...advertisers.values()].find((a) => a.label === label)!, [
      { name: 'its page /banques-et-courtiers/{slug}', page: (a) => `/banques-et-courtiers/${a.slug}` },
      { name: 'the directory /banques-et-courtiers', shows: 'listed', path: () => '/banques-et-courtiers' },
      { name: 'the directory’s banks /banques-et-courtiers?type=banque', shows: 'listed', path: () => '/banques-et-courtiers?type=banque' },
      { name: 'the directory’s search /banques-et-courtiers?q=', shows: 'listed', path: () => `/banques-et-courtiers?q=${TOKEN}` },
      { name: 'the site search /recherche?q=', shows: 'listed', path: () => `/recherche?q=${TOKEN}` },
      { name: 'the bank list in the footer of every page (/contact)', shows: 'listed', path: () => '/contact', region: 'footer' },
      // The home shows at most twelve logos: it can only be asked to leave the unlisted advertiser out.
      { name: 'the home page', levels: ['unlisted'], shows: 'listed', path: () => '/' },
      { name: 'the sitemap', shows: 'listed', find: async (a) => (await sitemap()).includes(`/banques-et-courtiers/${a.slug}`) },
      {
        name: 'API list /api/announcers',
        shows: 'visible',
        find: async (a) => (await listIds(`/announcers?filter[slug]=${a.slug}`)).includes(a.id),
      },
      { name: 'API get /api/announcers/{id}', get: (a) => `/announcers/${a.id}` },
      { name: 'API /api/product/advertiser?advertiser={slug}', get: (a) => `/product/advertiser?advertiser=${a.slug}` },
      {
        name: 'API as an administrator: list and get still answer',
        async check(a) {
          expect((await api(`/announcers/${a.id}`, server.adminToken)).status).toBe(200);
          expect(await listIds(`/announcers?filter[slug]=${a.slug}`, server.adminToken)).toEqual([a.id]);
        },
      },
    ]);
  });

  // ——— Categories (never hidden: always at their address) ——————————————————————————————————————————————————————————

  describe('categories', () => {
    surfaces<CategoryRecord>(CATEGORIES, (label) => categories.get(label)!, [
      { name: 'its page /{slug}', page: (c) => `/${c.slug}` },
      { name: 'the home page’s comparators and comparator form', shows: 'listed', path: () => '/' },
      {
        name: 'the rate reminder form’s categories (/pret-hypothecaire/reminder)',
        shows: 'listed',
        path: () => '/pret-hypothecaire/reminder',
      },
      { name: 'the sitemap', shows: 'listed', find: async (c) => (await sitemap()).includes(`/${c.slug}`) },
      {
        name: 'API list /api/categories',
        shows: 'visible',
        find: async (c) => (await listIds(`/categories?filter[slug]=${c.slug}`)).includes(c.id),
      },
      { name: 'API get /api/categories/{id}', get: (c) => `/categories/${c.id}` },
      {
        name: 'API as an administrator: list and get still answer',
        async check(c) {
          expect((await api(`/categories/${c.id}`, server.adminToken)).status).toBe(200);
          expect(await listIds(`/categories?filter[slug]=${c.slug}`, server.adminToken)).toEqual([c.id]);
        },
      },
    ]);
  });

  // ——— Articles ———————————————————————————————————————————————————————————————————————————————————————————————————

  describe('articles', () => {
    surfaces<ArticleRecord>(ARTICLES, (label) => articles.get(label)!, [
      { name: 'its page /articles/{slug}', page: (a) => `/articles/${a.slug}` },
      { name: 'the article list /articles', shows: 'listed', path: () => '/articles' },
      { name: 'the article search /articles?q=', shows: 'listed', path: () => `/articles?q=${TOKEN}` },
      { name: 'its author’s page /auteurs/{slug}', shows: 'visible', path: () => `/auteurs/${AUTHOR.slug}` },
      { name: 'the site search /recherche?q=', shows: 'listed', path: () => `/recherche?q=${TOKEN}` },
      { name: 'the home page’s latest articles', shows: 'listed', path: () => '/' },
      { name: 'the sitemap', shows: 'listed', find: async (a) => (await sitemap()).includes(`/articles/${a.slug}`) },
      {
        name: 'API list /api/articles',
        shows: 'visible',
        find: async (a) => (await listIds(`/articles?filter[authorId]=${a.authorId}&page[limit]=100`)).includes(a.id),
      },
      { name: 'API get /api/articles/{id}', get: (a) => `/articles/${a.id}` },
      {
        name: 'API /api/authors/{its author}?include=articles (relationship and included)',
        shows: 'visible',
        find: async (a) => names((await api(`/authors/${a.authorId}?include=articles`)).body, 'articles', a.id),
      },
      {
        name: 'API as an administrator: list and get still answer',
        async check(a) {
          expect((await api(`/articles/${a.id}`, server.adminToken)).status).toBe(200);
          expect(await listIds(`/articles?filter[authorId]=${a.authorId}&page[limit]=100`, server.adminToken)).toContain(a.id);
        },
      },
    ]);
  });

  // Last: it moves the server's clock, which the tests above must not see.
  it('shows the article dated in the future once its day has come', async () => {
    const future = [...articles.values()].find((article) => article.level === 'hidden' && article.isPublished)!;
    const control = [...articles.values()].find((article) => article.level === 'listed')!;
    // Any edit drops what the server keeps in memory (pages, lists); then the clock passes the article's date.
    const edited = await server.api(`/articles/${control.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      json: { data: { type: 'articles', id: String(control.id), attributes: { summary: `Un article du test ${TOKEN}, relu.` } } },
    });
    expect(edited.status).toBe(200);
    clockOffsetMs = 31 * DAY_MS;
    expect(
      (await fetch(`${server.url}/articles/${future.slug}`)).status,
      `/articles/${future.slug} once ${future.publishedAt} has come`,
    ).toBe(200);
    expect((await (await fetch(`${server.url}/articles?q=${TOKEN}`)).text()).includes(future.slug), 'the article search shows it').toBe(
      true,
    );
    expect((await server.api(`/articles/${future.id}`)).status, 'the API answers it').toBe(200);
  });
});
