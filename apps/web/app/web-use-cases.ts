import type {
  FollowedLink,
  FollowOutboundLinkError,
  FollowOutboundLinkInput,
  LegalMentions,
  LegalMentionsInput,
  MarketCountry,
  MarketWarning,
  OfferFigures,
  OfferListLegal,
  OfferListLegalInput,
  ChosenOffersComparison,
  CompareChosenOffersInput,
  ComparedOffers,
  CompareOffersInput,
  LoanSimulation,
  MarketRates,
  MarketRatesInput,
  MonthlyRateStats,
  RateDecision,
  RateLimit,
  RateTrendInput,
  RenderErrorInput,
  ResourceRecord,
  Result,
  SimulateLoanInput,
  SimulationReport,
  AdvertiserReportDocument,
} from '@pretscope/core';

import type { BackOfficeUseCases } from './back-office-use-cases.ts';
import type { MessagingUseCases } from './messaging-use-cases.ts';
import type { PersonalDataUseCases } from './personal-data-use-cases.ts';

/**
 * What the pages call, in-process: the composition root's use cases for this request (DESIGN.md), nothing but
 * functions that run a rule. Readers, stores and the site's shared parts are beside them (request-scope.ts).
 */
export interface WebUseCases extends BackOfficeUseCases, MessagingUseCases, PersonalDataUseCases {
  compareOffers(input: CompareOffersInput): Promise<ComparedOffers>;
  /** Side by side: the chosen offers with their list figures, and the visitor's own offer (core compareChosenOffers). */
  compareChosenOffers(input: CompareChosenOffersInput): Promise<ChosenOffersComparison>;
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
  /** Monthly rate statistics of some products (a product page, or the offers of a comparison). */
  rateTrend(input: RateTrendInput): Promise<MonthlyRateStats[]>;
  /** A calculator's figures as a PDF document (core SimulationReport, through the PDF adapter). */
  simulationPdf(report: SimulationReport): Promise<Uint8Array>;
  /** A month of an advertiser's report as a PDF document (core AdvertiserReportDocument, through the PDF adapter). */
  advertiserReportPdf(document: AdvertiserReportDocument): Promise<Uint8Array>;
  /** The month's observed rates of a country's lenders at a duration, to place a rate among them (core marketRatesFor). */
  marketRates(input: MarketRatesInput): Promise<MarketRates>;
  /** Counts a hit for a key (a form and an address) in the database, shared by every server process. */
  limitRate(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Spec §8: a rendering error becomes a logged error (and a Sentry event when SENTRY_DSN is set). */
  logRenderError(input: RenderErrorInput): Promise<Result<ResourceRecord, { type: string }>>;
}
