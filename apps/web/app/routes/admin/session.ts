import { data, redirect } from 'react-router';
import { appContext } from '../../app-context.ts';
import { ADMIN_LOGIN } from '../../admin/redirect-target.ts';
import { isSameOrigin } from '../../admin/same-origin.server.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../admin/session-cookie.server.ts';
import type { Route } from './+types/session';

/**
 * POST /_admin_/session: `intent=refresh` rotates the session cookie with a fresh token (every 60 s while an admin
 * page is open, spec §4), `intent=logout` ends the session. A resource route: it answers JSON or a redirect.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { useCases, site } = context.get(appContext);
  if (!isSameOrigin(request, site.siteUrl))
    return data({ ok: false, message: 'Requête refusée\u00a0: elle ne vient pas du back-office.' }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  if (intent === 'logout') {
    return redirect(`${ADMIN_LOGIN}?deconnexion=1`, { headers: { 'Set-Cookie': clearSessionCookie(request) } });
  }
  if (intent !== 'refresh') return data({ ok: false, message: 'Action inconnue.' }, { status: 400 });
  const token = sessionToken(request);
  const renewed = token ? await useCases.renewAccessToken({ token }) : null;
  if (!renewed?.ok) {
    const message =
      renewed?.error.type === 'session/account-gone' ? 'Ce compte n’existe plus.' : 'Votre session a expiré\u00a0: reconnectez-vous.';
    return data({ ok: false, message }, { status: 401, headers: { 'Set-Cookie': clearSessionCookie(request) } });
  }
  return data(
    { ok: true, roles: renewed.value.claims.roles },
    { headers: { 'Set-Cookie': setSessionCookie(request, renewed.value.token) } },
  );
}

/** Nothing to show: a visit lands on the back office, which sends a visitor to the login page. */
export function loader() {
  return redirect('/_admin_');
}
