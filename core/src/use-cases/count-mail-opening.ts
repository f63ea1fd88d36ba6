import { openingSignedValue } from '../messages/tracking-links.ts';
import type { MailingBatches } from '../ports/mailing-batches.ts';
import type { UrlSigner } from '../ports/url-signer.ts';

export interface MailTrackingDeps {
  batches: MailingBatches;
  signer: UrlSigner;
  siteUrl: string;
}

/** The tracking pixel was loaded: one opening of the mailing, when the link is one we made. */
export async function countMailOpening(deps: MailTrackingDeps, input: { batchId: number; signature: string }): Promise<boolean> {
  if (!Number.isSafeInteger(input.batchId) || input.batchId <= 0) return false;
  if (!deps.signer.verify(openingSignedValue(input.batchId), input.signature)) return false;
  return deps.batches.increment(input.batchId, 'countOpenings');
}
