import { MAX_VALUE_LENGTH } from '@pretscope/core';
import { Form, Link } from 'react-router';
import { appContext } from '../app-context.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ArticleCard } from '../content/article-card.tsx';
import { withRubriqueNames } from '../content/rubriques.server.ts';
import { searchText } from '../routing/route-rules.ts';
import type { Crumb } from '../seo/page-head.server.ts';
import type { Route } from './+types/search';

const CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Recherche', path: '/recherche' },
];

/** Banks and brokers shown here; the directory lists the rest. */
const ADVERTISERS_SHOWN = 12;
/** Articles shown here (a page of /articles); the list of articles has the rest. */
const ARTICLES_SHOWN = 12;

/**
 * /recherche?q=: the header's search box (spec §2 « default layout with a search box »). A visitor types a bank's
 * name or a subject; both the directory and the articles are searched, with links to each full list.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const search = searchText(url.searchParams.get('q'), MAX_VALUE_LENGTH);
  if (!search) return { search: '', advertisers: [], advertiserCount: 0, articles: [], articleCount: 0 };
  const { readers, site } = context.get(appContext);
  const [directory, { articles: listed, count }] = await Promise.all([
    readers.catalog.advertisers({ search }),
    readers.content.articles({ search, page: { offset: 0, limit: ARTICLES_SHOWN } }),
  ]);
  const articles = await withRubriqueNames({ readers, site }, listed);
  return {
    search,
    advertisers: directory
      .slice(0, ADVERTISERS_SHOWN)
      .map(({ advertiser: { id, name, slug, advertisersCategory } }) => ({ id, name, slug, advertisersCategory })),
    advertiserCount: directory.length,
    articles,
    articleCount: count,
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const title = loaded?.search ? `Recherche «\u202f${loaded.search}\u202f» — Prêtscope` : 'Rechercher sur le site — Prêtscope';
  // A results page is a view of other pages: followed, never indexed.
  return [{ title }, { name: 'robots', content: 'noindex, follow' }];
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { search, advertisers, advertiserCount, articles, articleCount } = loaderData;
  const query = encodeURIComponent(search);
  return (
    <div className="container content-page site-search-page">
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="content-header">
        <h1>{search ? <>Résultats pour «&#x202f;{search}&#x202f;»</> : 'Rechercher sur le site'}</h1>
      </header>
      <Form method="get" action="/recherche" role="search" aria-label="Nouvelle recherche" className="card form-row content-search">
        <div className="field">
          <label htmlFor="recherche-page">Votre recherche</label>
          <input id="recherche-page" name="q" type="search" defaultValue={search} maxLength={100} placeholder="Une banque, un sujet…" />
        </div>
        <button className="button" type="submit">
          Chercher
        </button>
      </Form>

      {search ? (
        <>
          <section aria-labelledby="resultats-etablissements">
            <h2 id="resultats-etablissements">Banques et courtiers&nbsp;: {plural(advertiserCount, 'résultat', 'résultats')}</h2>
            {advertisers.length > 0 ? (
              <ul className="link-list">
                {advertisers.map((advertiser) => (
                  <li key={advertiser.id}>
                    <Link to={`/banques-et-courtiers/${advertiser.slug}`}>{advertiser.name}</Link>
                    {/* The kinds are French words already: banque, courtier, assureur, plateforme. */}
                    <span className="muted"> · {advertiser.advertisersCategory}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Aucune banque ni aucun courtier ne porte ce nom.</p>
            )}
            {advertiserCount > advertisers.length ? (
              <p>
                <Link to={`/banques-et-courtiers?q=${query}`}>Voir les {advertiserCount} établissements</Link>
              </p>
            ) : null}
          </section>

          <section aria-labelledby="resultats-articles">
            <h2 id="resultats-articles">Articles&nbsp;: {plural(articleCount, 'résultat', 'résultats')}</h2>
            {articles.length > 0 ? (
              <ul className="article-list">
                {articles.map(({ article, author, rubrique }) => (
                  <ArticleCard key={article.id} article={article} author={author} rubrique={rubrique} />
                ))}
              </ul>
            ) : (
              <p className="muted">Aucun article ne parle de «&#x202f;{search}&#x202f;».</p>
            )}
            {articleCount > articles.length ? (
              <p>
                <Link to={`/articles?q=${query}`}>Voir les {articleCount} articles</Link>
              </p>
            ) : null}
          </section>
        </>
      ) : (
        <p className="muted">Cherchez une banque, un courtier ou un sujet&nbsp;: capacité d’emprunt, TAEG, frais de notaire…</p>
      )}
    </div>
  );
}
