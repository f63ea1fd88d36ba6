import { data, redirect } from 'react-router';
import type { WebUseCases } from '../web-use-cases.ts';
import type { Crumb } from '../seo/page-head.server.ts';
import { findArticle } from './load-content.server.ts';
import { absoluteUrl, breadcrumbJsonLd, siteOrigin } from '../seo/page-head.server.ts';

/**
 * The article at /articles/{slug} (subcategory null) or /articles/{subcategory}/{slug}. An article that has a
 * subcategory lives only at its long address: the short one redirects there (301), a wrong subcategory is a 404.
 */
export async function loadArticlePage(useCases: WebUseCases, request: Request, { slug, subcategory }: { slug: string; subcategory: string | null }) {
  const article = await useCases.readContent(`article|${slug}`, () => findArticle(useCases.resources, slug));
  if (!article) throw data(null, { status: 404 });
  if (subcategory === null && article.subcategory) throw redirect(article.path, 301);
  if (subcategory !== article.subcategory) throw data(null, { status: 404 });

  const html = await useCases.markdown.render(article.content);
  const origin = siteOrigin(useCases);
  const canonical = `${origin}${article.path}`;
  const crumbs: Crumb[] = [
    { name: 'Accueil', path: '/' },
    { name: 'Articles', path: '/articles' },
    { name: article.title, path: article.path },
  ];
  const articleLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.metaDesc,
    inLanguage: 'fr-FR',
    mainEntityOfPage: canonical,
    url: canonical,
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
    ...(article.image ? { image: absoluteUrl(origin, article.image) } : {}),
    ...(article.subcategoryLabel ? { articleSection: article.subcategoryLabel } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author.name, url: `${origin}${article.author.path}` } } : {}),
    publisher: { '@type': 'Organization', name: 'Prêtscope', url: `${origin}/` },
  };
  const { content: _markdown, ...view } = article;
  return { article: view, html, crumbs, canonical, articleLd, breadcrumbLd: breadcrumbJsonLd(origin, crumbs) };
}
