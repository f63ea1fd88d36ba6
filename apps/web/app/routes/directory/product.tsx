import {
  advertisedCreditOf,
  countryLabels,
  defaultTerms,
  formatNumber,
  formatPercent,
  lowestOfferApr,
  marketCountries,
  marketRankText,
  offerRateAt,
  outboundUrl,
  primaryCategory,
  type MarketCountry,
  type MarketMentions,
  type PublicAdvertiser,
  type RateType,
} from '@pretscope/core';
import { data } from 'react-router';
import { pageFragment } from '../../components/page-fragment.server.ts';
import { appContext } from '../../app-context.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { DIRECTORY_CRUMBS, formatDay } from '../../directory/breadcrumbs.tsx';
import { LenderLogo } from '../../directory/lender-logo.tsx';
import { lenderLogo } from '../../directory/lender-logo-source.ts';
import { FromApr } from '../../directory/from-apr.tsx';
import { RenderedMarkdown } from '../../components/rendered-markdown.tsx';
import { LegalMentionsBlock } from '../../legal/legal-mentions-block.tsx';
import { visitorCountry } from '../../visitor-country.server.ts';
import type { Crumb } from '../../seo/page-head.server.ts';
import { isSlugShaped } from '../../routing/route-rules.ts';
import { RATE_HISTORY_MONTHS } from '../../directory/rate-history-chart.tsx';
import { breadcrumbJsonLd, siteOrigin } from '../../seo/page-head.server.ts';
import { gridKey, rateGrid, type RateGrid } from '../../directory/rate-grid.ts';
import { RateGridHeatMap } from '../../directory/rate-grid-heat-map.tsx';
import { RateHistoryChart } from '../../directory/rate-history-chart.tsx';
import type { WebUseCases } from '../../web-use-cases.ts';
import { offerRequestUrl, termsFromQuery } from '../../routing/journey-links.ts';
import type { Route } from './+types/product';
import { FrenchText } from '../../components/french-text.tsx';

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isSlugShaped(params.slug) || !isSlugShaped(params.product)) throw data(null, { status: 404 });
  const {
    useCases,
    readers: { catalog },
    site,
  } = context.get(appContext);
  const { rateTrend } = useCases;
  const { markdown } = site;
  const advertiser = await catalog.advertiserBySlug(params.slug);
  if (!advertiser) throw data(null, { status: 404 });
  // Only this advertiser's products: another advertiser's product slug is a 404 here.
  const listing = await catalog.product({ advertiserId: advertiser.id, slug: params.product });
  if (!listing) throw data(null, { status: 404 });
  const { product, categories } = listing;
  const [rates, history, infoHtml] = await Promise.all([
    catalog.productRates(product.id),
    rateTrend({ productIds: [product.id], months: RATE_HISTORY_MONTHS }),
    product.info ? markdown.render(product.info) : Promise.resolve(''),
  ]);
  const grid = rateGrid(rates);
  // Its « dès » TAEG: the lowest the comparator computes over this grid, for its lender's country (issue 20); the
  // product's typed `apr` is deprecated and never shown.
  const fromApr = lowestOfferApr(rates.latest, { country: advertiser.country, on: useCases.today(), range: product })?.apr ?? null;
  const origin = siteOrigin(site);
  const advertiserPath = `/banques-et-courtiers/${advertiser.slug}`;
  const path = `${advertiserPath}/${product.slug}`;
  const crumbs: Crumb[] = [...DIRECTORY_CRUMBS, { name: advertiser.name, path: advertiserPath }, { name: product.name, path }];
  // Durations read in the unit of the product's first category: '20 ans' for mortgages, '48 mois' for personal loans.
  const primary = primaryCategory(product, categories);
  const durationUnit = primary?.config.durationUnit ?? 'month';
  // The mentions of the visitor's chosen country, else of the lender's market; a lender outside the three markets,
  // for a visitor who chose none, gets each market's warning in the footer and none here.
  const lenderMarket: MarketCountry | undefined = marketCountries.find((country) => country === advertiser.country);
  const market = visitorCountry({ request, url }) ?? lenderMarket;
  const legal: MarketMentions[] = market
    ? [
        {
          country: market,
          label: countryLabels[market],
          mentions: useCases.legalMentions({
            market,
            context: productContext(useCases, grid, primary, advertiser, lenderMarket ?? market, product.rateType),
          }),
        },
      ]
    : [];
  // Its own rate at the terms the visitor came with (else its category's default ones), against the month's rates of
  // its lender's market at that duration (issue 21, item 8).
  const defaults = primary ? defaultTerms(primary) : undefined;
  const typed = termsFromQuery(url);
  const offered =
    defaults && lenderMarket
      ? offerRateAt(rates.latest, { amount: typed.amount ?? defaults.amount, duration: typed.durationMonths ?? defaults.duration })
      : null;
  // Written on the server: the page has nothing to recompute, so the browser gets the sentence, not its code.
  const marketRank =
    offered && primary && lenderMarket
      ? marketRankText(
          await useCases.marketRates({ categorySlug: primary.slug, country: lenderMarket, duration: offered.duration }),
          offered.rate,
          { whose: 'offer', amount: offered.amount },
        )
      : null;
  const { stats, linkSubtext } = product.config;
  return {
    marketRank,
    advertiser,
    logo: lenderLogo({ name: advertiser.name, slug: advertiser.slug, kind: advertiser.advertisersCategory, logo: advertiser.logo }),
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      metaTitle: product.metaTitle,
      metaDesc: product.metaDesc,
      fromApr,
      stats,
      linkSubtext,
    },
    categories: categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug })),
    legal,
    grid,
    history,
    infoHtml: pageFragment(context.get(appContext), 'product-info', infoHtml),
    durationUnit,
    outbound: outboundUrl(product, advertiser),
    // The request form of its category, with this product, the visitor's country and the terms they came with.
    request: primary ? offerRequestUrl(primary.slug, { ...termsFromQuery(url), country: market, productId: product.id }) : null,
    crumbs,
    canonical: `${origin}${path}`,
    breadcrumbLd: breadcrumbJsonLd(origin, crumbs),
    productLd: {
      '@context': 'https://schema.org',
      '@type': 'LoanOrCredit',
      name: product.name,
      url: `${origin}${path}`,
      provider: {
        '@type': advertiser.advertisersCategory === 'banque' ? 'BankOrCreditUnion' : 'FinancialService',
        name: advertiser.name,
        url: `${origin}${advertiserPath}`,
      },
      ...(primary ? { category: primary.name } : {}),
      ...(stats.count > 0
        ? { interestRate: { '@type': 'QuantitativeValue', minValue: round(stats.min), maxValue: round(stats.max), unitText: '%' } }
        : {}),
      ...(fromApr !== null ? { annualPercentageRate: fromApr } : {}),
      currency: 'EUR',
    },
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * What the product page advertises, for its legal mentions: its credit, the broker it names, and a representative
 * example at the middle of its current rate grid (the rate a visitor sees first), computed as the lender would.
 */
function productContext(
  useCases: Pick<WebUseCases, 'simulateLoan'>,
  grid: RateGrid,
  category: { slug: string } | null,
  advertiser: Pick<PublicAdvertiser, 'name' | 'advertisersCategory'>,
  lenderMarket: MarketCountry,
  rateType: RateType | null,
) {
  const amount = grid.amounts[Math.floor((grid.amounts.length - 1) / 2)];
  const duration = grid.durations[Math.floor((grid.durations.length - 1) / 2)];
  const rate = amount !== undefined && duration !== undefined ? grid.rates[gridKey(amount, duration)] : undefined;
  const simulation =
    rate !== undefined && amount !== undefined && duration !== undefined
      ? useCases.simulateLoan({ amount, duration, rate, country: lenderMarket, fees: 0, insuranceRate: 0 })
      : null;
  return {
    credit: advertisedCreditOf(category?.slug ?? ''),
    ...(simulation && rate !== undefined && amount !== undefined && duration !== undefined
      ? {
          example: {
            amount,
            duration,
            rate,
            rateType,
            apr: simulation.apr,
            monthlyPayment: simulation.payment,
            totalDue: simulation.totalDue,
            fees: 0,
          },
        }
      : {}),
    ...(advertiser.advertisersCategory === 'courtier' ? { intermediary: advertiser.name } : {}),
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
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

export default function ProductPage({ loaderData }: Route.ComponentProps) {
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
