// @pretscope/persistence-mikroorm: MikroORM 6 on SQLite (embedded default) and PostgreSQL.
export * from './database-url.js';
export * from './open-database.js';
export * from './create-stores.js';
export { createDatabaseRateLimiter } from './stores/mikroorm-rate-limiter.js';
export * from './seed/seed-demo-data.js';
export * from './seed/seed-scale.js';
export type { PoolOptions } from './orm-config.js';
// Test support for the other packages' integration tests (throwaway databases on SQLite and PostgreSQL).
export { createThrowawayPostgres, openTestSqlite, openTestPostgres, PG_TEST_URL } from './testing/test-databases.js';
