/** A breadcrumb as the pages show it: a name and a path on this site. */
export interface Crumb {
  name: string;
  path: string;
}

/*
 * What pages put in <head> besides title and description: canonical URLs, JSON-LD addresses, and a description
 * taken from markdown when the record has none. One module for every area of the site.
 */

/**
 * The site's own origin: SITE_URL, handed to the pages by the server. Never the request's Host header: pages are
 * cached per path, and an address built from a forged Host would be served to others.
 */
export function siteOrigin(useCases: { siteUrl: string }): string {
  return new URL(useCases.siteUrl).origin;
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
