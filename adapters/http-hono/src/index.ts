export * from './api-deps.ts';
export * from './api-error.ts';
export * from './create-api.ts';
export * from './in-memory-rate-limiter.ts';
export * from './json-api-document.ts';
