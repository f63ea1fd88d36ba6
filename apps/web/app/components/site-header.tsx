import { advertisedTo, countryLabels, COUNTRY_PREFERENCE_NAME, marketCountries, type MarketCountry } from '@pretscope/core';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { Icon } from './icon.tsx';

const NAVIGATION = [
  { slug: 'pret-hypothecaire', label: 'Prêt hypothécaire' },
  { slug: 'pret-personnel', label: 'Prêt personnel' },
  { slug: 'pret-auto', label: 'Prêt auto' },
  { slug: 'regroupement-de-credit', label: 'Regroupement de crédits' },
  { slug: 'pret-crypto', label: 'Prêt crypto' },
];

/**
 * The visitor's country, picked once in the header (issue 16): a GET form to the same page with `pays`, so that it
 * works without JavaScript; the server remembers it (decision 0004) and every page follows it from then on, the
 * legal mentions included. With JavaScript, choosing is enough. The page's other parameters are kept.
 */
function CountryPicker({ country, pathname, search }: { country?: MarketCountry; pathname: string; search: string }) {
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== COUNTRY_PREFERENCE_NAME);
  return (
    <Form method="get" action={pathname} className="country-picker" aria-label="Choix du pays">
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="pays-residence" className="visually-hidden">
        Choisir le pays
      </label>
      <select
        key={country ?? ''}
        id="pays-residence"
        name={COUNTRY_PREFERENCE_NAME}
        defaultValue={country ?? ''}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {country ? null : (
          <option value="" disabled>
            Votre pays…
          </option>
        )}
        {marketCountries.map((code) => (
          <option key={code} value={code}>
            {countryLabels[code]}
          </option>
        ))}
      </select>
      {/* Without JavaScript the choice is sent with this button; with it, choosing is enough. */}
      <noscript>
        <button type="submit" className="country-picker__button">
          OK
        </button>
      </noscript>
    </Form>
  );
}

/** The search text shown in the box: the current one on the results page, empty elsewhere. */
function currentSearch(pathname: string, search: string): string {
  return pathname === '/recherche' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * The default layout's header (spec §2): home, the comparators, and the site search box. The search is a GET form
 * to /recherche (articles, banks and brokers), so it works before and without JavaScript; links navigate in the
 * page once it is interactive.
 */
export function SiteHeader({ country }: { country?: MarketCountry }) {
  const { pathname, search } = useLocation();
  // Credit consolidation may not be advertised to Belgian visitors (spec §4): its link is left out for them.
  const navigation = advertisedTo(NAVIGATION, country);
  const query = currentSearch(pathname, search);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="brand" to="/" aria-label="Prêtscope, accueil">
          <span className="brand__mark" aria-hidden="true">
            P
          </span>
          Prêtscope
        </Link>
        <CountryPicker country={country} pathname={pathname} search={search} />
        <Form method="get" action="/recherche" role="search" aria-label="Recherche sur le site" className="site-search">
          <label htmlFor="recherche-site" className="visually-hidden">
            Rechercher sur le site
          </label>
          <input
            key={query}
            id="recherche-site"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            placeholder="Une banque, un sujet…"
          />
          <button type="submit" className="site-search__button" aria-label="Lancer la recherche">
            <Icon name="magnifying-glass" />
          </button>
        </Form>
        <nav aria-label="Comparateurs" className="site-header__nav">
          <ul className="site-nav">
            {navigation.map((item) => (
              <li key={item.slug}>
                <NavLink to={`/${item.slug}`} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
