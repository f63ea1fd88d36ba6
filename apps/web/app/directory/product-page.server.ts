import {
  advertisedCreditOf,
  countryLabels,
  defaultTerms,
  lowestOfferApr,
  marketCountries,
  marketRankText,
  offerRateAt,
  outboundUrl,
  primaryCategory,
  type MarketCountry,
  type MarketMentions,
  type PublicAdvertiser,
  type ProductListing,
  type ProductRates,
  type RateType,
} from '@pretscope/core';
import { pageFragment } from '../components/page-fragment.server.ts';
import { DIRECTORY_CRUMBS } from './breadcrumbs.tsx';
import { lenderLogo } from './lender-logo-source.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import type { Crumb } from '../seo/page-head.server.ts';
import { RATE_HISTORY_MONTHS } from './rate-history-chart.tsx';
import { breadcrumbJsonLd, siteOrigin } from '../seo/page-head.server.ts';
import { gridKey, rateGrid, type RateGrid } from './rate-grid.ts';
import type { WebUseCases } from '../web-use-cases.ts';
import type { WebRequestScope } from '../request-scope.ts';
import { offerRequestUrl, termsFromQuery } from '../routing/journey-links.ts';

/**
 * A product's public page (/banques-et-courtiers/{advertiser}/{product}), read from its listing and rates: the public
 * route passes those the catalogue reader shows visitors, the signed preview (/apercu/produit/{id}) those of
 * `productForPreview`, so both show exactly the same page.
 */
export async function productPageData(
  { useCases, site, pageFragments }: Pick<WebRequestScope, 'useCases' | 'site' | 'pageFragments'>,
  listing: ProductListing,
  rates: ProductRates,
  { request, url }: { request: Request; url: URL },
) {
  const { advertiser } = listing;
  const { rateTrend } = useCases;
  const { markdown } = site;
  const { product, categories } = listing;
  const [history, infoHtml] = await Promise.all([
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
    // Named for a document's render, not sent twice (components/page-fragment.ts).
    infoHtml: pageFragment({ pageFragments }, 'product-info', infoHtml),
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

export type ProductPageData = Awaited<ReturnType<typeof productPageData>>;
