import {
  advertisedCreditOf,
  defaultTerms,
  formatDuration,
  formatEuros,
  formatPercent,
  leftOutSentence,
  mayAdvertise,
  eachProductOnce,
  promotedList,
  type ComparedOffer,
} from '@pretscope/core';
import { data } from 'react-router';
import { appContext } from '../app-context.ts';
import { EVERY_MARKET, OF_MARKET, OFFER_MARKET_PARAM, offerMarket } from '../comparator/offer-market.ts';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { COUNTRY_OPTIONS } from '../forms/country-options.ts';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';
import { RATE_HISTORY_MONTHS, RateHistoryChart } from '../directory/rate-history-chart.tsx';
import { faqJsonLd } from '../seo/faq-json-ld.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { offerListJsonLd } from '../seo/json-ld.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import { socialMeta } from '../seo/social-meta.ts';
import type { Route } from './+types/category';

/** What the page shows of an offer: all the browser gets of it (the hydration data is sent with every page). */
type ShownOffer = Pick<
  ComparedOffer,
  | 'productId'
  | 'productName'
  | 'productSlug'
  | 'advertiserName'
  | 'advertiserSlug'
  | 'country'
  | 'rate'
  | 'apr'
  | 'monthlyPayment'
  | 'totalInterest'
  | 'totalCost'
  | 'outboundUrl'
  | 'isSponsored'
>;

function shown({
  productId,
  productName,
  productSlug,
  advertiserName,
  advertiserSlug,
  country,
  rate,
  apr,
  monthlyPayment,
  totalInterest,
  totalCost,
  outboundUrl,
  isSponsored,
}: ComparedOffer): ShownOffer {
  return {
    productId,
    productName,
    productSlug,
    advertiserName,
    advertiserSlug,
    country,
    rate,
    apr,
    monthlyPayment,
    totalInterest,
    totalCost,
    outboundUrl,
    isSponsored,
  };
}

/** A value from the URL if it is one of the category's choices, else the category's default (core defaultTerms). */
function pick(raw: string | null, choices: readonly number[], fallback: number): number {
  const value = Number(raw);
  return raw && choices.includes(value) ? value : fallback;
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const useCases = context.get(appContext);
  const category = await useCases.readContent(`category|${params.category}`, () => useCases.catalog.categoryBySlug(params.category));
  // A category without any amount or duration to propose (which the core schema refuses) has nothing to compare.
  const terms = category ? defaultTerms(category) : null;
  if (!category || !terms) throw data(null, { status: 404 });
  const amount = pick(url.searchParams.get('montant'), category.config.amounts, terms.amount);
  const duration = pick(url.searchParams.get('duree'), category.config.durations, terms.duration);
  // The URL's country, else the remembered one: Belgian visitors see no consolidation offers either way.
  const visitor = visitorCountry({ request, url });
  const allowed = mayAdvertise(category.slug, visitor);
  // The lenders of the visitor's country by default (the filter can widen it to every country).
  const market = offerMarket(url, visitor);
  const compared = allowed
    ? await useCases.compareOffers({ categorySlug: category.slug, amount, duration, ...(market ? { countries: [market] } : {}) })
    : { sponsored: [], ranked: [] };
  // Today's law on the list: offers above their market's ceiling left out, and the mentions of the visitor's market
  // (or of each market shown) built from the offers' own figures.
  const law = useCases.offerListLaw({ visitor, credit: advertisedCreditOf(category.slug), amount, duration, offers: compared });
  const { ranked } = law.offers;
  const providers = new Set(ranked.map((offer) => offer.advertiserSlug)).size;
  const [descriptionHtml, trend] = await Promise.all([
    category.description ? useCases.markdown.render(category.description) : Promise.resolve(''),
    // The trend of the very offers compared here.
    useCases.rateTrend({ productIds: ranked.map((offer) => offer.productId), months: RATE_HISTORY_MONTHS }),
  ]);
  // The description goes as HTML only, and the structured data is built by meta() from what the page shows.
  const { description: _markdown, ...shownCategory } = category;
  return {
    origin: siteOrigin(useCases),
    category: shownCategory,
    amount,
    duration,
    market: market ?? null,
    offers: { sponsored: law.offers.sponsored.map(shown), ranked: ranked.map(shown) },
    providers,
    allowed,
    legal: law.mentions,
    labelled: visitor === undefined,
    leftOut: leftOutSentence(law.leftOut, amount, duration),
    descriptionHtml,
    trend,
  };
}

/** schema.org ItemList of the offers shown, each product once in the page's order (a sponsored one also stands at its rank). */
function offersJsonLd({ origin, category, amount, duration, offers }: Awaited<ReturnType<typeof loader>>) {
  const listed = eachProductOnce(offers);
  if (listed.length === 0) return null;
  const name = `${category.name} : ${formatEuros(amount, 0)} sur ${formatDuration(duration, category.config.durationUnit)}`;
  return offerListJsonLd(
    origin,
    name,
    listed.map((offer) => ({ ...offer, productUrl: productPagePath(category.slug, offer) })),
    amount,
    duration,
  );
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { category } = loaded;
  const faqLd = faqJsonLd(category.faq);
  const offersLd = offersJsonLd(loaded);
  const title = category.metaTitle || category.title || category.name;
  const description = category.metaDesc || category.summary;
  return [
    { title: `${title} — Prêtscope` },
    { name: 'description', content: description },
    ...socialMeta({ title, description, url: `${loaded.origin}/${category.slug}` }),
    ...(category.isBlacklisted ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(faqLd ? [{ 'script:ld+json': faqLd }] : []),
    ...(offersLd ? [{ 'script:ld+json': offersLd }] : []),
  ];
}

function OfferRow({ offer, categorySlug }: { offer: ShownOffer; categorySlug: string }) {
  return (
    <tr>
      <td data-label="Offre" className="offer-name">
        {offer.isSponsored ? <span className="badge">Annonce</span> : null} <strong>{offer.advertiserName}</strong>
        <br />
        <span className="muted">
          <a href={productPagePath(categorySlug, offer)}>{offer.productName}</a> · {offer.country}
        </span>
      </td>
      <td data-label="Taux" className="numeric">
        {formatPercent(offer.rate)}
      </td>
      <td data-label="TAEG" className="numeric">
        {formatPercent(offer.apr)}
      </td>
      <td data-label="Mensualité" className="numeric">
        {formatEuros(offer.monthlyPayment)}
      </td>
      <td data-label="Intérêts" className="numeric">
        {formatEuros(offer.totalInterest)}
      </td>
      <td data-label="Coût total" className="numeric">
        {formatEuros(offer.totalCost)}
      </td>
      <td>
        <a className="button" href={offer.outboundUrl} rel="sponsored noopener" target="_blank">
          Voir l’offre
          <span className="visually-hidden">
            {' '}
            {offer.advertiserName} — {offer.productName}
          </span>
        </a>
      </td>
    </tr>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, amount, duration, market, providers, allowed, legal, labelled, leftOut, descriptionHtml, trend } = loaderData;
  const offers = promotedList(loaderData.offers);
  const unit = category.config.durationUnit;
  const paid = offers.some((offer) => offer.isSponsored);
  return (
    <div className="container">
      <section className="hero">
        <h1>{category.title}</h1>
        <p className="muted">{category.summary}</p>
        <form method="get" className="card form-row" aria-label="Montant et durée">
          <div className="field">
            <label htmlFor="montant">Montant</label>
            <select id="montant" name="montant" defaultValue={String(amount)}>
              {category.config.amounts.map((value) => (
                <option key={value} value={value}>
                  {formatEuros(value, 0)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="duree">Durée</label>
            <select id="duree" name="duree" defaultValue={String(duration)}>
              {category.config.durations.map((value) => (
                <option key={value} value={value}>
                  {formatDuration(value, unit)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={OFFER_MARKET_PARAM}>Pays des établissements</label>
            <select id={OFFER_MARKET_PARAM} name={OFFER_MARKET_PARAM} defaultValue={market ?? EVERY_MARKET}>
              <option value={EVERY_MARKET}>Tous les pays</option>
              {COUNTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button className="button" type="submit">
            Mettre à jour
          </button>
        </form>
      </section>

      <section aria-labelledby="offres">
        <h2 id="offres">
          {offers.length} offres pour {formatEuros(amount, 0)} sur {formatDuration(duration, unit)}
        </h2>
        <p className="disclosure">
          Classement par taux débiteur croissant, puis par TAEG.{' '}
          {paid ? 'Les offres marquées « Annonce » sont des emplacements payés, affichés en tête ; elles figurent aussi à leur rang. ' : ''}
          La liste n’est pas exhaustive : elle compte {providers} établissement{providers > 1 ? 's' : ''} parmi ceux que nous suivons.{' '}
          {leftOut ? <span data-left-out="">{leftOut} </span> : null}
          <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a>
        </p>
        {allowed ? (
          offers.length > 0 ? (
            <table className="offers">
              <caption className="visually-hidden">Offres classées par taux</caption>
              <thead>
                <tr>
                  <th scope="col">Offre</th>
                  <th scope="col" className="numeric">
                    Taux
                  </th>
                  <th scope="col" className="numeric">
                    TAEG
                  </th>
                  <th scope="col" className="numeric">
                    Mensualité
                  </th>
                  <th scope="col" className="numeric">
                    Intérêts
                  </th>
                  <th scope="col" className="numeric">
                    Coût total
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Lien</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer, index) => (
                  <OfferRow key={`${offer.productId}-${index}`} offer={offer} categorySlug={category.slug} />
                ))}
              </tbody>
            </table>
          ) : market ? (
            // Each market has its own names for some loans (a French lender's mortgage is a « prêt immobilier »).
            <p>
              Aucune offre d’un établissement {OF_MARKET[market]} pour ce montant et cette durée.{' '}
              <a href={`/${category.slug}?montant=${amount}&duree=${duration}&${OFFER_MARKET_PARAM}=${EVERY_MARKET}`}>
                Voir les offres de tous les pays
              </a>
            </p>
          ) : (
            <p>Aucune offre observée pour ce montant et cette durée. Essayez une autre durée.</p>
          )
        ) : (
          <p className="disclosure">
            La publicité pour le regroupement de crédits est interdite en Belgique : nous n’affichons pas ces offres aux visiteurs belges.
          </p>
        )}
      </section>

      <LegalMentionsBlock markets={legal} labelled={labelled} />

      {trend.length > 0 ? (
        <section aria-labelledby="tendance">
          <h2 id="tendance">Tendance des taux sur {trend.length} mois</h2>
          <p className="muted">
            Moyenne mensuelle des taux observés sur les offres de cette page, tous montants et durées confondus, avec la fourchette moyenne
            du plus bas au plus haut.
          </p>
          <RateHistoryChart history={trend} subject={category.name} />
        </section>
      ) : null}

      {descriptionHtml ? (
        <section aria-label={`À propos : ${category.name}`}>
          <RenderedMarkdown html={descriptionHtml} />
        </section>
      ) : null}

      {category.faq.length > 0 ? (
        <section aria-labelledby="faq">
          <h2 id="faq">Questions fréquentes</h2>
          {category.faq.map((item) => (
            <details key={item.question} className="card">
              <summary>
                <strong>{item.question}</strong>
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
