import { monthLabel, monthOf, shiftMonth } from '@pretscope/core';
import { Form, Link } from 'react-router';
import { AdminIcon } from '../../admin/admin-icon.tsx';
import { formatCount } from '../../admin/admin-format.ts';
import { formatRank, formatRate } from '../../admin/advertiser-report-format.ts';
import { advertiserIdParam, loadAdvertiserReport } from '../../admin/advertiser-report.server.ts';
import { ReportChart } from '../../admin/report-chart.tsx';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import type { Route } from './+types/advertiser-report';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [{ title: `Rapport ${loaded?.advertiser.name ?? 'annonceur'} — Back-office Prêtscope` }];
}

/**
 * What an advertiser got over a month (issue 22), product by product: times shown in a comparator, clicks to the
 * lender, requests sent about it, click-through rate and average rank, with twelve months of each. Clicks are the
 * tracker's: admins only, as the tracker.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { stores } = await requireAdminSession({ request, url, context }, { type: 'clicks', action: 'read' });
  const id = advertiserIdParam(params.id);
  const now = new Date();
  const { advertiser, report } = await loadAdvertiserReport(stores, id, url.searchParams.get('mois'), now);
  return {
    advertiser,
    report,
    monthName: monthLabel(report.month),
    previous: shiftMonth(report.month, -1),
    next: report.month < monthOf(now) ? shiftMonth(report.month, 1) : null,
  };
}

function Figures({ label, value }: { label: string; value: string }) {
  return (
    <li>
      <strong>{value}</strong>
      <span>{label}</span>
    </li>
  );
}

export default function AdvertiserReportPage({ loaderData }: Route.ComponentProps) {
  const { advertiser, report, monthName, previous, next } = loaderData;
  const exportHref = (extension: 'csv' | 'pdf') => `/_admin_/advertisers/${advertiser.id}/rapport.${extension}?mois=${report.month}`;
  return (
    <>
      <div className="admin-page-head">
        <div>
          <p style={{ margin: 0 }}>
            <Link to={`/_admin_/advertisers/${advertiser.id}`}>← {advertiser.name}</Link>
          </p>
          <h1>Rapport de {monthName}</h1>
        </div>
        <div className="admin-page-head__links">
          <a className="button button--quiet" href={exportHref('csv')} download>
            <AdminIcon name="download" /> Télécharger le CSV du mois
          </a>
          <a className="button button--quiet" href={exportHref('pdf')} download>
            <AdminIcon name="download" /> Télécharger le PDF du mois
          </a>
        </div>
      </div>
      <Form method="get" className="admin-toolbar report-month" aria-label="Choisir le mois">
        <div className="field">
          <label htmlFor="report-month">Mois</label>
          <input id="report-month" type="month" name="mois" defaultValue={report.month} min="2020-01" />
        </div>
        <button type="submit" className="button button--quiet">
          Afficher
        </button>
        <Link to={`?mois=${previous}`}>← Mois précédent</Link>
        {next ? <Link to={`?mois=${next}`}>Mois suivant →</Link> : null}
      </Form>
      <p className="muted">
        Affichages&nbsp;: fois où une offre du produit figurait dans un comparateur servi à un visiteur (robots exclus, rien de personnel
        n’est enregistré). Clics&nbsp;: passages vers le site de l’établissement, depuis toutes les pages. Demandes&nbsp;: demandes envoyées
        à propos du produit. Mois et jours à l’heure de Luxembourg.
      </p>
      <section className="admin-panel" aria-labelledby="report-total">
        <h2 id="report-total">{advertiser.name}, tous produits</h2>
        <ul className="admin-stats report-stats" aria-label={`En chiffres, ${monthName}`}>
          <Figures label="affichages" value={formatCount(report.total.impressions)} />
          <Figures label="clics" value={formatCount(report.total.clicks)} />
          <Figures label="demandes" value={formatCount(report.total.requests)} />
          <Figures label="taux de clic" value={formatRate(report.total.clickThroughRate)} />
          <Figures label="rang moyen" value={formatRank(report.total.averageRank)} />
        </ul>
        <div className="admin-table-wrap">
          <table className="admin-table" data-report-table="">
            <caption>Par produit, {monthName}</caption>
            <thead>
              <tr>
                <th scope="col">Produit</th>
                <th scope="col" className="numeric">
                  Affichages
                </th>
                <th scope="col" className="numeric">
                  Clics
                </th>
                <th scope="col" className="numeric">
                  Demandes
                </th>
                <th scope="col" className="numeric">
                  Taux de clic
                </th>
                <th scope="col" className="numeric">
                  Rang moyen
                </th>
              </tr>
            </thead>
            <tbody>
              {report.products.length === 0 ? (
                <tr>
                  <td colSpan={6} className="muted">
                    Cet annonceur n’a pas de produit.
                  </td>
                </tr>
              ) : (
                report.products.map((product) => (
                  <tr key={product.productId}>
                    <th scope="row">
                      <Link to={`/_admin_/products/${product.productId}`}>{product.name}</Link>
                    </th>
                    <td className="numeric">{formatCount(product.impressions)}</td>
                    <td className="numeric">{formatCount(product.clicks)}</td>
                    <td className="numeric">{formatCount(product.requests)}</td>
                    <td className="numeric">{formatRate(product.clickThroughRate)}</td>
                    <td className="numeric">{formatRank(product.averageRank)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <h3>Sur douze mois</h3>
        <ReportChart series={report.series} subject={`${advertiser.name}, tous produits`} />
      </section>
      {report.products.length > 0 ? (
        <section aria-labelledby="report-products">
          <h2 id="report-products">Produit par produit, sur douze mois</h2>
          <div className="report-products">
            {report.products.map((product) => (
              <section key={product.productId} className="admin-panel" aria-label={product.name}>
                <h3>{product.name}</h3>
                <ReportChart series={product.series} subject={product.name} compact />
              </section>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
