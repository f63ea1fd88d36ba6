import { frenchTypography } from '@pretscope/core';
export { absoluteUrl, offerListJsonLd, type OfferForJsonLd } from './json-ld.ts';

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
export function siteOrigin(site: { siteUrl: string }): string {
  return new URL(site.siteUrl).origin;
}

/** schema.org BreadcrumbList for the crumbs shown on the page, with absolute URLs. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** The first words of a markdown text as plain text, cut at a word under `max` characters (meta descriptions). */
export function plainExcerpt(markdown: string, max = 160): string {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Content from the database, set in French typography like its rendered HTML (after the spaces are collapsed).
  const text = frenchTypography(plain);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** schema.org Organization and WebSite (with the site search) for the home page: who publishes the comparisons. */
export function siteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${origin}/#organisation`, name: 'Prêtscope', url: `${origin}/`, areaServed: ['LU', 'BE', 'FR'] },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#site`,
        name: 'Prêtscope',
        url: `${origin}/`,
        inLanguage: 'fr-FR',
        publisher: { '@id': `${origin}/#organisation` },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/recherche?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
