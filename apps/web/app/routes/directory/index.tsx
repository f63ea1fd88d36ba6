import { countryLabels, countryRank, type AdvertiserKind, type DirectoryEntry } from '@pretscope/core';
import { appContext } from '../../app-context.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { DIRECTORY_CRUMBS } from '../../directory/breadcrumbs.tsx';
import { LenderLogo } from '../../directory/lender-logo.tsx';
import { lenderLogo, type ShownLogo } from '../../directory/lender-logo-source.ts';
import { directoryKind } from '../../directory/directory-params.server.ts';
import { searchText } from '../../routing/route-rules.ts';
import { breadcrumbJsonLd, siteOrigin } from '../../seo/page-head.server.ts';
import type { Route } from './+types/index';

const KIND_LABELS: Readonly<Record<AdvertiserKind, string>> = {
  banque: 'Banque',
  courtier: 'Courtier',
  assureur: 'Assureur',
  plateforme: 'Plateforme',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const search = searchText(url.searchParams.get('q'));
  const kind = directoryKind(url.searchParams.get('type'));
  const { readers, site } = context.get(appContext);
  const advertisers = await readers.catalog.advertisers({ search, kind });
  const origin = siteOrigin(site);
  return {
    search: search ?? '',
    kind: kind ?? '',
    groups: groupByCountry(advertisers),
    total: advertisers.length,
    canonical: `${origin}/banques-et-courtiers`,
    breadcrumbLd: breadcrumbJsonLd(origin, DIRECTORY_CRUMBS),
    organizationLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Prêtscope',
      url: `${origin}/`,
      description: 'Comparateur indépendant des prêts des banques et courtiers du Luxembourg, de Belgique et de France.',
      areaServed: ['LU', 'BE', 'FR'],
    },
  };
}

/** A directory entry with the logo its card shows (uploaded, or drawn from the record). */
type ListedEntry = DirectoryEntry & { shownLogo: ShownLogo };

interface CountryGroup {
  key: string;
  label: string;
  advertisers: ListedEntry[];
}

/** Luxembourg, Belgium and France get a heading each; every other country shares « Autres pays » (spec §9 rank 4). */
function groupByCountry(advertisers: readonly DirectoryEntry[]): CountryGroup[] {
  const groups: CountryGroup[] = [];
  for (const entry of advertisers) {
    const { country } = entry.advertiser;
    const key = countryRank(country) === 4 ? 'OTHER' : country;
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      group = { key, label: key === 'OTHER' ? 'Autres pays' : countryLabels[country], advertisers: [] };
      groups.push(group);
    }
    const { name, slug, logo, advertisersCategory: kind } = entry.advertiser;
    group.advertisers.push({ ...entry, shownLogo: lenderLogo({ name, slug, kind, logo }) });
  }
  return groups;
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const title = 'Banques et courtiers en crédit au Luxembourg, en Belgique et en France — Prêtscope';
  const description =
    'Annuaire des banques et courtiers que nous suivons\u00a0: leurs prêts hypothécaires, personnels et auto, leurs taux observés et leurs conditions, classés par pays.';
  if (!loaded) return [{ title }];
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    // Search results and filtered lists are views of the directory: indexed through the directory itself.
    ...(loaded.search || loaded.kind ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { 'script:ld+json': loaded.organizationLd },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

function AdvertiserCard({ entry: { advertiser, productCount, shownLogo } }: { entry: ListedEntry }) {
  const kind = KIND_LABELS[advertiser.advertisersCategory];
  return (
    <li className="card advertiser-card">
      {/* The name is the card's heading, written beside the logo: the image adds nothing for a screen reader. */}
      <LenderLogo logo={shownLogo} height={48} alt="" className="advertiser-card__logo" />
      <div>
        <h3 className="advertiser-card__name">
          <a href={`/banques-et-courtiers/${advertiser.slug}`}>{advertiser.name}</a>
        </h3>
        <p className="advertiser-card__meta">
          <span className={`kind kind--${advertiser.advertisersCategory}`}>{kind}</span>
          {advertiser.country !== 'LUX' && advertiser.country !== 'BE' && advertiser.country !== 'FR' ? (
            <> · {countryLabels[advertiser.country]}</>
          ) : null}
          {' · '}
          <span>{productCount === 0 ? 'aucune offre' : `${productCount} offre${productCount > 1 ? 's' : ''}`}</span>
        </p>
      </div>
    </li>
  );
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { search, kind, groups, total } = loaderData;
  const filtered = Boolean(search || kind);
  return (
    <div className="container directory">
      <Breadcrumbs crumbs={DIRECTORY_CRUMBS} />
      <section className="hero hero--compact">
        <h1>Banques et courtiers</h1>
        <p className="muted">
          Les établissements dont nous suivons les offres de prêt, du Luxembourg, de Belgique et de France. Chaque fiche présente leurs
          offres et les taux que nous avons observés.
        </p>
        <form
          method="get"
          action="/banques-et-courtiers"
          className="card form-row"
          role="search"
          aria-label="Rechercher une banque ou un courtier"
        >
          <div className="field field--grow">
            <label htmlFor="directory-q">Nom</label>
            <input
              id="directory-q"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={100}
              placeholder="Ex.&nbsp;: Banque Pétrusse"
              autoComplete="off"
            />
          </div>
          <div className="field">
            <label htmlFor="directory-type">Type</label>
            <select id="directory-type" name="type" defaultValue={kind}>
              <option value="">Banques et courtiers</option>
              <option value="banque">Banques</option>
              <option value="courtier">Courtiers</option>
            </select>
          </div>
          <button className="button" type="submit">
            Rechercher
          </button>
        </form>
      </section>

      <p className="directory__count" role="status">
        {total === 0
          ? 'Aucun établissement ne correspond à votre recherche.'
          : `${total} établissement${total > 1 ? 's' : ''}${filtered ? ' correspond' + (total > 1 ? 'ent' : '') + ' à votre recherche' : ''}.`}
        {filtered ? (
          <>
            {' '}
            <a href="/banques-et-courtiers">Voir tout l’annuaire</a>
          </>
        ) : null}
      </p>

      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`pays-${group.key}`} className="directory__country">
          <h2 id={`pays-${group.key}`}>{group.label}</h2>
          <ul className="advertiser-list">
            {group.advertisers.map((entry) => (
              <AdvertiserCard key={entry.advertiser.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
