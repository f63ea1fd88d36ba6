import type { ResourceStore } from '@pretscope/core';
import { truncateIp } from '@pretscope/core';
import { appContext } from '../app-context.ts';
import { isHttpUrl } from '../directory/load-directory.server.ts';
import { offerNotFound } from '../routing/offer-not-found.server.ts';
import { positiveId } from '../routing/route-rules.ts';
import type { Route } from './+types/go';

/**
 * /go/{advertiser}/{slug}?id={id} (spec §2, §3): the outbound redirect of every « Voir l’offre » button. A resource
 * route (no page): it finds the product BY ID, checks that the path names that product and its advertiser, records
 * the click, and answers 302 to the product's STORED link (its broker link when it is taken out via a broker).
 * Nothing of the request (path, other parameters, headers) ever becomes the target, so it cannot be an open
 * redirect. Anything else is a 404. Never cached: each visit is a click, and a product's link can change.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const useCases = context.get(appContext);
  const target = await outboundTarget(useCases.resources, params, url.searchParams.get('id'), request.method, useCases.clientIp);
  if (!target) return offerNotFound(url.pathname);
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store' } });
}

async function outboundTarget(resources: ResourceStore, params: { advertiser: string; slug: string }, rawId: string | null, method: string, clientIp: string | null): Promise<string | null> {
  // Ids are positive whole numbers the database can hold; anything else is not looked up.
  const id = positiveId(rawId);
  if (id === null) return null;
  const found = await resources.get('products', id);
  if (!found.ok) return null;
  const product = found.value.record.attributes;
  if (product.isActive !== true || product.isDisabled === true) return null;
  if (product.slug !== params.slug) return null;
  const advertiserId = product.advertiserId;
  if (typeof advertiserId !== 'number') return null;
  const advertiser = await resources.get('announcers', advertiserId);
  if (!advertiser.ok || advertiser.value.record.attributes.slug !== params.advertiser) return null;

  const brokerLink = typeof product.brokerLink === 'string' ? product.brokerLink : '';
  const link = typeof product.link === 'string' ? product.link : '';
  const stored = product.viaBroker === true && isHttpUrl(brokerLink) ? brokerLink : link;
  if (!isHttpUrl(stored)) return null;

  // A HEAD (link checkers, previews) is not a visitor's click.
  if (method === 'GET') {
    // Only the network part of the address is kept (RGPD): core's truncateIp, never the full address.
    const recorded = await resources.create('clicks', { productId: id, advertiserId, ip: clientIp ? truncateIp(clientIp) : null });
    // A click that could not be stored must not keep the visitor from the offer.
    if (!recorded.ok) console.error('click not recorded', recorded.error.type);
  }
  return new URL(stored).href;
}
