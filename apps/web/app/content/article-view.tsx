import type { ArticleSummary, Author } from '@pretscope/core';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { JsonLdScript, type ServerMade } from '../components/server-markup.tsx';
import { ShareLinks } from '../components/share-links.tsx';
import type { Crumb } from '../seo/page-head.server.ts';
import { articleMetaDesc, articleMetaTitle, authorPath, formatFrenchDate } from './content-display.ts';
import { FrenchText } from '../components/french-text.tsx';

export interface ArticlePageData {
  /** What the page and its head show of the article (its markdown is rendered in `html`). */
  article: Pick<ArticleSummary, 'title' | 'summary' | 'metaTitle' | 'metaDesc' | 'publishedAt'>;
  /** Its author as the page names them (name and address): the biography is the author's page's. */
  author: Pick<Author, 'name' | 'slug'> | null;
  /** The name of its rubrique, or null. */
  rubrique: string | null;
  /** Its body's markup, or for a document its name (components/server-markup.tsx). */
  html: ServerMade;
  crumbs: Crumb[];
  canonical: string;
  /** Its JSON-LD (Article, BreadcrumbList), for scripts of the body: sent in the document only. */
  structuredData: ServerMade[];
}

/** Title, description, canonical URL and Open Graph of an article page (its JSON-LD is in its body: ArticleView). */
export function articleMeta(loaded: ArticlePageData | undefined) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { article } = loaded;
  const metaTitle = articleMetaTitle(article);
  const metaDesc = articleMetaDesc(article);
  return [
    { title: `${metaTitle} — Prêtscope` },
    { name: 'description', content: metaDesc },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: metaTitle },
    { property: 'og:description', content: metaDesc },
    { property: 'og:url', content: loaded.canonical },
    ...(article.publishedAt ? [{ property: 'article:published_time', content: article.publishedAt.toISOString() }] : []),
  ];
}

export function ArticleView({ data }: { data: ArticlePageData }) {
  const { article, author, html, crumbs } = data;
  return (
    <div className="container content-page">
      <Breadcrumbs crumbs={crumbs} />
      <article className="article">
        <header className="content-header">
          {data.rubrique ? <p className="article-card__rubric">{data.rubrique}</p> : null}
          <h1>{article.title}</h1>
          {article.summary ? <p className="article-lead">{article.summary}</p> : null}
          <p className="article-byline muted">
            {author ? (
              <>
                {'Par '}
                <a href={authorPath(author)} rel="author">
                  {author.name}
                </a>
              </>
            ) : null}
            {article.publishedAt ? (
              <>
                {author ? ' · Publié le ' : 'Publié le '}
                <time dateTime={article.publishedAt.toISOString()}>
                  <FrenchText>{formatFrenchDate(article.publishedAt)}</FrenchText>
                </time>
              </>
            ) : null}
          </p>
          <ShareLinks url={data.canonical} title={article.title} />
        </header>
        <RenderedMarkdown html={html} className="article-body" />
        <footer className="article-footer">
          {author ? (
            <p>
              Écrit par <a href={authorPath(author)}>{author.name}</a>.
            </p>
          ) : null}
          <p>
            <a href="/articles">← Tous les articles</a>
          </p>
        </footer>
      </article>
      {data.structuredData.map((json, index) => (
        <JsonLdScript key={index} json={json} />
      ))}
    </div>
  );
}
