import { loginInputSchema, validateInput } from '@pretscope/core';
import { data, Form, redirect, useNavigation } from 'react-router';
import { appContext } from '../../app-context.ts';
import { fieldErrors } from '../../forms/field-errors.ts';
import { safeAdminRedirect } from '../../admin/redirect-target.ts';
import { isSameOrigin } from '../../admin/same-origin.server.ts';
import { sessionToken, setSessionCookie } from '../../admin/session-cookie.server.ts';
import type { Route } from './+types/login';

export function meta() {
  return [{ title: 'Connexion — Back-office Prêtscope' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Already logged in: straight to the page asked for. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const target = safeAdminRedirect(url.searchParams.get('redirect'));
  const token = sessionToken(request);
  if (token && (await context.get(appContext).useCases.verifyAccessToken(token))) throw redirect(target);
  return {
    target,
    expired: url.searchParams.get('expiree') === '1',
    loggedOut: url.searchParams.get('deconnexion') === '1',
  };
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** The same use case as `POST /api/auth/login`: argon2id, per-address and per-account limits. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { useCases, site, clientIp } = context.get(appContext);
  if (!isSameOrigin(request, site.siteUrl))
    return data({ message: 'Requête refusée\u00a0: elle ne vient pas du back-office.', errors: {}, email: '' }, { status: 403 });
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const input = validateInput(loginInputSchema, { email, password: String(form.get('password') ?? '') });
  if (!input.ok) return data({ message: null, errors: fieldErrors(input.error.issues), email }, { status: 422 });
  const result = await useCases.logIn({ ...input.value, clientIp: clientIp ?? 'inconnue' });
  if (!result.ok) {
    const message =
      result.error.type === 'login/too-many-attempts'
        ? `Trop de tentatives de connexion. Réessayez dans ${minutes(result.error.retryAfterSeconds)}.`
        : 'Adresse e-mail ou mot de passe incorrect.';
    return data({ message, errors: {}, email }, { status: result.error.type === 'login/too-many-attempts' ? 429 : 401 });
  }
  const target = safeAdminRedirect(url.searchParams.get('redirect'));
  throw redirect(target, { headers: { 'Set-Cookie': setSessionCookie(request, result.value.token) } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const action = loaderData.target === '/_admin_' ? '/_admin_/login' : `/_admin_/login?redirect=${encodeURIComponent(loaderData.target)}`;
  return (
    <main className="admin-login" id="admin-contenu">
      <div className="admin-login__card">
        <a className="brand" href="/">
          <span className="brand__mark" aria-hidden="true">
            P
          </span>{' '}
          Prêtscope
        </a>
        <h1>Connexion au back-office</h1>
        {loaderData.expired && !actionData ? (
          <p className="form-alert" role="status">
            Votre session a expiré&nbsp;: reconnectez-vous pour continuer.
          </p>
        ) : null}
        {loaderData.loggedOut && !actionData ? (
          <p className="muted" role="status">
            Vous êtes déconnecté.
          </p>
        ) : null}
        {actionData?.message ? (
          <p className="form-alert" role="alert">
            {actionData.message}
          </p>
        ) : null}
        <Form method="post" action={action} className="admin-form" noValidate>
          <div className="field" data-invalid={errors.email ? '' : undefined}>
            <label htmlFor="login-email">Adresse e-mail</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email ?? ''}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
            />
            {errors.email ? (
              <p className="field-error" id="login-email-error">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className="field" data-invalid={errors.password ? '' : undefined}>
            <label htmlFor="login-password">Mot de passe</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
            />
            {errors.password ? (
              <p className="field-error" id="login-password-error">
                {errors.password}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Connexion…' : 'Se connecter'}
          </button>
        </Form>
      </div>
    </main>
  );
}
