/**
 * Issue 22: the requests stored since issue 19 named their product by its label, « Produit — Annonceur » (at most
 * 200 characters, apps/web lead-action.server.ts): each gets the id of the product that label names today, so the
 * advertiser report counts them. The same SQL on both dialects; a request whose product was renamed or deleted since
 * keeps none, and the statement may run again (it fills only what is still empty).
 */
export const LEAD_PRODUCT_BACKFILL = `update leads set product_id = (
  select min(p.id) from products p join advertisers a on a.id = p.advertiser_id
  where substr(p.name || ' — ' || a.name, 1, 200) = leads.product
) where product is not null and product_id is null`;
