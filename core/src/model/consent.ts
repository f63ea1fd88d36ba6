import * as v from 'valibot';
import { requiredText } from './field-schemas.js';
import { strictEntity } from './strict-entity.js';

/**
 * A visitor's consent to be contacted, kept with the exact wording and version they agreed to: GDPR art. 7(1)
 * asks the controller to be able to demonstrate consent, which a bare `true` cannot.
 */
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
