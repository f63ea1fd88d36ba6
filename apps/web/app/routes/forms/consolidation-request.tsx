import { LeadForm, formMeta } from '../../forms/lead-form.tsx';
import { formAction, formLoader } from '../../forms/lead-action.server.ts';
import type { FormConfig } from '../../forms/form-config.ts';
import { REQUEST_FORMS } from '../../routing/journey-links.ts';
import type { Route } from './+types/consolidation-request';

/**
 * /regroupement-de-credit/demande-partners-finances: a credit consolidation request, passed on to Partners
 * Finances. Not offered to visitors from Belgium (core `mayAdvertise`): with `?pays=BE` the page explains instead.
 */
const config: FormConfig = {
  ...REQUEST_FORMS.consolidation,
  store: 'leads',
  kind: 'regroupement-de-credit',
  consolidation: true,
  title: 'Demande de regroupement de crédits',
  metaTitle: 'Regroupement de crédits avec Partners Finances',
  metaDescription:
    'Regroupez vos crédits en une seule mensualité\u00a0: envoyez votre demande à notre partenaire Partners Finances. Service proposé au Luxembourg et en France.',
  intro: 'Regroupez vos crédits en cours en une seule mensualité. Votre demande est étudiée par notre partenaire Partners Finances.',
  purpose:
    'Pourquoi ces informations\u202f? Pour étudier votre demande de regroupement de crédits\u00a0: elle est transmise à notre partenaire Partners Finances, qui vous recontacte. Prêtscope n’en fait aucun autre usage.',
  consentText:
    'J’accepte que ma demande soit transmise à notre partenaire Partners Finances, qui me recontactera pour l’étudier, comme l’explique la politique de confidentialité.',
  fields: ['firstName', 'lastName', 'email', 'phone', 'country', 'amount', 'duration', 'message', 'consent'],
  required: ['firstName', 'lastName', 'email', 'phone', 'country', 'amount', 'consent'],
  labels: {
    amount: 'Montant total des crédits à regrouper (€)',
    duration: 'Durée de remboursement souhaitée (mois)',
    message: 'Vos crédits en cours',
  },
  hints: {
    amount: 'Par exemple\u00a0: 45\u202f000',
    duration: 'Par exemple\u00a0: 96',
    message: 'Nombre de crédits, mensualités actuelles…',
  },
  submitLabel: 'Envoyer ma demande à Partners Finances',
  nextSteps: [
    'Votre demande est transmise à notre partenaire Partners Finances.',
    'Un conseiller de Partners Finances vous appelle ou vous écrit sous deux jours ouvrables pour étudier votre situation.',
    'Vous ne vous engagez à rien avant d’avoir signé une offre.',
  ],
};

export const loader = (args: Route.LoaderArgs) => formLoader(args, config);
export const action = (args: Route.ActionArgs) => formAction(args, config);
export const meta = ({ loaderData: loaded }: Route.MetaArgs) => formMeta(config, loaded);

export default function ConsolidationRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadForm config={config} loaderData={loaderData} actionData={actionData} />;
}
