import type { Context } from 'hono';
import type {
  AccessTokens,
  Actor,
  Clock,
  ComparedOffer,
  CompareOffersInput,
  PasswordHasher,
  RateLimiter,
  ResourceStore,
  Result,
  SaveOneLoanStatError,
  StoredLoanstat,
  UserCredentialStore,
} from '@pretscope/core';

/** What one request may use: bound to that request's unit of work by the composition root. */
export interface ApiScope {
  resources: ResourceStore;
  credentials: UserCredentialStore;
  compareOffers(input: CompareOffersInput): Promise<ComparedOffer[]>;
  saveOneLoanStat(input: { productId: number }): Promise<Result<StoredLoanstat, SaveOneLoanStatError>>;
  loanstatSeries(productId: number, from: Date, to: Date): Promise<StoredLoanstat[]>;
}

export interface ApiLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export interface ApiDeps {
  /** A fresh scope per request. */
  scope(): ApiScope;
  tokens: AccessTokens;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** The site's own origin, e.g. https://www.pretscope.lu (links, isInternal). */
  siteUrl: string;
  /** Origins allowed to call the API from a browser; none by default (the site calls it from its own origin). */
  corsOrigins?: readonly string[];
  bodyLimitBytes?: number;
  /** Google Sheets export, when configured; absent answers 501. */
  exportToSheet?: (model: string, rows: Record<string, unknown>[]) => Promise<{ url: string }>;
  logger?: ApiLogger;
  /**
   * The client's address as the server knows it (the socket's, or the load balancer's X-Forwarded-For when the
   * server is told to trust it). Without it every client shares one rate-limit bucket.
   */
  clientIp?: (c: Context) => string | undefined;
}

export interface ApiVariables {
  requestId: string;
  actor: Actor;
  scope: ApiScope;
  clientIp: string;
  bodyLimitBytes: number;
}

export type ApiEnv = { Variables: ApiVariables };
