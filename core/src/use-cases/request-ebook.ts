import { canAccess, type Actor } from '../access/access-policy.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import { ebookLead, ebookRequestSchema } from '../leads/ebook-request.ts';
import { validateInput } from '../fields/field-issues.ts';
import type { ResourceRecord } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';
import { storeLeadWithDeliveries, type SubmitLeadDeps } from './lead-deliveries.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

/**
 * A request for the guide (/ebook, `POST /api/ebook/send`): the address and the consent, stored as a lead of kind
 * « ebook », with the e-mail carrying the PDF put in the outbox in the same transaction.
 */
export async function requestEbook(
  deps: SubmitLeadDeps,
  input: { actor: Actor; attributes: Record<string, unknown>; country?: MarketCountry },
): Promise<Result<ResourceRecord, ResourceWriteError>> {
  if (!canAccess(input.actor, 'leads', 'create')) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const valid = validateInput(ebookRequestSchema, input.attributes);
  if (!valid.ok) return valid;
  // The lead files an unknown country as Luxembourg; the guide's warning is every market's then, not Luxembourg's.
  return storeLeadWithDeliveries(deps, ebookLead(valid.value, input.country ?? 'LUX') as unknown as Record<string, unknown>, {
    guideMarket: input.country,
  });
}
