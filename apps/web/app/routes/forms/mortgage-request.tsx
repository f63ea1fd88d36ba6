import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import { LOAN_NEXT_STEPS, type FormConfig } from '../../forms/form-config.ts';
import { REQUEST_FORMS } from '../../routing/journey-links.ts';
import type { Route } from './+types/mortgage-request';

/** /pret-hypothecaire/demande: a mortgage request, stored as a lead of kind « pret-hypothecaire ». */
const config: FormConfig = {
  ...REQUEST_FORMS.mortgage,
  store: 'leads',
  kind: 'pret-hypothecaire',
  title: 'Demande de prêt hypothécaire',
  metaTitle: 'Demande de prêt hypothécaire',
  metaDescription:
    'Décrivez votre projet immobilier\u00a0: un conseiller Prêtscope compare pour vous les offres de prêt hypothécaire au Luxembourg, en Belgique et en France.',
  intro:
    'Indiquez le montant et la durée que vous envisagez\u00a0: un conseiller compare pour vous les offres des banques et vous recontacte.',
  purpose:
    'Pourquoi ces informations\u202f? Pour étudier votre projet et vous recontacter. Elles sont lues par l’équipe Prêtscope et ne sont transmises à une banque ou à un courtier qu’avec votre accord explicite.',
  consentText:
    'J’accepte que Prêtscope utilise ces informations pour étudier ma demande de prêt hypothécaire et me recontacter, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'phone', 'country', 'amount', 'duration', 'message', 'consent'],
  required: ['firstName', 'lastName', 'email', 'country', 'amount', 'duration', 'consent'],
  labels: { message: 'Votre projet' },
  hints: { message: 'Achat, construction, rachat de prêt, apport personnel…' },
  submitLabel: 'Envoyer ma demande',
  nextSteps: LOAN_NEXT_STEPS,
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function MortgageRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
