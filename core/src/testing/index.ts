// @pretscope/core/testing: fakes and port contract suites for this monorepo's adapters (not published).
export * from './in-memory-loan-stores.ts';
export * from './loan-stores.contract.ts';
export * from './in-memory-messaging-stores.ts';
export * from './messaging-stores.contract.ts';
export * from './rate-limiter.contract.ts';
export * from './in-memory-personal-data-stores.ts';
export * from './personal-data-stores.contract.ts';
export * from './in-memory-catalog-reader.ts';
export * from './catalog-reader.contract.ts';
export * from './in-memory-content-reader.ts';
export * from './content-reader.contract.ts';
export * from './in-memory-change-history.ts';
export * from './change-history.contract.ts';
export * from './in-memory-advertiser-report-store.ts';
export * from './advertiser-report-store.contract.ts';
export * from './rate-writes.contract.ts';
