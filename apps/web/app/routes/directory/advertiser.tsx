import { advertisedCreditOf, countryLabels, formatNumber, formatPercent, marketCountries, outboundUrl, type MarketMentions } from '@pretscope/core';
import { data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { RenderedMarkdown } from '../../components/rendered-markdown.tsx';
import { DIRECTORY_CRUMBS } from '../../directory/breadcrumbs.tsx';
import { LegalMentionsBlock } from '../../legal/legal-mentions-block.tsx';
import { visitorCountry } from '../../visitor-country.server.ts';
import type { Crumb } from '../../seo/page-head.server.ts';
import { isSlug, loadAdvertiser, loadAdvertisersById, loadProducts, type ProductView } from '../../directory/load-directory.server.ts';
import { absoluteUrl, breadcrumbJsonLd, siteOrigin } from '../../seo/page-head.server.ts';
import type { Route } from './+types/advertiser';

const KIND_LABELS: Readonly<Record<string, string>> = { banque: 'Banque', courtier: 'Courtier', assureur: 'Assureur', plateforme: 'Plateforme de prêt' };

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const useCases = context.get(appContext);
  const { resources, markdown } = useCases;
  const advertiser = await loadAdvertiser(resources, params.slug);
  if (!advertiser) throw data(null, { status: 404 });
  const descriptionHtml = advertiser.description ? await markdown.render(advertiser.description) : '';
  const [products, placed] = await Promise.all([
    loadProducts(resources, { advertiserId: advertiser.id }),
    advertiser.kind === 'courtier' ? loadProducts(resources, { advertiserBrokerId: advertiser.id }) : Promise.resolve([]),
  ]);
  const lenders = await loadAdvertisersById(resources, placed.map((product) => product.advertiserId));
  const origin = siteOrigin(context.get(appContext));
  const path = `/banques-et-courtiers/${advertiser.slug}`;
  const crumbs: Crumb[] = [...DIRECTORY_CRUMBS, { name: advertiser.name, path }];
  // The mentions of the visitor's chosen country, else of the advertiser's market (none outside the three markets:
  // the footer then gives each market's warning). A broker is named as an intermediary.
  const market = visitorCountry({ request, url }) ?? marketCountries.find((country) => country === advertiser.country);
  const credits = new Set([...products, ...placed].flatMap((product) => product.categories.map((category) => advertisedCreditOf(category.slug))));
  const credit = credits.has('mortgage') ? 'mortgage' : credits.has('consolidation') ? 'consolidation' : 'consumer';
  const legal: MarketMentions[] = market
    ? [{ country: market, label: countryLabels[market], mentions: useCases.legalMentions({ market, context: { credit, ...(advertiser.kind === 'courtier' ? { intermediary: advertiser.name } : {}) } }) }]
    : [];
  return {
    advertiser,
    legal,
    descriptionHtml,
    products: products.map((product) => ({ ...product, outbound: outboundUrl(product, advertiser) })),
    placed: placed.flatMap((product) => {
      const lender = lenders.get(product.advertiserId);
      return lender ? [{ ...product, lenderName: lender.name, lenderSlug: lender.slug, outbound: outboundUrl(product, lender) }] : [];
    }),
    crumbs,
    canonical: `${origin}${path}`,
    breadcrumbLd: breadcrumbJsonLd(origin, crumbs),
    organizationLd: {
      '@context': 'https://schema.org',
      '@type': advertiser.kind === 'banque' ? 'BankOrCreditUnion' : 'FinancialService',
      name: advertiser.name,
      url: advertiser.website ?? `${origin}${path}`,
      ...(advertiser.logo ? { logo: absoluteUrl(origin, advertiser.logo) } : {}),
      ...(advertiser.country in countryLabels ? { address: { '@type': 'PostalAddress', addressCountry: advertiser.country === 'LUX' ? 'LU' : advertiser.country } } : {}),
    },
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { advertiser } = loaded;
  const description = advertiser.metaDesc || summary(advertiser.description) || `Les offres de prêt de ${advertiser.name} et les taux observés par Prêtscope.`;
  return [
    { title: `${advertiser.metaTitle || `${advertiser.name} : offres et taux de prêt`} — Prêtscope` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    ...(advertiser.isIndexed ? [] : [{ name: 'robots', content: 'noindex' }]),
    { 'script:ld+json': loaded.organizationLd },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

/** The first sentences of a description, without markdown emphasis, for a meta description. */
function summary(markdown: string): string {
  const plain = markdown.replace(/[*_`#>[\]]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function StatsList({ product }: { product: ProductView }) {
  const { stats } = product;
  if (stats.count === 0) return <p className="muted">Aucun taux observé pour le moment.</p>;
  return (
    <dl className="stats">
      <div><dt>Taux moyen</dt><dd className="numeric">{formatPercent(stats.mean)}</dd></div>
      <div><dt>Minimum</dt><dd className="numeric">{formatPercent(stats.min)}</dd></div>
      <div><dt>Maximum</dt><dd className="numeric">{formatPercent(stats.max)}</dd></div>
      <div><dt>Écart type</dt><dd className="numeric">{formatPercent(stats.std)}</dd></div>
      <div><dt>Observations</dt><dd className="numeric">{formatNumber(stats.count, 0)}</dd></div>
    </dl>
  );
}

function Categories({ product }: { product: ProductView }) {
  if (product.categories.length === 0) return null;
  return (
    <p className="product-card__categories">
      {product.categories.map((category, index) => (
        <span key={category.id}>
          {index > 0 ? ', ' : ''}
          <a href={`/${category.slug}`}>{category.name}</a>
        </span>
      ))}
    </p>
  );
}

export default function AdvertiserPage({ loaderData }: Route.ComponentProps) {
  const { advertiser, products, placed, crumbs, legal } = loaderData;
  const kind = KIND_LABELS[advertiser.kind] ?? advertiser.kind;
  const country = countryLabels[advertiser.country as keyof typeof countryLabels] ?? advertiser.country;
  return (
    <div className="container directory">
      <Breadcrumbs crumbs={crumbs} />
      <header className="advertiser-header">
        {advertiser.logo ? <ResponsiveImage className="advertiser-logo advertiser-logo--large" src={advertiser.logo} alt="" width={96} height={96} sizes="96px" fit="contain" keepVector /> : null}
        <div>
          <h1>{advertiser.name}</h1>
          <p className="advertiser-card__meta">
            <span className={`kind kind--${advertiser.kind}`}>{kind}</span> · {country}
            {advertiser.website ? (
              <>
                {' · '}
                <a href={advertiser.website} rel="noopener">Site officiel<span className="visually-hidden"> de {advertiser.name}</span></a>
              </>
            ) : null}
          </p>
        </div>
      </header>

      {advertiser.description ? (
        <section className="prose" aria-label={`Présentation de ${advertiser.name}`}>
          <RenderedMarkdown html={loaderData.descriptionHtml} />
        </section>
      ) : null}

      <section aria-labelledby="offres">
        <h2 id="offres">{products.length === 0 ? 'Aucune offre suivie' : `Ses offres (${products.length})`}</h2>
        {products.length === 0 ? <p>Nous ne suivons pas encore d’offre de {advertiser.name}.</p> : null}
        <ul className="product-list">
          {products.map((product) => (
            <li key={product.id} className="card product-card">
              <h3><a href={`/banques-et-courtiers/${advertiser.slug}/${product.slug}`}>{product.name}</a></h3>
              <Categories product={product} />
              {product.apr ? <p className="product-card__apr">TAEG : {product.apr}</p> : null}
              <StatsList product={product} />
              <p className="product-card__actions">
                <a href={`/banques-et-courtiers/${advertiser.slug}/${product.slug}`}>Taux et historique<span className="visually-hidden"> — {product.name}</span></a>
                <a className="button" href={product.outbound} rel="sponsored noopener" target="_blank">
                  Voir l’offre<span className="visually-hidden"> {advertiser.name} — {product.name}</span>
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
            {placed.map((product) => (
              <li key={product.id} className="card product-card">
                <h3><a href={`/banques-et-courtiers/${product.lenderSlug}/${product.slug}`}>{product.name}</a></h3>
                <p className="muted">Prêteur : <a href={`/banques-et-courtiers/${product.lenderSlug}`}>{product.lenderName}</a></p>
                <Categories product={product} />
                <StatsList product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <LegalMentionsBlock markets={legal} labelled={false} />
      <p className="legal">Taux observés par Prêtscope sur les offres publiées ; ils sont donnés à titre indicatif et ne valent pas offre de prêt. <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a></p>
    </div>
  );
}
