import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { describeDatabase, parseDatabaseUrl, type DatabaseTarget } from './database-url.ts';
import { ormOptions, type PoolOptions } from './orm-config.ts';
import { createOutageGuard } from './outage-guard.ts';

export interface Database {
  target: DatabaseTarget;
  /** 'SQLite data/pretscope.sqlite' or the PostgreSQL URL with its password masked, for logs. */
  description: string;
  orm: MikroORM;
  /** A fresh unit of work (identity map) for one request or job. */
  fork(): EntityManager;
  /** Applies the migrations not yet applied; answers their names. */
  migrate(): Promise<string[]>;
  /** True when the database answers a trivial query (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** DATABASE_URL: a postgres:// URL, or an SQLite file (default data/pretscope.sqlite). */
  databaseUrl?: string;
  pool?: PoolOptions;
  /** Log every SQL statement through this function (tests count statements with it). */
  onQuery?: (sql: string) => void;
  /**
   * PostgreSQL: after a query or a connection failed because the database is unreachable, everything fails at once
   * for this long (outage-guard.ts); 2 s by default, 0 to wait on every query instead.
   */
  failFastMs?: number;
}

export async function openDatabase({ databaseUrl, pool, onQuery, failFastMs = 2_000 }: OpenDatabaseOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(databaseUrl);
  // SQLite is a file in this process: it is there or the process cannot start. PostgreSQL is across a network.
  const guard = target.dialect === 'postgresql' && failFastMs > 0 ? createOutageGuard({ failFastMs }) : undefined;
  const orm = await MikroORM.init({
    ...ormOptions(target, pool, guard),
    ...(onQuery ? { debug: ['query'], logger: (message: string) => onQuery(message) } : {}),
  });
  return {
    target,
    description: describeDatabase(target),
    orm,
    fork: () => orm.em.fork() as EntityManager,
    async migrate() {
      const applied = await orm.migrator.up();
      return applied.map((migration) => migration.name);
    },
    async ping() {
      try {
        await orm.em.getConnection().execute('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => orm.close(true),
  };
}
