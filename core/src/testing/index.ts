// @pretscope/core/testing: fakes and port contract suites for this monorepo's adapters (not published).
export * from './in-memory-loan-stores.js';
export * from './loan-stores.contract.js';
