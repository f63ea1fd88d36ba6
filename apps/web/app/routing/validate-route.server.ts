import { data } from 'react-router';
import { offerNotFound } from './offer-not-found.server.ts';
import { isRouteAllowed, normalizePattern } from './route-rules.ts';

/** Resource routes have no page to render the site's 404 in: the answer each gives instead. */
const RESOURCE_NOT_FOUND: Readonly<Record<string, (pathname: string) => Response>> = {
  'go/:advertiser/:slug': offerNotFound,
};

interface MiddlewareArgs {
  /** The page's address (React Router's `url`), not the data request's `/path.data`. */
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  pattern: string;
}

/**
 * Root server middleware (spec §2, §4): a page or data request whose route rule does not answer true is a 404
 * before any loader runs, rendered by the root error boundary (or the resource route's own 404 document).
 */
export function validateRouteOnServer({ url, params, pattern }: MiddlewareArgs): void {
  if (isRouteAllowed(pattern, { params, url })) return;
  const resourceNotFound = RESOURCE_NOT_FOUND[normalizePattern(pattern)];
  throw resourceNotFound ? resourceNotFound(url.pathname) : data(null, { status: 404 });
}
