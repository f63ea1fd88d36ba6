import type { Options } from '@mikro-orm/core';
import { SqliteDriver } from '@mikro-orm/sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabaseTarget } from './database-url.ts';
import type { OutageGuard } from './outage-guard.ts';
import { ALL_SCHEMAS } from './entities/all-schemas.ts';
import { POSTGRESQL_MIGRATIONS } from './migrations/postgresql/index.ts';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.ts';

export interface PoolOptions {
  /** Connections per process (PostgreSQL). Several server processes share one server: keep this small. */
  max?: number;
  /** How long a query waits for a free connection before failing with a clear error, in ms. */
  acquireTimeoutMs?: number;
  /**
   * The longest one statement may run (PostgreSQL's statement_timeout), in ms; 15 s by default, for migrations and
   * jobs. The client also gives up 500 ms after it (pg's query_timeout): a database that hangs without closing the
   * connection, or a network that drops packets, cannot hold a query, and what waits on it, for ever.
   */
  statementTimeoutMs?: number;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** The server's own cancellation normally answers first, with a clear error; the client's bound is for silence. */
const CLIENT_MARGIN_MS = 500;
/** How long an SQLite statement waits for another process's write lock before SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Minimal view of Kysely's SQLite connection, as MikroORM hands it to `onCreateConnection`. */
interface SqliteConnection {
  executeQuery(query: { sql: string; parameters: readonly unknown[] }): Promise<unknown>;
}

/** Minimal view of a pg client (pg's Client), as the pool hands it out. */
interface PgClient {
  query(...args: unknown[]): unknown;
  /** Set by pg-pool at each checkout; given an error, the pool destroys the client instead of keeping it. */
  release?: (error?: Error | boolean) => void;
}

/** Minimal view of pg's Pool, as MikroORM hands it to `driverOptions.onPoolCreated`. */
interface PgPool {
  connect(): Promise<PgClient>;
  on(event: 'connect', listener: (client: PgClient) => void): unknown;
}

/** Our words for a saturated pool (pg-pool's own are « timeout exceeded when trying to connect »). */
export const ACQUIRE_TIMEOUT_MESSAGE = 'Timeout acquiring a connection';

/**
 * Every query of a PostgreSQL connection goes through the outage guard: refused at once while it is open, and its
 * failure or success reported to it. A connection whose query was given up on (query_timeout) still has that query
 * pending on the server side: it is handed back to the pool with the error, which destroys it, never handed to
 * another request to queue behind it.
 */
function guardClient(client: PgClient, guard: OutageGuard): void {
  const query = client.query;
  const failed = (error: unknown) => {
    guard.failed(error);
    if (error instanceof Error && /Query read timeout/.test(error.message)) {
      const release = client.release;
      if (release) client.release = (given) => release.call(client, given || error);
    }
  };
  client.query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      try {
        guard.check();
      } catch (error) {
        process.nextTick(() => (callback as (error: unknown) => void)(error));
        return undefined;
      }
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error) failed(error);
        else guard.succeeded();
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query.apply(client, args);
    }
    try {
      guard.check();
    } catch (error) {
      return Promise.reject(error);
    }
    const result = query.apply(client, args);
    // A cursor (a submittable) is answered as itself; a plain query as a promise.
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value) => {
        guard.succeeded();
        return value;
      },
      (error: unknown) => {
        failed(error);
        throw error;
      },
    );
  };
}

/**
 * The pool's way in: a request for a connection fails at once while the guard is open, and a failed one (no
 * connection within the acquire timeout, or the database refusing it) opens the guard. Kysely asks the pool for
 * every connection, transactions included. A saturated pool's error is reworded to say what happened.
 */
function guardPool(pool: PgPool, acquireTimeoutMs: number, max: number, guard: OutageGuard | undefined): void {
  const connect = pool.connect.bind(pool);
  pool.connect = async () => {
    guard?.check();
    try {
      return await connect();
    } catch (error) {
      const clear =
        error instanceof Error && /timeout exceeded when trying to connect/.test(error.message)
          ? new Error(`${ACQUIRE_TIMEOUT_MESSAGE}: none of the ${max} PostgreSQL connections came free within ${acquireTimeoutMs} ms`, {
              cause: error,
            })
          : error;
      guard?.failed(clear);
      throw clear;
    }
  };
  if (guard) pool.on('connect', (client) => guardClient(client, guard));
}

/**
 * MikroORM options for one database. Migrations are listed in code (not globbed from disk) so that the same list
 * runs from the sources under Node, in the compiled output and in tests.
 */
export function ormOptions(target: DatabaseTarget, pool: PoolOptions = {}, guard?: OutageGuard): Partial<Options> {
  const common = {
    entities: [...ALL_SCHEMAS],
    extensions: [Migrator],
    // No query logging by default; tests and benches attach their own logger to count statements.
    debug: false,
    allowGlobalContext: false,
    // MikroORM 6's default, kept: a product with its lender and categories is one statement (7 defaults to
    // 'balanced', a query per to-many relation), and the comparator's statements keep their shape (decision 0003).
    loadStrategy: 'joined',
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: true },
  } satisfies Partial<Options>;

  if (target.dialect === 'sqlite') {
    return {
      ...common,
      driver: SqliteDriver,
      dbName: target.file,
      migrations: { migrationsList: SQLITE_MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
      // One better-sqlite3 connection per process (Kysely serialises its use): SQLite has one writer anyway.
      driverOptions: { timeout: SQLITE_BUSY_TIMEOUT_MS },
      async onCreateConnection(connection: unknown) {
        // WAL lets readers run during a write; FULL syncs every commit (a lead acknowledged is on disk);
        // the busy timeout makes a second process wait for the lock instead of failing at once.
        for (const pragma of ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`])
          await (connection as SqliteConnection).executeQuery({ sql: `pragma ${pragma}`, parameters: [] });
      },
    } as Partial<Options>;
  }

  const max = pool.max ?? 10;
  const acquireTimeoutMs = pool.acquireTimeoutMs ?? 3000;
  const statementTimeoutMs = pool.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: target.url,
    migrations: { migrationsList: POSTGRESQL_MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max, idleTimeoutMillis: 30_000 },
    // Given to pg's Pool (MikroORM 7 has no knex between them): connectionTimeoutMillis bounds both the wait for a
    // free connection in a saturated pool and the opening of a new one; the others go to each client.
    driverOptions: {
      connectionTimeoutMillis: acquireTimeoutMs,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + CLIENT_MARGIN_MS,
      onPoolCreated: (created: unknown) => guardPool(created as PgPool, acquireTimeoutMs, max, guard),
    },
  } as Partial<Options>;
}
