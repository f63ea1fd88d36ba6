import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import type { FormConfig } from '../../forms/form-config.ts';
import type { Route } from './+types/rate-reminder';

/**
 * /pret-hypothecaire/reminder: a rate alert (category, amount, duration, target rate or date), stored in
 * `reminders` with its confirmation e-mail (double opt-in, core submitReminder): nothing else is sent before the
 * visitor follows that e-mail's link (/alerte-taux/confirmation).
 */
const config: FormConfig = {
  path: '/pret-hypothecaire/reminder',
  store: 'reminders',
  title: 'Alerte de taux',
  metaTitle: 'Alerte de taux\u00a0: soyez prévenu quand les taux baissent',
  metaDescription:
    'Choisissez un type de prêt, un montant, une durée et le taux que vous visez\u00a0: Prêtscope vous prévient par e-mail quand il est atteint, ou à la date de votre choix.',
  intro: 'Indiquez le taux que vous visez, ou une date\u00a0: nous vous écrivons quand une offre l’atteint, ou ce jour-là.',
  purpose:
    'Pourquoi ces informations\u202f? Pour vous envoyer l’alerte demandée par e-mail, et rien d’autre. Elles restent chez Prêtscope et ne sont transmises à personne.',
  consentText:
    'J’accepte que Prêtscope m’envoie par e-mail l’alerte de taux demandée, jusqu’à ma désinscription, comme l’explique la politique de confidentialité.',
  fields: ['email', 'firstName', 'category', 'amount', 'duration', 'targetRate', 'targetDate', 'consent'],
  required: ['email', 'category', 'amount', 'duration', 'consent'],
  durationUnit: 'months',
  labels: { amount: 'Montant (€)', duration: 'Durée (mois)' },
  hints: { duration: 'Par exemple\u00a0: 240 pour 20\u00a0ans' },
  submitLabel: 'Créer mon alerte',
  nextSteps: [
    'Vous recevrez un e-mail pour confirmer votre alerte. Son lien est valable 7\u00a0jours.',
    'Aucune alerte n’est envoyée avant cette confirmation. Chaque e-mail contient un lien pour vous désinscrire en un clic.',
  ],
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function RateReminder({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
