import type {
  CatalogReader,
  ContentReader,
  CeilingBreach,
  FollowedLink,
  FollowOutboundLinkError,
  FollowOutboundLinkInput,
  LegalCeilingQuery,
  LegalMentions,
  LegalMentionsInput,
  MarketCountry,
  MarketWarning,
  OfferFigures,
  OfferListLegal,
  OfferListLegalInput,
  ComparedOffers,
  CompareOffersInput,
  LoanSimulation,
  MarkdownRenderer,
  MonthlyRateStats,
  RateDecision,
  RateLimit,
  RateTrendInput,
  RenderErrorInput,
  ResourceRecord,
  ResourceStore,
  Result,
  SimulateLoanInput,
} from '@pretscope/core';

import type { BackOfficeUseCases } from './back-office-use-cases.ts';
import type { MessagingUseCases } from './messaging-use-cases.ts';
import type { PersonalDataUseCases } from './personal-data-use-cases.ts';
import type { BrowserIntegrations } from './privacy/browser-integrations.ts';

/** What the pages call, in-process: the composition root's use cases for this request (DESIGN.md). */
export interface WebUseCases extends BackOfficeUseCases, MessagingUseCases, PersonalDataUseCases {
  resources: ResourceStore;
  /** The catalogue as a visitor may see it (core CatalogReader): what the public pages read, instead of `resources`. */
  catalog: CatalogReader;
  /** Articles, authors and legal pages as a visitor may see them, at the server's clock (core ContentReader). */
  content: ContentReader;
  compareOffers(input: CompareOffersInput): Promise<ComparedOffers>;
  simulateLoan(input: SimulateLoanInput): LoanSimulation;
  /** /go/…: the product's stored link (or broker link) when the path names a product a visitor may see, its click recorded. */
  followOutboundLink(input: FollowOutboundLinkInput): Promise<Result<FollowedLink, FollowOutboundLinkError>>;
  /** Every legal mention of a market and a context, on the day of the server's clock (core legalMentionsFor). */
  legalMentions(input: Omit<LegalMentionsInput, 'date'>): LegalMentions;
  /**
   * The server's clock now: only for what the browser computes again with the server's day (a calculator's legal
   * ceilings and country rules, calculators/calculator-law.ts); everything else asks a use case that reads the clock.
   */
  today(): Date;
  /** The footer's warnings: the chosen market's, else each market's with its countries named. */
  siteWarnings(visitor: MarketCountry | undefined): MarketWarning[];
  /** A comparator list under today's law: offers above their market's ceiling left out, and the mentions to print. */
  offerListLaw<T extends OfferFigures>(input: OfferListLegalInput<T>): OfferListLegal<T>;
  /** Why a rate is above today's legal ceiling of a market for that credit, amount and duration, or null. */
  checkLegalCeiling(input: Omit<LegalCeilingQuery, 'date'> & { apr: number }): CeilingBreach | null;
  /** Monthly rate statistics of some products (a product page, or the offers of a comparison). */
  rateTrend(input: RateTrendInput): Promise<MonthlyRateStats[]>;
  markdown: MarkdownRenderer;
  /**
   * What a public page reads and derives from the content, kept in memory by key while the content stays the same
   * (dropped by every write, at most 250 ms old otherwise: apps/compose content-cache.ts). The key names every input
   * of `load`; the value is shared between requests and frozen.
   */
  readContent<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The site's own origin (SITE_URL), for absolute links: never taken from the request's Host header. */
  siteUrl: string;
  /** Counts a hit for a key (a form and an address) in the database, shared by every server process. */
  limitRate(key: string, limit: RateLimit): Promise<RateDecision>;
  /** The visitor's address as the server saw it (the socket's): for rate limits, and truncated before storing. */
  clientIp: string | null;
  /** Spec §8: a rendering error becomes a logged error (and a Sentry event when SENTRY_DSN is set). */
  logRenderError(input: RenderErrorInput): Promise<Result<ResourceRecord, { type: string }>>;
  /** GA_MEASUREMENT_ID and SENTRY_DSN, handed to the browser by the root loader. */
  browserIntegrations: BrowserIntegrations;
}
