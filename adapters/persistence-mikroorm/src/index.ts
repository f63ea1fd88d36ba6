// @pretscope/persistence-mikroorm: MikroORM 7 on SQLite (embedded default) and PostgreSQL.
export * from './database-url.ts';
export * from './open-database.ts';
export * from './create-stores.ts';
export { createDatabaseRateLimiter } from './stores/mikroorm-rate-limiter.ts';
// The public pages' typed reads, the visibility rule applied in SQL (ports/catalog-reader.ts, ports/content-reader.ts).
export { createCatalogReader } from './stores/mikroorm-catalog-reader.ts';
export { createContentReader } from './stores/mikroorm-content-reader.ts';
export * from './seed/seed-demo-data.ts';
export * from './seed/seed-scale.ts';
export type { PoolOptions } from './orm-config.ts';
// Test support for the other packages' integration tests (throwaway databases on SQLite and PostgreSQL).
export { createThrowawayPostgres, openTestSqlite, openTestPostgres, PG_TEST_URL } from './testing/test-databases.ts';
