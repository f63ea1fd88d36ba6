import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryConfig } from '../catalogue/category.ts';
import type { CatalogReader, DirectoryEntry, ProductListing } from '../ports/catalog-reader.ts';
import type {
  AdvertiserFixture,
  CatalogFixture,
  CategoryFixture,
  ObservationFixture,
  ProductFixture,
  StatisticsFixture,
} from './in-memory-catalog-reader.ts';

/** What a contract run needs: a reader over the fixture, and the ids the store gave its records. */
export interface CatalogUnderTest {
  reader: CatalogReader;
  ids: { category(slug: string): number; advertiser(slug: string): number; product(slug: string): number };
}

export type CatalogReaderFactory = (fixture: CatalogFixture) => Promise<CatalogUnderTest>;

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

const config: CategoryConfig = {
  amounts: [100_000, 200_000],
  durations: [120, 240],
  amountIndex: 0,
  durationIndex: 1,
  durationUnit: 'month',
  bounds: { minAmount: 50_000, maxAmount: 500_000, minDuration: 60, maxDuration: 360 },
};

function category(slug: string, name: string, fields: Partial<CategoryFixture> = {}): CategoryFixture {
  return {
    name,
    slug,
    title: `Comparer\u00a0: ${name}`,
    summary: `Les offres de ${name.toLowerCase()}.`,
    description: `## ${name}\n\nTexte.`,
    comment: 'Note interne de la rédaction',
    faq: [{ question: 'Quel taux\u202f?', answer: 'Cela dépend.' }],
    config,
    metaTitle: '',
    metaDesc: '',
    isBlacklisted: false,
    createdAt: day('2026-01-01'),
    modifiedAt: day('2026-03-01'),
    ...fields,
  };
}

function advertiser(slug: string, name: string, fields: Partial<AdvertiserFixture> = {}): AdvertiserFixture {
  return {
    name,
    slug,
    logo: `/uploads/logos/${slug}.svg`,
    website: `https://www.${slug}.example`,
    description: `${name}, établissement de crédit.`,
    metaTitle: '',
    metaDesc: '',
    comment: 'Contact commercial\u00a0: ne pas publier',
    createdAt: day('2026-01-02'),
    modifiedAt: day('2026-04-01'),
    advertisersCategory: 'banque',
    isIndexed: true,
    country: 'LUX',
    ...fields,
  };
}

function product(
  slug: string,
  name: string,
  owner: { advertiser: string; categories: string[]; broker?: string },
  fields: Partial<ProductFixture> = {},
): ProductFixture {
  return {
    name,
    slug,
    metaTitle: '',
    title: name,
    metaDesc: '',
    link: `https://www.example.org/offres/${slug}`,
    idBtn: '',
    info: 'Conditions de l’offre.',
    apr: 'dès 3,2\u00a0%',
    aprValue: 3.2,
    test: '',
    comment: 'Commission à renégocier',
    config: { stats: { count: 2, min: 3.1, max: 3.5, mean: 3.3, std: 0.2 }, linkSubtext: 'Offre soumise à conditions' },
    tags: ['fixe'],
    isActive: true,
    isSponsored: false,
    isDisabled: false,
    isPrioritized: false,
    viaBroker: owner.broker !== undefined,
    brokerLink: null,
    brokerProduct: '',
    rateType: 'fixed',
    minAmount: null,
    maxAmount: null,
    minDuration: 12,
    maxDuration: 360,
    createdAt: day('2026-01-03'),
    modifiedAt: day('2026-05-01'),
    advertiser: owner.advertiser,
    broker: owner.broker ?? null,
    categories: owner.categories,
    ...fields,
  };
}

function observation(product: string, amount: number, duration: number, rate: number, on: string): ObservationFixture {
  return { product, amount, duration, rate, score: null, createdAt: day(on), modifiedAt: day(on) };
}

function statistics(product: string, on: string, mean: number): StatisticsFixture {
  return { product, count: 3, min: mean - 0.1, max: mean + 0.1, mean, std: 0.08, createdAt: day(on) };
}

/**
 * One catalogue with a record of each state: listed, unlisted (blacklisted category, advertiser not indexed and its
 * product) and hidden (inactive, disabled, inactive broker placement). Names with accents and capitals test the
 * French order; '%' and '_' test that a search is literal.
 */
export const CATALOG_FIXTURE: CatalogFixture = {
  categories: [
    category('pret-immobilier', 'Prêt immobilier', { metaTitle: 'Prêt immobilier\u00a0: les taux', faq: [] }),
    category('pret-personnel', 'Prêt personnel'),
    category('pret-crypto', 'Prêt crypto', { isBlacklisted: true }),
    category('credit-auto', 'Crédit auto'),
    category('epargne-logement', 'Épargne logement', { config: { ...config, durationUnit: 'year' } }),
  ],
  advertisers: [
    advertiser('banque-alpha', 'Banque Alpha', { country: 'FR' }),
    advertiser('banque-beta', 'Banque Bêta', { country: 'BE', logo: null, website: null }),
    advertiser('courtier-gamma', 'Courtier Gamma', { advertisersCategory: 'courtier' }),
    advertiser('banque-delta', 'Banque Delta', { description: 'Spécialiste du crédit HYPOTHÉCAIRE au Luxembourg.' }),
    advertiser('etoile-credit', 'Étoile Crédit', { advertisersCategory: 'plateforme' }),
    advertiser('banque-cachee', 'Banque Cachée', { isIndexed: false }),
    advertiser('banque-zeta', 'Banque Zêta', { country: 'DE' }),
  ],
  products: [
    product(
      'alpha-habitat',
      'Prêt habitat fixe',
      { advertiser: 'banque-alpha', categories: ['pret-immobilier'] },
      { isSponsored: true, tags: ['fixe', 'habitat'] },
    ),
    product(
      'alpha-inactif',
      'Prêt ancien',
      { advertiser: 'banque-alpha', categories: ['pret-immobilier', 'pret-personnel'] },
      { isActive: false },
    ),
    product('alpha-desactive', 'Prêt désactivé', { advertiser: 'banque-alpha', categories: ['pret-immobilier'] }, { isDisabled: true }),
    product(
      'alpha-perso',
      'Prêt perso Alpha',
      { advertiser: 'banque-alpha', categories: ['pret-personnel', 'pret-crypto'] },
      { aprValue: null, apr: '' },
    ),
    product('beta-variable', 'Crédit hypothécaire variable', { advertiser: 'banque-beta', categories: ['pret-immobilier'] }),
    product(
      'alpha-relais',
      'Crédit relais',
      { advertiser: 'banque-alpha', broker: 'courtier-gamma', categories: ['pret-immobilier'] },
      { brokerLink: 'https://courtier-gamma.example/relais', brokerProduct: 'Relais Gamma' },
    ),
    product(
      'beta-via-gamma',
      'Prêt via Gamma',
      { advertiser: 'banque-beta', broker: 'courtier-gamma', categories: ['pret-personnel'] },
      { isActive: false },
    ),
    product('cachee-perso', 'Prêt perso caché', { advertiser: 'banque-cachee', categories: ['pret-personnel'] }),
    product('delta-perso', 'Prêt perso Delta', { advertiser: 'banque-delta', categories: ['pret-personnel'] }),
  ],
  observations: [
    observation('alpha-habitat', 100_000, 120, 3.5, '2026-01-01'),
    observation('alpha-habitat', 200_000, 240, 3.8, '2026-01-01'),
    observation('alpha-habitat', 100_000, 120, 3.2, '2026-02-01'),
    observation('alpha-habitat', 200_000, 240, 3.6, '2026-02-01'),
    // The same day and point again: the later record is the latest.
    observation('alpha-habitat', 200_000, 240, 3.55, '2026-02-01'),
    observation('alpha-inactif', 100_000, 120, 2.9, '2026-02-01'),
    observation('delta-perso', 100_000, 120, 5.1, '2026-02-01'),
    // The market of French mortgages at 240 months in February 2026 (marketRates): alpha-habitat's 3.6 and 3.55
    // above, a broker's placement at another amount and day of the month, a tie at 3.55; beside it what is not that
    // market: a hidden product, a Belgian lender, another duration, another category.
    observation('alpha-relais', 200_000, 240, 3.55, '2026-02-15'),
    observation('alpha-relais', 100_000, 240, 3.9, '2026-02-28'),
    observation('alpha-desactive', 200_000, 240, 2.5, '2026-02-10'),
    observation('beta-variable', 200_000, 240, 3.3, '2026-02-01'),
    observation('alpha-relais', 100_000, 120, 3.0, '2026-02-01'),
    observation('delta-perso', 100_000, 240, 6.5, '2026-02-01'),
    observation('alpha-inactif', 100_000, 240, 2.0, '2026-03-01'),
  ],
  statistics: [
    statistics('alpha-habitat', '2026-02-28', 3.4),
    statistics('alpha-habitat', '2026-01-31', 3.6),
    statistics('alpha-inactif', '2026-02-28', 2.9),
  ],
};

const HIDDEN_PRODUCTS = ['alpha-inactif', 'alpha-desactive', 'beta-via-gamma'];

/**
 * The contract of CatalogReader: the in-memory fake and every persistence adapter run it unchanged (DESIGN.md), so
 * a page tested on the fake reads the same on a database. The factory is called once with CATALOG_FIXTURE; the
 * cases only read.
 */
export function describeCatalogReaderContract(name: string, makeCatalog: CatalogReaderFactory): void {
  describe(`${name}: catalogue reader contract`, () => {
    let reader: CatalogReader;
    let ids: CatalogUnderTest['ids'];
    beforeAll(async () => {
      ({ reader, ids } = await makeCatalog(CATALOG_FIXTURE));
    });

    const slugsOf = (listings: readonly ProductListing[]) => listings.map((listing) => listing.product.slug);
    const advertiserSlugs = (entries: readonly DirectoryEntry[]) => entries.map((entry) => entry.advertiser.slug);

    describe('categories', () => {
      it('lists the categories that are not blacklisted, by French name', async () => {
        const categories = await reader.categories();
        expect(categories.map((c) => c.name)).toEqual(['Crédit auto', 'Épargne logement', 'Prêt immobilier', 'Prêt personnel']);
      });

      it('answers a category at its address, blacklisted or not, with every public field typed', async () => {
        const { comment: _comment, createdAt: _created, modifiedAt: _modified, ...shown } = CATALOG_FIXTURE.categories[0]!;
        expect(await reader.categoryBySlug('pret-immobilier')).toEqual({ ...shown, id: ids.category('pret-immobilier') });
        expect(await reader.categoryBySlug('pret-crypto')).toMatchObject({ slug: 'pret-crypto', isBlacklisted: true });
        expect((await reader.categoryBySlug('epargne-logement'))?.config.durationUnit).toBe('year');
        expect(await reader.categoryBySlug('inconnue')).toBeNull();
      });

      it('never hands out the editors’ comment or the ids of other records', async () => {
        for (const category of [...(await reader.categories()), await reader.categoryBySlug('pret-crypto')]) {
          expect(category).not.toHaveProperty('comment');
          expect(category).not.toHaveProperty('products');
        }
      });
    });

    describe('advertisers', () => {
      it('lists the indexed advertisers in country order (LUX, BE, FR, others), then by French name', async () => {
        expect(advertiserSlugs(await reader.advertisers())).toEqual([
          'banque-delta',
          'courtier-gamma',
          'etoile-credit',
          'banque-beta',
          'banque-alpha',
          'banque-zeta',
        ]);
      });

      it('counts each advertiser’s own visible products, not those it brokers nor the hidden ones', async () => {
        const counts = Object.fromEntries((await reader.advertisers()).map((entry) => [entry.advertiser.slug, entry.productCount]));
        expect(counts).toEqual({
          'banque-delta': 1,
          'courtier-gamma': 0,
          'etoile-credit': 0,
          'banque-beta': 1,
          'banque-alpha': 3,
          'banque-zeta': 0,
        });
      });

      it('filters by kind, and searches name, slug and description literally, case aside', async () => {
        expect(advertiserSlugs(await reader.advertisers({ kind: 'banque' }))).toEqual([
          'banque-delta',
          'banque-beta',
          'banque-alpha',
          'banque-zeta',
        ]);
        expect(advertiserSlugs(await reader.advertisers({ kind: 'courtier' }))).toEqual(['courtier-gamma']);
        expect(advertiserSlugs(await reader.advertisers({ search: 'GAMMA' }))).toEqual(['courtier-gamma']);
        expect(advertiserSlugs(await reader.advertisers({ search: 'hypoth' }))).toEqual(['banque-delta']);
        expect(advertiserSlugs(await reader.advertisers({ search: 'banque-a' }))).toEqual(['banque-alpha']);
        expect(advertiserSlugs(await reader.advertisers({ search: 'banque', kind: 'banque', limit: 2 }))).toEqual([
          'banque-delta',
          'banque-beta',
        ]);
        expect(await reader.advertisers({ search: '%' })).toEqual([]);
        expect(await reader.advertisers({ search: '_' })).toEqual([]);
        expect(await reader.advertisers({ search: 'cach' })).toEqual([]);
        expect(advertiserSlugs(await reader.advertisers({ search: '' }))).toHaveLength(6);
      });

      it('answers an advertiser at its address, indexed or not, with every public field typed', async () => {
        const { comment: _comment, ...shown } = CATALOG_FIXTURE.advertisers[1]!;
        expect(await reader.advertiserBySlug('banque-beta')).toEqual({ ...shown, id: ids.advertiser('banque-beta') });
        expect(await reader.advertiserBySlug('banque-cachee')).toMatchObject({ slug: 'banque-cachee', isIndexed: false });
        expect(await reader.advertiserBySlug('inconnue')).toBeNull();
        const listed = await reader.advertisers({ search: 'bêta' });
        expect(listed).toEqual([{ advertiser: { ...shown, id: ids.advertiser('banque-beta') }, productCount: 1 }]);
        const entry = listed[0];
        expect(entry?.advertiser).not.toHaveProperty('products');
      });
    });

    describe('products', () => {
      it('lists an advertiser’s visible products by French name, each with its lender and its categories', async () => {
        const listings = await reader.products({ advertiserId: ids.advertiser('banque-alpha') });
        expect(slugsOf(listings)).toEqual(['alpha-relais', 'alpha-habitat', 'alpha-perso']);
        const perso = listings[2]!;
        expect(perso.advertiser.slug).toBe('banque-alpha');
        // Every category of the product, blacklisted ones too (their page exists), by name.
        expect(perso.categories.map((c) => c.slug)).toEqual(['pret-crypto', 'pret-personnel']);
        expect(perso.product.categories).toEqual([ids.category('pret-personnel'), ids.category('pret-crypto')].sort((a, b) => a - b));
      });

      it('lists the visible products placed through a broker, each with its lender', async () => {
        const placed = await reader.products({ brokerId: ids.advertiser('courtier-gamma') });
        expect(slugsOf(placed)).toEqual(['alpha-relais']);
        expect(placed[0]?.advertiser.slug).toBe('banque-alpha');
        expect(placed[0]?.product).toMatchObject({
          viaBroker: true,
          advertiserBrokerId: ids.advertiser('courtier-gamma'),
          brokerProduct: 'Relais Gamma',
        });
      });

      it('shows the products of an advertiser that is not indexed on its own page', async () => {
        expect(slugsOf(await reader.products({ advertiserId: ids.advertiser('banque-cachee') }))).toEqual(['cachee-perso']);
        expect(await reader.products({ advertiserId: 999_999 })).toEqual([]);
      });

      it('answers a visible product with every public field typed', async () => {
        const { advertiser: _a, broker: _b, categories: _c, comment: _comment, ...shown } = CATALOG_FIXTURE.products[0]!;
        const found = await reader.product({ id: ids.product('alpha-habitat') });
        expect(found?.product).toEqual({
          ...shown,
          id: ids.product('alpha-habitat'),
          advertiserId: ids.advertiser('banque-alpha'),
          advertiserBrokerId: null,
          categories: [ids.category('pret-immobilier')],
        });
        expect(found?.advertiser.slug).toBe('banque-alpha');
        expect(found?.categories.map((c) => c.slug)).toEqual(['pret-immobilier']);
        expect((await reader.product({ id: ids.product('alpha-perso') }))?.product.aprValue).toBeNull();
      });

      it('finds a product among its advertiser’s or its category’s products only', async () => {
        const alpha = ids.advertiser('banque-alpha');
        expect((await reader.product({ advertiserId: alpha, slug: 'alpha-habitat' }))?.product.slug).toBe('alpha-habitat');
        expect(await reader.product({ advertiserId: ids.advertiser('banque-beta'), slug: 'alpha-habitat' })).toBeNull();
        const personal = ids.category('pret-personnel');
        expect((await reader.product({ categoryId: personal, slug: 'delta-perso' }))?.advertiser.slug).toBe('banque-delta');
        expect(await reader.product({ categoryId: ids.category('pret-immobilier'), slug: 'delta-perso' })).toBeNull();
        expect((await reader.product({ categoryId: personal, slug: 'cachee-perso' }))?.advertiser.isIndexed).toBe(false);
        // Found through one category, it still comes with all of them.
        expect((await reader.product({ categoryId: personal, slug: 'alpha-perso' }))?.categories.map((c) => c.slug)).toEqual([
          'pret-crypto',
          'pret-personnel',
        ]);
        expect(await reader.product({ id: 999_999 })).toBeNull();
      });

      it('never answers an inactive or disabled product, however it is asked for', async () => {
        for (const slug of HIDDEN_PRODUCTS) {
          const fixture = CATALOG_FIXTURE.products.find((p) => p.slug === slug)!;
          expect(await reader.product({ id: ids.product(slug) }), slug).toBeNull();
          expect(await reader.product({ advertiserId: ids.advertiser(fixture.advertiser), slug }), slug).toBeNull();
          for (const category of fixture.categories)
            expect(await reader.product({ categoryId: ids.category(category), slug }), slug).toBeNull();
        }
      });

      it('never hands out the editors’ comment or the ids of loans and loanstats', async () => {
        for (const listing of await reader.products({ advertiserId: ids.advertiser('banque-alpha') })) {
          expect(listing.product).not.toHaveProperty('comment');
          expect(listing.product).not.toHaveProperty('loans');
          expect(listing.product).not.toHaveProperty('loanstats');
          expect(listing.advertiser).not.toHaveProperty('comment');
          for (const c of listing.categories) expect(c).not.toHaveProperty('comment');
        }
      });
    });

    describe('rates', () => {
      it('answers the latest observation at each point, by amount then duration, and the latest statistics', async () => {
        const rates = await reader.productRates(ids.product('alpha-habitat'));
        expect(rates.latest.map((loan) => [loan.amount, loan.duration, loan.rate, loan.createdAt.toISOString().slice(0, 10)])).toEqual([
          [100_000, 120, 3.2, '2026-02-01'],
          [200_000, 240, 3.55, '2026-02-01'],
        ]);
        expect(rates.latest[0]).toMatchObject({ productId: ids.product('alpha-habitat'), score: null });
        expect(rates.statistics).toMatchObject({ productId: ids.product('alpha-habitat'), mean: 3.4, count: 3 });
        expect(rates.statistics?.createdAt.toISOString().slice(0, 10)).toBe('2026-02-28');
      });

      it('answers nothing for a hidden, an unobserved or an unknown product', async () => {
        const none = { latest: [], statistics: null };
        expect(await reader.productRates(ids.product('alpha-inactif'))).toEqual(none);
        expect(await reader.productRates(ids.product('alpha-perso'))).toEqual(none);
        expect(await reader.productRates(999_999)).toEqual(none);
      });
    });

    describe('preview', () => {
      it('answers a hidden product for the signed preview, with its lender, categories and every rate, as its page would show it', async () => {
        for (const slug of HIDDEN_PRODUCTS) {
          const preview = await reader.productForPreview(ids.product(slug));
          expect(preview?.listing.product.slug, slug).toBe(slug);
          expect(preview?.listing.product).not.toHaveProperty('comment');
        }
        const inactive = await reader.productForPreview(ids.product('alpha-inactif'));
        expect(inactive?.listing.advertiser.slug).toBe('banque-alpha');
        expect(inactive?.listing.categories.map((category) => category.slug)).toEqual(['pret-immobilier', 'pret-personnel']);
        expect(inactive?.rates.latest.map((loan) => [loan.amount, loan.duration, loan.rate])).toEqual([
          [100_000, 120, 2.9],
          [100_000, 240, 2.0],
        ]);
        expect(inactive?.rates.statistics).toMatchObject({ productId: ids.product('alpha-inactif'), mean: 2.9 });
        // A visible product reads as its page does.
        const visible = await reader.productForPreview(ids.product('alpha-habitat'));
        expect(visible?.rates).toEqual(await reader.productRates(ids.product('alpha-habitat')));
        expect(visible?.listing).toEqual(await reader.product({ id: ids.product('alpha-habitat') }));
        expect(await reader.productForPreview(999_999)).toBeNull();
      });
    });

    describe('market rates', () => {
      const market = (categorySlug: string, country: string, duration: number, month: string) =>
        reader.marketRates({ categorySlug, country, duration, month: new Date(`${month}T12:00:00.000Z`) });

      it('answers every observation of the month of the visible products of a category and country at one duration', async () => {
        expect(await market('pret-immobilier', 'FR', 240, '2026-02-20')).toEqual({
          month: day('2026-02-01'),
          rates: [
            [3.55, 2],
            [3.6, 1],
            [3.9, 1],
          ],
        });
        expect(await market('pret-immobilier', 'BE', 240, '2026-02-01')).toEqual({ month: day('2026-02-01'), rates: [[3.3, 1]] });
        expect(await market('pret-immobilier', 'FR', 120, '2026-02-01')).toEqual({
          month: day('2026-02-01'),
          rates: [
            [3, 1],
            [3.2, 1],
          ],
        });
      });

      it('reads an earlier month only when the month asked has no observation, and never a later one', async () => {
        expect(await market('pret-immobilier', 'FR', 240, '2026-01-31')).toEqual({ month: day('2026-01-01'), rates: [[3.8, 1]] });
        expect(await market('pret-immobilier', 'FR', 240, '2026-06-01')).toMatchObject({ month: day('2026-02-01') });
        expect(await market('pret-immobilier', 'BE', 240, '2026-01-31')).toBeNull();
      });

      it('answers null for a market with no observation: another country, duration or category, an unknown category', async () => {
        expect(await market('pret-immobilier', 'LUX', 240, '2026-02-01')).toBeNull();
        expect(await market('pret-immobilier', 'FR', 300, '2026-02-01')).toBeNull();
        expect(await market('credit-auto', 'FR', 240, '2026-02-01')).toBeNull();
        expect(await market('inconnue', 'FR', 240, '2026-02-01')).toBeNull();
      });

      it('leaves out the observations of hidden products, which do not make a month observed either', async () => {
        // alpha-inactif's March rate is hidden: March has no observation, February is read.
        expect(await market('pret-immobilier', 'FR', 240, '2026-03-15')).toMatchObject({ month: day('2026-02-01') });
        expect(await market('pret-personnel', 'LUX', 240, '2026-02-01')).toEqual({ month: day('2026-02-01'), rates: [[6.5, 1]] });
        // alpha-inactif's 2.9 at 120 months is the only French personal loan rate.
        expect(await market('pret-personnel', 'FR', 120, '2026-02-01')).toBeNull();
      });
    });

    describe('sitemap', () => {
      it('names every listed page by id: categories, advertisers, and the visible products of indexed advertisers', async () => {
        const sitemap = await reader.sitemap();
        expect(sitemap.categories.map((c) => c.slug)).toEqual(['pret-immobilier', 'pret-personnel', 'credit-auto', 'epargne-logement']);
        expect(sitemap.categories[0]?.modifiedAt).toEqual(day('2026-03-01'));
        expect(sitemap.advertisers.map((a) => a.slug)).toEqual([
          'banque-alpha',
          'banque-beta',
          'courtier-gamma',
          'banque-delta',
          'etoile-credit',
          'banque-zeta',
        ]);
        expect(sitemap.advertisers[0]?.modifiedAt).toEqual(day('2026-04-01'));
        expect(sitemap.products).toEqual([
          { slug: 'alpha-habitat', advertiserSlug: 'banque-alpha', categorySlugs: ['pret-immobilier'], modifiedAt: day('2026-05-01') },
          { slug: 'alpha-perso', advertiserSlug: 'banque-alpha', categorySlugs: ['pret-personnel'], modifiedAt: day('2026-05-01') },
          { slug: 'beta-variable', advertiserSlug: 'banque-beta', categorySlugs: ['pret-immobilier'], modifiedAt: day('2026-05-01') },
          { slug: 'alpha-relais', advertiserSlug: 'banque-alpha', categorySlugs: ['pret-immobilier'], modifiedAt: day('2026-05-01') },
          { slug: 'delta-perso', advertiserSlug: 'banque-delta', categorySlugs: ['pret-personnel'], modifiedAt: day('2026-05-01') },
        ]);
      });
    });

    it('never answers a hidden record from any method, nor an unlisted one from a list', async () => {
      const listings: ProductListing[] = [];
      for (const entry of CATALOG_FIXTURE.advertisers) {
        listings.push(
          ...(await reader.products({ advertiserId: ids.advertiser(entry.slug) })),
          ...(await reader.products({ brokerId: ids.advertiser(entry.slug) })),
        );
      }
      for (const entry of CATALOG_FIXTURE.products) {
        const byId = await reader.product({ id: ids.product(entry.slug) });
        if (byId) listings.push(byId);
      }
      const shown = new Set(slugsOf(listings));
      for (const slug of HIDDEN_PRODUCTS) expect(shown.has(slug), slug).toBe(false);
      expect([...shown].sort()).toEqual(['alpha-habitat', 'alpha-perso', 'alpha-relais', 'beta-variable', 'cachee-perso', 'delta-perso']);

      const sitemap = await reader.sitemap();
      expect(sitemap.products.map((p) => p.slug)).not.toContain('cachee-perso');
      expect(sitemap.advertisers.map((a) => a.slug)).not.toContain('banque-cachee');
      expect(sitemap.categories.map((c) => c.slug)).not.toContain('pret-crypto');
      expect(advertiserSlugs(await reader.advertisers())).not.toContain('banque-cachee');
      expect((await reader.categories()).map((c) => c.slug)).not.toContain('pret-crypto');
    });
  });
}
