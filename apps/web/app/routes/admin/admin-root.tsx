import '../../admin/admin.css';
import { Outlet } from 'react-router';
import type { LayoutHandle } from '../../layout-choice.ts';
import type { Route } from './+types/admin-root';

/** Spec §2: all admin routes use the admin layout; the routes below inherit this. */
export const handle: LayoutHandle = { layout: 'admin' };

/**
 * Every answer of the back office is personal: never stored by a browser or a shared cache (nor by the server's
 * page cache, which skips `private, no-store`), and never indexed.
 */
const privateAnswers: Route.MiddlewareFunction = async (_args, next) => {
  const response = await next();
  try {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  } catch {
    // A response with immutable headers (none of ours) keeps its own.
  }
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [privateAnswers];

export function meta() {
  return [{ title: 'Back-office — Prêtscope' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminRoot() {
  return <Outlet />;
}
