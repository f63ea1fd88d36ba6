import { leadRefusal } from '../legal/advertising-rules.ts';
import { canAccess, type Actor } from '../access/access-policy.ts';
import { validateInput } from '../fields/field-issues.ts';
import { leadInputSchema } from '../leads/lead.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import { storeLeadWithDeliveries, type SubmitLeadDeps } from './lead-deliveries.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

export type { SubmitLeadDeps } from './lead-deliveries.ts';

/** Why a request naming a product visitors cannot see (unknown, inactive, hidden) is refused. */
export const UNKNOWN_PRODUCT_MESSAGE = 'Ce produit n’existe pas ou n’est plus proposé\u00a0: choisissez une offre affichée sur le site.';

/**
 * A visitor's request (every request form, the API's POST of leads): stored first, and in the same transaction
 * the e-mails and the partner's webhook it causes are put in the outbox. The caller may say « received » as soon
 * as this answers: sending happens afterwards, with retries, and a failure to send never loses the request.
 */
export async function submitLead(
  deps: SubmitLeadDeps,
  input: { actor: Actor; attributes: Record<string, unknown> },
): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, 'leads', 'create')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const valid = validateInput(leadInputSchema, input.attributes);
  if (!valid.ok) return valid;
  // Belgian law forbids advertising credit consolidation: a Belgian resident's request for one is refused here, for
  // the forms and the API alike (decision 0008).
  const refusal = leadRefusal(valid.value.kind, valid.value.country);
  if (refusal) return err({ type: 'input/invalid', issues: [refusal] });
  // The offer it came from must be one visitors may see (issue 22): the advertiser's report counts requests by it.
  const { productId } = valid.value;
  if (productId !== null) {
    const product = await deps.products.get('products', productId, [], { visibleAt: deps.clock.now() });
    if (!product.ok) return err({ type: 'input/invalid', issues: [{ path: ['productId'], message: UNKNOWN_PRODUCT_MESSAGE }] });
  }
  return storeLeadWithDeliveries(deps, valid.value as Record<string, unknown>);
}
