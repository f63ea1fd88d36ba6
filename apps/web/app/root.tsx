import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter800 from '@fontsource/inter/files/inter-latin-800-normal.woff2?url';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { HeadMetaBoundary } from './errors/head-meta-boundary.tsx';
import { NotFoundView } from './errors/not-found-view.tsx';
import { appContext } from './app-context.ts';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { contentFragment, renderedFragment } from './components/page-fragment.server.ts';
import { FooterBankList, SiteFooter } from './components/site-footer.tsx';
import { SiteWarnings } from './legal/legal-mentions-block.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { layoutOf } from './layout-choice.ts';
import { validateRoute } from './routing/validate-route.ts';
import { validateRouteOnServer } from './routing/validate-route.server.ts';
import { loadBankList } from './shell/bank-list.server.ts';
import { comparatorLinks, FALLBACK_COMPARATORS } from './shell/site-menu.ts';
import { consentIsAsked, NO_BROWSER_INTEGRATIONS } from './privacy/browser-integrations.ts';
import { SiteIntegrations } from './privacy/site-integrations.tsx';
import { SiteStyles } from './styles/site-styles.tsx';
import { ClientStateProvider } from './state/client-state-provider.tsx';
import { Toaster } from './toasts/toaster.tsx';
import type { Route } from './+types/root';
import { rememberCountry, visitorCountry } from './visitor-country.server.ts';

/**
 * Root middleware, in order: the route's validation rule (spec §2: any answer but true is a 404 before a loader
 * runs; routing/route-rules.ts), then every page remembers an explicitly chosen country (issue 5: picked once,
 * remembered).
 */
export const middleware: Route.MiddlewareFunction[] = [validateRouteOnServer, rememberCountry];
/** The same validation for client-side navigations, before anything is fetched. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [validateRoute];

/**
 * The default layout's bank list (spec §2) and the header's categories, read in-process through the request's readers, the browser's
 * integrations from runtime configuration (GA_MEASUREMENT_ID, SENTRY_DSN: never baked into the build), and the
 * visitor's country (URL or remembered preference; the page cache keys on both, apps/server page-cache-key.ts).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const scope = context.get(appContext);
  const { useCases, readers, site } = scope;
  const country = visitorCountry({ request, url });
  // The footer's credit warning: the chosen country's, else each market's with its name (on the server's day).
  const warnings = useCases.siteWarnings(country);
  // The footer's parts never change in the browser: drawn here, sent in the document only (ServerMarkup); the banks'
  // once per version of the content.
  const [banks, categories] = await Promise.all([
    contentFragment(scope, 'footer-banks', '', async () => <FooterBankList banks={await loadBankList(readers.catalog)} />),
    site.readContent('menu-categories', async () => (await readers.catalog.categories()).map(({ slug, name }) => ({ slug, name }))),
  ]);
  return {
    banks,
    integrations: site.browserIntegrations ?? NO_BROWSER_INTEGRATIONS,
    country: country ?? null,
    // The header's « Comparer » menu: every listed category but those the visitor's country may not be shown (core's mayAdvertise).
    comparators: comparatorLinks(categories, country),
    warnings: warnings.length > 0 ? renderedFragment(scope, 'site-warnings', <SiteWarnings warnings={warnings} />) : null,
  };
}

/**
 * The bank list does not change from page to page: fetched again only after a form is sent, when a link names
 * another country (the header and the footer's warning follow the visitor's country), or on the way from the back
 * office to the site, not on every link.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const countryChanged = nextUrl.searchParams.has('pays') && nextUrl.searchParams.get('pays') !== currentUrl.searchParams.get('pays');
  // From the back office to the site: the back office's document never drew the footer, whose markup the data only
  // names (ServerMarkup), so it is asked for again.
  const toTheSite = isBackOffice(currentUrl.pathname) && !isBackOffice(nextUrl.pathname);
  return ((formMethod !== undefined || countryChanged) && defaultShouldRevalidate) || toTheSite;
}

const isBackOffice = (pathname: string) => /^\/_admin_(\/|$)/i.test(pathname);

/**
 * Inter's two latin files, asked for at once but at low priority: text is drawn at first in the metric-matched
 * fallback (font-display: swap; styles/app.css), so the fonts never hold up the first paint, and the page's
 * scripts and images go first. Discovered from the style sheet, they would be fetched at the highest priority.
 */
const FONT_PRELOADS = [inter400, inter800].map((href) => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href,
  crossOrigin: 'anonymous' as const,
  fetchPriority: 'low',
}));

export const links: LinksFunction = () => [
  ...FONT_PRELOADS,
  // A data: address, not a file: Chromium asks for a page's icon again each time the address changes (a live
  // calculator's every key press), which a file would turn into requests (and failures offline).
  {
    rel: 'icon',
    href: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%226%22 fill=%22%23e8590c%22/%3E%3Ctext x=%2216%22 y=%2222%22 font-size=%2218%22 text-anchor=%22middle%22 fill=%22white%22 font-family=%22sans-serif%22 font-weight=%22800%22%3EP%3C/text%3E%3C/svg%3E',
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The admin layout (sidebar, top bar) is drawn by the admin routes themselves, so none of it ships to visitors.
  const layout = layoutOf(useMatches());
  const location = useLocation();
  // Absent when the request was stopped before the root loader ran (a blocked route): the footer does without.
  const rootData = useRouteLoaderData<typeof loader>('root');
  const banks = rootData?.banks ?? null;
  const integrations = rootData?.integrations ?? NO_BROWSER_INTEGRATIONS;
  const country = rootData?.country ?? undefined;
  const comparators = rootData?.comparators ?? FALLBACK_COMPARATORS;
  const warnings = rootData?.warnings ?? null;
  return (
    <html lang="fr-FR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles />
        <HeadMetaBoundary key={location.key}>
          <Meta />
        </HeadMetaBoundary>
        <Links />
        {/* Read by entry.client before hydration, so that Sentry can start early (errors/sentry-browser.ts). */}
        {integrations.sentryDsn ? <meta name="sentry-dsn" content={integrations.sentryDsn} /> : null}
      </head>
      <body>
        <ClientStateProvider>
          <NavigationProgress />
          {layout === 'admin' ? (
            children
          ) : (
            <>
              <a className="skip-link" href="#contenu">
                Aller au contenu
              </a>
              <SiteHeader country={country} comparators={comparators} />
              <main id="contenu" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter banks={banks} warnings={warnings} cookieChoices={consentIsAsked(integrations)} />
            </>
          )}
          <Toaster />
          <SiteIntegrations integrations={integrations} publicPage={layout !== 'admin'} />
        </ClientStateProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error views' titles: every page has one (WCAG 2.4.2), and a tab or a history entry then says what happened. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [
    { title: isRouteErrorResponse(error) && error.status === 404 ? 'Page introuvable — Prêtscope' : 'Une erreur est survenue — Prêtscope' },
  ];
}

/** 404 'Page not found: {path}' (spec §2, §8) in a page a visitor reads (NotFoundView), and the full-page error view otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  // Absent when the root loader itself failed: the header's fallback list of comparators then.
  const comparators = useRouteLoaderData<typeof loader>('root')?.comparators ?? FALLBACK_COMPARATORS;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView pathname={pathname} comparators={comparators} />;
  return (
    <section className="container page-error">
      <h1>Une erreur est survenue</h1>
      <p>
        Nous n’avons pas pu afficher cette page. Réessayez dans un instant&#x202f;; si le problème persiste, écrivez-nous depuis la page{' '}
        <a href="/contact">Contact</a>.
      </p>
      <p>
        <a href="/">Revenir à l’accueil</a>
      </p>
    </section>
  );
}
