// @pretscope/core/testing: fakes and port contract suites for this monorepo's adapters (not published).
export * from './in-memory-loan-stores.js';
export * from './loan-stores.contract.js';
export * from './in-memory-messaging-stores.js';
export * from './messaging-stores.contract.js';
export * from './rate-limiter.contract.js';
export * from './in-memory-personal-data-stores.js';
export * from './personal-data-stores.contract.js';
