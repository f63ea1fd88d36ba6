import { isRouteErrorResponse, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { appContext } from '../app-context.ts';

/**
 * The page a request is for: a client navigation asks for its data at `/path.data` with a `_routes` parameter, and
 * for a path ending in a slash (the home page's `/` among them) at `/path/_.data` (React Router 8's trailing-slash-
 * aware data URLs), as React Router normalises them; a document request is its own URL. `handleError` gets the HTTP
 * request alone, without the `url` that loaders get, hence this.
 */
export function routeUrlOf(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname;
  if (path.endsWith('/_.data')) path = path.slice(0, -'_.data'.length);
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length) || '/';
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/**
 * Whether an error React Router hands to `handleError` is one to log: not a visitor who went away (an aborted
 * request), and not an answer the site gives on purpose (a 404 for an unknown page, a 405) — only failures.
 */
export function isLoggableError(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return false;
  return !(isRouteErrorResponse(error) && error.status < 500);
}

/** React Router wraps a failure it turns into an error answer; the error itself is what is worth reading. */
function underlying(error: unknown): unknown {
  return isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
}

/**
 * Spec §8 on the server: an error while loading or rendering a page (React Router's `handleError`, for documents
 * and client navigations' data requests) becomes a logged error with the route's URL and the visitor's address
 * as the server saw it, and a Sentry event when SENTRY_DSN is set. Resolves when both were tried; never rejects.
 */
export async function logServerError(error: unknown, { request, context }: { request: Request; context: unknown }): Promise<void> {
  if (!isLoggableError(error, request)) return;
  console.error(underlying(error));
  let scope;
  try {
    scope = (context as RouterContextProvider).get(appContext);
  } catch {
    // Stopped before the server set the request's use cases (an invalid context): the console line above remains.
    return;
  }
  try {
    const result = await scope.useCases.logRenderError({ error: underlying(error), url: routeUrlOf(request), clientIp: scope.clientIp });
    if (!result.ok) console.error('The rendering error could not be logged:', result.error);
  } catch (failure) {
    console.error('The rendering error could not be logged:', failure);
  }
}

/** React Router's hook, exported by entry.server.tsx: logging happens beside the answer, never delaying it. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  void logServerError(error, { request, context });
};
