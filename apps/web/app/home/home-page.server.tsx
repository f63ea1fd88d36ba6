import {
  advertisedCreditOf,
  advertisedTo,
  bestOffer,
  comparatorQueryFrom,
  comparatorSearch,
  defaultTerms,
  firstMentionsPerMarket,
  type MarketCountry,
  type PublicCategory,
} from '@pretscope/core';
import { redirect } from 'react-router';
import type { HomeSearchState } from '../comparator/home-search.tsx';
import { jsonLdFragment, renderedFragment } from '../components/page-fragment.server.ts';
import { withRubriqueNames } from '../content/rubriques.server.ts';
import { lenderLogo } from '../directory/lender-logo-source.ts';
import type { WebRequestScope } from '../request-scope.ts';
import { siteJsonLd, siteOrigin } from '../seo/page-head.server.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import { BestRates, ComparatorTiles, LatestArticles, LenderStrip } from './home-sections.tsx';

/** The latest articles the page shows, and the logos (the directory's first advertisers, uploaded or drawn logo). */
const ARTICLES_SHOWN = 3;
const LOGOS_SHOWN = 12;

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

/**
 * The home page (/): its search (or, asked with one, where it leads or its French errors), this month's best rate per
 * category with their legal mentions, the comparators' tiles, the latest articles and the lenders' logos. Everything
 * under the search is drawn here once, on the server, and sent in the document only (ServerMarkup, decision 0021).
 */
export async function loadHomePage(scope: WebRequestScope, request: Request, url: URL) {
  const { useCases, readers, site } = scope;
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
  const labelled = visitor === undefined;
  const tiles = categories.map(({ slug, name, summary, config: { bounds, durationUnit } }) => ({
    slug,
    name,
    summary,
    bounds,
    durationUnit,
  }));
  const rates = bestRates.filter((rate) => rate !== null);
  return {
    origin,
    siteLd: jsonLdFragment(scope, 'site-ld', siteJsonLd(origin)),
    searchCategories: categories.map(({ slug, name, config }) => ({ slug, name, unit: config.durationUnit })),
    search: search && !search.ok ? search.state : null,
    country: visitor ?? 'tous',
    bestRates:
      rates.length > 0 ? renderedFragment(scope, 'best-rates', <BestRates rates={rates} legal={legal} labelled={labelled} />) : null,
    comparators: renderedFragment(scope, 'comparators', <ComparatorTiles categories={tiles} />),
    articles: articles.length > 0 ? renderedFragment(scope, 'latest-articles', <LatestArticles articles={articles} />) : null,
    lenders: logos.length > 0 ? renderedFragment(scope, 'lenders', <LenderStrip lenders={logos} />) : null,
  };
}
