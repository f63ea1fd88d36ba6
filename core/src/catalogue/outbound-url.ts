/**
 * The path of the outbound redirect to a product (spec §3): /go/{advertiser slug}/{product slug}?id={id}.
 * Every part is URL-encoded, so a slug that escaped validation cannot change the path or add a parameter.
 */
export function outboundUrl(product: { id: number; slug: string }, advertiser: { slug: string }): string {
  const path = `/go/${encodeURIComponent(advertiser.slug)}/${encodeURIComponent(product.slug)}`;
  return `${path}?id=${encodeURIComponent(String(product.id))}`;
}
