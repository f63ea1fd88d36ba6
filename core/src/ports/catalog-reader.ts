import type { Advertiser, AdvertiserKind } from '../catalogue/advertiser.ts';
import type { Category } from '../catalogue/category.ts';
import type { RateObservation } from '../catalogue/rate-observation.ts';
import type { Loanstat } from '../catalogue/loanstat.ts';
import type { Product } from '../catalogue/product.ts';

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
  /** Every listed page of the catalogue, for the sitemap. */
  sitemap(): Promise<CatalogSitemap>;
}
