import { Form } from 'react-router';
import { DIRECTORY_LINK, GUIDE_LINKS, type MenuLink } from '../shell/site-menu.ts';

/**
 * The site's 404 page (the root error boundary shows it for every page that answers 404): « Page introuvable » in
 * French with ways onward (the home page, the comparators the header lists, the search, the guides), and the spec's
 * error text `Page not found: {path}` (spec §2, §8), marked as English, kept as the page's error code line.
 */
export function NotFoundView({ pathname, comparators }: { pathname: string; comparators: readonly MenuLink[] }) {
  return (
    <section className="container page-error not-found" aria-labelledby="page-introuvable">
      <h1 id="page-introuvable">Page introuvable</h1>
      <p className="not-found__lead">
        La page <code>{pathname}</code> n’existe pas ou a été déplacée. Voici où poursuivre.
      </p>
      <p className="muted not-found__code">
        Erreur 404{'\u00a0'}: <span lang="en">Page not found: {pathname}</span>
      </p>

      <Form method="get" action="/recherche" role="search" aria-label="Rechercher sur le site" className="card form-row content-search">
        <div className="field">
          <label htmlFor="recherche-introuvable">Rechercher sur le site</label>
          <input id="recherche-introuvable" name="q" type="search" maxLength={100} placeholder="Une banque, un sujet…" />
        </div>
        <button className="button" type="submit">
          Chercher
        </button>
      </Form>

      <div className="not-found__ways">
        <LinkGroup id="introuvable-comparer" title="Comparer les offres" links={comparators} />
        <LinkGroup id="introuvable-guides" title="Nos guides" links={GUIDE_LINKS} />
        <LinkGroup
          id="introuvable-ailleurs"
          title="Ailleurs sur Prêtscope"
          links={[{ to: '/', label: 'Revenir à l’accueil' }, DIRECTORY_LINK, { to: '/recherche', label: 'Rechercher sur le site' }]}
        />
      </div>
    </section>
  );
}

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly MenuLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
