import { LeadForm, formMeta } from '../../forms/lead-form.js';
import { formAction, formLoader } from '../../forms/lead-action.server.js';
import type { FormConfig } from '../../forms/form-config.js';
import type { Route } from './+types/ebook';

/**
 * /ebook: the guide by e-mail, stored as a lead of kind « ebook ». The e-mail itself is sent by the mail
 * integration, which reads these leads; the page does not claim it has been sent.
 */
const config: FormConfig = {
  path: '/ebook',
  store: 'leads',
  kind: 'ebook',
  title: 'Recevoir notre guide du prêt',
  metaTitle: 'Guide gratuit du prêt',
  metaDescription: 'Recevez gratuitement par e-mail le guide Prêtscope pour bien préparer votre prêt : taux, TAEG, capacité d’emprunt, frais.',
  intro: 'Taux, TAEG, capacité d’emprunt, frais de dossier : notre guide gratuit vous aide à préparer votre prêt. Indiquez où vous l’envoyer.',
  purpose: 'Pourquoi ces informations ? Pour vous envoyer le guide par e-mail. Elles restent chez Prêtscope et ne sont transmises à personne.',
  consentText: 'J’accepte que Prêtscope utilise ces informations pour m’envoyer le guide par e-mail, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'country', 'consent'],
  required: ['firstName', 'lastName', 'email', 'country', 'consent'],
  submitLabel: 'Recevoir le guide',
  nextSteps: ['Le guide vous sera envoyé à l’adresse indiquée. Pensez à vérifier vos courriers indésirables.'],
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = () => formMeta(config);

export default function Ebook({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
