import type { Advertiser } from '../catalogue/advertiser.ts';
import type { Category } from '../catalogue/category.ts';
import { sortByCountry } from '../catalogue/country-order.ts';
import type { RateObservation } from '../catalogue/rate-observation.ts';
import type { Loanstat } from '../catalogue/loanstat.ts';
import type { Product } from '../catalogue/product.ts';
import { byFrenchName } from '../ports/reading-order.ts';
import { rateDistribution } from '../finance/rate-rank.ts';
import { advertiserVisibility, categoryVisibility, isListed, isVisible, productVisibility } from '../access/visibility.ts';
import type {
  CatalogReader,
  ProductListing,
  ProductRates,
  PublicAdvertiser,
  PublicCategory,
  PublicProduct,
} from '../ports/catalog-reader.ts';
import { matchesSearch } from './text-search.ts';

/*
 * The catalogue as a test writes it: records without ids, relations named by slug, in the order a database would
 * receive them (ids are then given 1, 2, 3… per kind, as a fresh database numbers its rows).
 */
export type CategoryFixture = Omit<Category, 'id' | 'products'> & { createdAt: Date; modifiedAt: Date };
export type AdvertiserFixture = Omit<Advertiser, 'id' | 'products'>;
export type ProductFixture = Omit<Product, 'id' | 'advertiserId' | 'advertiserBrokerId' | 'categories' | 'loans' | 'loanstats'> & {
  /** The lender's slug. */
  advertiser: string;
  /** The broker's slug, if any. */
  broker: string | null;
  /** The categories' slugs. */
  categories: string[];
};
export type ObservationFixture = Omit<RateObservation, 'id' | 'productId'> & { product: string };
export type StatisticsFixture = Omit<Loanstat, 'id' | 'productId'> & { product: string };

export interface CatalogFixture {
  categories: CategoryFixture[];
  advertisers: AdvertiserFixture[];
  products: ProductFixture[];
  observations: ObservationFixture[];
  statistics: StatisticsFixture[];
}

type StoredCategory = Category & { createdAt: Date; modifiedAt: Date };

/** The records with their ids and relations as ids, as a database holds them. */
function store(fixture: CatalogFixture) {
  const idOf = (records: readonly { slug: string }[], slug: string, kind: string) => {
    const index = records.findIndex((record) => record.slug === slug);
    if (index < 0) throw new Error(`fixture: no ${kind} ${slug}`);
    return index + 1;
  };
  const products: Product[] = fixture.products.map(({ advertiser, broker, categories, ...fields }, index) => ({
    ...structuredClone(fields),
    id: index + 1,
    advertiserId: idOf(fixture.advertisers, advertiser, 'advertiser'),
    advertiserBrokerId: broker === null ? null : idOf(fixture.advertisers, broker, 'advertiser'),
    categories: categories.map((slug) => idOf(fixture.categories, slug, 'category')).sort((a, b) => a - b),
    loans: [],
    loanstats: [],
  }));
  const observations: RateObservation[] = fixture.observations.map(({ product, ...fields }, index) => ({
    ...fields,
    id: index + 1,
    productId: idOf(fixture.products, product, 'product'),
  }));
  const statistics: Loanstat[] = fixture.statistics.map(({ product, ...fields }, index) => ({
    ...fields,
    id: index + 1,
    productId: idOf(fixture.products, product, 'product'),
  }));
  for (const product of products) {
    product.loans = observations.filter((observation) => observation.productId === product.id).map((observation) => observation.id);
    product.loanstats = statistics.filter((stat) => stat.productId === product.id).map((stat) => stat.id);
  }
  const categories: StoredCategory[] = fixture.categories.map((fields, index) => ({
    ...structuredClone(fields),
    id: index + 1,
    products: products.filter((product) => product.categories.includes(index + 1)).map((product) => product.id),
  }));
  const advertisers: Advertiser[] = fixture.advertisers.map((fields, index) => ({
    ...structuredClone(fields),
    id: index + 1,
    products: products.filter((product) => product.advertiserId === index + 1).map((product) => product.id),
  }));
  return { categories, advertisers, products, observations, statistics };
}

function publicCategory({
  comment: _comment,
  products: _products,
  createdAt: _created,
  modifiedAt: _modified,
  ...shown
}: StoredCategory): PublicCategory {
  return structuredClone(shown);
}

function publicAdvertiser({ comment: _comment, products: _products, ...shown }: Advertiser): PublicAdvertiser {
  return structuredClone(shown);
}

function publicProduct({ comment: _comment, loans: _loans, loanstats: _loanstats, ...shown }: Product): PublicProduct {
  return structuredClone(shown);
}

/**
 * The catalogue read port in memory: the reference behaviour its contract describes (catalog-reader.contract.ts),
 * for the pages' and use cases' tests. The persistence adapter passes the same contract.
 */
export function createInMemoryCatalogReader(fixture: CatalogFixture): CatalogReader {
  const data = store(fixture);
  const advertiserById = (id: number) => data.advertisers.find((advertiser) => advertiser.id === id);
  const visibilityOf = (product: Product) => {
    const advertiser = advertiserById(product.advertiserId);
    return advertiser ? productVisibility(product, advertiser) : 'hidden';
  };
  const listing = (product: Product): ProductListing => ({
    product: publicProduct(product),
    advertiser: publicAdvertiser(advertiserById(product.advertiserId) as Advertiser),
    categories: data.categories
      .filter((category) => product.categories.includes(category.id))
      .sort(byFrenchName)
      .map(publicCategory),
  });
  const visibleProducts = () => data.products.filter((product) => isVisible(visibilityOf(product)));
  const listedCategories = () => data.categories.filter((category) => isListed(categoryVisibility(category)));
  const listedAdvertisers = () => data.advertisers.filter((advertiser) => isListed(advertiserVisibility(advertiser)));

  /** A product's latest observation at each point and its latest statistics, whatever its visibility. */
  function ratesOf(productId: number): ProductRates {
    const newestFirst = <T extends { createdAt: Date; id: number }>(a: T, b: T) =>
      b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    const latest = new Map<string, RateObservation>();
    for (const observation of data.observations.filter((candidate) => candidate.productId === productId).sort(newestFirst)) {
      const point = `${observation.amount}|${observation.duration}`;
      if (!latest.has(point)) latest.set(point, { ...observation });
    }
    const statistics = data.statistics.filter((stat) => stat.productId === productId).sort(newestFirst)[0];
    return {
      latest: [...latest.values()].sort((a, b) => a.amount - b.amount || a.duration - b.duration),
      statistics: statistics ? { ...statistics } : null,
    };
  }

  return {
    async categories() {
      return listedCategories().sort(byFrenchName).map(publicCategory);
    },

    async categoryBySlug(slug) {
      const category = data.categories.find((candidate) => candidate.slug === slug);
      return category ? publicCategory(category) : null;
    },

    async advertisers(query = {}) {
      const found = listedAdvertisers()
        .filter((advertiser) => (query.kind ? advertiser.advertisersCategory === query.kind : true))
        .filter((advertiser) => matchesSearch(query.search, [advertiser.name, advertiser.slug, advertiser.description]))
        .sort((a, b) => a.id - b.id);
      const visible = visibleProducts();
      const entries = sortByCountry(found).map((advertiser) => ({
        advertiser: publicAdvertiser(advertiser),
        productCount: visible.filter((product) => product.advertiserId === advertiser.id).length,
      }));
      return query.limit === undefined ? entries : entries.slice(0, Math.max(0, query.limit));
    },

    async advertiserBySlug(slug) {
      const advertiser = data.advertisers.find((candidate) => candidate.slug === slug);
      return advertiser ? publicAdvertiser(advertiser) : null;
    },

    async products(query) {
      return visibleProducts()
        .filter((product) =>
          'advertiserId' in query ? product.advertiserId === query.advertiserId : product.advertiserBrokerId === query.brokerId,
        )
        .sort(byFrenchName)
        .map(listing);
    },

    async product(key) {
      const product = visibleProducts().find((candidate) =>
        'id' in key
          ? candidate.id === key.id
          : candidate.slug === key.slug &&
            ('advertiserId' in key ? candidate.advertiserId === key.advertiserId : candidate.categories.includes(key.categoryId)),
      );
      return product ? listing(product) : null;
    },

    async productForPreview(id) {
      const product = data.products.find((candidate) => candidate.id === id);
      if (!product || !advertiserById(product.advertiserId)) return null;
      return { listing: listing(product), rates: ratesOf(id) };
    },

    async productRates(productId) {
      if (!visibleProducts().some((product) => product.id === productId)) return { latest: [], statistics: null };
      return ratesOf(productId);
    },

    async marketRates(query) {
      const category = data.categories.find((candidate) => candidate.slug === query.categorySlug);
      if (!category) return null;
      const monthStart = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      const until = Date.UTC(query.month.getUTCFullYear(), query.month.getUTCMonth() + 1, 1);
      const products = new Set(
        visibleProducts()
          .filter((product) => product.categories.includes(category.id) && advertiserById(product.advertiserId)?.country === query.country)
          .map((product) => product.id),
      );
      const market = data.observations.filter(
        (observation) =>
          products.has(observation.productId) && observation.duration === query.duration && observation.createdAt.getTime() < until,
      );
      if (market.length === 0) return null;
      const latest = Math.max(...market.map((observation) => monthStart(observation.createdAt)));
      return {
        month: new Date(latest),
        rates: rateDistribution(market.filter((observation) => monthStart(observation.createdAt) === latest).map((o) => o.rate)),
      };
    },

    async sitemap() {
      const listedCategoryIds = new Set(listedCategories().map((category) => category.id));
      return {
        categories: listedCategories().map(({ slug, modifiedAt }) => ({ slug, modifiedAt: new Date(modifiedAt) })),
        advertisers: listedAdvertisers().map(({ slug, modifiedAt }) => ({ slug, modifiedAt: new Date(modifiedAt) })),
        products: data.products
          .filter((product) => isListed(visibilityOf(product)))
          .map((product) => ({
            slug: product.slug,
            modifiedAt: new Date(product.modifiedAt),
            advertiserSlug: (advertiserById(product.advertiserId) as Advertiser).slug,
            categorySlugs: data.categories
              .filter((category) => listedCategoryIds.has(category.id) && product.categories.includes(category.id))
              .sort(byFrenchName)
              .map((category) => category.slug),
          })),
      };
    },
  };
}
