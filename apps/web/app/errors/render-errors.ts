import { errorMessageOf } from '@pretscope/core';
import { createBrowserErrorReporter } from './browser-error-reporter.ts';
import { captureForSentry } from './sentry-browser.ts';

const currentUrl = () => `${globalThis.location.pathname}${globalThis.location.search}`;
const reportToSite = createBrowserErrorReporter({ fetch: (...args) => globalThis.fetch(...args), currentUrl });
/** Errors already reported from this page, by URL and message. */
const reported = new Set<string>();

/**
 * A rendering error in the browser (entry.client's React callbacks): a logged error on the site (spec §8) and, when
 * a DSN is configured, a Sentry event. One failure is often caught more than once while the page settles (React
 * Router renders the route again), each time with another stack: it is reported once per page and message.
 */
export function reportRenderError(error: unknown, details: { componentStack?: string; handled: boolean }): void {
  const key = `${currentUrl()}\n${errorMessageOf(error)}`;
  if (reported.has(key)) return;
  reported.add(key);
  void reportToSite(error);
  captureForSentry(error, details);
}
