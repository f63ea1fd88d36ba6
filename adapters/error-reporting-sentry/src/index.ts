export * from './create-sentry-error-reporter.ts';
