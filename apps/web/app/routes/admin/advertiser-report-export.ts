import { advertiserReportCsv, advertiserReportFileName } from '../../admin/advertiser-report-csv.ts';
import { advertiserIdParam, loadAdvertiserReport } from '../../admin/advertiser-report.server.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import type { Route } from './+types/advertiser-report-export';

/** GET /_admin_/advertisers/{id}/rapport.csv?mois=2026-11: the month's report as CSV (admins only, as the page). */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { stores } = await requireAdminSession({ request, url, context }, { type: 'clicks', action: 'read' });
  const loaded = await loadAdvertiserReport(stores, advertiserIdParam(params.id), url.searchParams.get('mois'), new Date());
  return new Response(advertiserReportCsv(loaded), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${advertiserReportFileName(loaded.advertiser.name, loaded.report.month)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
