/*
 * Where the editorial content lives on the site, and how its pages name a subcategory, describe an article and write a
 * date: shared by the loaders (links, redirects, JSON-LD, the sitemap) and the components that render core's Article,
 * Author and LegalPage (one small chunk for the browser).
 */

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Luxembourg' });

/**
 * « 22 novembre 2026 », « 1er octobre 2026 »: a date as a French reader writes it, the day it is in Luxembourg (an
 * article scheduled for 00:30 there appears on that day, not on the UTC day before; a day stored as midnight UTC is
 * the same day there). The day keeps its month on the line (a non-breaking space, as core's frenchTypography sets
 * it in markdown).
 */
export function formatFrenchDate(date: Date): string {
  return LONG_DATE.format(date)
    .replace(/^1 /, '1er ')
    .replace(/^(\d+(?:er)?) /, '$1\u00a0');
}

/** /articles/{slug}, or /articles/{subcategory}/{slug} for an article that has a subcategory. */
export function articlePath(article: { slug: string; subcategory: string | null }): string {
  return article.subcategory ? `/articles/${article.subcategory}/${article.slug}` : `/articles/${article.slug}`;
}

/** /auteurs/{slug}. */
export function authorPath(author: { slug: string }): string {
  return `/auteurs/${author.slug}`;
}

/** The page title of an article: its own, else its title. */
export function articleMetaTitle(article: { metaTitle: string; title: string }): string {
  return article.metaTitle || article.title;
}

/** The description of an article: its own, else its summary. */
export function articleMetaDesc(article: { metaDesc: string; summary: string }): string {
  return article.metaDesc || article.summary;
}
