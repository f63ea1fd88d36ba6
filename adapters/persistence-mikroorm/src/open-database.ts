import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { describeDatabase, parseDatabaseUrl, type DatabaseTarget } from './database-url.js';
import { ormOptions, type PoolOptions } from './orm-config.js';

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
}

export async function openDatabase({ databaseUrl, pool, onQuery }: OpenDatabaseOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(databaseUrl);
  const orm = await MikroORM.init({
    ...ormOptions(target, pool),
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
