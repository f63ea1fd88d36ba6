import { advertiserReportDocument } from '@pretscope/core';
import { advertiserReportFileName } from '../../admin/advertiser-report-csv.ts';
import { advertiserIdParam, loadAdvertiserReport } from '../../admin/advertiser-report.server.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { attachmentDisposition } from '../../routing/attachment.ts';
import type { Route } from './+types/advertiser-report-pdf';

/**
 * GET /_admin_/advertisers/{id}/rapport.pdf?mois=2026-11: the month's report as a PDF to send to the advertiser
 * (admins only, as the page), with the page's figures (core advertiserReportDocument) and the simulations' PDF adapter.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { stores, useCases } = await requireAdminSession({ request, url, context }, { type: 'clicks', action: 'read' });
  const now = new Date();
  const { advertiser, report } = await loadAdvertiserReport(stores, advertiserIdParam(params.id), url.searchParams.get('mois'), now);
  const pdf = await useCases.advertiserReportPdf(advertiserReportDocument(advertiser.name, report, now));
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(advertiserReportFileName(advertiser.name, report.month, 'pdf')),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
