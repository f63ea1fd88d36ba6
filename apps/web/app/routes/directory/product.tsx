import { data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { productPageData } from '../../directory/product-page.server.ts';
import { ProductView, productMeta } from '../../directory/product-view.tsx';
import { isSlugShaped } from '../../routing/route-rules.ts';
import type { Route } from './+types/product';

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isSlugShaped(params.slug) || !isSlugShaped(params.product)) throw data(null, { status: 404 });
  const scope = context.get(appContext);
  const { catalog } = scope.readers;
  const advertiser = await catalog.advertiserBySlug(params.slug);
  if (!advertiser) throw data(null, { status: 404 });
  // Only this advertiser's products: another advertiser's product slug is a 404 here.
  const listing = await catalog.product({ advertiserId: advertiser.id, slug: params.product });
  if (!listing) throw data(null, { status: 404 });
  return productPageData(scope, listing, await catalog.productRates(listing.product.id), { request, url });
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  return productMeta(loaded);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />;
}
