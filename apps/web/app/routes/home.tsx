import {
  advertisedCreditOf,
  advertisedTo,
  bestOffer,
  comparatorQueryFrom,
  comparatorSearch,
  defaultTerms,
  firstMentionsPerMarket,
  formatDuration,
  formatEuros,
  formatPercent,
  type MarketCountry,
  type PublicCategory,
} from '@pretscope/core';
import { redirect } from 'react-router';
import { appContext } from '../app-context.ts';
import { HomeSearch, type HomeSearchState } from '../comparator/home-search.tsx';
import { LenderLogo } from '../directory/lender-logo.tsx';
import { lenderLogo } from '../directory/lender-logo-source.ts';
import { ArticleCard } from '../content/article-card.tsx';
import { withRubriqueNames } from '../content/rubriques.server.ts';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';
import { siteJsonLd, siteOrigin } from '../seo/page-head.server.ts';
import { socialMeta } from '../seo/social-meta.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import type { Route } from './+types/home';

const TITLE = 'Prêtscope — comparer les prêts au Luxembourg, en Belgique et en France';
const DESCRIPTION =
  'Comparez les taux des prêts hypothécaires, personnels, auto et crypto des banques et courtiers du Luxembourg, de Belgique et de France, et simulez votre prêt.';

/** The latest articles the page shows, and the logos (the directory's first advertisers, uploaded or drawn logo). */
const ARTICLES_SHOWN = 3;
const LOGOS_SHOWN = 12;

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    ...(loaded ? socialMeta({ title: TITLE, description: DESCRIPTION, url: `${loaded.origin}/` }) : []),
    ...(loaded ? [{ 'script:ld+json': loaded.siteLd }] : []),
  ];
}

/** The home search's request, when the page is asked with one: where it leads, or what to show again with the errors. */
function searchFrom(
  url: URL,
  categories: readonly PublicCategory[],
  visitor: MarketCountry | undefined,
): { ok: true; location: string } | { ok: false; state: HomeSearchState } | null {
  const chosen = url.searchParams.get('categorie');
  const category = categories.find((candidate) => candidate.slug === chosen);
  if (!chosen || !category) return null;
  const read = comparatorQueryFrom(category, url.searchParams, { visitor });
  if (read.ok) return { ok: true, location: `/${category.slug}?${comparatorSearch(category, read.request, { explicitCountry: true })}` };
  const values = { montant: read.form.montant, duree: read.form.duree, pays: read.form.pays };
  return { ok: false, state: { slug: category.slug, values, errors: read.errors } };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, readers, site } = context.get(appContext);
  // A remembered Belgian visitor is offered no consolidation (core mayAdvertise), not even as a tile or a best rate.
  const visitor = visitorCountry({ request, url });
  const categories = advertisedTo(await readers.catalog.categories(), visitor);
  // The comparator entry is a plain GET form to this page: core reads the visitor's figures in the chosen category's
  // units and the page goes on to the category, or shows here, in French, what it cannot read.
  const search = searchFrom(url, categories, visitor);
  if (search?.ok) throw redirect(search.location);
  // This month's best rate per category: core bestOffer of the comparator's ranking at the category's default amount
  // and duration, under today's law (offers above their ceiling left out), with the legal mentions of each list.
  const lists = await Promise.all(
    categories.map(async (category) => {
      const terms = defaultTerms(category);
      if (!terms) return { best: null, mentions: [] };
      const { amount, duration } = terms;
      // The lenders of the visitor's country, as the category page lists them by default (issue 19).
      const countries = visitor ? { countries: [visitor] } : {};
      const compared = await useCases.compareOffers({ categorySlug: category.slug, amount, duration, ...countries });
      const law = useCases.offerListLaw({ visitor, credit: advertisedCreditOf(category.slug), amount, duration, offers: compared });
      const best = bestOffer(law.offers.ranked);
      return {
        best: best
          ? {
              slug: category.slug,
              name: category.name,
              amount,
              duration,
              unit: category.config.durationUnit,
              rate: best.rate,
              apr: best.apr,
              advertiser: best.advertiserName,
            }
          : null,
        mentions: law.mentions,
      };
    }),
  );
  const bestRates = lists.map((list) => list.best);
  const legal = firstMentionsPerMarket(lists.map((list) => list.mentions));
  const [{ articles: listed }, directory] = await Promise.all([
    readers.content.articles({ page: { offset: 0, limit: ARTICLES_SHOWN } }),
    readers.catalog.advertisers(),
  ]);
  const articles = await withRubriqueNames({ readers, site }, listed);
  const origin = siteOrigin(site);
  const logos = directory.slice(0, LOGOS_SHOWN).map(({ advertiser: { name, slug, logo, advertisersCategory: kind } }) => ({
    name,
    slug,
    logo: lenderLogo({ name, slug, kind, logo }),
  }));
  return {
    origin,
    siteLd: siteJsonLd(origin),
    legal,
    labelled: visitor === undefined,
    // The comparators' tiles: what each shows, not the whole category (its text and FAQ are its own page's).
    categories: categories.map(({ slug, name, summary, config: { bounds, durationUnit } }) => ({
      slug,
      name,
      summary,
      bounds,
      durationUnit,
    })),
    searchCategories: categories.map(({ slug, name, config }) => ({ slug, name, unit: config.durationUnit })),
    search: search && !search.ok ? search.state : null,
    country: visitor ?? 'tous',
    bestRates: bestRates.filter((rate) => rate !== null),
    articles,
    advertisers: logos,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, searchCategories, search, country, bestRates, articles, advertisers, legal, labelled } = loaderData;
  return (
    <>
      <div className="container">
        <section className="hero">
          <h1>Comparez les prêts et trouvez le meilleur taux</h1>
          <p className="muted">
            Les offres des banques et courtiers du Luxembourg, de Belgique et de France pour votre montant et votre durée, avec la
            mensualité, le TAEG et le coût total.
          </p>
          {searchCategories.length > 0 ? <HomeSearch categories={searchCategories} state={search} country={country} /> : null}
        </section>
      </div>
      {bestRates.length > 0 ? (
        <section className="container" aria-labelledby="meilleurs-taux">
          <h2 id="meilleurs-taux">Les meilleurs taux du moment</h2>
          <table className="offers best-rates">
            <caption className="visually-hidden">Meilleur taux observé par type de prêt</caption>
            <thead>
              <tr>
                <th scope="col">Prêt</th>
                <th scope="col">Pour</th>
                <th scope="col" className="numeric">
                  Taux
                </th>
                <th scope="col" className="numeric">
                  TAEG
                </th>
                <th scope="col">Chez</th>
              </tr>
            </thead>
            <tbody>
              {bestRates.map((best) => (
                <tr key={best.slug}>
                  <td data-label="Prêt">
                    <a href={`/${best.slug}`}>{best.name}</a>
                  </td>
                  <td data-label="Pour">
                    {formatEuros(best.amount, 0)} sur {formatDuration(best.duration, best.unit)}
                  </td>
                  <td data-label="Taux" className="numeric">
                    {formatPercent(best.rate)}
                  </td>
                  <td data-label="TAEG" className="numeric">
                    {formatPercent(best.apr)}
                  </td>
                  <td data-label="Chez">{best.advertiser}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <LegalMentionsBlock markets={legal} labelled={labelled} />
        </section>
      ) : null}
      <section className="container" aria-labelledby="comparateurs">
        <h2 id="comparateurs">Nos comparateurs</h2>
        <ul className="cards">
          {categories.map((category) => (
            <li key={category.slug} className="card">
              <h3>
                <a href={`/${category.slug}`}>{category.name}</a>
              </h3>
              <p>{category.summary}</p>
              <p className="muted">
                De {formatEuros(category.bounds.minAmount, 0)} à {formatEuros(category.bounds.maxAmount, 0)}, sur{' '}
                {formatDuration(category.bounds.minDuration, 'month')} à{' '}
                {formatDuration(category.bounds.maxDuration, category.durationUnit)}.
              </p>
            </li>
          ))}
        </ul>
      </section>
      {articles.length > 0 ? (
        <section className="container" aria-labelledby="derniers-articles">
          <h2 id="derniers-articles">Derniers articles</h2>
          <ul className="cards">
            {articles.map(({ article, author, rubrique }) => (
              <ArticleCard key={article.id} article={article} author={author} rubrique={rubrique} />
            ))}
          </ul>
          <p>
            <a href="/articles">Tous les articles</a>
          </p>
        </section>
      ) : null}
      {advertisers.length > 0 ? (
        <section className="container" aria-labelledby="banques">
          <h2 id="banques">Banques et courtiers comparés</h2>
          <ul className="logo-strip">
            {advertisers.map((advertiser) => (
              <li key={advertiser.slug}>
                <a href={`/banques-et-courtiers/${advertiser.slug}`}>
                  {/* A drawn logo writes the name itself; an uploaded one may be a bare symbol, so the name goes under it. */}
                  <LenderLogo logo={advertiser.logo} height={48} alt={advertiser.logo.uploaded ? '' : advertiser.name} />
                  {advertiser.logo.uploaded ? <span className="logo-strip__name">{advertiser.name}</span> : null}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href="/banques-et-courtiers">Toutes les banques et tous les courtiers</a>
          </p>
        </section>
      ) : null}
      <section className="container" aria-labelledby="guide">
        <div className="card ebook-cta">
          <h2 id="guide">Le guide gratuit pour bien emprunter</h2>
          <p>Capacité d’emprunt, frais d’achat et règles du Luxembourg, de Belgique et de France&nbsp;: recevez notre guide par e-mail.</p>
          <a className="button" href="/ebook">
            Recevoir le guide
          </a>
        </div>
      </section>
    </>
  );
}
