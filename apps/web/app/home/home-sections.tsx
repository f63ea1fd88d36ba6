import { formatDuration, formatEuros, formatPercent, type DurationUnit, type MarketMentions } from '@pretscope/core';
import { ArticleCard } from '../content/article-card.tsx';
import { LenderLogo } from '../directory/lender-logo.tsx';
import type { ShownLogo } from '../directory/lender-logo-source.ts';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';

/*
 * The home page's sections under its search: drawn once by the loader on the server (home-page.server.tsx) and sent in
 * the document only (ServerMarkup, decision 0021). Each returns what its section holds; the page writes the section.
 */

/** A category's best offer this month, at its default terms. */
export interface BestRate {
  slug: string;
  name: string;
  amount: number;
  duration: number;
  unit: DurationUnit;
  rate: number;
  apr: number;
  advertiser: string;
}

export function BestRates({ rates, legal, labelled }: { rates: readonly BestRate[]; legal: readonly MarketMentions[]; labelled: boolean }) {
  return (
    <>
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
          {rates.map((best) => (
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
    </>
  );
}

/** A comparator's tile: what it compares and between which bounds. */
export interface ComparatorTile {
  slug: string;
  name: string;
  summary: string;
  bounds: { minAmount: number; maxAmount: number; minDuration: number; maxDuration: number };
  durationUnit: DurationUnit;
}

export function ComparatorTiles({ categories }: { categories: readonly ComparatorTile[] }) {
  return (
    <>
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
              {formatDuration(category.bounds.minDuration, 'month')} à {formatDuration(category.bounds.maxDuration, category.durationUnit)}.
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function LatestArticles({ articles }: { articles: readonly Parameters<typeof ArticleCard>[0][] }) {
  return (
    <>
      <h2 id="derniers-articles">Derniers articles</h2>
      <ul className="cards">
        {articles.map(({ article, author, rubrique }) => (
          <ArticleCard key={article.id} article={article} author={author} rubrique={rubrique} />
        ))}
      </ul>
      <p>
        <a href="/articles">Tous les articles</a>
      </p>
    </>
  );
}

/** A lender of the logo strip: its name, address and logo (uploaded, or drawn from its record). */
export interface LenderTile {
  name: string;
  slug: string;
  logo: ShownLogo;
}

export function LenderStrip({ lenders }: { lenders: readonly LenderTile[] }) {
  return (
    <>
      <h2 id="banques">Banques et courtiers comparés</h2>
      <ul className="logo-strip">
        {lenders.map((lender) => (
          <li key={lender.slug}>
            <a href={`/banques-et-courtiers/${lender.slug}`}>
              {/* A drawn logo writes the name itself; an uploaded one may be a bare symbol, so the name goes under it. */}
              <LenderLogo logo={lender.logo} height={48} alt={lender.logo.uploaded ? '' : lender.name} />
              {lender.logo.uploaded ? <span className="logo-strip__name">{lender.name}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href="/banques-et-courtiers">Toutes les banques et tous les courtiers</a>
      </p>
    </>
  );
}
