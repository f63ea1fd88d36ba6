import type { ProductPageData } from './product-page.server.ts';
import { formatNumber, formatPercent } from '@pretscope/core';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { formatDay } from './breadcrumbs.tsx';
import { LenderLogo } from './lender-logo.tsx';
import { FromApr } from './from-apr.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';
import { RateGridHeatMap } from './rate-grid-heat-map.tsx';
import { RateHistoryChart } from './rate-history-chart.tsx';
import { FrenchText } from '../components/french-text.tsx';

/** The product page's head: title, description, canonical address, structured data. */
export function productMeta(loaded: ProductPageData) {
  const { advertiser, product } = loaded;
  const fallback =
    product.stats.count > 0
      ? `${product.name} de ${advertiser.name}\u00a0: taux observés de ${formatPercent(product.stats.min)} à ${formatPercent(product.stats.max)} selon le montant et la durée, historique mensuel et conditions.`
      : `${product.name} de ${advertiser.name}\u00a0: taux observés selon le montant et la durée, historique mensuel et conditions.`;
  return [
    { title: `${product.metaTitle || `${product.name} — ${advertiser.name}\u00a0: taux actuels`} — Prêtscope` },
    { name: 'description', content: product.metaDesc || fallback },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    ...(advertiser.isIndexed ? [] : [{ name: 'robots', content: 'noindex' }]),
    { 'script:ld+json': loaded.productLd },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

/** A product's public page, as the visitor's route and the signed preview show it. */
export function ProductView({ data: loaderData }: { data: ProductPageData }) {
  const { advertiser, logo, product, categories, legal, grid, history, infoHtml, durationUnit, outbound, request, crumbs, marketRank } =
    loaderData;
  const { stats } = product;
  return (
    <div className="container directory">
      <Breadcrumbs crumbs={crumbs} />
      <header className="advertiser-header">
        {/* The lender's name is written beside it (the heading, or « Proposé par »): the image adds nothing to read. */}
        <LenderLogo logo={logo} height={56} alt="" className="advertiser-header__logo" priority />
        <div>
          <h1>{product.name}</h1>
          <p className="advertiser-card__meta">
            Proposé par <a href={`/banques-et-courtiers/${advertiser.slug}`}>{advertiser.name}</a>
            {categories.length > 0 ? (
              <>
                {' · '}
                {categories.map((category, index) => (
                  <span key={category.id}>
                    {index > 0 ? ', ' : ''}
                    <a href={`/${category.slug}`}>{category.name}</a>
                  </span>
                ))}
              </>
            ) : null}
          </p>
        </div>
      </header>

      <section className="card cta" aria-label="Offre">
        <div>
          {stats.count > 0 ? (
            <>
              <p className="cta__figure">
                Fourchette des taux{'\u00a0'}: de <strong className="numeric">{formatPercent(stats.min)}</strong> à{' '}
                <strong className="numeric">{formatPercent(stats.max)}</strong>
              </p>
              <p className="muted">
                Taux moyen {formatPercent(stats.mean)} sur {formatNumber(stats.count, 0)} relevé{stats.count > 1 ? 's' : ''}
              </p>
            </>
          ) : (
            <p className="muted">Aucun taux observé pour le moment.</p>
          )}
          <FromApr apr={product.fromApr} />
          {marketRank ? (
            <p className="market-rank" data-market-rank="">
              {marketRank}
            </p>
          ) : null}
        </div>
        <div className="cta__action">
          <a className="button" href={outbound} rel="sponsored noopener" target="_blank">
            Voir l’offre
            <span className="visually-hidden">
              {' '}
              {advertiser.name} — {product.name}
            </span>
          </a>
          {product.linkSubtext ? <p className="cta__subtext muted">{product.linkSubtext}</p> : null}
          {request ? (
            <a className="button button--secondary cta__request" href={request} data-next="request">
              Faire une demande
              <span className="visually-hidden"> pour {product.name}</span>
            </a>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="taux-actuels">
        <h2 id="taux-actuels">Taux actuels par montant et durée</h2>
        {grid.amounts.length === 0 ? (
          <p>Nous n’avons pas encore observé de taux pour cette offre.</p>
        ) : (
          <>
            {grid.observedOn ? (
              <p className="muted">
                Dernière observation le <FrenchText>{formatDay(grid.observedOn)}</FrenchText>. Taux débiteurs annuels, hors assurance et
                frais.
              </p>
            ) : null}
            <RateGridHeatMap grid={grid} durationUnit={durationUnit} />
          </>
        )}
      </section>

      <section aria-labelledby="historique">
        <h2 id="historique">Historique mensuel des taux</h2>
        <RateHistoryChart history={history} subject={product.name} />
      </section>

      {infoHtml ? (
        <section aria-labelledby="conditions">
          <h2 id="conditions">Conditions</h2>
          <RenderedMarkdown html={infoHtml} />
        </section>
      ) : null}

      <LegalMentionsBlock markets={legal} labelled={false} />
      <section className="legal" aria-label="Origine des taux">
        <p>
          Taux relevés par Prêtscope sur l’offre publiée&#x202f;; ils sont indicatifs et ne valent pas offre de prêt.{' '}
          <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a>
        </p>
      </section>
    </div>
  );
}
