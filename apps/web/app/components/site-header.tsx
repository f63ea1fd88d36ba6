import { countryLabels, COUNTRY_PREFERENCE_NAME, marketCountries, type MarketCountry } from '@pretscope/core';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { DIRECTORY_LINK, GUIDE_LINKS, toolLinks, type MenuLink } from '../shell/site-menu.ts';
import { Icon } from './icon.tsx';
import { SiteLink } from './site-link.tsx';

/** How the switcher writes each market: two letters, as on a number plate (the site's own code for Luxembourg is LUX). */
const SHORT_NAMES: Readonly<Record<MarketCountry, string>> = { LUX: 'LU', BE: 'BE', FR: 'FR' };

/**
 * The same page and query with another `pays`: the country a link names wins, and the server remembers it (decision
 * 0004). On a comparator `pays` is also the lenders' filter (decision 0011), so the list follows the new country.
 */
function withCountry(pathname: string, search: string, country: MarketCountry): string {
  const params = new URLSearchParams(search);
  params.set(COUNTRY_PREFERENCE_NAME, country);
  return `${pathname}?${params}`;
}

/**
 * The visitor's country, set once from any page (issue 19): three links to the same page with `pays`, so that it works
 * without JavaScript and in one click; the server remembers the choice in its preference cookie and every page follows
 * it (comparator, calculators, legal mentions, footer warning). The current choice is marked `aria-current`.
 */
function CountrySwitcher({ country, pathname, search }: { country?: MarketCountry; pathname: string; search: string }) {
  return (
    <div className="country-switcher" role="group" aria-labelledby="pays-titre">
      <span id="pays-titre" className="country-switcher__title">
        Choisir le pays
      </span>
      <ul className="country-switcher__list">
        {marketCountries.map((code) => (
          <li key={code}>
            <Link
              to={withCountry(pathname, search, code)}
              className="country-switcher__link"
              aria-current={code === country ? 'true' : undefined}
              preventScrollReset
            >
              <span className="country-switcher__code">{SHORT_NAMES[code]}</span>{' '}
              <span className="country-switcher__name">{countryLabels[code]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A menu of the header: a `<details>` whose summary opens its list (a dropdown from 1024 px), so that it opens and
 * closes without JavaScript, with the keyboard, and says so to a screen reader. In the phone's menu every list is
 * shown at once under its heading (styles/app.css), and the summary is not drawn.
 */
function NavMenu({ id, label, links, pathname }: { id: string; label: string; links: readonly MenuLink[]; pathname: string }) {
  const current = links.some((link) => link.to === pathname);
  return (
    <li className="site-nav__item">
      <span className="site-nav__heading" id={`menu-${id}-titre`}>
        {label}
      </span>
      <details className="site-nav__menu" data-menu={id}>
        <summary className="site-nav__top" data-current={current ? '' : undefined}>
          {label}
          <Icon name="chevron-down" className="site-nav__chevron" />
        </summary>
        <ul className="site-nav__list" aria-labelledby={`menu-${id}-titre`}>
          {links.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to} pathname={pathname} end>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The search text shown in the box: the current one on the results page, empty elsewhere. */
function currentSearch(pathname: string, search: string): string {
  return pathname === '/recherche' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * Closes the header's open menus when the page changes, on Escape (focus back on the summary that opened it), on a
 * click or tap elsewhere, and a dropdown when another opens. Without JavaScript the menus still open and close.
 */
function useMenuClosing(header: React.RefObject<HTMLElement | null>, pageKey: string) {
  useEffect(() => {
    header.current?.querySelectorAll('details[open]').forEach((details) => ((details as HTMLDetailsElement).open = false));
  }, [header, pageKey]);

  useEffect(() => {
    const root = header.current;
    if (!root) return;
    const openMenus = () => [...root.querySelectorAll<HTMLDetailsElement>('details[open]')];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The innermost open menu around the focus, else the last one open (a dropdown before the phone's menu).
      const target = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>('details[open]') : null;
      const menu = target ?? openMenus().at(-1);
      if (!menu) return;
      menu.open = false;
      menu.querySelector<HTMLElement>(':scope > summary')?.focus();
      event.preventDefault();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
    };
    // One dropdown at a time.
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open || !opened.matches('.site-nav__menu')) return;
      for (const menu of root.querySelectorAll<HTMLDetailsElement>('.site-nav__menu[open]')) if (menu !== opened) menu.open = false;
    };
    // A dropdown the focus leaves (Tab past its last link) closes.
    const onFocusOut = (event: FocusEvent) => {
      const menu = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>('.site-nav__menu[open]') : null;
      if (menu && !(event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) menu.open = false;
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('toggle', onToggle, true);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('toggle', onToggle, true);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [header]);
}

/**
 * The default layout's header (spec §2, issue 19). On one line from 1024 px: the brand, the menus « Comparer » (every
 * category of the catalogue the visitor may be shown), « Simuler » (every calculator), « Guides », « Banques et
 * courtiers », the site search (a GET form to /recherche) and the country switcher. Below 1024 px a « Menu » button
 * opens all of it as one full-width list of rows at least 44 px high. Everything works without JavaScript (`<details>`,
 * links and GET forms); with it, links navigate in the page and the menus close as a visitor expects.
 */
export function SiteHeader({ country, comparators }: { country?: MarketCountry; comparators: readonly MenuLink[] }) {
  const { pathname, search, key } = useLocation();
  const header = useRef<HTMLElement>(null);
  useMenuClosing(header, key);
  const query = currentSearch(pathname, search);
  return (
    <header className="site-header" ref={header}>
      <div className="container site-header__inner">
        <Link className="brand" to="/" aria-label="Prêtscope, accueil">
          <span className="brand__mark" aria-hidden="true">
            P
          </span>
          Prêtscope
        </Link>
        <details className="site-menu">
          <summary className="site-menu__button">
            <span className="site-menu__bars" aria-hidden="true" />
            Menu
          </summary>
          <div className="site-menu__panel">
            <nav aria-label="Navigation principale" className="site-nav">
              <ul className="site-nav__items">
                <NavMenu id="comparer" label="Comparer" links={comparators} pathname={pathname} />
                <NavMenu id="simuler" label="Simuler" links={toolLinks(country)} pathname={pathname} />
                <NavMenu id="guides" label="Guides" links={GUIDE_LINKS} pathname={pathname} />
                <li className="site-nav__item">
                  <SiteLink className="site-nav__top site-nav__direct" to={DIRECTORY_LINK.to} pathname={pathname}>
                    {DIRECTORY_LINK.label}
                  </SiteLink>
                </li>
              </ul>
            </nav>
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
                placeholder="Banque, sujet…"
              />
              <button type="submit" className="site-search__button" aria-label="Lancer la recherche">
                <Icon name="magnifying-glass" />
              </button>
            </Form>
            <CountrySwitcher country={country} pathname={pathname} search={search} />
          </div>
        </details>
      </div>
    </header>
  );
}
