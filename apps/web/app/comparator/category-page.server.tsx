import {
  advertisedCreditOf,
  comparatorQueryFrom,
  comparatorSearch,
  countryLabels,
  defaultTerms,
  eachProductOnce,
  formatDuration,
  formatEuros,
  formatShownOffers,
  leftOutSentence,
  mayAdvertise,
  offerChannelLabels,
  offerSortCriteria,
  promotedList,
  rateTypeLabels,
  shownOffersOf,
  termsLabel,
  type Category,
  type ComparatorRequest,
  type ComparedOffers,
} from '@pretscope/core';
import { data } from 'react-router';
import { contentFragment, jsonLdFragment, pageFragment, renderedFragment } from '../components/page-fragment.server.ts';
import { RATE_HISTORY_MONTHS, RateHistoryChart } from '../directory/rate-history-chart.tsx';
import { LegalMentionsMarkets } from '../legal/legal-mentions-block.tsx';
import type { WebRequestScope } from '../request-scope.ts';
import { faqJsonLd } from '../seo/faq-json-ld.ts';
import { offerListJsonLd } from '../seo/json-ld.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { productPagePath } from '../seo/product-page-path.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import { OfferTableContent, shownOffer, type ShownOffer } from './offer-table.tsx';

const NO_OFFERS: ComparedOffers = { sponsored: [], ranked: [] };

/**
 * A category's comparator page (/{category}): the visitor's question read by core, the offers compared under today's
 * law, and what the page shows of them. What never changes in the browser (the offer table, the legal mentions, the
 * rate trend, the text, the FAQ and the structured data) is drawn here once, on the server, and sent in the document
 * only (ServerMarkup, decision 0021); the data carries the figures the page's own words use.
 */
export async function loadCategoryPage(scope: WebRequestScope, slug: string, request: Request, url: URL) {
  const { useCases, readers, site } = scope;
  const category = await site.readContent(`category|${slug}`, () => readers.catalog.categoryBySlug(slug));
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
  const [descriptionHtml, trend] = await Promise.all([
    category.description ? site.markdown.render(category.description) : Promise.resolve(''),
    // The trend of the very offers compared here.
    useCases.rateTrend({ productIds: ranked.map((offer) => offer.productId), months: RATE_HISTORY_MONTHS }),
  ]);
  const filtered = asked !== null && (asked.rateType !== null || asked.channel !== null || asked.country !== null);
  const shown = { sponsored: law.offers.sponsored.map((o) => shownOffer(o, unit)), ranked: ranked.map((o) => shownOffer(o, unit)) };
  const offers = promotedList(shown);
  const origin = siteOrigin(site);
  const termsWords = termsLabel(amount, duration, unit);
  const labelled = visitor === undefined;
  const structuredData = [
    category.faq.length > 0 ? jsonLdFragment(scope, 'faq-ld', faqJsonLd(category.faq)) : null,
    offers.length > 0 ? jsonLdFragment(scope, 'offers-ld', offersJsonLd(origin, category, amount, duration, shown)) : null,
  ].filter((json) => json !== null);
  return {
    page: {
      category: {
        name: category.name,
        slug: category.slug,
        title: category.title,
        summary: category.summary,
        metaTitle: category.metaTitle,
        metaDesc: category.metaDesc,
        isBlacklisted: category.isBlacklisted,
      },
      origin,
      unit,
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
      count: offers.length,
      paid: offers.some((offer) => offer.isSponsored),
      withoutFees: offers.every((offer) => offer.fees === 0),
      providers: new Set(ranked.map((offer) => offer.advertiserSlug)).size,
      allowed,
      leftOut: leftOutSentence(law.leftOut, amount, duration),
      offerTable:
        asked && offers.length > 0
          ? renderedFragment(
              scope,
              'offers',
              <OfferTableContent
                offers={offers}
                categorySlug={category.slug}
                caption={`Offres pour ${termsWords}, classées ${offerSortCriteria[asked.sort]}`}
                pick
                request={{ amount, durationMonths: duration, country: asked.country ?? undefined }}
              />,
            )
          : null,
      legal:
        law.mentions.length > 0
          ? renderedFragment(scope, 'legal-mentions', <LegalMentionsMarkets markets={law.mentions} labelled={labelled} />)
          : null,
      trend:
        trend.length > 0
          ? renderedFragment(
              scope,
              'rate-trend',
              <>
                <h2 id="tendance">Tendance des taux sur {trend.length}&nbsp;mois</h2>
                <p className="muted">
                  Moyenne mensuelle des taux observés sur les offres de cette page, tous montants et durées confondus, avec la fourchette
                  moyenne du plus bas au plus haut.
                </p>
                <RateHistoryChart history={trend} subject={category.name} />
              </>,
            )
          : null,
      description: descriptionHtml ? pageFragment(scope, 'category-description', descriptionHtml) : null,
      // Read with the category (`category|slug`): drawn again when it changes.
      faq: category.faq.length > 0 ? await contentFragment(scope, 'faq', slug, () => <FaqItems faq={category.faq} />) : null,
      structuredData,
    },
    // The products shown and their ranks, for the advertiser report: the server counts them each time this page is
    // served, rendered or cached, and takes the header off (apps/server impression-counting.ts).
    shownOffers: formatShownOffers(shownOffersOf(ranked)),
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>['page'];

function FaqItems({ faq }: { faq: Category['faq'] }) {
  return (
    <>
      <h2 id="faq">Questions fréquentes</h2>
      {faq.map((item) => (
        <details key={item.question} className="card">
          <summary>
            <strong>{item.question}</strong>
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </>
  );
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
function offersJsonLd(
  origin: string,
  category: Pick<Category, 'name' | 'slug' | 'config'>,
  amount: number,
  duration: number,
  offers: { sponsored: ShownOffer[]; ranked: ShownOffer[] },
) {
  const listed = eachProductOnce(offers);
  const name = `${category.name}\u00a0: ${formatEuros(amount, 0)} sur ${formatDuration(duration, category.config.durationUnit)}`;
  return offerListJsonLd(
    origin,
    name,
    listed.map((offer) => ({ ...offer, productUrl: productPagePath(category.slug, offer) })),
    duration,
  );
}
