import type { Article, Author } from '@pretscope/core';
import { data, redirect } from 'react-router';
import type { WebRequestScope } from '../request-scope.ts';
import type { Crumb } from '../seo/page-head.server.ts';
import { absoluteUrl, breadcrumbJsonLd, siteOrigin } from '../seo/page-head.server.ts';
import { articleMetaDesc, articlePath, authorPath } from './content-display.ts';
import { allRubriques, renamedRubrique, rubriqueName } from './rubriques.server.ts';
import type { ArticlePageData } from './article-view.tsx';
import { jsonLdFragment, pageFragment } from '../components/page-fragment.server.ts';

/**
 * The article at /articles/{slug} (subcategory null) or /articles/{subcategory}/{slug}. An article that has a
 * subcategory lives only at its long address: the short one redirects there (301), a wrong subcategory is a 404.
 * A draft, or an article dated in the future, is not found (the content reader's rule).
 */
export async function loadArticlePage(
  { readers, site, pageFragments }: Pick<WebRequestScope, 'readers' | 'site' | 'pageFragments'>,
  { slug, subcategory }: { slug: string; subcategory: string | null },
): Promise<ArticlePageData> {
  const found = await site.readContent(`article|${slug}`, () => readers.content.articleBySlug(slug));
  if (!found) throw data(null, { status: 404 });
  const path = articlePath(found.article);
  if (subcategory === null && found.article.subcategory) throw redirect(path, 301);
  if (subcategory !== found.article.subcategory) {
    // An address of its rubrique from before a rename leads to the new one.
    if (subcategory !== null && (await renamedRubrique({ readers, site }, subcategory, found.article.subcategory)))
      throw redirect(path, 301);
    throw data(null, { status: 404 });
  }
  return articlePageData({ readers, site, pageFragments }, found);
}

/** What the article's page shows, from the article and its author: the public page's and its preview's. */
export async function articlePageData(
  scope: Pick<WebRequestScope, 'readers' | 'site' | 'pageFragments'>,
  { article, author }: { article: Article; author: Author | null },
): Promise<ArticlePageData> {
  const { site } = scope;
  const path = articlePath(article);
  const rubrique = article.subcategory === null ? null : rubriqueName(await allRubriques(scope), article.subcategory);
  const html = await site.markdown.render(article.content);
  const origin = siteOrigin(site);
  const canonical = `${origin}${path}`;
  const crumbs: Crumb[] = [
    { name: 'Accueil', path: '/' },
    { name: 'Articles', path: '/articles' },
    { name: article.title, path },
  ];
  const articleLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: articleMetaDesc(article),
    inLanguage: 'fr-FR',
    url: canonical,
    ...(article.publishedAt ? { datePublished: article.publishedAt.toISOString() } : {}),
    dateModified: article.modifiedAt.toISOString(),
    ...(article.image ? { image: absoluteUrl(origin, article.image) } : {}),
    ...(rubrique ? { articleSection: rubrique } : {}),
    ...(author ? { author: { '@type': 'Person', name: author.name, url: `${origin}${authorPath(author)}` } } : {}),
    publisher: { '@type': 'Organization', name: 'Prêtscope', url: `${origin}/` },
  };
  // The body is the page's largest part: named for a document's render, not sent twice (components/page-fragment.ts);
  // so is the structured data, written in the body.
  return {
    article: {
      title: article.title,
      summary: article.summary,
      metaTitle: article.metaTitle,
      metaDesc: article.metaDesc,
      publishedAt: article.publishedAt,
    },
    author: author ? { name: author.name, slug: author.slug } : null,
    rubrique,
    html: pageFragment(scope, 'article-body', html),
    crumbs,
    canonical,
    structuredData: [
      jsonLdFragment(scope, 'article-ld', articleLd),
      jsonLdFragment(scope, 'breadcrumb-ld', breadcrumbJsonLd(origin, crumbs)),
    ],
  };
}
