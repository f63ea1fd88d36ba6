import { errorMessageOf, loggedErrorContent, loggedErrorUrl } from '@pretscope/core';

/** The API's public create of logged errors (rate-limited per address by the server). */
export const LOGGED_ERROR_ENDPOINT = '/api/loggederror';

/** A page that keeps failing sends a few reports, not one per render: the server's limit is per address anyway. */
export const MAX_REPORTS_PER_PAGE = 5;

export interface BrowserErrorReporterOptions {
  fetch: typeof fetch;
  /** The page's path and query when the error happened. */
  currentUrl: () => string;
  /** Where the API is: the site's own /api unless a test says otherwise. */
  endpoint?: string;
}

/**
 * Spec §8 in the browser: a rendering error becomes a logged error (content 'error : …', the route's URL, sheet
 * 'global'), created through the API as any client would. The address is not sent: the server stamps the one it
 * sees (no third-party IP lookup, and nothing a page could forge). The same message on the same page is sent once,
 * and a page sends at most MAX_REPORTS_PER_PAGE. Reporting never throws: an error while reporting an error is
 * only lost.
 */
export function createBrowserErrorReporter({ fetch, currentUrl, endpoint = LOGGED_ERROR_ENDPOINT }: BrowserErrorReporterOptions) {
  const sent = new Set<string>();
  return async function reportRenderError(error: unknown): Promise<boolean> {
    try {
      const content = loggedErrorContent(error);
      const url = loggedErrorUrl(currentUrl() || '/');
      // By message, not by stack: a second render failing the same way has another stack.
      const key = `${url}\n${errorMessageOf(error)}`;
      if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return false;
      sent.add(key);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' },
        body: JSON.stringify({ data: { type: 'loggederror', attributes: { content, url, sheet: 'global' } } }),
        credentials: 'same-origin',
        // Still delivered when the error view is replaced by a reload or the visitor leaves.
        keepalive: true,
      });
      return response.status === 201;
    } catch {
      return false;
    }
  };
}
