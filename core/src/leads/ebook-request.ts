import type * as v from 'valibot';
import { consentSchema } from './consent.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import { emailSchema } from '../fields/field-schemas.ts';
import type { LeadInput } from './lead.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/**
 * A request for the guide by e-mail (/ebook, `POST /api/ebook/send`): the address to send it to and the consent,
 * nothing more. Asking a name or a phone for a free guide would collect data the service does not need (GDPR
 * art. 5(1)(c), data minimisation).
 */
export const ebookRequestSchema = strictEntity({
  email: emailSchema,
  consent: consentSchema,
});
export type EbookRequest = v.InferOutput<typeof ebookRequestSchema>;

/**
 * The lead an ebook request is stored as (kind « ebook »), so the team and the mail integration find it with the
 * other requests. It carries no name: the names stay empty, which is what tells an ebook lead from the others.
 * `country` is the visitor's market when the site knows it (their remembered choice), else Luxembourg.
 */
export function ebookLead(request: EbookRequest, country: MarketCountry = 'LUX'): LeadInput {
  return {
    kind: 'ebook',
    firstName: '',
    lastName: '',
    email: request.email,
    phone: null,
    country,
    amount: null,
    duration: null,
    product: null,
    productId: null,
    message: '',
    consent: request.consent,
  };
}
