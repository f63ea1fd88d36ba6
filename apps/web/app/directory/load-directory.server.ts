import {
  EMPTY_RATE_STATS,
  isHttpUrl,
  isoDay,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  sortByCountry,
  type RateStats,
  type ResourceQuery,
  type ResourceRecord,
  type ResourceStore,
} from '@pretscope/core';
import { text } from '../records/text.ts';
import { gridKey, type RateGrid } from './rate-grid.ts';

/** The kinds the directory's filter offers (`?type=banque|courtier`); the other kinds are listed unfiltered. */
export const DIRECTORY_KINDS = ['banque', 'courtier'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** Search text longer than this is cut: nobody types a longer company name, and the store bounds values anyway. */
const MAX_SEARCH_LENGTH = 100;
const PAGE = 100;
/** Upper bound on pages read for one screen (a safety net, far above the data the site holds). */
const MAX_PAGES = 20;

export interface AdvertiserView {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  website: string | null;
  description: string;
  metaTitle: string;
  metaDesc: string;
  kind: string;
  country: string;
  isIndexed: boolean;
}

export interface CategoryLink {
  id: number;
  name: string;
  slug: string;
  durationUnit: string;
}

export interface ProductView {
  id: number;
  name: string;
  slug: string;
  metaTitle: string;
  metaDesc: string;
  apr: string;
  aprValue: number | null;
  info: string;
  linkSubtext: string;
  stats: RateStats;
  isSponsored: boolean;
  advertiserId: number;
  categories: CategoryLink[];
}

/** A path parameter that can be a slug at all; anything else is a 404 without asking the store. */
export function isSlug(text: string | undefined): text is string {
  return typeof text === 'string' && text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}

/** `?q=` as the store gets it: trimmed, bounded, or undefined when empty. */
export function searchText(raw: string | null): string | undefined {
  const text = (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return text === '' ? undefined : text;
}

/** `?type=` when it is one of the filter's values, else undefined (no filter). */
export function directoryKind(raw: string | null): DirectoryKind | undefined {
  return DIRECTORY_KINDS.find((kind) => kind === raw);
}

/** Every record of a query, page after page (the store answers at most 100 at a time). */
async function listAll(resources: ResourceStore, query: Omit<ResourceQuery, 'page'>): Promise<{ records: ResourceRecord[]; included: ResourceRecord[] }> {
  const records: ResourceRecord[] = [];
  const included = new Map<string, ResourceRecord>();
  for (let page = 0; page < MAX_PAGES; page++) {
    const found = await resources.list({ ...query, page: { offset: page * PAGE, limit: PAGE } });
    if (!found.ok) break;
    records.push(...found.value.records);
    for (const record of found.value.included) included.set(`${record.type}:${record.id}`, record);
    if (records.length >= found.value.count || found.value.records.length < PAGE) break;
  }
  return { records, included: [...included.values()] };
}

function toAdvertiserView(record: ResourceRecord): AdvertiserView {
  const a = record.attributes;
  return {
    id: record.id,
    name: text(a.name),
    slug: text(a.slug),
    logo: text(a.logo) || null,
    website: isHttpUrl(text(a.website)) ? text(a.website) : null,
    description: text(a.description),
    metaTitle: text(a.metaTitle),
    metaDesc: text(a.metaDesc),
    kind: text(a.advertisersCategory),
    country: text(a.country),
    isIndexed: a.isIndexed !== false,
  };
}

function toStats(value: unknown): RateStats {
  const stats = (value ?? {}) as Partial<Record<keyof RateStats, unknown>>;
  const number = (field: keyof RateStats) => (typeof stats[field] === 'number' && Number.isFinite(stats[field]) ? (stats[field] as number) : 0);
  return typeof value === 'object' && value !== null
    ? { count: number('count'), min: number('min'), max: number('max'), mean: number('mean'), std: number('std') }
    : { ...EMPTY_RATE_STATS };
}

function toProductView(record: ResourceRecord, categoriesById: ReadonlyMap<number, CategoryLink>): ProductView {
  const a = record.attributes;
  const config = (a.config ?? {}) as { stats?: unknown; linkSubtext?: unknown };
  const categoryIds = Array.isArray(a.categories) ? (a.categories as unknown[]).filter((id): id is number => typeof id === 'number') : [];
  return {
    id: record.id,
    name: text(a.name),
    slug: text(a.slug),
    metaTitle: text(a.metaTitle),
    metaDesc: text(a.metaDesc),
    apr: text(a.apr),
    aprValue: typeof a.aprValue === 'number' ? a.aprValue : null,
    info: text(a.info),
    linkSubtext: text(config.linkSubtext),
    stats: toStats(config.stats),
    isSponsored: a.isSponsored === true,
    advertiserId: typeof a.advertiserId === 'number' ? a.advertiserId : 0,
    categories: categoryIds.map((id) => categoriesById.get(id)).filter((category): category is CategoryLink => Boolean(category)),
  };
}

function toCategoryLinks(records: readonly ResourceRecord[]): Map<number, CategoryLink> {
  const links = new Map<number, CategoryLink>();
  for (const record of records) {
    if (record.type !== 'categories') continue;
    const config = (record.attributes.config ?? {}) as { durationUnit?: unknown };
    links.set(record.id, {
      id: record.id,
      name: text(record.attributes.name),
      slug: text(record.attributes.slug),
      durationUnit: text(config.durationUnit) || 'month',
    });
  }
  return links;
}

/** What a visitor may see of a product: active and not disabled (as the comparator lists them). */
export const VISIBLE_PRODUCTS: Readonly<Record<string, string[]>> = { isActive: ['true'], isDisabled: ['false'] };

export interface DirectoryEntry extends AdvertiserView {
  productCount: number;
}

/**
 * The directory: every indexed advertiser matching the search and the kind, in the spec's country order
 * (LUX, BE, FR, others; core `sortByCountry`), each with the number of products a visitor can see.
 */
export async function loadDirectory(resources: ResourceStore, options: { search?: string; kind?: DirectoryKind }): Promise<DirectoryEntry[]> {
  const { records } = await listAll(resources, {
    type: 'announcers',
    ...(options.search ? { search: options.search } : {}),
    filter: { isIndexed: ['true'], ...(options.kind ? { advertisersCategory: [options.kind] } : {}) },
    sort: [{ field: 'country', direction: 'asc' }, { field: 'name', direction: 'asc' }],
    include: [],
  });
  const advertisers = records.map(toAdvertiserView);
  const counts = new Map<number, number>();
  if (advertisers.length > 0) {
    const products = await listAll(resources, {
      type: 'products',
      filter: { ...VISIBLE_PRODUCTS, advertiserId: advertisers.map((advertiser) => String(advertiser.id)) },
      fields: { products: ['advertiserId'] },
      sort: [{ field: 'id', direction: 'asc' }],
      include: [],
    });
    for (const product of products.records) {
      const owner = product.attributes.advertiserId;
      if (typeof owner === 'number') counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
  }
  return sortByCountry(advertisers.map((advertiser) => ({ ...advertiser, productCount: counts.get(advertiser.id) ?? 0 })));
}

/** An advertiser by its slug, or null. */
export async function loadAdvertiser(resources: ResourceStore, slug: string): Promise<AdvertiserView | null> {
  const found = await resources.list({ type: 'announcers', filter: { slug: [slug] }, sort: [], page: { offset: 0, limit: 1 }, include: [] });
  const record = found.ok ? found.value.records[0] : undefined;
  return record ? toAdvertiserView(record) : null;
}

/** The visible products of an advertiser (its own, or those placed through it as a broker), by name, with categories. */
export async function loadProducts(resources: ResourceStore, by: { advertiserId: number } | { advertiserBrokerId: number }): Promise<ProductView[]> {
  const filter: Record<string, string[]> = 'advertiserId' in by ? { advertiserId: [String(by.advertiserId)] } : { advertiserBrokerId: [String(by.advertiserBrokerId)] };
  const { records, included } = await listAll(resources, {
    type: 'products',
    filter: { ...VISIBLE_PRODUCTS, ...filter },
    sort: [{ field: 'name', direction: 'asc' }],
    include: ['categories'],
  });
  const categories = toCategoryLinks(included);
  return records.map((record) => toProductView(record, categories));
}

/** Advertisers by id (for the products a broker places), as a map. */
export async function loadAdvertisersById(resources: ResourceStore, ids: readonly number[]): Promise<Map<number, AdvertiserView>> {
  if (ids.length === 0) return new Map();
  const { records } = await listAll(resources, { type: 'announcers', filter: { id: [...new Set(ids)].map(String) }, sort: [], include: [] });
  return new Map(records.map((record) => [record.id, toAdvertiserView(record)]));
}

/** A visible product of this advertiser by its slug, or null (another advertiser's product is not found here). */
export async function loadProduct(resources: ResourceStore, advertiserId: number, slug: string): Promise<ProductView | null> {
  const found = await resources.list({
    type: 'products',
    filter: { ...VISIBLE_PRODUCTS, slug: [slug], advertiserId: [String(advertiserId)] },
    sort: [],
    page: { offset: 0, limit: 1 },
    include: ['categories'],
  });
  if (!found.ok) return null;
  const record = found.value.records[0];
  return record ? toProductView(record, toCategoryLinks(found.value.included)) : null;
}

/** How many pages of observations to read at most: the latest observation day, whole, plus a margin. */
const MAX_OBSERVATION_PAGES = 5;

/**
 * The product's current rates: its observations newest first, keeping the latest rate per (amount, duration).
 * Pages are read until one goes past the newest observation day, so a grid larger than one page is complete.
 */
export async function loadRateGrid(resources: ResourceStore, productId: number): Promise<RateGrid> {
  const rates: Record<string, number> = {};
  const amounts = new Set<number>();
  const durations = new Set<number>();
  let newest: string | null = null;
  for (let page = 0; page < MAX_OBSERVATION_PAGES; page++) {
    const found = await resources.list({
      type: 'loans',
      filter: { productId: [String(productId)] },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page: { offset: page * PAGE, limit: PAGE },
      include: [],
    });
    if (!found.ok) break;
    let pastNewestDay = false;
    for (const record of found.value.records) {
      const { amount, duration, rate, createdAt } = record.attributes;
      if (typeof amount !== 'number' || typeof duration !== 'number' || typeof rate !== 'number') continue;
      const day = isoDay(createdAt);
      newest ??= day;
      if (day !== newest) pastNewestDay = true;
      const key = gridKey(amount, duration);
      if (key in rates) continue;
      rates[key] = rate;
      amounts.add(amount);
      durations.add(duration);
    }
    if (pastNewestDay || found.value.records.length < PAGE || (page + 1) * PAGE >= found.value.count) break;
  }
  const ascending = (a: number, b: number) => a - b;
  return { amounts: [...amounts].sort(ascending), durations: [...durations].sort(ascending), rates, observedOn: newest };
}
