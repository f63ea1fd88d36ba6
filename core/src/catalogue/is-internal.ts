import { parseUrl } from '../fields/parse-url.ts';

/**
 * Whether a product leads to the site itself rather than to an advertiser (spec §3 isInternal): true when its link
 * or its broker link is an absolute URL whose host (name and port) is the host of `siteUrl`. Hosts compare as
 * the URL parser writes them (lowercase, default port dropped); 'www.example.com' and 'example.com' are different
 * hosts. A missing or unparsable link, relative links included, is not internal; an unparsable siteUrl makes
 * nothing internal.
 */
export function isInternal(
  product: { link?: string | null | undefined; brokerLink?: string | null | undefined },
  siteUrl: string,
): boolean {
  const siteHost = parseUrl(siteUrl)?.host;
  if (!siteHost) return false;
  return [product.link, product.brokerLink].some((link) => typeof link === 'string' && parseUrl(link)?.host === siteHost);
}
