import type { Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabaseTarget } from './database-url.js';
import { ALL_SCHEMAS } from './entities/all-schemas.js';
import { POSTGRESQL_MIGRATIONS } from './migrations/postgresql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';

export interface PoolOptions {
  /** Connections per process (PostgreSQL). Several server processes share one server: keep this small. */
  max?: number;
  /** How long a query waits for a free connection before failing with a clear error, in ms. */
  acquireTimeoutMs?: number;
}

/** Minimal view of a better-sqlite3 connection, as knex hands it to `afterCreate`. */
interface SqliteConnection {
  pragma(source: string): unknown;
}

/**
 * MikroORM options for one database. Migrations are listed in code (not globbed from disk) so that the same list
 * runs under tsx, in the compiled output and in tests.
 */
export function ormOptions(target: DatabaseTarget, pool: PoolOptions = {}): Options {
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
    },
    driverOptions: { connection: { connectionTimeoutMillis: pool.acquireTimeoutMs ?? 3000, statement_timeout: 15_000 } },
  } as Options;
}
