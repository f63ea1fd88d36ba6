import type { Context } from 'hono';
import type {
  AccessTokens,
  Actor,
  ApiType,
  Clock,
  ComparedOffers,
  CompareOffersInput,
  MarketCountry,
  PasswordHasher,
  RateLimiter,
  ResourceRecord,
  ResourceStore,
  ResourceWriteError,
  Result,
  ChangeHistory,
  SaveOneLoanStatError,
  SpreadsheetExporter,
  StoredLoanstat,
  UserCredentialStore,
} from '@pretscope/core';

/** What one request may use: bound to that request's unit of work by the composition root. */
export interface ApiScope {
  /** The rules the API's routes run. */
  useCases: {
    compareOffers(input: CompareOffersInput): Promise<ComparedOffers>;
    saveOneLoanStat(input: { productId: number }): Promise<Result<StoredLoanstat, SaveOneLoanStatError>>;
    /** A visitor's request, stored with the e-mails (and the partner's webhook) it causes, in one transaction. */
    submitLead(input: { actor: Actor; attributes: Record<string, unknown> }): Promise<Result<ResourceRecord, ResourceWriteError>>;
    /** The guide by e-mail: stored as a lead of kind « ebook », with the e-mail carrying the PDF. */
    requestEbook(input: {
      actor: Actor;
      attributes: Record<string, unknown>;
      country?: MarketCountry;
    }): Promise<Result<ResourceRecord, ResourceWriteError>>;
    /** A rate reminder, unconfirmed, with its confirmation e-mail (double opt-in). */
    submitReminder(input: { actor: Actor; attributes: Record<string, unknown> }): Promise<Result<ResourceRecord, ResourceWriteError>>;
    /**
     * Staff writes of the generic routes: core's createResource, updateResource and removeResource, bound by the
     * composition root so that each is recorded in the history of changes with its actor (decision 0019).
     */
    createResource(input: {
      actor: Actor;
      type: ApiType;
      attributes: Record<string, unknown>;
      clientIp?: string | null;
    }): Promise<Result<ResourceRecord, ResourceWriteError>>;
    updateResource(input: {
      actor: Actor;
      type: ApiType;
      id: number;
      attributes: Record<string, unknown>;
    }): Promise<Result<ResourceRecord, ResourceWriteError>>;
    removeResource(input: { actor: Actor; type: ApiType; id: number }): Promise<Result<void, ResourceWriteError>>;
  };
  readers: {
    /** A product's monthly statistics between two dates; the route checks the product is visible first. */
    loanstatSeries(productId: number, from: Date, to: Date): Promise<StoredLoanstat[]>;
  };
  /** The generic stores behind the resource routes (a visitor's read passes its `visibleAt`) and the log-in. */
  stores: {
    resources: ResourceStore;
    credentials: UserCredentialStore;
    /** The history of changes, read by `GET /api/changes` (admins). */
    history: Pick<ChangeHistory, 'get' | 'list' | 'listDeleted'>;
  };
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
  /** Google Sheets export, when configured; absent answers 501 (the CSV download stays). */
  spreadsheets?: SpreadsheetExporter;
  /** Readiness (`GET /api/ready`): true when the database answers. Absent: ready as soon as the API serves. */
  ready?: () => Promise<boolean>;
  /** How long `/api/ready` waits for `ready` before answering 503 (a hung database must not hang the check). */
  readyTimeoutMs?: number;
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
