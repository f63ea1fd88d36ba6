import { MAX_PAGE_LIMIT } from '@pretscope/core';
import { leadsCsv } from '../../admin/leads-csv.ts';
import { LIST_DEFINITIONS } from '../../admin/list-definitions.ts';
import { listQuery, listStateFromUrl } from '../../admin/list-query.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import type { Route } from './+types/leads-export';

/** Enough for years of requests; beyond it the export says so rather than running for minutes. */
const MAX_EXPORTED = 100_000;

/** GET /_admin_/leads/export.csv: the leads of the list's search and filters, as CSV (admins only, as the list). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { stores } = await requireAdminSession({ request, url, context }, { type: 'leads', action: 'read' });
  const definition = LIST_DEFINITIONS.leads!;
  const state = listStateFromUrl('leads', definition, url.searchParams);
  const base = listQuery('leads', definition, { ...state, page: 1 }, MAX_PAGE_LIMIT);
  const leads: Record<string, unknown>[] = [];
  for (let offset = 0; offset < MAX_EXPORTED; offset += MAX_PAGE_LIMIT) {
    const page = await stores.resources.list({
      ...base,
      sort: base.sort.length > 0 ? base.sort : [{ field: 'createdAt', direction: 'desc' }],
      page: { offset, limit: MAX_PAGE_LIMIT },
    });
    if (!page.ok) throw new Error(`lead export failed: ${page.error.type}`);
    leads.push(...page.value.records.map((record) => ({ id: record.id, ...record.attributes })));
    if (page.value.records.length < MAX_PAGE_LIMIT) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="demandes-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
