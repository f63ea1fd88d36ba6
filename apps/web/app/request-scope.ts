import type {
  AdvertiserReportStore,
  BackOfficeReports,
  CatalogReader,
  ContentReader,
  MarkdownRenderer,
  ResourceStore,
  RetentionPolicy,
  RetentionRun,
} from '@pretscope/core';

import type { BrowserIntegrations } from './privacy/browser-integrations.ts';
import type { WebUseCases } from './web-use-cases.ts';

/** What the public pages read, typed, the visibility rule applied once (docs/decisions/0010). */
export interface WebReaders {
  /** The catalogue as a visitor may see it (core CatalogReader). */
  catalog: CatalogReader;
  /** Articles, authors and legal pages as a visitor may see them, at the server's clock (core ContentReader). */
  content: ContentReader;
}

/** The back office's stores: its screens list and edit every field of every type (writes go through `useCases`). */
export interface WebStores {
  resources: ResourceStore;
  /** The dashboard's figures. */
  reports: BackOfficeReports;
  /** The advertiser report's impressions, clicks and requests per product and month. */
  advertiserReports: AdvertiserReportStore;
  /** The log of retention runs, newest first. */
  retentionRuns: { latest(limit: number): Promise<RetentionRun[]> };
}

/** What every request of the site shares (the container's, not the request's). */
export interface WebSite {
  /** The site's own origin (SITE_URL), for absolute links: never taken from the request's Host header. */
  siteUrl: string;
  markdown: MarkdownRenderer;
  /**
   * What a public page reads and derives from the content, kept in memory by key while the content stays the same
   * (dropped by every write, at most 250 ms old otherwise: apps/compose content-cache.ts). The key names every input
   * of `load`; the value is shared between requests and frozen.
   */
  readContent<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** GA_MEASUREMENT_ID and SENTRY_DSN, handed to the browser by the root loader. */
  browserIntegrations: BrowserIntegrations;
  /** How long personal data is kept (RETENTION_*), as the back office describes it. */
  retentionPolicy: RetentionPolicy;
}

/**
 * One page request, as the server hands it to the loaders and actions (`context.get(appContext)`): its use cases,
 * readers and stores share one unit of work; `site` is the same for every request.
 */
export interface WebRequestScope {
  useCases: WebUseCases;
  readers: WebReaders;
  stores: WebStores;
  site: WebSite;
  /** The visitor's address as the server saw it (the socket's): for rate limits, and truncated before storing. */
  clientIp: string | null;
  /**
   * Set when the request renders a document (not a client navigation's data): the markup its loaders hand to the
   * render by name instead of in their data (components/page-fragment.ts).
   */
  pageFragments?: Map<string, string>;
}
