import {
  compareChosenOffers,
  compareOffers,
  computeAllLoanStats,
  followOutboundLink,
  rateTrend,
  marketRatesFor,
  type MarketRatesInput,
  saveOneLoanStat,
  simulateLoan,
  systemClock,
  type Clock,
  type CompareChosenOffersInput,
  type CompareOffersInput,
  type FollowOutboundLinkInput,
  type RateTrendInput,
  type SimulateLoanInput,
} from '@pretscope/core';
import type { ApiDeps } from '@pretscope/http-hono';
import {
  createResource,
  listChanges,
  listDeletedRecords,
  restoreDeleted,
  restoreVersion,
  logIn,
  removeResource,
  renewAccessToken,
  updateResource,
  type Actor,
  type ApiType,
  type LoginInput,
  type RateLimit,
  type ResourceStore,
  type UploadFolder,
} from '@pretscope/core';
import { createArgon2PasswordHasher } from '@pretscope/password-argon2';
import { createSharpImageOptimizer, createSharpImageUploads } from '@pretscope/images-sharp';
import { createMarkdownRenderer } from '@pretscope/markdown-unified';
import { createJoseAccessTokens } from '@pretscope/tokens-jose';
import { createGoogleSheetsExporter } from '@pretscope/sheets-google';
import { createSentryErrorReporter } from '@pretscope/error-reporting-sentry';
import { createAdvertiserReportRenderer, createSimulationReportRenderer } from '@pretscope/ebook-pdfkit';
import { logRenderError, type AdvertiserReportDocument, type RenderErrorInput, type SimulationReport } from '@pretscope/core';
import { exportRows, importRateObservations, type ExportRowsDeps, type RateImportInput } from '@pretscope/core';
import { readRateGrid, saveRateGrid, type RateBatchRecording, type SaveRateGridInput } from '@pretscope/core';
import {
  createCatalogReader,
  createContentReader,
  createDatabaseRateLimiter,
  createStores,
  createUnitOfWork,
  openDatabase,
  seedDemoData,
  type Database,
} from '@pretscope/persistence-mikroorm';
import type { DeliveryRun, OutboxSummary } from '@pretscope/core';
import type { Config } from './config.ts';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import { createMessaging, type MessagingTiming } from './messaging.ts';
import { createPersonalData } from './personal-data.ts';
import { startRetentionScheduler, type RetentionScheduler, type RetentionSchedulerOptions } from './retention-scheduler.ts';
import { createImpressionCounter } from './impression-counter.ts';
import { createContentCache } from './content-cache.ts';
import { clearingOnWrites } from './clearing-on-writes.ts';
import { changeActorOf, recordingChanges } from './recording-changes.ts';
import { jwtSecret } from './jwt-secret.ts';
import { responsiveImageFor } from '@pretscope/core';
import {
  applyOfferListLaw,
  legalMentionsFor,
  siteWarnings,
  type LegalMentionsInput,
  type MarketCountry,
  type OfferFigures,
  type OfferListLegalInput,
} from '@pretscope/core';
import { join } from 'node:path';

/**
 * How wide an image in an article or a page's markdown is drawn: the text column (72ch of the site's font, about
 * 680 px) from the tablet breakpoint, the screen less the page's margins below it.
 */
const CONTENT_IMAGE_SIZES = '(min-width: 769px) 680px, calc(100vw - 32px)';

export interface PreparedDatabase {
  /** Where the data lives, password masked. */
  description: string;
  migrations: string[];
  seeded: boolean;
  counts: Record<string, number>;
  /** Set only when the first admin was created without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword?: string;
}

export interface ContainerOptions {
  clock?: Clock;
  messagingTiming?: MessagingTiming;
  /**
   * PostgreSQL: the longest one statement may run, in ms (15 s by default: migrations, seeding and the CLI's jobs).
   * A server answering visitors passes a short one (REQUEST_STATEMENT_TIMEOUT_MS), so that a database that hangs
   * costs a request a few seconds and a 503, not a connection held for as long as the hang lasts.
   */
  statementTimeoutMs?: number;
}

/**
 * How long what the public pages read stays in memory (content-cache.ts). Short, because another process's writes
 * show only when it expires: with the page cache's 1 s, a change shows everywhere within about 1.25 s.
 */
export const CONTENT_CACHE_TTL_MS = 250;
/**
 * Rendered markdown is kept by its text, so a changed text is a new entry at once; the lifetime only bounds how long
 * an image's size stays as it was read (an image that was missing when its article was first shown).
 */
const MARKDOWN_CACHE_TTL_MS = 60_000;

/** What a statement of a visitor's request may take on PostgreSQL: the slowest page needs a small fraction of it. */
export const REQUEST_STATEMENT_TIMEOUT_MS = 2_500;

/**
 * The one place that knows every adapter. Server and CLI build a container from the configuration, then ask
 * `requestScope()` for each request (or `useCasesFor()` for a job): a fresh unit of work (its own identity map) with
 * the use cases, readers and stores bound to it. What is the same for every request is `site`.
 */
export async function createContainer(config: Config, { clock = systemClock, messagingTiming, statementTimeoutMs }: ContainerOptions = {}) {
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pool: { max: config.databasePoolMax, statementTimeoutMs },
  });
  const passwordHasher = createArgon2PasswordHasher();
  // Images of the optimisation route (spec §2): the uploads folder only, renderings cached under data/.
  const images = createSharpImageOptimizer({ roots: { uploads: config.uploadsDir }, cacheDir: join(config.dataDir, 'cache', 'images') });
  // The back office's uploads go where /uploads/ and the optimisation route read them.
  const uploads = createSharpImageUploads({ uploadsDir: config.uploadsDir });
  const renderer = createMarkdownRenderer({
    siteUrl: config.siteUrl,
    responsiveImage: (src) => responsiveImageFor({ images }, { src, sizes: CONTENT_IMAGE_SIZES, format: 'webp' }),
  });
  // Shared by every request of this process, dropped by every write made through its use cases (content-cache.ts).
  const contentCache = createContentCache({ ttlMs: CONTENT_CACHE_TTL_MS });
  const markdownCache = createContentCache({ ttlMs: MARKDOWN_CACHE_TTL_MS, maxEntries: 500 });
  // A category's description or an article is parsed and sanitized once per text, not on every render.
  const markdown = { render: (text: string) => markdownCache.read(text ?? '', () => renderer.render(text)) };
  // Told of every write of what the pages show (the server's page cache listens): one place that knows which writes
  // change content, whether they come from the API, the back office, an import or an upload.
  const contentListeners = new Set<() => void>();
  const contentChanged = () => {
    contentCache.clear();
    markdownCache.clear();
    for (const listener of contentListeners) listener();
  };
  /** A use case that writes content: what the pages keep in memory is dropped once it is done. */
  const changing =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } finally {
        contentChanged();
      }
    };
  const tokens = createJoseAccessTokens({ secret: jwtSecret(config.jwtSecret, config.dataDir), clock });
  // Login attempts and what visitors send, counted in the database: every process on it shares the same limits.
  const rateLimiter = createDatabaseRateLimiter({ fork: () => database.fork(), clock });
  // GOOGLE_SHEETS_*: the Sheets export; without them the API answers 501 and the CSV download remains.
  const spreadsheets = config.googleSheets ? createGoogleSheetsExporter(config.googleSheets) : undefined;
  // SENTRY_DSN: server errors also go to Sentry; without it they are logged errors only.
  // A simulation as a PDF to take to the bank (issue 21), with the guide's PDF adapter.
  const simulationReports = createSimulationReportRenderer();
  // An advertiser's month as a PDF to send them (issue 22), with the same adapter.
  const advertiserReports = createAdvertiserReportRenderer();

  const errorReporter = config.sentryDsn ? createSentryErrorReporter({ dsn: config.sentryDsn }) : undefined;
  // E-mail (SMTP_URL or data/outbox), the partner's webhook, the guide and the signed mail links.
  const messaging = createMessaging(config, {
    clock,
    serverSecret: jwtSecret(config.jwtSecret, config.dataDir),
    ...(messagingTiming ? { timing: messagingTiming } : {}),
  });
  let worker: DeliveryWorker | undefined;
  // A person's copy or erasure of their data, and the retention runs (RETENTION_*).
  const personalData = createPersonalData(config, { clock, database, rateLimiter });
  let retentionScheduler: RetentionScheduler | undefined;
  // The comparator's impressions, counted in memory by the server and added to the database every 30 s (issue 22).
  const impressions = createImpressionCounter({
    enabled: config.impressionCounting,
    store: () => createStores(database.fork()).advertiserReports,
    // Kept for the next flush, and said once per failure (an outage is told by the database checks besides).
    onError: (error) => void errorReporter?.report(error, { url: 'impressions', sheet: 'global', ip: null }),
  });

  return {
    config,
    /**
     * Calls `listener` after every write of something the public pages show (the types of clearing-on-writes.ts,
     * rate imports and statistics, uploads), made through this process's use cases. Returns the way to stop.
     */
    onContentChanged(listener: () => void): () => void {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    database,
    passwordHasher,
    /**
     * What the site's pages share across requests, never per request: the markdown renderer (cached by text), the
     * page-data cache, the browser's integrations, the site's origin and the retention policy the back office shows.
     */
    site: {
      /** The site's own origin (SITE_URL), for absolute links: never taken from the request's Host header. */
      siteUrl: config.siteUrl,
      markdown,
      /** What a page reads and derives from the content, kept by key while the content stays the same (content-cache.ts). */
      readContent<T>(key: string, load: () => Promise<T>): Promise<T> {
        return contentCache.read(key, load);
      },
      // Runtime configuration the pages hand to the browser (never baked into the build): GA4 and Sentry, or null.
      browserIntegrations: { gaMeasurementId: config.gaMeasurementId ?? null, sentryDsn: config.sentryDsn ?? null },
      retentionPolicy: config.retention,
    },
    /** The image optimisation route's renderer (the server serves it under /_img/). */
    images,

    /** Creates and migrates the database, and fills an empty one with the demo data. */
    async prepare(): Promise<PreparedDatabase> {
      const migrations = await database.migrate();
      const result = await seedDemoData(database.fork(), {
        now: clock.now(),
        uploadsDir: config.uploadsDir,
        hashPassword: (password) => passwordHasher.hash(password),
        admin: { email: config.admin.email, password: config.admin.password },
      });
      return {
        description: database.description,
        migrations,
        seeded: result.seeded,
        counts: result.counts,
        generatedAdminPassword: result.generatedAdminPassword,
      };
    },

    /**
     * One request's (or one job's) scope: a fresh unit of work (one forked EntityManager, its own identity map)
     * shared by everything in it. `useCases` run the rules; `readers` are what the public pages read (typed, the
     * visibility rule applied by the database); `stores` are the generic stores the back office and the JSON API's
     * generic routes use, every write through `resources` dropping what the pages keep in memory.
     */
    requestScope() {
      const em = database.fork();
      const stores = createStores(em);
      // Every write through the generic store (API, back office, use cases) drops what the pages keep in memory.
      const resources = clearingOnWrites(stores.resources, contentChanged);
      const unitOfWork = createUnitOfWork(em);
      /**
       * The generic store for one person's writes: a staff member's are each recorded in the history of changes with
       * the record's previous value, in the write's transaction (decision 0019); a visitor's (no actor) are not.
       */
      const writesBy = (actor: Actor, restoredFrom?: number): ResourceStore =>
        actor === null
          ? resources
          : clearingOnWrites(
              recordingChanges(stores.resources, {
                transaction: (work) => unitOfWork.transaction((tx) => work({ resources: tx.resources, history: tx.history })),
                clock,
                actor: () => changeActorOf(stores.resources, actor),
                restoredFrom,
              }),
              contentChanged,
            );
      /** Who a batch of rate observations is recorded under in the history: a staff member's only (writesBy's rule). */
      const rateBatchRecording = (actor: Actor | undefined): { recording?: RateBatchRecording } =>
        actor ? { recording: { actor: () => changeActorOf(stores.resources, actor), clock } } : {};
      const loanStatDeps = { rates: stores.rates, loanstats: stores.loanstats, clock };
      /** A product's statistics after a grid save or an import, as « Recalculer » computes them (issue 22). */
      const recompute = (productId: number) => saveOneLoanStat(loanStatDeps, { productId });
      // The comparator's offers for these inputs, computed once while the content stays the same (content-cache.ts).
      const cachedOffers = (input: CompareOffersInput) =>
        contentCache.read(
          `offers|${input.categorySlug}|${input.amount}|${input.duration}|${input.countries?.join(',') ?? ''}|${input.rateTypes?.join(',') ?? ''}|${input.channel ?? ''}|${input.sort ?? ''}`,
          () => compareOffers({ offers: stores.offers, clock }, input),
        );
      const useCases = {
        // Requests (forms, API, ebook), rate reminders and mail tracking: stored with their e-mails and webhook in the
        // outbox, in one transaction; the worker, when this process runs one, is told at once.
        ...messaging.useCases({
          stores,
          unitOfWork: createUnitOfWork(em),
          compareOffers: (input) => compareOffers({ offers: stores.offers, clock }, input),
          queued: () => worker?.kick(),
        }),
        ...personalData.useCases({ stores, unitOfWork: createUnitOfWork(em), queued: () => worker?.kick() }),
        compareOffers: cachedOffers,
        // Side by side (issue 19): the chosen offers from the very list the comparator answers for the same terms.
        compareChosenOffers(input: CompareChosenOffersInput) {
          return compareChosenOffers({ compareOffers: cachedOffers, clock }, input);
        },
        // The legal mentions and ceilings in force on the container's clock's day (issue 16): pages never read the date.
        legalMentions(input: Omit<LegalMentionsInput, 'date'>) {
          return legalMentionsFor({ ...input, date: clock.now() });
        },
        // The calculators' pages hand the day to the browser, which applies the same law while the visitor types.
        today() {
          return clock.now();
        },
        siteWarnings(visitor: MarketCountry | undefined) {
          return siteWarnings(visitor, clock.now());
        },
        offerListLaw<T extends OfferFigures>(input: OfferListLegalInput<T>) {
          return applyOfferListLaw(clock.now(), input);
        },
        // /go/…: the product's stored link, its click recorded.
        followOutboundLink(input: FollowOutboundLinkInput) {
          return followOutboundLink({ resources }, input);
        },
        simulateLoan(input: SimulateLoanInput) {
          return simulateLoan({ clock }, input);
        },
        // The calculators' « Télécharger en PDF »: the page's own figures, laid out as a document.
        simulationPdf(report: SimulationReport) {
          return simulationReports.render(report);
        },
        // The advertiser report's « Télécharger le PDF du mois ».
        advertiserReportPdf(document: AdvertiserReportDocument) {
          return advertiserReports.render(document);
        },
        saveOneLoanStat: changing((input: { productId: number }) => saveOneLoanStat(loanStatDeps, input)),
        computeAllLoanStats: changing((options?: { onProgress?: (done: number, total: number) => void }) =>
          computeAllLoanStats(loanStatDeps, options),
        ),
        // Whole tables and rate imports for the CLI (the API builds its exports from the same use cases).
        // Each page of an export in a unit of work of its own (see ExportRowsDeps).
        exportRows(input: Parameters<typeof exportRows>[1]) {
          return exportRows(
            { resources: () => createStores(database.fork()).resources, siteUrl: config.siteUrl } satisfies ExportRowsDeps,
            input,
          );
        },
        // A staff member's import or grid save is recorded in the history, one entry per product (decision 0019).
        importRateObservations: changing((input: RateImportInput & { actor?: Actor }) =>
          importRateObservations(
            { resources, rates: stores.rates, unitOfWork: createUnitOfWork(em), ...rateBatchRecording(input.actor), recompute },
            input,
          ),
        ),
        // The back office's rate grid of a product (issue 22): read, and saved as one dated batch of observations.
        readRateGrid(input: { productId: number }) {
          return readRateGrid({ resources, rates: stores.rates }, input);
        },
        saveRateGrid: changing((input: SaveRateGridInput & { actor?: Actor }) =>
          saveRateGrid(
            { resources, rates: stores.rates, unitOfWork: createUnitOfWork(em), ...rateBatchRecording(input.actor), recompute },
            input,
          ),
        ),
        rateTrend(input: RateTrendInput) {
          return contentCache.read(`trend|${input.months}|${input.productIds.join(',')}`, () =>
            rateTrend({ loanstats: stores.loanstats, clock }, input),
          );
        },
        // « Your rate against the market » (issue 21, item 8): the month's observed rates of a country and duration.
        marketRates(input: MarketRatesInput) {
          return contentCache.read(`market|${input.categorySlug}|${input.country}|${input.duration}`, () =>
            marketRatesFor({ catalog: createCatalogReader(em), clock }, input),
          );
        },
        /** The limiter the API and the log-in use, for the site's own forms: counted in the database, for every process. */
        limitRate(key: string, limit: RateLimit) {
          return rateLimiter.hit(key, limit);
        },
        // Spec §8: a rendering error becomes a logged error (and a Sentry event). Its own unit of work: the request's
        // may be what failed.
        logRenderError(input: RenderErrorInput) {
          return logRenderError({ resources: createStores(database.fork()).resources, errorReporter }, input);
        },
        // The back office's session and writes, in-process: the same use cases and access policy as the API's.
        logIn(input: LoginInput & { clientIp: string }) {
          return logIn({ credentials: stores.credentials, passwords: passwordHasher, tokens, rateLimiter, resources }, input);
        },
        renewAccessToken(input: { token: string }) {
          return renewAccessToken({ tokens, resources }, input);
        },
        verifyAccessToken(token: string) {
          return tokens.verify(token);
        },
        // Staff writes are recorded in the history of changes (writesBy); the API's routes call these same three.
        createResource(input: { actor: Actor; type: ApiType; attributes: Record<string, unknown>; clientIp?: string | null }) {
          return createResource({ resources: writesBy(input.actor), passwords: passwordHasher, clock }, input);
        },
        updateResource(input: { actor: Actor; type: ApiType; id: number; attributes: Record<string, unknown> }) {
          return updateResource({ resources: writesBy(input.actor), passwords: passwordHasher, clock }, input);
        },
        removeResource(input: { actor: Actor; type: ApiType; id: number }) {
          return removeResource({ resources: writesBy(input.actor) }, input);
        },
        /** One page of a record's history of changes, newest first (its edit screen). */
        listChanges(input: { actor: Actor; type: ApiType; id: number; page: number }) {
          return listChanges({ history: stores.history }, input);
        },
        /** The deleted records an admin may bring back, newest first (« Éléments supprimés »). */
        listDeletedRecords(input: { actor: Actor; type?: ApiType; page: number }) {
          return listDeletedRecords({ history: stores.history }, input);
        },
        /** An admin brings a deleted record back: the same creation as a new record's, recorded as a restore. */
        restoreDeleted(input: { actor: Actor; entryId: number }) {
          return restoreDeleted(
            {
              history: stores.history,
              create: ({ type, attributes, restoredFrom, id }) =>
                createResource(
                  { resources: writesBy(input.actor, restoredFrom), passwords: passwordHasher, clock },
                  { actor: input.actor, type, attributes, ...(id === undefined ? {} : { id }) },
                ),
            },
            input,
          );
        },
        /** An admin's « Restaurer cette version »: the same update as an edit's, recorded as a restore. */
        restoreVersion(input: { actor: Actor; entryId: number; record?: { type: ApiType; id: number } }) {
          return restoreVersion(
            {
              history: stores.history,
              resources,
              update: ({ type, id, attributes, restoredFrom }) =>
                updateResource(
                  { resources: writesBy(input.actor, restoredFrom), passwords: passwordHasher, clock },
                  { actor: input.actor, type, id, attributes },
                ),
            },
            input,
          );
        },
        // A new image may be one an article already names: its size is read again.
        uploadImage: changing((input: { folder: UploadFolder; bytes: Uint8Array }) => uploads.store(input)),
      };
      return {
        useCases,
        // What the public pages read (issue 18): typed, with the visibility rule applied by the database; content at
        // the container's clock. Staff screens and the API's generic routes keep `stores.resources`.
        readers: {
          catalog: createCatalogReader(em),
          content: createContentReader(em, { clock }),
          /** A product's monthly statistics between two dates (the API's /loanstat, which checks the product first). */
          loanstatSeries(productId: number, from: Date, to: Date) {
            return stores.loanstats.series([productId], from, to);
          },
        },
        stores: {
          resources,
          credentials: stores.credentials,
          // Read by the API's /api/changes (admins); written only through writesBy.
          history: stores.history,
          /** The back office's dashboard figures. */
          reports: stores.reports,
          /** The advertiser report's figures (made when a report asks for them). */
          get advertiserReports() {
            return stores.advertiserReports;
          },
          /** The log of retention runs, newest first (the back office's personal data page). */
          retentionRuns: { latest: (limit: number) => stores.retentionRuns.latest(limit) },
        },
      };
    },

    /** The use cases of a fresh request scope (a job of the CLI, a test): nothing but functions that run a rule. */
    useCasesFor() {
      return this.requestScope().useCases;
    },

    /** What the JSON API needs; the server adds how to read the client's address. */
    apiDeps(overrides: Partial<ApiDeps> = {}): ApiDeps {
      return {
        scope: () => this.requestScope(),
        tokens,
        passwords: passwordHasher,
        rateLimiter,
        clock,
        siteUrl: config.siteUrl,
        corsOrigins: config.corsOrigins,
        spreadsheets,
        // Readiness for load balancers: the database answers a trivial query (bounded by the API's timeout).
        ready: () => database.ping(),
        ...overrides,
      };
    },

    tokens,

    /** Where e-mails go and whether the partner's webhook is set, for the start-up message. */
    messaging: { description: messaging.description },

    /**
     * The server's outbox worker (one per process; the outbox's claims keep processes from sending an item twice):
     * a pass every `intervalMs`, and soon after each new request. Stopped by dispose().
     */
    startDeliveryWorker(options: { intervalMs?: number; onError?(error: unknown): void; onRun?(run: DeliveryRun): void } = {}) {
      worker ??= startDeliveryWorker({
        runOnce: () => messaging.deliverDueItems(createStores(database.fork())),
        intervalMs: options.intervalMs ?? 5_000,
        batchSize: messaging.timing.batchSize,
        onError: options.onError,
        onRun: options.onRun,
      });
      return worker;
    },

    /** `pretscope outbox flush`: passes until nothing due is left; what they did, and what remains. */
    async flushOutbox(): Promise<DeliveryRun & { left: OutboxSummary }> {
      const total: DeliveryRun = { claimed: 0, sent: 0, retried: 0, abandoned: 0, errors: [] };
      for (;;) {
        const run = await messaging.deliverDueItems(createStores(database.fork()));
        total.claimed += run.claimed;
        total.sent += run.sent;
        total.retried += run.retried;
        total.abandoned += run.abandoned;
        total.errors.push(...run.errors);
        if (run.claimed === 0) break;
      }
      return { ...total, left: await createStores(database.fork()).outbox.summary(clock.now()) };
    },

    /** `pretscope retention run`, the back office's button, or the daily job (claimed for its day first). */
    applyRetention: personalData.applyRetention,

    /** The server's daily retention job (every process looks hourly; one runs each day's). Stopped by dispose(). */
    startRetentionScheduler(options: Omit<RetentionSchedulerOptions, 'runDaily'> = {}) {
      retentionScheduler ??= startRetentionScheduler({ ...options, runDaily: () => personalData.applyRetention('daily') });
      return retentionScheduler;
    },

    /**
     * Counts the offers a comparator page showed, each time it is served (rendered or from the page cache), for the
     * advertiser report: in memory, written every 30 s and by dispose(). Does nothing when IMPRESSION_COUNTING is off.
     */
    impressions: { count: impressions.count, flush: impressions.flush, enabled: impressions.enabled },

    async dispose() {
      await impressions.stop();
      await retentionScheduler?.stop();
      await worker?.stop();
      messaging.close();
      await errorReporter?.close();
      await database.close();
    },
  };
}

export type Container = Awaited<ReturnType<typeof createContainer>>;
/** One request's scope (`container.requestScope()`): `useCases`, `readers` and `stores` on one unit of work. */
export type RequestScope = ReturnType<Container['requestScope']>;
/** What the site's pages share across requests (`container.site`). */
export type Site = Container['site'];
