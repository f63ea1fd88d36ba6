import { formatNumber, type ResourceRecord } from '@pretscope/core';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { formatCount, formatDateTime } from '../../admin/admin-format.ts';
import { recordsQuery } from '../../admin/all-records-query.ts';
import { dailySeries, periodBounds, TRACKER_PERIODS, trackerPeriod } from '../../admin/click-series.ts';
import { ClicksChart } from '../../admin/clicks-chart.tsx';
import { Pager } from '../../admin/pager.tsx';
import { pageHref, pageParam, pageSpan, spanLabel } from '../../admin/paging.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { positiveId } from '../../routing/route-rules.ts';
import type { Route } from './+types/tracker';

const TOP = 10;
/** Rows per page of the e-mail batches (`?envois=2`) and of the logged errors (`?erreurs=3`), each paged on its own. */
const PER_PAGE = 50;

export function meta() {
  return [{ title: 'Suivi — Back-office Prêtscope' }];
}

/**
 * The tracker: outbound clicks over time (all, or one product or advertiser) with the most clicked, the e-mail
 * batches with their openings and clicks, and the logged errors. Counted by the database (BackOfficeReports).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const {
    stores: { reports, resources },
  } = await requireAdminSession({ request, url, context }, { type: 'clicks', action: 'read' });
  const days = trackerPeriod(url.searchParams.get('jours'));
  const productId = positiveId(url.searchParams.get('produit')) ?? undefined;
  const advertiserId = productId === undefined ? (positiveId(url.searchParams.get('annonceur')) ?? undefined) : undefined;
  const { from, to } = periodBounds(days, new Date());
  const batchPage = pageParam(url.searchParams.get('envois'));
  const errorPage = pageParam(url.searchParams.get('erreurs'));
  const batchesAt = (page: number) =>
    resources.list(
      recordsQuery('batch_count', { sort: [{ field: 'id', direction: 'desc' }], limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    );
  // Newest first; the id orders errors logged in the same instant, so a page keeps its rows.
  const errorsAt = (page: number) =>
    resources.list(
      recordsQuery('loggederror', {
        sort: [
          { field: 'createdAt', direction: 'desc' },
          { field: 'id', direction: 'desc' },
        ],
        limit: PER_PAGE,
        offset: (page - 1) * PER_PAGE,
      }),
    );
  const [perDay, topProducts, topAdvertisers, firstBatches, firstErrors, subject] = await Promise.all([
    reports.clicksPerDay({ from, to, productId, advertiserId }),
    reports.topClicked({ by: 'product', from, to, limit: TOP }),
    reports.topClicked({ by: 'advertiser', from, to, limit: TOP }),
    batchesAt(batchPage),
    errorsAt(errorPage),
    productId ? resources.get('products', productId) : advertiserId ? resources.get('announcers', advertiserId) : Promise.resolve(null),
  ]);
  // A page past the end (a bookmark older than a clean-up) shows the last page.
  const batchCount = firstBatches.ok ? firstBatches.value.count : 0;
  const errorCount = firstErrors.ok ? firstErrors.value.count : 0;
  const batchSpan = pageSpan(batchCount, batchPage, PER_PAGE);
  const errorSpan = pageSpan(errorCount, errorPage, PER_PAGE);
  const [batches, errors] = await Promise.all([
    batchSpan.page === batchPage ? firstBatches : batchesAt(batchSpan.page),
    errorSpan.page === errorPage ? firstErrors : errorsAt(errorSpan.page),
  ]);
  const name = subject?.ok ? String(subject.value.record.attributes.name ?? '') : null;
  const rate = (part: unknown, whole: unknown) =>
    typeof part === 'number' && typeof whole === 'number' && whole > 0 ? `${formatNumber((100 * part) / whole, 1)}\u00a0%` : '—';
  return {
    days,
    periods: [...TRACKER_PERIODS],
    filter: productId
      ? { kind: 'produit', id: productId, label: `le produit «\u202f${name ?? productId}\u202f»` }
      : advertiserId
        ? { kind: 'annonceur', id: advertiserId, label: `l’annonceur «\u202f${name ?? advertiserId}\u202f»` }
        : null,
    series: dailySeries(from, to, perDay),
    topProducts,
    topAdvertisers,
    batches: batches.ok
      ? batches.value.records.map(({ id, attributes: a }: ResourceRecord) => ({
          id,
          title: String(a.title ?? ''),
          recipient: String(a.recipient ?? ''),
          sent: formatCount(Number(a.batchCount ?? 0)),
          openings: formatCount(Number(a.countOpenings ?? 0)),
          clicks: formatCount(Number(a.countClick ?? 0)),
          openRate: rate(a.countOpenings, a.batchCount),
          clickRate: rate(a.countClick, a.batchCount),
        }))
      : [],
    errors: errors.ok
      ? errors.value.records.map(({ id, attributes: a }: ResourceRecord) => ({
          id,
          at: formatDateTime(a.createdAt),
          url: String(a.url ?? ''),
          sheet: String(a.sheet ?? ''),
          ip: String(a.ip ?? ''),
          content: String(a.content ?? ''),
        }))
      : [],
    batchCount,
    batchSpan,
    errorCount,
    errorSpan,
  };
}

function TopTable({
  caption,
  rows,
  parameter,
  days,
}: {
  caption: string;
  rows: { id: number | null; name: string | null; owner: string | null; count: number }[];
  parameter: string;
  days: number;
}) {
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Nom</th>
          <th scope="col" className="numeric">
            Clics
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="muted">
              Aucun clic sur la période.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id ?? 'supprime'}>
              <td>
                {row.id === null || row.name === null ? (
                  <span className="muted">Supprimé depuis</span>
                ) : (
                  <>
                    <Link to={`?jours=${days}&${parameter}=${row.id}`}>{row.name}</Link>
                    {row.owner ? <span className="muted"> — {row.owner}</span> : null}
                  </>
                )}
              </td>
              <td className="numeric">{formatCount(row.count)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export default function Tracker({ loaderData }: Route.ComponentProps) {
  const { days, periods, filter, series, topProducts, topAdvertisers, batches, batchCount, batchSpan, errors, errorCount, errorSpan } =
    loaderData;
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  return (
    <>
      <div className="admin-page-head">
        <h1>Suivi des clics</h1>
        <Form method="get" className="admin-toolbar" style={{ margin: 0 }}>
          {filter ? <input type="hidden" name={filter.kind} value={filter.id} /> : null}
          <div className="field">
            <label htmlFor="tracker-period">Période</label>
            <select id="tracker-period" name="jours" defaultValue={String(days)} onChange={(event) => submit(event.currentTarget.form)}>
              {periods.map((period) => (
                <option key={period} value={period}>
                  {period === 365 ? '12 derniers mois' : `${period} derniers jours`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--quiet">
            Afficher
          </button>
        </Form>
      </div>
      <section className="admin-panel" aria-labelledby="clicks-title">
        <h2 id="clicks-title">Clics sortants {filter ? `pour ${filter.label}` : 'sur toutes les offres'}</h2>
        {filter ? (
          <p>
            <Link to={`?jours=${days}`}>Voir toutes les offres</Link>
          </p>
        ) : null}
        <ClicksChart series={series} subject={filter ? filter.label : 'toutes les offres'} />
      </section>
      <div className="admin-grid">
        <section className="admin-panel">
          <TopTable caption="Produits les plus cliqués" rows={topProducts} parameter="produit" days={days} />
        </section>
        <section className="admin-panel">
          <TopTable caption="Annonceurs les plus cliqués" rows={topAdvertisers} parameter="annonceur" days={days} />
        </section>
      </div>
      <section className="admin-panel" id="envois" aria-labelledby="batches-title">
        <h2 id="batches-title">Envois d’e-mails</h2>
        {batches.length === 0 ? (
          <p className="muted">Aucun envoi enregistré.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>Envois {spanLabel(batchSpan, batchCount)}</caption>
              <thead>
                <tr>
                  <th scope="col">Envoi</th>
                  <th scope="col">Destinataires</th>
                  <th scope="col" className="numeric">
                    Envoyés
                  </th>
                  <th scope="col" className="numeric">
                    Ouvertures
                  </th>
                  <th scope="col" className="numeric">
                    Clics
                  </th>
                  <th scope="col" className="numeric">
                    Taux d’ouverture
                  </th>
                  <th scope="col" className="numeric">
                    Taux de clic
                  </th>
                </tr>
              </thead>
              <tbody>
                {batches.map((batch) => (
                  <tr key={batch.id}>
                    <td>{batch.title}</td>
                    <td>{batch.recipient}</td>
                    <td className="numeric">{batch.sent}</td>
                    <td className="numeric">{batch.openings}</td>
                    <td className="numeric">{batch.clicks}</td>
                    <td className="numeric">{batch.openRate}</td>
                    <td className="numeric">{batch.clickRate}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {batchSpan.pages > 1 ? (
          <Pager
            page={batchSpan.page}
            pages={batchSpan.pages}
            hrefFor={(page) => pageHref(pathname, search, 'envois', page, 'envois')}
            label="Pages des envois"
          />
        ) : null}
      </section>
      <section className="admin-panel" id="erreurs" aria-labelledby="errors-title">
        <h2 id="errors-title">Erreurs enregistrées</h2>
        {errorCount === 0 ? <p className="muted">Aucune erreur enregistrée.</p> : null}
        {errors.length > 0 ? (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>Erreurs {spanLabel(errorSpan, errorCount)}, les plus récentes d’abord</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Adresse</th>
                  <th scope="col">Origine</th>
                  <th scope="col">IP</th>
                  <th scope="col">Erreur</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error) => (
                  <tr key={error.id}>
                    <td className="numeric">{error.at}</td>
                    <td>
                      <code>{error.url}</code>
                    </td>
                    <td>{error.sheet}</td>
                    <td>{error.ip}</td>
                    <td style={{ maxWidth: '48ch', overflowWrap: 'anywhere' }}>{error.content}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {errorSpan.pages > 1 ? (
          <Pager
            page={errorSpan.page}
            pages={errorSpan.pages}
            hrefFor={(page) => pageHref(pathname, search, 'erreurs', page, 'erreurs')}
            label="Pages des erreurs"
          />
        ) : null}
      </section>
    </>
  );
}
