import { legalDay } from '@pretscope/core';
import { data, redirect } from 'react-router';
import { appContext } from '../../app-context.ts';
import { SIMULATION_PDF_NAMES, SIMULATION_REPORTS } from '../../calculators/simulation-reports.server.ts';
import { attachmentDisposition } from '../../routing/attachment.ts';
import type { Route } from './+types/simulation-pdf';

/** PDFs per address and minute: each is drawn anew, which costs far more than a page. */
const PDF_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

/**
 * `<calculator>.pdf?<the page's inputs>` (issue 21): the page's simulation as a document to take to the bank or the
 * notary. Inputs the page refuses send the visitor back to the page, which says why in French. Never cached nor
 * indexed: the figures are the visitor's own.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\.pdf$/, '');
  const reportOf = SIMULATION_REPORTS[path];
  if (!reportOf) throw data(null, { status: 404 });
  const scope = context.get(appContext);
  const report = await reportOf({ request, url }, scope);
  if (!report) throw redirect(`${path}${url.search}`);
  const decision = await scope.useCases.limitRate(`pdf:${scope.clientIp ?? 'local'}`, PDF_RATE_LIMIT);
  if (!decision.allowed)
    throw data('Vous avez demandé beaucoup de documents en peu de temps\u00a0: réessayez dans une minute.', {
      status: 429,
      headers: { 'Retry-After': '60' },
    });
  const pdf = await scope.useCases.simulationPdf(report);
  const name = `pretscope-${SIMULATION_PDF_NAMES[path] ?? path.split('/').at(-1)}-${legalDay(report.madeAt)}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(name),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
