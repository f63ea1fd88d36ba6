import { data } from 'react-router';
import { isRouteAllowed } from './route-rules.ts';

interface MiddlewareArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  pattern: string;
}

/**
 * Root client middleware (spec §2, §4): before a client-side navigation loads anything, the matched route's rule
 * is checked; anything but true stops it there and the root error boundary shows the 404 page. No request
 * reaches the server for a blocked navigation.
 */
export function validateRoute({ request, params, pattern }: MiddlewareArgs): void {
  if (!isRouteAllowed(pattern, { params, url: new URL(request.url) })) throw data(null, { status: 404 });
}
