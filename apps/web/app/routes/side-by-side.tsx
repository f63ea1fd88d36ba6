import {
  advertisedCreditOf,
  CATEGORY_PARAM,
  CHOOSE_OFFERS_SENTENCE,
  CHOSEN_OFFERS_PARAM,
  comparatorSearch,
  formatShownOffers,
  leftOutSentence,
  mayAdvertise,
  MIN_COMPARED,
  notComparedSentence,
  ownOfferSentence,
  SHOWN_OFFERS_HEADER,
  sideBySidePath,
  sideBySideQueryFrom,
  termsLabel,
} from '@pretscope/core';
import { data } from 'react-router';
import { appContext } from '../app-context.ts';
import { shownOffer } from '../comparator/offer-table.tsx';
import { OwnOfferForm } from '../comparator/own-offer-form.tsx';
import { SideBySideTable } from '../comparator/side-by-side-table.tsx';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';
import { siteOrigin } from '../seo/page-head.server.ts';
import { socialMeta } from '../seo/social-meta.ts';
import { visitorCountry } from '../visitor-country.server.ts';
import type { Route } from './+types/side-by-side';

/**
 * /comparer?categorie=pret-hypothecaire&montant=250000&duree=20&pays=BE&offres=12,34 (issue 19): the offers ticked in a
 * category's list, side by side, with the visitor's own offer when they add one. Core reads the address
 * (sideBySideQueryFrom) and answers the columns (compareChosenOffers: the list's very figures); the list's law applies
 * as on the category page (offerListLaw). A query-driven page: shareable, never indexed.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, readers, site } = context.get(appContext);
  const slug = url.searchParams.get(CATEGORY_PARAM) ?? '';
  const category = slug ? await site.readContent(`category|${slug}`, () => readers.catalog.categoryBySlug(slug)) : null;
  if (!category) throw data(null, { status: 404 });
  const unit = category.config.durationUnit;
  const visitor = visitorCountry({ request, url });
  const read = sideBySideQueryFrom(category, url.searchParams, { visitor });
  const shared = { origin: siteOrigin(site), category: { slug: category.slug, name: category.name }, unit };
  if (!read.terms.ok)
    return { ...shared, ok: false as const, errors: Object.values(read.terms.errors), backPath: `/${category.slug}${url.search}` };

  const asked = read.terms.request;
  const { amount, duration } = asked;
  const own = read.own.ok ? read.own.offer : null;
  const allowed = mayAdvertise(category.slug, visitor);
  const compared = await useCases.compareChosenOffers({
    categorySlug: category.slug,
    amount,
    duration,
    productIds: allowed ? read.chosen.productIds : [],
    own,
    country: asked.country ?? visitor,
  });
  // Today's law, as on the list: an offer above its market's ceiling is not shown, and the mentions go under it.
  const law = useCases.offerListLaw({
    visitor,
    credit: advertisedCreditOf(category.slug),
    amount,
    duration,
    offers: { sponsored: [], ranked: compared.offers },
  });
  const offers = law.offers.ranked.map((offer) => shownOffer(offer, unit));
  const columns = offers.length + (compared.own ? 1 : 0);
  const terms = comparatorSearch(category, asked, { explicitCountry: true });
  const ids = offers.map((offer) => offer.productId);
  const notes = [
    read.chosen.note,
    notComparedSentence(compared.missing.length, amount, duration, unit),
    leftOutSentence(law.leftOut, amount, duration),
    columns < MIN_COMPARED ? CHOOSE_OFFERS_SENTENCE : null,
  ].filter((note) => note !== null);
  // The offers shown, each at its rank in the list for these terms, for the advertiser report: the server counts them
  // each time this page is given to a visitor, as the list's (apps/server impression-counting.ts), and takes the
  // header off.
  const listRanks = new Map(compared.offers.map((offer, index) => [offer.productId, compared.listRanks[index] ?? 0]));
  const shownOffers = formatShownOffers(ids.map((productId) => ({ productId, rank: listRanks.get(productId) ?? 0 })));
  const page = {
    ...shared,
    ok: true as const,
    terms: termsLabel(amount, duration, unit),
    offers,
    own: compared.own,
    ownSentence: compared.own ? ownOfferSentence(compared.own, amount, duration, unit) : null,
    request: { amount, durationMonths: duration, country: asked.country ?? visitor },
    ownForm: read.own.form,
    ownErrors: read.own.ok ? {} : read.own.errors,
    // The comparison's own parameters, for the own offer's form and the way back.
    hidden: [[CATEGORY_PARAM, category.slug], ...terms, ...(ids.length > 0 ? [[CHOSEN_OFFERS_PARAM, ids.join(',')]] : [])] as [
      string,
      string,
    ][],
    removePath: sideBySidePath(category, asked, ids),
    canonicalPath: sideBySidePath(category, asked, ids, own),
    backPath: `/${category.slug}?${comparatorSearch(category, asked, { visitor })}`,
    notes,
    allowed,
    legal: law.mentions,
    labelled: visitor === undefined,
  };
  return shownOffers ? data(page, { headers: { [SHOWN_OFFERS_HEADER]: shownOffers } }) : page;
}

/** The loader's header of the offers shown, passed on for the server to read (and never send). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const shown = loaderHeaders.get(SHOWN_OFFERS_HEADER);
  return shown ? { [SHOWN_OFFERS_HEADER]: shown } : new Headers();
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const title = `Comparaison côte à côte\u00a0: ${loaded.category.name}`;
  const description = loaded.ok
    ? `Les offres choisies pour ${loaded.terms}, côte à côte\u00a0: taux, TAEG, mensualité, coût total.`
    : 'Comparez côte à côte les offres choisies dans une liste.';
  return [
    { title: `${title} — Prêtscope` },
    { name: 'description', content: description },
    // Query-driven: each address is one visitor's choice, never a page to index.
    { name: 'robots', content: 'noindex' },
    ...socialMeta({ title, description, url: `${loaded.origin}${loaded.ok ? loaded.canonicalPath : `/${loaded.category.slug}`}` }),
  ];
}

export default function SideBySidePage({ loaderData: loaded }: Route.ComponentProps) {
  const { category } = loaded;
  if (!loaded.ok)
    return (
      <div className="container side-by-side-page">
        <h1>Comparaison côte à côte</h1>
        <div className="card">
          {loaded.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
          <p>
            <a href={loaded.backPath}>Corriger le montant ou la durée dans la liste&nbsp;: {category.name}</a>
          </p>
        </div>
      </div>
    );
  const { offers, own, notes } = loaded;
  return (
    <div className="container side-by-side-page">
      <h1>Comparaison côte à côte</h1>
      <p className="side-by-side-page__terms">
        <span>
          {category.name} · {loaded.terms}
        </span>
        <a href={loaded.backPath}>Revenir à la liste des offres</a>
      </p>
      {notes.length > 0 ? (
        <div className="card side-by-side-page__notes" role="status">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      {!loaded.allowed ? (
        <p className="disclosure">
          La publicité pour le regroupement de crédits est interdite en Belgique&nbsp;: nous n’affichons pas ces offres aux visiteurs
          belges.
        </p>
      ) : null}
      {offers.length + (own ? 1 : 0) > 0 ? (
        <>
          {offers.length + (own ? 1 : 0) > 2 ? (
            <p className="side-by-side-page__hint">Faites glisser le tableau sur le côté pour voir toutes les colonnes.</p>
          ) : null}
          <SideBySideTable
            offers={offers}
            own={own}
            categorySlug={category.slug}
            caption={`Offres choisies pour ${loaded.terms}`}
            request={loaded.request}
          />
        </>
      ) : null}
      <p className="disclosure">
        Chaque offre reprend les chiffres de la liste pour {loaded.terms}&nbsp;: le taux relevé au point le plus proche de notre grille de
        montants et de durées, à la date indiquée. L’assurance emprunteur des offres n’est pas relevée&nbsp;: demandez-la au prêteur, elle
        s’ajoute au coût total. {loaded.ownSentence}
      </p>
      <OwnOfferForm
        form={loaded.ownForm}
        errors={loaded.ownErrors}
        hidden={loaded.hidden}
        shown={own !== null}
        removePath={loaded.removePath}
      />
      <LegalMentionsBlock markets={loaded.legal} labelled={loaded.labelled} />
    </div>
  );
}
