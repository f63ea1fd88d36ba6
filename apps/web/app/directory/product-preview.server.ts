import { data } from 'react-router';
import { PREVIEW_HEADERS } from '../content/article-preview.server.ts';
import type { WebRequestScope } from '../request-scope.ts';
import { productPageData, type ProductPageData } from './product-page.server.ts';

export type ProductPreview =
  { outcome: 'shown'; page: ProductPageData; visible: boolean; publicPath: string } | { outcome: 'invalid' | 'expired' };

/**
 * /apercu/produit/{id}?expire=…&signature=…: a product exactly as its public page will show it, inactive or edited,
 * for whoever holds a link the back office signed (core preview-link.ts): read through the catalogue reader's
 * `productForPreview`, the one read that does not apply the visibility rule. A link the server did not sign answers
 * 403, an expired one 410, both with a page that says so; a deleted product is a 404. Never cached, never indexed.
 */
export async function loadProductPreview(
  scope: Pick<WebRequestScope, 'useCases' | 'readers' | 'site'>,
  request: { id: string; expire: string | null; signature: string | null },
  incoming: { request: Request; url: URL },
) {
  const { useCases, readers } = scope;
  const checked = useCases.checkPreview({ kind: 'product', ...request });
  if (!checked.ok) {
    const status = checked.reason === 'expired' ? 410 : 403;
    return data<ProductPreview>({ outcome: checked.reason }, { status, headers: PREVIEW_HEADERS });
  }
  const found = await readers.catalog.productForPreview(checked.link.id);
  if (!found) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  // Whether visitors see it today: the public reader answers it only then.
  const visible = (await readers.catalog.product({ id: checked.link.id })) !== null;
  const page = await productPageData(scope, found.listing, found.rates, incoming);
  const publicPath = `/banques-et-courtiers/${found.listing.advertiser.slug}/${found.listing.product.slug}`;
  return data<ProductPreview>({ outcome: 'shown', page, visible, publicPath }, { headers: PREVIEW_HEADERS });
}
