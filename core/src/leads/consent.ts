import * as v from 'valibot';
import { requiredText } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/**
 * A visitor's consent to be contacted, kept with the exact wording and version they agreed to: GDPR art. 7(1)
 * asks the controller to be able to demonstrate consent, which a bare `true` cannot.
 */
/**
 * The version of the consent wordings the site's forms show (apps/web's form configurations), stored with every
 * consent beside the exact sentence. Change it whenever a form's consent sentence or the privacy policy's
 * description of that processing changes, so each stored consent names the wording the visitor saw.
 */
export const CONSENT_VERSION = '2026-11';

export interface Consent {
  given: true;
  text: string;
  version: string;
}

export const consentSchema = strictEntity({
  given: v.literal(true, 'Votre accord est nécessaire pour envoyer ce formulaire.'),
  text: requiredText('Le texte du consentement', 2_000),
  version: requiredText('La version du consentement', 50),
});
