import { isHttpUrl } from '../fields/field-schemas.ts';
import { parseUrl } from '../fields/parse-url.ts';
import { isProductVisible } from '../access/product-visibility.ts';
import { truncateIp } from '../personal-data/truncate-ip.ts';
import type { ResourceStore, ResourceStoreError } from '../ports/resource-store.ts';
import { err, ok, type Result } from '../result.ts';

export interface FollowOutboundLinkDeps {
  /** Reads the product and its advertiser, and stores the click (type `clicks`). */
  resources: Pick<ResourceStore, 'get' | 'create'>;
}

export interface FollowOutboundLinkInput {
  /** The `id` of the address, already read as a positive whole number: the product is found by it alone. */
  productId: number;
  /** The path's two slugs, which must name that very product and its advertiser. */
  advertiserSlug: string;
  productSlug: string;
  /** A visitor's visit (GET) is a click; a HEAD (link checkers, previews) is not counted. */
  countClick: boolean;
  /** The address the server saw; only its network part is stored (truncateIp, RGPD). */
  clientIp: string | null;
}

export interface FollowedLink {
  /** Where to send the visitor: the product's stored link, or its broker link when it is taken out via a broker. */
  location: string;
  /** The click: stored, not counted (a HEAD), or not stored (`clickError` says why; the visitor still goes). */
  click: 'recorded' | 'not-counted' | 'failed';
  clickError?: ResourceStoreError['type'];
}

export type FollowOutboundLinkError = { type: 'outbound/not-found' };

const NOT_FOUND = err({ type: 'outbound/not-found' as const });

/** The stored link the visitor goes to: the broker's when the product goes via a broker and has one, else its own. */
export function outboundTarget(product: { viaBroker?: unknown; link?: unknown; brokerLink?: unknown }): string | null {
  const brokerLink = typeof product.brokerLink === 'string' ? product.brokerLink : '';
  const link = typeof product.link === 'string' ? product.link : '';
  const stored = product.viaBroker === true && isHttpUrl(brokerLink) ? brokerLink : link;
  return isHttpUrl(stored) ? (parseUrl(stored)?.href ?? null) : null;
}

/**
 * /go/{advertiser}/{slug}?id={id} (spec §2, §3), every « Voir l’offre » button: the product found BY ID, visible to
 * visitors (isProductVisible), named by the path with its advertiser, and its stored link (or broker link) a real
 * http(s) address; then the click is recorded and the visitor sent there. Nothing of the request ever becomes the
 * target, so it cannot be an open redirect; anything else is not found.
 */
export async function followOutboundLink(
  deps: FollowOutboundLinkDeps,
  input: FollowOutboundLinkInput,
): Promise<Result<FollowedLink, FollowOutboundLinkError>> {
  if (!Number.isSafeInteger(input.productId) || input.productId <= 0) return NOT_FOUND;
  const found = await deps.resources.get('products', input.productId);
  if (!found.ok) return NOT_FOUND;
  const product = found.value.record.attributes;
  if (!isProductVisible(product) || product.slug !== input.productSlug) return NOT_FOUND;
  const advertiserId = product.advertiserId;
  if (typeof advertiserId !== 'number') return NOT_FOUND;
  const advertiser = await deps.resources.get('announcers', advertiserId);
  if (!advertiser.ok || advertiser.value.record.attributes.slug !== input.advertiserSlug) return NOT_FOUND;
  const location = outboundTarget(product);
  if (location === null) return NOT_FOUND;

  if (!input.countClick) return ok({ location, click: 'not-counted' });
  const recorded = await deps.resources.create('clicks', {
    productId: input.productId,
    advertiserId,
    ip: input.clientIp ? truncateIp(input.clientIp) : null,
  });
  // A click that could not be stored must not keep the visitor from the offer.
  return ok(recorded.ok ? { location, click: 'recorded' } : { location, click: 'failed', clickError: recorded.error.type });
}
