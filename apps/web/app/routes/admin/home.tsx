import { canAccess } from '@pretscope/core';
import { Link } from 'react-router';
import { formatCount, formatDateTime, formatDay, LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../admin/admin-format.ts';
import { recordsQuery } from '../../admin/all-records-query.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { ADMIN_SCREENS } from '../../admin/screens.ts';
import type { Route } from './+types/home';

/** Rates older than this need updating (issue 6: « not updated for a month »). */
const STALE_AFTER_DAYS = 30;

export function meta() {
  return [{ title: 'Tableau de bord — Back-office Prêtscope' }];
}

/** The day's overview: how much there is, what came in, what broke, and which rates need updating. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const {
    actor,
    stores: { resources, reports },
  } = await requireAdminSession({ request, url, context }, 'staff');
  const visible = ADMIN_SCREENS.filter((screen) => canAccess(actor, screen.type, 'read'));
  const counts = await Promise.all(
    visible.map(async (screen) => {
      const counted = await resources.count(recordsQuery(screen.type));
      return { segment: screen.segment, label: screen.label, count: counted.ok ? counted.value : 0 };
    }),
  );
  const newLeads = canAccess(actor, 'leads', 'read')
    ? await resources.count(recordsQuery('leads', { filter: { status: ['nouveau'] } }))
    : null;
  const leads = canAccess(actor, 'leads', 'read')
    ? await resources.list(recordsQuery('leads', { sort: [{ field: 'createdAt', direction: 'desc' }], limit: 5 }))
    : null;
  const errors = canAccess(actor, 'loggederror', 'read')
    ? await resources.list(recordsQuery('loggederror', { sort: [{ field: 'createdAt', direction: 'desc' }], limit: 5 }))
    : null;
  const stale = await reports.staleProducts({ before: new Date(Date.now() - STALE_AFTER_DAYS * 86_400_000), limit: 10 });
  return {
    counts,
    newLeads: newLeads?.ok ? newLeads.value : null,
    leads: leads?.ok
      ? leads.value.records.map(({ id, attributes: a }) => ({
          id,
          name: `${String(a.firstName)} ${String(a.lastName)}`,
          kind: LEAD_KIND_LABELS[a.kind as keyof typeof LEAD_KIND_LABELS] ?? String(a.kind),
          status: LEAD_STATUS_LABELS[a.status as keyof typeof LEAD_STATUS_LABELS] ?? String(a.status),
          createdAt: formatDateTime(a.createdAt),
        }))
      : null,
    errors: errors?.ok
      ? errors.value.records.map(({ id, attributes: a }) => ({
          id,
          content: String(a.content ?? '').slice(0, 160),
          url: String(a.url ?? ''),
          createdAt: formatDateTime(a.createdAt),
        }))
      : null,
    stale: {
      count: stale.count,
      products: stale.products.map((product) => ({
        ...product,
        lastObservedAt: product.lastObservedAt ? formatDay(product.lastObservedAt) : null,
      })),
    },
  };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { counts, newLeads, leads, errors, stale } = loaderData;
  return (
    <>
      <h1>Tableau de bord</h1>
      <ul className="admin-stats" aria-label="En chiffres">
        {counts.map((item) => (
          <li key={item.segment}>
            <Link to={`/_admin_/${item.segment}`}>
              <strong>{formatCount(item.count)}</strong>
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
        {newLeads !== null ? (
          <li>
            <Link to="/_admin_/leads?status=nouveau">
              <strong>{formatCount(newLeads)}</strong>
              <span>Demandes nouvelles</span>
            </Link>
          </li>
        ) : null}
      </ul>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="stale-title">
          <h2 id="stale-title">Taux à mettre à jour</h2>
          <p className="muted">
            {stale.count === 0
              ? 'Tous les produits actifs ont un taux relevé depuis moins d’un mois.'
              : `${formatCount(stale.count)} produit${stale.count > 1 ? 's' : ''} actif${stale.count > 1 ? 's' : ''} sans taux relevé depuis plus de ${STALE_AFTER_DAYS}\u00a0jours.`}{' '}
            <Link to="/_admin_/import-taux">Importer des taux (CSV)</Link>
          </p>
          {stale.products.length > 0 ? (
            <div className="admin-panel__scroll" role="region" aria-label="Produits sans taux récent" tabIndex={0}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Produit</th>
                    <th scope="col">Annonceur</th>
                    <th scope="col">Dernier relevé</th>
                  </tr>
                </thead>
                <tbody>
                  {stale.products.map((product) => (
                    <tr key={product.id}>
                      <td>
                        <Link to={`/_admin_/products/${product.id}#taux`}>{product.name}</Link>
                      </td>
                      <td>{product.advertiserName}</td>
                      <td>{product.lastObservedAt ?? 'jamais'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>

        {leads ? (
          <section className="admin-panel" aria-labelledby="leads-title">
            <h2 id="leads-title">Dernières demandes</h2>
            {leads.length === 0 ? (
              <p className="muted">Aucune demande pour l’instant.</p>
            ) : (
              <div className="admin-panel__scroll" role="region" aria-label="Dernières demandes" tabIndex={0}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Nom</th>
                      <th scope="col">Type</th>
                      <th scope="col">Statut</th>
                    </tr>
                  </thead>
                  <tbody>
                    {leads.map((lead) => (
                      <tr key={lead.id}>
                        <td className="numeric">{lead.createdAt}</td>
                        <td>
                          <Link to={`/_admin_/leads/${lead.id}`}>{lead.name}</Link>
                        </td>
                        <td>{lead.kind}</td>
                        <td>{lead.status}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <Link to="/_admin_/leads">Toutes les demandes</Link>
            </p>
          </section>
        ) : null}

        {errors ? (
          <section className="admin-panel" aria-labelledby="errors-title">
            <h2 id="errors-title">Dernières erreurs enregistrées</h2>
            {errors.length === 0 ? (
              <p className="muted">Aucune erreur enregistrée.</p>
            ) : (
              <div className="admin-panel__scroll" role="region" aria-label="Dernières erreurs enregistrées" tabIndex={0}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Adresse</th>
                      <th scope="col">Erreur</th>
                    </tr>
                  </thead>
                  <tbody>
                    {errors.map((error) => (
                      <tr key={error.id}>
                        <td className="numeric">{error.createdAt}</td>
                        <td>
                          <code>{error.url}</code>
                        </td>
                        <td>{error.content}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <Link to="/_admin_/tracker#erreurs">Voir le suivi</Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
