import type { Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
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

/** Minimal view of a pg client, as knex hands it to `afterCreate`: knex calls `query(config, callback)`. */
interface PgConnection {
  query(...args: unknown[]): unknown;
  /** knex's mark for a connection to destroy rather than hand out again. */
  __knex__disposed?: unknown;
}

/**
 * Every query of a PostgreSQL connection goes through the outage guard: refused at once while it is open, and its
 * failure or success reported to it. A connection whose query was given up on (query_timeout) still has that query
 * pending on the server side: it is marked for knex to destroy, never handed to another request to queue behind it.
 */
function guardedConnection(connection: PgConnection, guard: OutageGuard): PgConnection {
  const query = connection.query;
  connection.query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback !== 'function') return query.apply(connection, args);
    try {
      guard.check();
    } catch (error) {
      process.nextTick(() => (callback as (error: unknown) => void)(error));
      return undefined;
    }
    args[args.length - 1] = (error: unknown, result: unknown) => {
      if (error) {
        guard.failed(error);
        if (error instanceof Error && /Query read timeout/.test(error.message)) connection.__knex__disposed = error.message;
      } else {
        guard.succeeded();
      }
      (callback as (error: unknown, result: unknown) => void)(error, result);
    };
    return query.apply(connection, args);
  };
  return connection;
}

/** Minimal view of a better-sqlite3 connection, as knex hands it to `afterCreate`. */
interface SqliteConnection {
  pragma(source: string): unknown;
}

/**
 * MikroORM options for one database. Migrations are listed in code (not globbed from disk) so that the same list
 * runs from the sources under Node, in the compiled output and in tests.
 */
export function ormOptions(target: DatabaseTarget, pool: PoolOptions = {}, guard?: OutageGuard): Options {
  const common = {
    entities: [...ALL_SCHEMAS],
    extensions: [Migrator],
    // No query logging by default; tests and benches attach their own logger to count statements.
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: true },
  } satisfies Partial<Options>;

  if (target.dialect === 'sqlite') {
    return {
      ...common,
      driver: BetterSqliteDriver,
      dbName: target.file,
      migrations: { migrationsList: SQLITE_MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
      pool: {
        // SQLite has one writer; one connection per process avoids SQLITE_BUSY between our own connections.
        min: 1,
        max: 1,
        afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
          try {
            // WAL lets readers run during a write; FULL syncs every commit (a lead acknowledged is on disk);
            // the busy timeout makes a second process wait for the lock instead of failing at once.
            connection.pragma('journal_mode = WAL');
            connection.pragma('synchronous = FULL');
            connection.pragma('foreign_keys = ON');
            connection.pragma('busy_timeout = 5000');
            done(null, connection);
          } catch (error) {
            done(error as Error, connection);
          }
        },
      },
    } as Options;
  }

  return {
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: target.url,
    migrations: { migrationsList: POSTGRESQL_MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: {
      min: 0,
      max: pool.max ?? 10,
      // knex/tarn: a saturated pool answers "Knex: Timeout acquiring a connection" after this, instead of queueing forever.
      acquireTimeoutMillis: pool.acquireTimeoutMs ?? 3000,
      idleTimeoutMillis: 30_000,
      ...(guard
        ? {
            afterCreate: (connection: PgConnection, done: (error: Error | null, connection: PgConnection) => void) =>
              done(null, guardedConnection(connection, guard)),
          }
        : {}),
    },
    driverOptions: {
      connection: {
        connectionTimeoutMillis: pool.acquireTimeoutMs ?? 3000,
        statement_timeout: pool.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        query_timeout: (pool.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS) + CLIENT_MARGIN_MS,
      },
    },
  } as Options;
}
