import { mayAdvertise, type MarketCountry } from '@pretscope/core';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { Icon } from './icon.js';

const NAVIGATION = [
  { href: '/pret-hypothecaire', label: 'Prêt hypothécaire' },
  { href: '/pret-personnel', label: 'Prêt personnel' },
  { href: '/pret-auto', label: 'Prêt auto' },
  { href: '/regroupement-de-credit', label: 'Regroupement de crédits' },
  { href: '/pret-crypto', label: 'Prêt crypto' },
];

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
  const navigation = NAVIGATION.filter((item) => mayAdvertise(item.href.slice(1), country));
  const query = currentSearch(pathname, search);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="brand" to="/" aria-label="Prêtscope, accueil">
          <span className="brand__mark" aria-hidden="true">P</span>Prêtscope
        </Link>
        <Form method="get" action="/recherche" role="search" aria-label="Recherche sur le site" className="site-search">
          <label htmlFor="recherche-site" className="visually-hidden">Rechercher sur le site</label>
          <input key={query} id="recherche-site" name="q" type="search" defaultValue={query} maxLength={100} placeholder="Une banque, un sujet…" />
          <button type="submit" className="site-search__button" aria-label="Lancer la recherche">
            <Icon name="magnifying-glass" />
          </button>
        </Form>
        <nav aria-label="Comparateurs" className="site-header__nav">
          <ul className="site-nav">
            {navigation.map((item) => (
              <li key={item.href}><NavLink to={item.href} prefetch="intent">{item.label}</NavLink></li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
