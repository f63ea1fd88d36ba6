import {
  advertisedCreditOf,
  countryLabels,
  formatNumber,
  formatPercent,
  lowestOfferApr,
  marketCountries,
  outboundUrl,
  type AdvertiserKind,
  type MarketMentions,
  type ProductListing,
  type ProductRates,
  type RateStats,
} from '@pretscope/core';
import { data } from 'react-router';
import { pageFragment } from '../../components/page-fragment.server.ts';
import { appContext } from '../../app-context.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { RenderedMarkdown } from '../../components/rendered-markdown.tsx';
import { DIRECTORY_CRUMBS } from '../../directory/breadcrumbs.tsx';
import { LenderLogo } from '../../directory/lender-logo.tsx';
import { lenderLogo } from '../../directory/lender-logo-source.ts';
import { FromApr } from '../../directory/from-apr.tsx';
import { LegalMentionsBlock } from '../../legal/legal-mentions-block.tsx';
import { visitorCountry } from '../../visitor-country.server.ts';
import type { Crumb } from '../../seo/page-head.server.ts';
import { isSlugShaped } from '../../routing/route-rules.ts';
import { absoluteUrl, breadcrumbJsonLd, plainExcerpt, siteOrigin } from '../../seo/page-head.server.ts';
import type { Route } from './+types/advertiser';

const KIND_LABELS: Readonly<Record<AdvertiserKind, string>> = {
  banque: 'Banque',
  courtier: 'Courtier',
  assureur: 'Assureur',
  plateforme: 'Plateforme de prêt',
};

/**
 * What a product's card shows: all the browser gets of it (the hydration data is sent with every page). Its « dès »
 * TAEG is the lowest the comparator computes over its current rate grid, for its lender's country (core
 * lowestOfferApr); the product's typed `apr` is deprecated and never shown (issue 20).
 */
function shown({ product, advertiser, categories }: ProductListing, { latest }: ProductRates, today: Date) {
  const { id, name, slug, config } = product;
  const fromApr = lowestOfferApr(latest, { country: advertiser.country, on: today, range: product })?.apr ?? null;
  return {
    product: { id, name, slug, fromApr, stats: config.stats },
    lender: { name: advertiser.name, slug: advertiser.slug },
    categories: categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug })),
    outbound: outboundUrl(product, advertiser),
  };
}
type ShownProduct = ReturnType<typeof shown>;

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isSlugShaped(params.slug)) throw data(null, { status: 404 });
  const {
    useCases,
    readers: { catalog },
    site,
  } = context.get(appContext);
  const { markdown } = site;
  const advertiser = await catalog.advertiserBySlug(params.slug);
  if (!advertiser) throw data(null, { status: 404 });
  const broker = advertiser.advertisersCategory === 'courtier';
  const [descriptionHtml, products, placed] = await Promise.all([
    advertiser.description ? markdown.render(advertiser.description) : Promise.resolve(''),
    catalog.products({ advertiserId: advertiser.id }),
    broker ? catalog.products({ brokerId: advertiser.id }) : Promise.resolve([]),
  ]);
  const today = useCases.today();
  const withRates = (listings: ProductListing[]) =>
    Promise.all(listings.map(async (listing) => shown(listing, await catalog.productRates(listing.product.id), today)));
  const [shownProducts, shownPlaced] = await Promise.all([withRates(products), withRates(placed)]);
  const origin = siteOrigin(site);
  const path = `/banques-et-courtiers/${advertiser.slug}`;
  const crumbs: Crumb[] = [...DIRECTORY_CRUMBS, { name: advertiser.name, path }];
  // The mentions of the visitor's chosen country, else of the advertiser's market (none outside the three markets:
  // the footer then gives each market's warning). A broker is named as an intermediary.
  const market = visitorCountry({ request, url }) ?? marketCountries.find((country) => country === advertiser.country);
  const credits = new Set(
    [...products, ...placed].flatMap((listing) => listing.categories.map((category) => advertisedCreditOf(category.slug))),
  );
  const credit = credits.has('mortgage') ? 'mortgage' : credits.has('consolidation') ? 'consolidation' : 'consumer';
  const legal: MarketMentions[] = market
    ? [
        {
          country: market,
          label: countryLabels[market],
          mentions: useCases.legalMentions({ market, context: { credit, ...(broker ? { intermediary: advertiser.name } : {}) } }),
        },
      ]
    : [];
  const logo = lenderLogo({ name: advertiser.name, slug: advertiser.slug, kind: advertiser.advertisersCategory, logo: advertiser.logo });
  // Drawn from the markdown description, which the renderer alone typesets: plainExcerpt sets it in French typography.
  const metaDescription =
    advertiser.metaDesc ||
    plainExcerpt(advertiser.description) ||
    `Les offres de prêt de ${advertiser.name} et les taux observés par Prêtscope.`;
  // Its description goes as HTML only (descriptionHtml).
  const { description: _markdown, ...shownAdvertiser } = advertiser;
  return {
    advertiser: shownAdvertiser,
    logo,
    legal,
    descriptionHtml: pageFragment(context.get(appContext), 'advertiser-description', descriptionHtml),
    metaDescription,
    products: shownProducts,
    placed: shownPlaced,
    crumbs,
    canonical: `${origin}${path}`,
    breadcrumbLd: breadcrumbJsonLd(origin, crumbs),
    organizationLd: {
      '@context': 'https://schema.org',
      '@type': advertiser.advertisersCategory === 'banque' ? 'BankOrCreditUnion' : 'FinancialService',
      name: advertiser.name,
      url: advertiser.website ?? `${origin}${path}`,
      logo: absoluteUrl(origin, logo.src),
      address: { '@type': 'PostalAddress', addressCountry: advertiser.country === 'LUX' ? 'LU' : advertiser.country },
    },
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { advertiser } = loaded;
  return [
    { title: `${advertiser.metaTitle || `${advertiser.name}\u00a0: offres et taux de prêt`} — Prêtscope` },
    { name: 'description', content: loaded.metaDescription },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    ...(advertiser.isIndexed ? [] : [{ name: 'robots', content: 'noindex' }]),
    { 'script:ld+json': loaded.organizationLd },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

function StatsList({ stats }: { stats: RateStats }) {
  if (stats.count === 0) return <p className="muted">Aucun taux observé pour le moment.</p>;
  return (
    <dl className="stats">
      <div>
        <dt>Taux moyen</dt>
        <dd className="numeric">{formatPercent(stats.mean)}</dd>
      </div>
      <div className="stats__range">
        <dt>Fourchette des taux</dt>
        <dd className="numeric">
          de {formatPercent(stats.min)} à {formatPercent(stats.max)}
        </dd>
      </div>
      <div>
        <dt>Nombre de relevés</dt>
        <dd className="numeric">{formatNumber(stats.count, 0)}</dd>
      </div>
    </dl>
  );
}

function Categories({ categories }: { categories: ShownProduct['categories'] }) {
  if (categories.length === 0) return null;
  return (
    <p className="product-card__categories">
      {categories.map((category, index) => (
        <span key={category.id}>
          {index > 0 ? ', ' : ''}
          <a href={`/${category.slug}`}>{category.name}</a>
        </span>
      ))}
    </p>
  );
}

export default function AdvertiserPage({ loaderData }: Route.ComponentProps) {
  const { advertiser, logo, products, placed, crumbs, legal } = loaderData;
  const kind = KIND_LABELS[advertiser.advertisersCategory];
  const country = countryLabels[advertiser.country];
  return (
    <div className="container directory">
      <Breadcrumbs crumbs={crumbs} />
      <header className="advertiser-header">
        {/* The lender's name is written beside it (the heading, or « Proposé par »): the image adds nothing to read. */}
        <LenderLogo logo={logo} height={64} alt="" className="advertiser-header__logo" priority />
        <div>
          <h1>{advertiser.name}</h1>
          <p className="advertiser-card__meta">
            <span className={`kind kind--${advertiser.advertisersCategory}`}>{kind}</span> · {country}
            {advertiser.website ? (
              <>
                {' · '}
                <a href={advertiser.website} rel="noopener">
                  Site officiel<span className="visually-hidden"> de {advertiser.name}</span>
                </a>
              </>
            ) : null}
          </p>
        </div>
      </header>

      {loaderData.descriptionHtml ? (
        <section className="prose" aria-label={`Présentation de ${advertiser.name}`}>
          <RenderedMarkdown html={loaderData.descriptionHtml} />
        </section>
      ) : null}

      <section aria-labelledby="offres">
        <h2 id="offres">{products.length === 0 ? 'Aucune offre suivie' : `Ses offres (${products.length})`}</h2>
        {products.length === 0 ? <p>Nous ne suivons pas encore d’offre de {advertiser.name}.</p> : null}
        <ul className="product-list">
          {products.map(({ product, categories, outbound }) => (
            <li key={product.id} className="card product-card">
              <h3>
                <a href={`/banques-et-courtiers/${advertiser.slug}/${product.slug}`}>{product.name}</a>
              </h3>
              <Categories categories={categories} />
              <FromApr apr={product.fromApr} className="product-card__apr" />
              <StatsList stats={product.stats} />
              <p className="product-card__actions">
                <a href={`/banques-et-courtiers/${advertiser.slug}/${product.slug}`}>
                  Taux et historique<span className="visually-hidden"> — {product.name}</span>
                </a>
                <a className="button" href={outbound} rel="sponsored noopener" target="_blank">
                  Voir l’offre
                  <span className="visually-hidden">
                    {' '}
                    {advertiser.name} — {product.name}
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {placed.length > 0 ? (
        <section aria-labelledby="offres-placees">
          <h2 id="offres-placees">Offres proposées par l’intermédiaire de {advertiser.name}</h2>
          <ul className="product-list">
            {placed.map(({ product, lender, categories }) => (
              <li key={product.id} className="card product-card">
                <h3>
                  <a href={`/banques-et-courtiers/${lender.slug}/${product.slug}`}>{product.name}</a>
                </h3>
                <p className="muted">
                  Prêteur&nbsp;: <a href={`/banques-et-courtiers/${lender.slug}`}>{lender.name}</a>
                </p>
                <Categories categories={categories} />
                <FromApr apr={product.fromApr} className="product-card__apr" />
                <StatsList stats={product.stats} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <LegalMentionsBlock markets={legal} labelled={false} />
      <p className="legal">
        Taux observés par Prêtscope sur les offres publiées&#x202f;; ils sont donnés à titre indicatif et ne valent pas offre de prêt.{' '}
        <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a>
      </p>
    </div>
  );
}
