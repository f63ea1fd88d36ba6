import { MAX_VALUE_LENGTH } from '@pretscope/core';

import { appContext } from '../app-context.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import type { Crumb } from '../seo/page-head.server.ts';
import { ArticleCard } from '../content/article-card.tsx';
import { withRubriqueNames } from '../content/rubriques.server.ts';
import { ARTICLES_PER_PAGE, articlesPage, pageNumber } from '../content/load-content.server.ts';
import { searchText } from '../routing/route-rules.ts';
import { breadcrumbJsonLd, siteOrigin } from '../seo/page-head.server.ts';
import type { Route } from './+types/articles';

const CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Articles', path: '/articles' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const search = searchText(url.searchParams.get('q'), MAX_VALUE_LENGTH);
  const page = pageNumber(url.searchParams.get('page'));
  const { readers, site } = context.get(appContext);
  const { articles: listed, count } = await readers.content.articles({ search, page: articlesPage(page) });
  const articles = await withRubriqueNames({ readers, site }, listed);
  const origin = siteOrigin(site);
  return {
    search: search ?? '',
    page,
    pages: Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE)),
    count,
    articles,
    canonical: `${origin}/articles${page > 1 ? `?page=${page}` : ''}`,
    breadcrumbLd: breadcrumbJsonLd(origin, CRUMBS),
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const title = 'Articles et guides sur le crédit — Prêtscope';
  const description =
    'Nos articles et guides pour emprunter au Luxembourg, en Belgique et en France\u00a0: capacité d’emprunt, TAEG, frais d’achat, assurance, regroupement de crédits.';
  if (!loaded) return [{ title }];
  return [
    { title: loaded.page > 1 ? `${title.replace(' — Prêtscope', '')} (page ${loaded.page}) — Prêtscope` : title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    // Search results are a view of the list: followed, not indexed.
    ...(loaded.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: loaded.canonical },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

/** The link to another page of the list, keeping the search. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `/articles?${params}` : '/articles';
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { search, page, pages, count, articles } = loaderData;
  return (
    <div className="container content-page">
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="content-header">
        <h1>Articles et guides</h1>
        <p className="muted">
          Comprendre le crédit avant d’emprunter&nbsp;: règles de chaque pays, coûts, démarches, avec des exemples chiffrés.
        </p>
      </header>

      <form method="get" action="/articles" role="search" aria-label="Recherche d’articles" className="card form-row content-search">
        <div className="field">
          <label htmlFor="article-search">Rechercher un article</label>
          <input id="article-search" name="q" type="search" defaultValue={search} maxLength={200} placeholder="capacité d’emprunt, TAEG…" />
        </div>
        <button className="button" type="submit">
          Rechercher
        </button>
      </form>

      <section aria-labelledby="liste-articles">
        <h2 id="liste-articles" className={search ? '' : 'visually-hidden'}>
          {search ? `${count} article${count > 1 ? 's' : ''} pour «\u202f${search}\u202f»` : 'Tous les articles'}
        </h2>
        {articles.length > 0 ? (
          <ul className="article-list">
            {articles.map(({ article, author, rubrique }) => (
              <ArticleCard key={article.id} article={article} author={author} rubrique={rubrique} />
            ))}
          </ul>
        ) : (
          <div className="card content-empty">
            <p>{search ? <>Aucun article ne correspond à «&#x202f;{search}&#x202f;».</> : 'Aucun article sur cette page.'}</p>
            <p>
              <a href="/articles">Voir tous les articles</a>
            </p>
          </div>
        )}
      </section>

      {pages > 1 ? (
        <nav aria-label="Pages d’articles" className="pagination">
          {page > 1 ? (
            <a rel="prev" href={pageHref(search, page - 1)}>
              ← Articles plus récents
            </a>
          ) : (
            <span />
          )}
          <span className="muted">
            Page {page} sur {pages}
          </span>
          {page < pages ? (
            <a rel="next" href={pageHref(search, page + 1)}>
              Articles plus anciens →
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
