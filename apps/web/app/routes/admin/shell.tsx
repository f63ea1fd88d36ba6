import { canAccess } from '@pretscope/core';
import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { AdminIcon } from '../../admin/admin-icon.tsx';
import { NoticeToast } from '../../admin/notice-toast.tsx';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { ADMIN_SCREENS } from '../../admin/screens.ts';
import { SessionKeeper } from '../../admin/session-keeper.tsx';
import { SESSION_PATH } from '../../admin/session-refresh.ts';
import type { Route } from './+types/shell';

const GROUP_LABELS = { contenu: 'Contenu', offres: 'Offres', suivi: 'Suivi' } as const;

/** The admin layout: who is logged in, and the screens their role opens (the server checks each one again). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { actor, claims } = await requireAdminSession({ request, url, context }, 'staff');
  return {
    email: claims.email,
    role: actor.roles.includes('admin') ? 'Administrateur' : 'Rédacteur',
    screens: ADMIN_SCREENS.filter((screen) => canAccess(actor, screen.type, 'read')).map(({ segment, label, icon, group }) => ({
      segment,
      label,
      icon,
      group,
    })),
    tracker: canAccess(actor, 'clicks', 'read'),
    // The CSV import of rates (issue 22): whoever may add rate observations.
    rateImport: canAccess(actor, 'loans', 'create'),
    // Copies and erasures of people's data, the retention runs and the deleted records' restore: admins only.
    personalData: canAccess(actor, 'users', 'delete'),
  };
}

function Navigation({
  screens,
  tracker,
  personalData,
  rateImport,
}: Pick<Route.ComponentProps['loaderData'], 'screens' | 'tracker' | 'personalData' | 'rateImport'>) {
  const groups = (['contenu', 'offres', 'suivi'] as const).map((group) => ({
    group,
    screens: screens.filter((screen) => screen.group === group),
  }));
  return (
    <nav aria-label="Back-office">
      <ul className="admin-nav">
        <li>
          <NavLink to="/_admin_" end>
            <AdminIcon name="home" /> Tableau de bord
          </NavLink>
        </li>
        {groups.map(({ group, screens: inGroup }) =>
          inGroup.length === 0 && !(group === 'suivi' && tracker) ? null : (
            <li key={group}>
              <p className="admin-nav__group" aria-hidden="true">
                {GROUP_LABELS[group]}
              </p>
              <ul className="admin-nav">
                {inGroup.map((screen) => (
                  <li key={screen.segment}>
                    <NavLink to={`/_admin_/${screen.segment}`}>
                      <AdminIcon name={screen.icon} /> {screen.label}
                    </NavLink>
                  </li>
                ))}
                {group === 'offres' && rateImport ? (
                  <li>
                    <NavLink to="/_admin_/import-taux">
                      <AdminIcon name="import" /> Importer des taux
                    </NavLink>
                  </li>
                ) : null}
                {group === 'suivi' && tracker ? (
                  <li>
                    <NavLink to="/_admin_/tracker">
                      <AdminIcon name="tracker" /> Suivi des clics
                    </NavLink>
                  </li>
                ) : null}
                {group === 'suivi' && personalData ? (
                  <li>
                    <NavLink to="/_admin_/donnees-personnelles">
                      <AdminIcon name="privacy" /> Données personnelles
                    </NavLink>
                  </li>
                ) : null}
                {group === 'suivi' && personalData ? (
                  <li>
                    <NavLink to="/_admin_/supprimes">
                      <AdminIcon name="restore" /> Éléments supprimés
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function Frame({ children, user }: { children: React.ReactNode; user?: Route.ComponentProps['loaderData'] }) {
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-contenu">
        Aller au contenu
      </a>
      <aside className="admin-sidebar">
        <a className="brand" href="/_admin_">
          <span className="brand__mark" aria-hidden="true">
            P
          </span>
          <span>
            Prêtscope <span className="admin-brand__label">Back-office</span>
          </span>
        </a>
        {user ? (
          <Navigation screens={user.screens} tracker={user.tracker} personalData={user.personalData} rateImport={user.rateImport} />
        ) : null}
      </aside>
      <div className="admin-column">
        <header className="admin-topbar">
          <a href="/" target="_blank" rel="noopener">
            <AdminIcon name="external" /> Voir le site
          </a>
          {user ? (
            <div className="admin-topbar__user">
              <span>
                {user.email} <span className="muted">({user.role})</span>
              </span>
              <Form method="post" action={SESSION_PATH} reloadDocument>
                <input type="hidden" name="intent" value="logout" />
                <button type="submit" className="button button--quiet button--small">
                  <AdminIcon name="logout" /> Se déconnecter
                </button>
              </Form>
            </div>
          ) : null}
        </header>
        <main className="admin-main" id="admin-contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <Frame user={loaderData}>
      <Outlet />
      <SessionKeeper />
      <NoticeToast />
    </Frame>
  );
}

/** A refused right (403), a missing record (404) or a failure, in the admin layout and in French. */
export function ErrorBoundary() {
  const error = useRouteError();
  // Set when the layout itself loaded and a screen inside it failed: the admin keeps the navigation.
  const user = useRouteLoaderData<typeof loader>('routes/admin/shell');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String(error.data.message)
      : null;
  return (
    <Frame user={user}>
      <h1>{status === 403 ? 'Accès refusé' : status === 404 ? 'Introuvable' : 'Une erreur est survenue'}</h1>
      <p>
        {message ??
          (status === 404 ? 'Cet élément n’existe pas ou a été supprimé.' : 'L’opération n’a pas pu aboutir. Réessayez dans un instant.')}
      </p>
      <p>
        <a href="/_admin_">Revenir au tableau de bord</a>
      </p>
    </Frame>
  );
}
