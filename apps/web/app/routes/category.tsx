import {
  advertisedCreditOf,
  comparatorQueryFrom,
  comparatorSearch,
  countryLabels,
  defaultTerms,
  eachProductOnce,
  formatShownOffers,
  formatDuration,
  formatEuros,
  leftOutSentence,
  mayAdvertise,
  offerChannelLabels,
  offerSortCriteria,
  promotedList,
  rateTypeLabels,
  SHOWN_OFFERS_HEADER,
  shownOffersOf,
  termsLabel,
  type ComparedOffers,
  type ComparatorRequest,
} from '@pretscope/core';
import { data } from 'react-router';
import { pageFragment } from '../components/page-fragment.server.ts';
import { appContext } from '../app-context.ts';
import { ComparatorForm, COMPARATOR_FORM_ID } from '../comparator/comparator-form.tsx';
import { CompareSelection } from '../comparator/compare-selection.tsx';
import { OfferTable, shownOffer as shown } from '../comparator/offer-table.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';
import { RATE_HISTORY_MONTHS, RateHistoryChart } from '../directory/rate-history-chart.tsx';
import { faqJsonLd } from '../seo/faq-json-ld.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { offerListJsonLd } from '../seo/json-ld.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import { socialMeta } from '../seo/social-meta.ts';
import type { Route } from './+types/category';

const NO_OFFERS: ComparedOffers = { sponsored: [], ranked: [] };

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { useCases, readers, site } = context.get(appContext);
  const category = await site.readContent(`category|${params.category}`, () => readers.catalog.categoryBySlug(params.category));
  // A category without any amount or duration to propose (which the core schema refuses) has nothing to compare.
  const terms = category ? defaultTerms(category) : null;
  if (!category || !terms) throw data(null, { status: 404 });
  const unit = category.config.durationUnit;
  // The URL's country, else the remembered one: the legal mentions' market, and the country filter's default.
  const visitor = visitorCountry({ request, url });
  // The visitor's question as core reads it: their exact figures, or French errors (nothing is swapped).
  const read = comparatorQueryFrom(category, url.searchParams, { visitor });
  const asked = read.ok ? read.request : null;
  const amount = asked?.amount ?? terms.amount;
  const duration = asked?.duration ?? terms.duration;
  // Belgian visitors see no consolidation offers whatever they ask.
  const allowed = mayAdvertise(category.slug, visitor);
  const compared =
    allowed && asked
      ? await useCases.compareOffers({
          categorySlug: category.slug,
          amount,
          duration,
          ...(asked.country ? { countries: [asked.country] } : {}),
          ...(asked.rateType ? { rateTypes: [asked.rateType] } : {}),
          ...(asked.channel ? { channel: asked.channel } : {}),
          sort: asked.sort,
        })
      : NO_OFFERS;
  // Today's law on the list: offers above their market's ceiling left out, and the mentions of the visitor's market
  // (or of each market shown) built from the offers' own figures.
  const law = useCases.offerListLaw({ visitor, credit: advertisedCreditOf(category.slug), amount, duration, offers: compared });
  const { ranked } = law.offers;
  const providers = new Set(ranked.map((offer) => offer.advertiserSlug)).size;
  const [descriptionHtml, trend] = await Promise.all([
    category.description ? site.markdown.render(category.description) : Promise.resolve(''),
    // The trend of the very offers compared here.
    useCases.rateTrend({ productIds: ranked.map((offer) => offer.productId), months: RATE_HISTORY_MONTHS }),
  ]);
  // The description goes as HTML only, and the structured data is built by meta() from what the page shows.
  const { description: _markdown, ...shownCategory } = category;
  const filtered = asked !== null && (asked.rateType !== null || asked.channel !== null || asked.country !== null);
  // The products shown and their ranks, for the advertiser report: the server counts them each time this page is
  // served, rendered or cached, and takes the header off (apps/server impression-counting.ts).
  const shownOffers = formatShownOffers(shownOffersOf(ranked));
  const page = {
    origin: siteOrigin(site),
    category: shownCategory,
    amount,
    duration,
    form: read.form,
    errors: read.ok ? {} : read.errors,
    asked,
    // What the filters say, for the heading and the D111-7 block: « en Belgique, à taux fixe ».
    filters: asked ? filterWords(asked) : '',
    // The terms and filters in force, carried by the side-by-side form (the country always: a shared link says it).
    compareSearch: asked ? String(comparatorSearch(category, asked, { visitor, explicitCountry: true })) : '',
    // The same figures without any filter, for the way out of an empty list.
    unfilteredSearch:
      asked && filtered
        ? String(comparatorSearch(category, { ...asked, country: null, rateType: null, channel: null }, { visitor }))
        : null,
    offers: { sponsored: law.offers.sponsored.map((o) => shown(o, unit)), ranked: ranked.map((o) => shown(o, unit)) },
    providers,
    allowed,
    legal: law.mentions,
    labelled: visitor === undefined,
    leftOut: leftOutSentence(law.leftOut, amount, duration),
    // Named for a document's render, not sent twice (components/page-fragment.ts).
    descriptionHtml: pageFragment(context.get(appContext), 'category-description', descriptionHtml),
    trend,
  };
  return shownOffers ? data(page, { headers: { [SHOWN_OFFERS_HEADER]: shownOffers } }) : page;
}

/** The loader's header of the offers shown, passed on for the server to read (and never send). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const shown = loaderHeaders.get(SHOWN_OFFERS_HEADER);
  return shown ? { [SHOWN_OFFERS_HEADER]: shown } : new Headers();
}

const IN_COUNTRY: Readonly<Record<string, string>> = { LUX: 'au Luxembourg', BE: 'en Belgique', FR: 'en France' };

/** « en Belgique, à taux fixe, via un courtier »: the filters in force, as the heading says them. */
function filterWords(asked: ComparatorRequest): string {
  const words = [
    asked.country ? (IN_COUNTRY[asked.country] ?? countryLabels[asked.country]) : null,
    asked.rateType ? `à ${rateTypeLabels[asked.rateType].toLowerCase()}` : null,
    asked.channel ? offerChannelLabels[asked.channel].toLowerCase() : null,
  ];
  return words.filter((word) => word !== null).join(', ');
}

/** schema.org ItemList of the offers shown, each product once in the page's order (a sponsored one also stands at its rank). */
function offersJsonLd({ origin, category, amount, duration, offers }: NonNullable<Route.MetaArgs['loaderData']>) {
  const listed = eachProductOnce(offers);
  if (listed.length === 0) return null;
  const name = `${category.name}\u00a0: ${formatEuros(amount, 0)} sur ${formatDuration(duration, category.config.durationUnit)}`;
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

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, amount, duration, form, errors, asked, filters, unfilteredSearch, providers, allowed, legal, labelled, leftOut } =
    loaderData;
  const { descriptionHtml, trend } = loaderData;
  const offers = promotedList(loaderData.offers);
  const unit = category.config.durationUnit;
  const paid = offers.some((offer) => offer.isSponsored);
  const terms = termsLabel(amount, duration, unit);
  const count = offers.length;
  return (
    <div className="container">
      <section className="hero">
        <h1>{category.title}</h1>
        <p className="muted">{category.summary}</p>
        <ComparatorForm form={form} errors={errors} unit={unit} />
      </section>

      <section aria-labelledby="offres" className="comparator-results">
        {asked ? (
          <p className="comparator-summary">
            <span>
              {formatEuros(amount, 0)} · {formatDuration(duration, unit)}
            </span>
            <a href={`#${COMPARATOR_FORM_ID}`}>Modifier</a>
          </p>
        ) : null}
        <h2 id="offres">
          {asked
            ? `${count} offre${count > 1 ? 's' : ''} pour ${terms}${filters ? ` ${filters}` : ''}`
            : 'Corrigez le montant ou la durée pour voir les offres'}
        </h2>
        {/* The D111-7 block: the criterion and the terms in force, once there are terms to rank offers for. */}
        {asked ? (
          <p className="disclosure">
            Classement {offerSortCriteria[asked.sort]}, calculé pour {terms}&nbsp;: chaque offre reprend le taux relevé au point le plus
            proche de notre grille de montants et de durées, à la date indiquée.{' '}
            {paid
              ? 'Les offres marquées «\u202fAnnonce\u202f» sont des emplacements payés, affichés en tête\u202f; elles figurent aussi à leur rang. '
              : ''}
            {offers.every((offer) => offer.fees === 0)
              ? 'Le coût total est celui des intérêts\u00a0: les offres suivies n’annoncent pas de frais de dossier ni d’assurance. '
              : ''}
            La liste n’est pas exhaustive&nbsp;: elle compte {providers} établissement{providers > 1 ? 's' : ''} parmi ceux que nous
            suivons. {leftOut ? <span data-left-out="">{leftOut} </span> : null}
            <a href="/fonctionnement-du-comparateur">Fonctionnement du comparateur</a>
          </p>
        ) : null}
        {!allowed ? (
          <p className="disclosure">
            La publicité pour le regroupement de crédits est interdite en Belgique&nbsp;: nous n’affichons pas ces offres aux visiteurs
            belges.
          </p>
        ) : !asked ? null : count > 0 ? (
          <CompareSelection categorySlug={category.slug} search={loaderData.compareSearch}>
            <OfferTable
              offers={offers}
              categorySlug={category.slug}
              caption={`Offres pour ${terms}, classées ${offerSortCriteria[asked.sort]}`}
              pick
              request={{ amount, durationMonths: duration, country: asked.country ?? undefined }}
            />
          </CompareSelection>
        ) : (
          <div className="card comparator-empty">
            <p>
              Aucune des offres que nous suivons ne prête {terms}
              {filters ? ` ${filters}` : ''}.
            </p>
            {unfilteredSearch ? (
              <p>
                <a href={`?${unfilteredSearch}`}>Voir les offres de tous les pays et de tous les types pour {terms}</a>
              </p>
            ) : (
              <p>Essayez un autre montant ou une autre durée.</p>
            )}
          </div>
        )}
      </section>

      <LegalMentionsBlock markets={legal} labelled={labelled} />

      {trend.length > 0 ? (
        <section aria-labelledby="tendance">
          <h2 id="tendance">Tendance des taux sur {trend.length}&nbsp;mois</h2>
          <p className="muted">
            Moyenne mensuelle des taux observés sur les offres de cette page, tous montants et durées confondus, avec la fourchette moyenne
            du plus bas au plus haut.
          </p>
          <RateHistoryChart history={trend} subject={category.name} />
        </section>
      ) : null}

      {descriptionHtml ? (
        <section aria-label={`À propos\u00a0: ${category.name}`}>
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
