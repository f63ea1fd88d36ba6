import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import { LOAN_NEXT_STEPS, type FormConfig } from '../../forms/form-config.ts';
import { REQUEST_FORMS } from '../../routing/journey-links.ts';
import type { Route } from './+types/real-estate-request';

/** /pret-immobilier/demande: a real-estate loan request, stored as a lead of kind « pret-immobilier ». */
const config: FormConfig = {
  ...REQUEST_FORMS.realEstate,
  store: 'leads',
  kind: 'pret-immobilier',
  title: 'Demande de prêt immobilier',
  metaTitle: 'Demande de prêt immobilier',
  metaDescription:
    'Achat, construction ou travaux\u00a0: décrivez votre projet immobilier et recevez une comparaison des offres de prêt par un conseiller Prêtscope.',
  intro: 'Achat, construction ou travaux\u00a0: décrivez votre projet et un conseiller compare pour vous les offres de prêt immobilier.',
  purpose:
    'Pourquoi ces informations\u202f? Pour étudier votre projet et vous recontacter. Elles sont lues par l’équipe Prêtscope et ne sont transmises à une banque ou à un courtier qu’avec votre accord explicite.',
  consentText:
    'J’accepte que Prêtscope utilise ces informations pour étudier ma demande de prêt immobilier et me recontacter, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'phone', 'country', 'amount', 'duration', 'message', 'consent'],
  required: ['firstName', 'lastName', 'email', 'country', 'amount', 'duration', 'consent'],
  labels: { message: 'Votre projet' },
  hints: { message: 'Type de bien, travaux, apport personnel…' },
  submitLabel: 'Envoyer ma demande',
  nextSteps: LOAN_NEXT_STEPS,
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function RealEstateRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
