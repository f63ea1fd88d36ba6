import type { UrlSigner } from '../ports/url-signer.ts';

/**
 * Links of a mailing that count in its batch (spec §3 batch_count): a 1×1 pixel for openings and a redirect for
 * clicks. The redirect only ever goes to a path of our own site, and that path is signed with the batch: a link
 * cannot be altered to count elsewhere or to send a reader to another site (no open redirect).
 */
export const MAIL_OPENING_PATH = '/courriel/ouverture';
export const MAIL_LINK_PATH = '/courriel/lien';

export interface TrackingDeps {
  signer: UrlSigner;
  /** Our own origin (SITE_URL), without a trailing slash. */
  siteUrl: string;
}

/** A path of our site: one leading slash (never `//host` or `/\host`, which browsers read as another site). */
export function isSitePath(path: string): boolean {
  return (
    /^\/(?![/\\])/.test(path) &&
    path.length <= 1_000 &&
    ![...path].some((character) => character <= ' ' || character === '\u007f' || character === '\\')
  );
}

export function openingSignedValue(batchId: number): string {
  return `open:${batchId}`;
}

export function linkSignedValue(batchId: number, path: string): string {
  return `link:${batchId}:${path}`;
}

export function openingPixelUrl({ signer, siteUrl }: TrackingDeps, batchId: number): string {
  return `${siteUrl}${MAIL_OPENING_PATH}/${batchId}/${signer.sign(openingSignedValue(batchId))}`;
}

/** A tracked link to one of our paths (`/pret-hypothecaire?montant=…`); anything else is a programming error. */
export function trackedLinkUrl({ signer, siteUrl }: TrackingDeps, batchId: number, path: string): string {
  if (!isSitePath(path)) throw new RangeError(`a tracked link goes to a path of the site, not ${path}`);
  return `${siteUrl}${MAIL_LINK_PATH}/${batchId}/${signer.sign(linkSignedValue(batchId, path))}?vers=${encodeURIComponent(path)}`;
}
