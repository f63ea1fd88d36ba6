import '@fontsource/inter/400.css';
import '@fontsource/inter/800.css';
import './styles/app.css';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, type LinksFunction } from 'react-router';
import { NavigationProgress } from './components/navigation-progress.js';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [{ rel: 'icon', href: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%226%22 fill=%22%23e8590c%22/%3E%3Ctext x=%2216%22 y=%2222%22 font-size=%2218%22 text-anchor=%22middle%22 fill=%22white%22 font-family=%22sans-serif%22 font-weight=%22800%22%3EP%3C/text%3E%3C/svg%3E' }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr-FR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <NavigationProgress />
        <a className="skip-link" href="#contenu">Aller au contenu</a>
        <SiteHeader />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** 404 'Page not found: {path}' (spec §2, §8) in words a visitor reads, and the full-page error view otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="container page-error">
        <h1>Page introuvable</h1>
        <p lang="en" className="muted">Page not found: {pathname}</p>
        <p>La page <code>{pathname}</code> n’existe pas ou a été déplacée.</p>
        <ul className="link-list">
          <li><a href="/">Revenir à l’accueil</a></li>
          <li><a href="/pret-hypothecaire">Comparer les prêts hypothécaires</a></li>
          <li><a href="/pret-personnel">Comparer les prêts personnels</a></li>
        </ul>
      </section>
    );
  }
  return (
    <section className="container page-error">
      <h1>Une erreur est survenue</h1>
      <p>Nous n’avons pas pu afficher cette page. Réessayez dans un instant ; si le problème persiste, écrivez-nous depuis la page <a href="/contact">Contact</a>.</p>
      <p><a href="/">Revenir à l’accueil</a></p>
    </section>
  );
}
