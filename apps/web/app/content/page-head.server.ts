import type { Crumb } from './breadcrumbs.js';

/**
 * What the content pages put in <head> besides title and description: the site's address for canonical URLs and
 * JSON-LD, the BreadcrumbList, and a description taken from markdown when the record has none.
 *
 * The site's address is SITE_URL when set (the setting apps/compose reads), else the request's origin.
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

/** An absolute URL for a path on this site, or the http(s) URL itself. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** The first words of a markdown text as plain text, cut at a word under `max` characters (meta descriptions). */
export function plainExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
