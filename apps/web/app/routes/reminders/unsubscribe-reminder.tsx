import { Form, data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { positiveId } from '../../routing/route-rules.ts';
import type { Route } from './+types/unsubscribe-reminder';

/**
 * /alerte-taux/desabonnement?alerte={id}&signature=…: stops a rate reminder, without login. The link of every
 * reminder e-mail opens this page with one button; mail clients that offer their own « se désabonner » post to the
 * same address (RFC 8058 List-Unsubscribe-Post), which stops it at once. The signature is the server's
 * (core unsubscribeReminder): a made-up link stops nothing.
 */
function linkOf(url: URL) {
  return { reminderId: positiveId(url.searchParams.get('alerte')), signature: url.searchParams.get('signature') ?? '' };
}

export function loader({ url }: Route.LoaderArgs) {
  const { reminderId, signature } = linkOf(url);
  return data({ valid: reminderId !== null && signature !== '' }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ url, context }: Route.ActionArgs) {
  const { reminderId, signature } = linkOf(url);
  const result =
    reminderId === null ? { ok: false } : await context.get(appContext).useCases.unsubscribeReminder({ reminderId, signature });
  return data({ stopped: result.ok }, { status: result.ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = () => [{ title: 'Se désabonner de l’alerte de taux — Prêtscope' }, { name: 'robots', content: 'noindex' }];

export default function UnsubscribeReminder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container form-page">
      <section className="hero">
        <h1>Alerte de taux</h1>
      </section>
      {actionData?.stopped ? (
        <section className="form-confirmation card" aria-labelledby="desabonne">
          <h2 id="desabonne">Vous êtes désabonné(e)</h2>
          <p>Cette alerte est arrêtée&nbsp;: vous ne recevrez plus d’e-mail à son sujet.</p>
          <p>
            <a href="/pret-hypothecaire/reminder">Créer une autre alerte</a> · <a href="/">Revenir à l’accueil</a>
          </p>
        </section>
      ) : actionData || !loaderData.valid ? (
        <section className="card" aria-labelledby="lien-invalide" role={actionData ? 'alert' : undefined}>
          <h2 id="lien-invalide">Ce lien n’est pas valable</h2>
          <p>Il est peut-être incomplet&nbsp;: utilisez le lien «&#x202f;Ne plus recevoir cette alerte&#x202f;» de l’e-mail, en entier.</p>
        </section>
      ) : (
        <Form method="post" className="card lead-form" aria-labelledby="arreter">
          <h2 id="arreter">Ne plus recevoir cette alerte</h2>
          <p>Un clic suffit, sans vous connecter.</p>
          <button type="submit" className="button">
            Me désabonner
          </button>
        </Form>
      )}
    </div>
  );
}
