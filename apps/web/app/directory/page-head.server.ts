import type { Crumb } from './breadcrumbs.js';

/**
 * What the directory's pages put in <head> besides title and description: the canonical URL and JSON-LD.
 *
 * The site's address: SITE_URL when it is set (the setting apps/compose reads; the web app's load context does
 * not carry it yet), else the origin the request came in on. Pages are cached per path, so an absolute URL built
 * from a forged Host header could be served to others for the cache's lifetime: SITE_URL should be set in
 * production, and the page context should carry it once it can.
 */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL;
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // An unreadable setting falls back to the request's origin.
    }
  }
  return new URL(request.url).origin;
}


/** schema.org BreadcrumbList for the crumbs shown on the page, with absolute URLs. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

/** An absolute URL for a path or an http(s) URL stored in content (logos are paths under /uploads/). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${origin}${pathOrUrl}` : pathOrUrl;
}
