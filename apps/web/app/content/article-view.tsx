import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { ShareLinks } from '../components/share-links.tsx';
import type { Crumb } from '../seo/page-head.server.ts';
import type { ArticleSummary } from './load-content.server.ts';

export interface ArticlePageData {
  article: ArticleSummary & { image: string | null; metaTitle: string; metaDesc: string };
  html: string;
  crumbs: Crumb[];
  canonical: string;
  articleLd: Record<string, unknown>;
  breadcrumbLd: Record<string, unknown>;
}

/** Title, description, canonical URL, Open Graph and JSON-LD (Article, BreadcrumbList) of an article page. */
export function articleMeta(loaded: ArticlePageData | undefined) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { article } = loaded;
  return [
    { title: `${article.metaTitle} — Prêtscope` },
    { name: 'description', content: article.metaDesc },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.metaTitle },
    { property: 'og:description', content: article.metaDesc },
    { property: 'og:url', content: loaded.canonical },
    ...(article.publishedAt ? [{ property: 'article:published_time', content: article.publishedAt }] : []),
    { 'script:ld+json': loaded.articleLd },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

export function ArticleView({ data }: { data: ArticlePageData }) {
  const { article, html, crumbs } = data;
  return (
    <div className="container content-page">
      <Breadcrumbs crumbs={crumbs} />
      <article className="article">
        <header className="content-header">
          {article.subcategoryLabel ? <p className="article-card__rubric">{article.subcategoryLabel}</p> : null}
          <h1>{article.title}</h1>
          {article.summary ? <p className="article-lead">{article.summary}</p> : null}
          <p className="article-byline muted">
            {article.author ? <>Par <a href={article.author.path} rel="author">{article.author.name}</a></> : null}
            {article.author && article.publishedLabel ? ' · ' : null}
            {article.publishedLabel && article.publishedAt ? <>Publié le <time dateTime={article.publishedAt}>{article.publishedLabel}</time></> : null}
          </p>
          <ShareLinks url={data.canonical} title={article.title} />
        </header>
        <RenderedMarkdown html={html} className="article-body" />
        <footer className="article-footer">
          {article.author ? <p>Écrit par <a href={article.author.path}>{article.author.name}</a>.</p> : null}
          <p><a href="/articles">← Tous les articles</a></p>
        </footer>
      </article>
    </div>
  );
}
