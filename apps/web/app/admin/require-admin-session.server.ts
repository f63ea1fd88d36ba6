import { canAccess, isStaff, type Actor, type ApiType, type ResourceAction, type TokenClaims } from '@pretscope/core';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { appContext } from '../app-context.ts';
import type { PageRequest } from '../routing/page-request.ts';
import type { WebRequestScope } from '../request-scope.ts';
import { loginUrlFor } from './redirect-target.ts';
import { isSameOrigin } from './same-origin.server.ts';
import { sessionToken } from './session-cookie.server.ts';

/** What an admin page asks: being staff (editor or admin), or a right of the access policy on one type. */
export type AdminPermission = 'staff' | { type: ApiType; action: ResourceAction };

/** Who is logged in, and the request's scope (request-scope.ts). */
export interface AdminSession extends WebRequestScope {
  actor: NonNullable<Actor>;
  claims: TokenClaims;
}

/** The French page for a refused right; the layout shows it in place of the screen. */
export const FORBIDDEN_MESSAGE = 'Votre rôle ne permet pas d’ouvrir cette page ni d’y faire cette modification.';

/**
 * Every admin loader and action starts here: access is enforced on the server, never only by hiding links.
 * - no valid session: to the login page, which brings the admin back here afterwards (`redirect`);
 * - a write (any method but GET/HEAD) from another origin: 403 (CSRF, with the SameSite=Strict cookie);
 * - a role the access policy does not allow for this page: 403 with a French explanation.
 */
export async function requireAdminSession(
  { request, url, context }: PageRequest & { context: Readonly<RouterContextProvider> },
  permission: AdminPermission,
): Promise<AdminSession> {
  const scope = context.get(appContext);
  const { useCases, site } = scope;
  if (!isSameOrigin(request, site.siteUrl))
    throw data({ message: 'Requête refusée\u00a0: elle ne vient pas du back-office.' }, { status: 403 });
  const token = sessionToken(request);
  const claims = token ? await useCases.verifyAccessToken(token) : null;
  if (!claims) {
    // A form sent after the session ended comes back to its page, not to the action's answer.
    throw redirect(loginUrlFor(`${url.pathname}${request.method === 'GET' ? url.search : ''}`, { expired: token !== null }));
  }
  const actor = { userId: claims.userId, roles: claims.roles };
  const allowed = isStaff(actor) && (permission === 'staff' || canAccess(actor, permission.type, permission.action));
  if (!allowed) throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  return { ...scope, actor, claims };
}
