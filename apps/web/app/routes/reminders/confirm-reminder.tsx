import { Form, data } from 'react-router';
import { appContext } from '../../app-context.ts';
import type { Route } from './+types/confirm-reminder';

/**
 * /alerte-taux/confirmation?jeton=…: the double opt-in's second step. Opening the link shows a button, and only
 * the button's POST confirms: mail scanners that open every link of an e-mail must not confirm an alert in the
 * visitor's place. The token is random, kept as its SHA-256 only, valid seven days (core confirmReminder).
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('jeton') ?? '';
  return data({ token }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('jeton') ?? '');
  const result = await context.get(appContext).useCases.confirmReminder({ token });
  if (!result.ok) return data({ outcome: 'invalid' as const }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return data(
    { outcome: result.value.alreadyConfirmed ? ('already' as const) : ('confirmed' as const) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = () => [{ title: 'Confirmer mon alerte de taux — Prêtscope' }, { name: 'robots', content: 'noindex' }];

export default function ConfirmReminder({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  return (
    <div className="container form-page">
      <section className="hero">
        <h1>Alerte de taux</h1>
      </section>
      {outcome === 'confirmed' || outcome === 'already' ? (
        <section className="form-confirmation card" aria-labelledby="alerte-active">
          <h2 id="alerte-active">{outcome === 'confirmed' ? 'Votre alerte est confirmée' : 'Votre alerte était déjà confirmée'}</h2>
          <p>
            Nous vous écrirons quand le meilleur taux observé atteindra votre objectif, ou à la date choisie. Chaque e-mail contient un lien
            pour vous désinscrire en un clic.
          </p>
          <p>
            <a href="/pret-hypothecaire">Comparer les taux du moment</a> · <a href="/">Revenir à l’accueil</a>
          </p>
        </section>
      ) : outcome === 'invalid' || !loaderData.token ? (
        <section className="card" aria-labelledby="lien-invalide" role={outcome ? 'alert' : undefined}>
          <h2 id="lien-invalide">Ce lien n’est plus valable</h2>
          <p>
            Le lien de confirmation est valable 7&nbsp;jours et ne sert qu’une alerte. Il a peut-être expiré, ou il a été copié en partie.
          </p>
          <p>
            <a href="/pret-hypothecaire/reminder">Créer une nouvelle alerte</a>
          </p>
        </section>
      ) : (
        <Form method="post" className="card lead-form" aria-labelledby="confirmer">
          <h2 id="confirmer">Confirmer votre alerte</h2>
          <p>Un clic suffit&nbsp;: vous recevrez ensuite l’alerte demandée, et rien d’autre.</p>
          <input type="hidden" name="jeton" value={loaderData.token} />
          <button type="submit" className="button">
            Confirmer mon alerte
          </button>
        </Form>
      )}
    </div>
  );
}
