import { MAX_ARTICLE_PAGE } from '@pretscope/core';
import { data } from 'react-router';
import { pageFragment } from '../components/page-fragment.server.ts';
import { appContext } from '../app-context.ts';
import { ArticleCard } from '../content/article-card.tsx';
import { withRubriqueNames } from '../content/rubriques.server.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import type { Crumb } from '../seo/page-head.server.ts';
import { authorPath } from '../content/content-display.ts';
import { absoluteUrl, breadcrumbJsonLd, plainExcerpt, siteOrigin } from '../seo/page-head.server.ts';
import type { Route } from './+types/author';

/** /auteurs/{slug}: who writes for the site, their biography and their published articles (the newest 100). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { readers, site } = context.get(appContext);
  const author = await readers.content.authorBySlug(params.slug);
  if (!author) throw data(null, { status: 404 });
  const [{ articles }, bioHtml] = await Promise.all([
    readers.content.articles({ authorId: author.id, page: { offset: 0, limit: MAX_ARTICLE_PAGE } }),
    site.markdown.render(author.bio),
  ]);
  const origin = siteOrigin(site);
  const path = authorPath(author);
  const canonical = `${origin}${path}`;
  const crumbs: Crumb[] = [
    { name: 'Accueil', path: '/' },
    { name: 'Articles', path: '/articles' },
    { name: author.name, path },
  ];
  const description = plainExcerpt(author.bio) || `Les articles de ${author.name} sur Prêtscope.`;
  return {
    author: { name: author.name, slug: author.slug, avatar: author.avatar },
    bioHtml: pageFragment(context.get(appContext), 'author-bio', bioHtml),
    articles: (await withRubriqueNames({ readers, site }, articles)).map(({ article, rubrique }) => ({ article, rubrique })),
    crumbs,
    canonical,
    description,
    personLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: author.name,
      url: canonical,
      description,
      ...(author.avatar ? { image: absoluteUrl(origin, author.avatar) } : {}),
      worksFor: { '@type': 'Organization', name: 'Prêtscope', url: `${origin}/` },
    },
    breadcrumbLd: breadcrumbJsonLd(origin, crumbs),
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const title = `${loaded.author.name}, auteur — Prêtscope`;
  return [
    { title },
    { name: 'description', content: loaded.description },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: loaded.description },
    { property: 'og:url', content: loaded.canonical },
    { 'script:ld+json': loaded.personLd },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

export default function Author({ loaderData }: Route.ComponentProps) {
  const { author, bioHtml, articles, crumbs } = loaderData;
  return (
    <div className="container content-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="content-header author-header">
        {author.avatar ? (
          <img className="author-avatar" src={author.avatar} alt="" width={96} height={96} decoding="async" />
        ) : (
          <span className="author-avatar author-avatar--initial" aria-hidden="true">
            {author.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="article-card__rubric">Auteur</p>
          <h1>{author.name}</h1>
        </div>
      </header>
      {bioHtml ? <RenderedMarkdown html={bioHtml} className="author-bio" /> : null}
      <section aria-labelledby="articles-auteur">
        <h2 id="articles-auteur">{articles.length > 0 ? `Ses articles (${articles.length})` : 'Ses articles'}</h2>
        {articles.length > 0 ? (
          <ul className="article-list">
            {articles.map(({ article, rubrique }) => (
              <ArticleCard key={article.id} article={article} author={null} rubrique={rubrique} showAuthor={false} />
            ))}
          </ul>
        ) : (
          <p className="card content-empty">
            Aucun article publié pour le moment. <a href="/articles">Voir tous les articles</a>
          </p>
        )}
      </section>
    </div>
  );
}
