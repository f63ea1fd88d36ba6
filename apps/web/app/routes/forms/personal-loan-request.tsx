import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import { LOAN_NEXT_STEPS, type FormConfig } from '../../forms/form-config.ts';
import { REQUEST_FORMS } from '../../routing/journey-links.ts';
import type { Route } from './+types/personal-loan-request';

/** /pret-personnel/demande: a personal loan request, stored as a lead of kind « pret-personnel ». */
const config: FormConfig = {
  ...REQUEST_FORMS.personalLoan,
  store: 'leads',
  kind: 'pret-personnel',
  title: 'Demande de prêt personnel',
  metaTitle: 'Demande de prêt personnel',
  metaDescription:
    'Voiture, travaux, études\u00a0: indiquez le montant et la durée souhaités et un conseiller Prêtscope compare pour vous les offres de prêt personnel.',
  intro:
    'Voiture, travaux, études… Indiquez le montant et la durée souhaités\u00a0: un conseiller compare pour vous les offres de prêt personnel.',
  purpose:
    'Pourquoi ces informations\u202f? Pour étudier votre demande et vous recontacter. Elles sont lues par l’équipe Prêtscope et ne sont transmises à une banque ou à un courtier qu’avec votre accord explicite.',
  consentText:
    'J’accepte que Prêtscope utilise ces informations pour étudier ma demande de prêt personnel et me recontacter, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'phone', 'country', 'amount', 'duration', 'message', 'consent'],
  required: ['firstName', 'lastName', 'email', 'country', 'amount', 'duration', 'consent'],
  labels: { message: 'Votre projet' },
  hints: { amount: 'Par exemple\u00a0: 15\u202f000', duration: 'Par exemple\u00a0: 48' },
  submitLabel: 'Envoyer ma demande',
  nextSteps: LOAN_NEXT_STEPS,
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function PersonalLoanRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
