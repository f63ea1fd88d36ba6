import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import type { FormConfig } from '../../forms/form-config.ts';
import type { Route } from './+types/appointment';

/** /prendre-rendez-vous: an appointment request, stored as a lead of kind « rendez-vous » (date and slot in its message). */
const config: FormConfig = {
  path: '/prendre-rendez-vous',
  store: 'leads',
  kind: 'rendez-vous',
  title: 'Prendre rendez-vous avec un conseiller',
  metaTitle: 'Prendre rendez-vous',
  metaDescription:
    'Prenez rendez-vous avec un conseiller Prêtscope pour parler de votre projet de prêt, par téléphone ou en visioconférence.',
  intro: 'Choisissez le jour et le moment qui vous conviennent\u00a0: un conseiller vous appelle pour parler de votre projet.',
  purpose:
    'Pourquoi ces informations\u202f? Pour fixer le rendez-vous et vous appeler. Elles sont lues par l’équipe Prêtscope et ne sont transmises à personne d’autre.',
  consentText:
    'J’accepte que Prêtscope utilise ces informations pour organiser ce rendez-vous et me contacter, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'phone', 'country', 'preferredDate', 'preferredSlot', 'message', 'consent'],
  required: ['firstName', 'lastName', 'email', 'phone', 'country', 'preferredDate', 'preferredSlot', 'consent'],
  labels: { message: 'Objet du rendez-vous' },
  hints: { message: 'Par exemple\u00a0: achat d’un appartement, renégociation de mon prêt…' },
  submitLabel: 'Demander ce rendez-vous',
  nextSteps: [
    'Un conseiller confirme le rendez-vous par e-mail ou par téléphone avant la date choisie.',
    'Si le créneau n’est plus libre, il vous en propose un autre.',
  ],
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
