export * from './api-deps.js';
export * from './api-error.js';
export * from './create-api.js';
export * from './in-memory-rate-limiter.js';
export * from './json-api-document.js';
