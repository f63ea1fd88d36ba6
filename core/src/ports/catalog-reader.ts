import type { Advertiser, AdvertiserKind } from '../catalogue/advertiser.ts';
import type { Category } from '../catalogue/category.ts';
import type { RateObservation } from '../catalogue/rate-observation.ts';
import type { Loanstat } from '../catalogue/loanstat.ts';
import type { Product } from '../catalogue/product.ts';
import type { RateDistribution } from '../finance/rate-rank.ts';

/*
 * What the public pages read of the catalogue (categories, advertisers, products and their observed rates), typed,
 * with the visibility rule (access/visibility.ts) applied by every implementation: no method answers a hidden record,
 * and the lists leave out what is unlisted. Staff screens keep the generic ResourceStore.
 *
 * Records come without what never reaches a visitor: the editors' `comment` (INTERNAL_FIELDS), and the id lists of
 * other records (a category's or an advertiser's products, a product's loans and loanstats), which would name
 * hidden records and which no page reads.
 */

export type PublicCategory = Omit<Category, 'comment' | 'products'>;
export type PublicAdvertiser = Omit<Advertiser, 'comment' | 'products'>;
export type PublicProduct = Omit<Product, 'comment' | 'loans' | 'loanstats'>;

export interface AdvertiserQuery {
  /** Looked for in the name, the slug and the description, as typed (case aside); empty: no search. */
  search?: string;
  kind?: AdvertiserKind;
  /** At most this many, the first in the list's order. */
  limit?: number;
}

/** An advertiser of the directory, with how many visible products it offers itself (not those it brokers). */
export interface DirectoryEntry {
  advertiser: PublicAdvertiser;
  productCount: number;
}

/** A visible product with what its pages show beside it. */
export interface ProductListing {
  product: PublicProduct;
  /** Its lender (`product.advertiserId`). */
  advertiser: PublicAdvertiser;
  /** Every category it belongs to (a category is always visible at its address), by name. */
  categories: PublicCategory[];
}

/** Whose products: an advertiser's own, or those placed through a broker (`advertiserBrokerId`). */
export type ProductsQuery = { advertiserId: number } | { brokerId: number };

/**
 * One product: by id (the outbound redirect), by slug among an advertiser's own products (its page), or by slug
 * among a category's products (the personal loan pages). Another advertiser's or category's product is not found.
 */
export type ProductKey = { id: number } | { advertiserId: number; slug: string } | { categoryId: number; slug: string };

export interface ProductRates {
  /** The latest observation at each (amount, duration) of the product, by amount then duration. */
  latest: RateObservation[];
  /** Its latest daily statistics, if any. */
  statistics: Loanstat | null;
}

/** Whose observed rates make a market (CatalogReader.marketRates). */
export interface MarketRatesQuery {
  /** The category the products belong to (a market is one kind of credit: mortgages are not personal loans). */
  categorySlug: string;
  /** The lenders' country (the advertiser's `country`). */
  country: string;
  /** Months: the observations' duration, exactly (a point of the category's grid). */
  duration: number;
  /** Any moment of the latest calendar month (UTC) to read; an earlier month is read if that one has no observation. */
  month: Date;
}

/** A month of a market's observed rates. */
export interface MarketMonthRates {
  /** The first day of the month read, midnight UTC. */
  month: Date;
  /** Every observation of that month, as a distribution (each rate once, ascending, with its count). */
  rates: RateDistribution;
}

export interface SitemapPage {
  slug: string;
  modifiedAt: Date;
}

export interface SitemapProduct extends SitemapPage {
  advertiserSlug: string;
  /** The slugs of its listed categories. */
  categorySlugs: string[];
}

/** The catalogue's listed pages, each list by id. */
export interface CatalogSitemap {
  categories: SitemapPage[];
  advertisers: SitemapPage[];
  products: SitemapProduct[];
}

/**
 * Orders: categories and products by French name (`localeCompare(…, 'fr')`), then id; advertisers in the spec's
 * country order (LUX, BE, FR, others; core `sortByCountry`), then French name, then id.
 */
export interface CatalogReader {
  /** The listed categories (home tiles, forms' lists). */
  categories(): Promise<PublicCategory[]>;
  /** A category at its address, listed or not; null if there is none. */
  categoryBySlug(slug: string): Promise<PublicCategory | null>;
  /** The directory: listed advertisers matching the query. */
  advertisers(query?: AdvertiserQuery): Promise<DirectoryEntry[]>;
  /** An advertiser at its address, listed or not; null if there is none. */
  advertiserBySlug(slug: string): Promise<PublicAdvertiser | null>;
  /** The visible products of an advertiser, or placed through a broker. */
  products(query: ProductsQuery): Promise<ProductListing[]>;
  /** A visible product, or null. */
  product(key: ProductKey): Promise<ProductListing | null>;
  /** The observed rates of a visible product; none for a hidden or unknown one. */
  productRates(productId: number): Promise<ProductRates>;
  /**
   * The rates observed for the visible products of a category whose lender is of a country, at one duration, in the
   * query's month or, when there is none that month, in the latest earlier month that has some; null when none was
   * ever observed. Every observation counts (each product, each amount, each day of the month).
   */
  marketRates(query: MarketRatesQuery): Promise<MarketMonthRates | null>;
  /**
   * A product whatever its visibility (inactive, disabled, or its lender's page hidden), with its lender, categories
   * and rates, as its public page would show it: for the back office's signed preview only (issue 22), the one read of
   * this port that does not apply decision 0010's rule, like ContentReader.articleForPreview. Null for an unknown id.
   */
  productForPreview(id: number): Promise<{ listing: ProductListing; rates: ProductRates } | null>;
  /** Every listed page of the catalogue, for the sitemap. */
  sitemap(): Promise<CatalogSitemap>;
}
