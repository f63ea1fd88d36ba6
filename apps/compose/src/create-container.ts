import {
  compareOffers,
  computeAllLoanStats,
  saveOneLoanStat,
  simulateLoan,
  systemClock,
  type Clock,
  type CompareOffersInput,
  type SimulateLoanInput,
} from '@pretscope/core';
import { createInMemoryRateLimiter, type ApiDeps } from '@pretscope/http-hono';
import { createArgon2PasswordHasher } from '@pretscope/password-argon2';
import { createMarkdownRenderer } from '@pretscope/markdown-unified';
import { createJoseAccessTokens } from '@pretscope/tokens-jose';
import { createStores, createUnitOfWork, openDatabase, seedDemoData, type Database } from '@pretscope/persistence-mikroorm';
import type { Config } from './config.js';
import { jwtSecret } from './jwt-secret.js';

export interface PreparedDatabase {
  /** Where the data lives, password masked. */
  description: string;
  migrations: string[];
  seeded: boolean;
  counts: Record<string, number>;
  /** Set only when the first admin was created without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword?: string;
}

/**
 * The one place that knows every adapter. Server and CLI build a container from the configuration, then ask
 * `useCasesFor()` for each request or job: a fresh unit of work (its own identity map) with the use cases bound
 * to it.
 */
export async function createContainer(config: Config, { clock = systemClock }: { clock?: Clock } = {}) {
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, pool: { max: config.databasePoolMax } });
  const passwordHasher = createArgon2PasswordHasher();
  const renderer = createMarkdownRenderer({ siteUrl: config.siteUrl });
  const tokens = createJoseAccessTokens({ secret: jwtSecret(config.jwtSecret, config.dataDir), clock });
  const rateLimiter = createInMemoryRateLimiter({ clock });

  return {
    config,
    database,
    passwordHasher,

    /** Creates and migrates the database, and fills an empty one with the demo data. */
    async prepare(): Promise<PreparedDatabase> {
      const migrations = await database.migrate();
      const result = await seedDemoData(database.fork(), {
        now: clock.now(),
        uploadsDir: config.uploadsDir,
        hashPassword: (password) => passwordHasher.hash(password),
        admin: { email: config.admin.email, password: config.admin.password },
      });
      return { description: database.description, migrations, seeded: result.seeded, counts: result.counts, generatedAdminPassword: result.generatedAdminPassword };
    },

    useCasesFor() {
      const em = database.fork();
      const stores = createStores(em);
      const loanStatDeps = { rates: stores.rates, loanstats: stores.loanstats, clock };
      return {
        resources: stores.resources,
        credentials: stores.credentials,
        loanstatSeries: (productId: number, from: Date, to: Date) => stores.loanstats.series(productId, from, to),
        unitOfWork: createUnitOfWork(em),
        compareOffers: (input: CompareOffersInput) => compareOffers({ offers: stores.offers, clock }, input),
        simulateLoan: (input: SimulateLoanInput) => simulateLoan({ clock }, input),
        saveOneLoanStat: (input: { productId: number }) => saveOneLoanStat(loanStatDeps, input),
        computeAllLoanStats: () => computeAllLoanStats(loanStatDeps),
        markdown: renderer,
      };
    },

    /** What the JSON API needs; the server adds how to read the client's address. */
    apiDeps(overrides: Partial<ApiDeps> = {}): ApiDeps {
      return {
        scope: () => this.useCasesFor(),
        tokens,
        passwords: passwordHasher,
        rateLimiter,
        clock,
        siteUrl: config.siteUrl,
        corsOrigins: config.corsOrigins,
        ...overrides,
      };
    },

    tokens,

    dispose: () => database.close(),
  };
}

export type Container = Awaited<ReturnType<typeof createContainer>>;
