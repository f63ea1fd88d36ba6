import { formatDuration, formatEuros, offerSortCriteria, SHOWN_OFFERS_HEADER, termsLabel } from '@pretscope/core';
import { data } from 'react-router';
import { appContext } from '../app-context.ts';
import { loadCategoryPage } from '../comparator/category-page.server.tsx';
import { ComparatorForm, COMPARATOR_FORM_ID } from '../comparator/comparator-form.tsx';
import { CompareSelection } from '../comparator/compare-selection.tsx';
import { OFFER_TABLE_CLASS } from '../comparator/offer-table.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { JsonLdScript, ServerMarkup } from '../components/server-markup.tsx';
import { LEGAL_MENTIONS_SECTION } from '../legal/legal-mentions-block.tsx';
import { socialMeta } from '../seo/social-meta.ts';
import type { Route } from './+types/category';

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { page, shownOffers } = await loadCategoryPage(context.get(appContext), params.category, request, url);
  return shownOffers ? data(page, { headers: { [SHOWN_OFFERS_HEADER]: shownOffers } }) : page;
}

/** The loader's header of the offers shown, passed on for the server to read (and never send). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const shown = loaderHeaders.get(SHOWN_OFFERS_HEADER);
  return shown ? { [SHOWN_OFFERS_HEADER]: shown } : new Headers();
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  const { category } = loaded;
  const title = category.metaTitle || category.title || category.name;
  const description = category.metaDesc || category.summary;
  return [
    { title: `${title} — Prêtscope` },
    { name: 'description', content: description },
    ...socialMeta({ title, description, url: `${loaded.origin}/${category.slug}` }),
    ...(category.isBlacklisted ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, unit, amount, duration, form, errors, asked, filters, unfilteredSearch, providers, allowed, leftOut, count } =
    loaderData;
  const { offerTable, legal, trend, description, faq } = loaderData;
  const terms = termsLabel(amount, duration, unit);
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
            {loaderData.paid
              ? 'Les offres marquées «\u202fAnnonce\u202f» sont des emplacements payés, affichés en tête\u202f; elles figurent aussi à leur rang. '
              : ''}
            {loaderData.withoutFees
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
        ) : !asked ? null : offerTable ? (
          // A new list (new terms or filters) starts with no offer ticked.
          <CompareSelection key={loaderData.compareSearch} categorySlug={category.slug} search={loaderData.compareSearch}>
            <ServerMarkup as="table" className={OFFER_TABLE_CLASS} html={offerTable} />
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

      {legal ? <ServerMarkup as="section" {...LEGAL_MENTIONS_SECTION} html={legal} /> : null}

      {trend ? <ServerMarkup as="section" aria-labelledby="tendance" html={trend} /> : null}

      {description ? (
        <section aria-label={`À propos\u00a0: ${category.name}`}>
          <RenderedMarkdown html={description} />
        </section>
      ) : null}

      {faq ? <ServerMarkup as="section" aria-labelledby="faq" html={faq} /> : null}

      {loaderData.structuredData.map((json, index) => (
        <JsonLdScript key={index} json={json} />
      ))}
    </div>
  );
}
