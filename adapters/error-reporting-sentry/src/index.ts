export * from './create-sentry-error-reporter.js';
