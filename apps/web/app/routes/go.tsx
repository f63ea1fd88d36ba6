import { appContext } from '../app-context.ts';
import { offerNotFound } from '../routing/offer-not-found.server.ts';
import { positiveId } from '../routing/route-rules.ts';
import type { Route } from './+types/go';

/**
 * /go/{advertiser}/{slug}?id={id} (spec §2, §3): the outbound redirect of every « Voir l’offre » button. A resource
 * route (no page): core's followOutboundLink finds the product BY ID, checks it is visible and that the path names it
 * and its advertiser, records the click (a GET only: a HEAD is no visitor's click), and gives the product's STORED
 * link (its broker link when it is taken out via a broker), answered as a 302. Nothing of the request ever becomes
 * the target, so it cannot be an open redirect. Anything else is a 404. Never cached: each visit is a click, and a
 * product's link can change.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { useCases, clientIp } = context.get(appContext);
  // Ids are positive whole numbers the database can hold; anything else is not looked up.
  const productId = positiveId(url.searchParams.get('id'));
  const followed =
    productId === null
      ? null
      : await useCases.followOutboundLink({
          productId,
          advertiserSlug: params.advertiser,
          productSlug: params.slug,
          countClick: request.method === 'GET',
          clientIp,
        });
  if (!followed?.ok) return offerNotFound(url.pathname);
  if (followed.value.click === 'failed') console.error('click not recorded', followed.value.clickError);
  return new Response(null, { status: 302, headers: { Location: followed.value.location, 'Cache-Control': 'no-store' } });
}
