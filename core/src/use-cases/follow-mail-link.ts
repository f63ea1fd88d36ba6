import { isSitePath, linkSignedValue } from '../messages/tracking-links.ts';
import type { MailTrackingDeps } from './count-mail-opening.ts';

/**
 * A tracked link was followed: one click of the mailing, and where to send the reader — always on our own site,
 * only the signed path, never a URL taken from the request. null for a link we did not make.
 */
export async function followMailLink(
  deps: MailTrackingDeps,
  input: { batchId: number; signature: string; path: string },
): Promise<string | null> {
  if (!Number.isSafeInteger(input.batchId) || input.batchId <= 0 || !isSitePath(input.path)) return null;
  if (!deps.signer.verify(linkSignedValue(input.batchId, input.path), input.signature)) return null;
  // isSitePath admits one leading slash followed by a path character only, so the site's own origin ends where the
  // path begins: the result cannot name another host.
  const target = `${deps.siteUrl}${input.path}`;
  // A mailing deleted since still takes the reader where the link promised.
  await deps.batches.increment(input.batchId, 'countClick');
  return target;
}
