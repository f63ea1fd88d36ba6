import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import type { FormConfig } from '../../forms/form-config.ts';
import type { Route } from './+types/contact';

/** /contact: a message to the team, stored as a lead of kind « contact ». */
const config: FormConfig = {
  path: '/contact',
  store: 'leads',
  kind: 'contact',
  title: 'Nous contacter',
  metaTitle: 'Contact',
  metaDescription: 'Une question sur un prêt, une offre ou le comparateur\u202f? Écrivez à l’équipe Prêtscope.',
  intro: 'Une question sur un prêt, une offre ou le fonctionnement du comparateur\u202f? Écrivez-nous.',
  purpose:
    'Pourquoi ces informations\u202f? Pour vous répondre. Votre message est lu par l’équipe Prêtscope et n’est transmis à personne d’autre.',
  consentText:
    'J’accepte que Prêtscope utilise ces informations pour répondre à mon message, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'phone', 'country', 'message', 'consent'],
  required: ['firstName', 'lastName', 'email', 'country', 'message', 'consent'],
  labels: { message: 'Votre message' },
  submitLabel: 'Envoyer mon message',
  nextSteps: ['Nous vous répondons par e-mail sous deux jours ouvrables.'],
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
