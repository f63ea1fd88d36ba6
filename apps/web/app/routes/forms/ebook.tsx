import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import type { FormConfig } from '../../forms/form-config.ts';
import type { Route } from './+types/ebook';

/**
 * /ebook: the guide by e-mail, stored as a lead of kind « ebook » (core `ebookRequestSchema`: the address and the
 * consent, nothing more). The e-mail itself is sent by the mail integration, which reads these leads; the page
 * does not claim it has been sent.
 */
const config: FormConfig = {
  path: '/ebook',
  store: 'leads',
  kind: 'ebook',
  title: 'Recevoir notre guide du prêt',
  metaTitle: 'Guide gratuit du prêt',
  metaDescription:
    'Recevez gratuitement par e-mail le guide Prêtscope pour bien préparer votre prêt\u00a0: taux, TAEG, capacité d’emprunt, frais.',
  intro:
    'Taux, TAEG, capacité d’emprunt, frais de dossier\u00a0: notre guide gratuit vous aide à préparer votre prêt. Indiquez où vous l’envoyer.',
  purpose:
    'Pourquoi cette adresse\u202f? Pour vous envoyer le guide par e-mail, et rien d’autre. Elle reste chez Prêtscope et n’est transmise à personne.',
  consentText:
    'J’accepte que Prêtscope utilise mon adresse e-mail pour m’envoyer le guide, comme l’explique la politique de confidentialité.',
  fields: ['email', 'consent'],
  required: ['email', 'consent'],
  submitLabel: 'Recevoir le guide',
  nextSteps: ['Le guide (PDF) part dans quelques instants à l’adresse indiquée. Pensez à vérifier vos courriers indésirables.'],
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function Ebook({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
