import { ALLOW_LISTS, canAccess, type ResourceRecord } from '@pretscope/core';
import { data } from 'react-router';
import { recordsQuery } from '../../admin/all-records-query.js';
import { AdminListView } from '../../admin/admin-list-view.js';
import { LIST_DEFINITIONS, type FilterOption } from '../../admin/list-definitions.js';
import { listHeaders } from '../../admin/list-headers.js';
import { LIST_PAGE_SIZE, listQuery, listStateFromUrl } from '../../admin/list-query.js';
import { listRows } from '../../admin/list-rows.js';
import { requireAdminSession } from '../../admin/require-admin-session.server.js';
import { screenOfRequest } from '../../admin/screen-of-request.server.js';
import type { Route } from './+types/resource-list';

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.screen.label ?? 'Liste'} — Back-office Prêtscope` }];
}

/**
 * Every list screen (advertisers, articles, categories, legal pages, products, users, leads): search, sort by any
 * column, filters and paging, all read from the URL and checked against the type's allow-list; one page of rows
 * and a count from the store, so a list of thousands of rows costs what a list of twenty-five does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const screen = screenOfRequest(request);
  const { actor, useCases } = await requireAdminSession(request, context, { type: screen.type, action: 'read' });
  const definition = LIST_DEFINITIONS[screen.type];
  if (!definition) throw new Error(`no list definition for ${screen.type}`);
  const url = new URL(request.url);
  const state = listStateFromUrl(screen.type, definition, url.searchParams);
  const listed = await useCases.resources.list(listQuery(screen.type, definition, state));
  // A filter naming something that no longer exists (a deleted category in a bookmark) is said, not a 500.
  if (!listed.ok) throw data({ message: 'Ce filtre ne correspond à rien : revenez à la liste complète.' }, { status: 400 });
  const filters = await Promise.all(
    definition.filters.map(async (filter) => {
      if (Array.isArray(filter.options)) return { field: filter.field, label: filter.label, options: filter.options as FilterOption[] };
      const { type, nameField } = filter.options as { type: typeof screen.type; nameField: string };
      const records = await useCases.resources.list(recordsQuery(type, { sort: [{ field: nameField, direction: 'asc' }], limit: 100 }));
      return { field: filter.field, label: filter.label, options: records.ok ? records.value.records.map((record: ResourceRecord) => ({ value: String(record.id), label: String(record.attributes[nameField] ?? record.id) })) : [] };
    }),
  );
  return {
    screen: { segment: screen.segment, label: screen.label, singular: screen.singular },
    columns: listHeaders(screen.type, definition),
    rows: listRows(definition.columns, listed.value.records, listed.value.included),
    count: listed.value.count,
    pageSize: LIST_PAGE_SIZE,
    state,
    filters,
    searchable: ALLOW_LISTS[screen.type].searchable,
    searchHint: definition.searchHint,
    canCreate: screen.type !== 'leads' && canAccess(actor, screen.type, 'create'),
    exportable: screen.type === 'leads',
  };
}

export default function ResourceList({ loaderData }: Route.ComponentProps) {
  return <AdminListView {...loaderData} />;
}
