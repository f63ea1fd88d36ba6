import { ALLOW_LISTS, canAccess } from '@pretscope/core';
import { data, type RouterContextProvider } from 'react-router';
import type { PageRequest } from '../routing/page-request.ts';
import { LIST_DEFINITIONS, type FilterOption } from './list-definitions.ts';
import { listHeaders } from './list-headers.ts';
import { LIST_PAGE_SIZE, listQuery, listStateFromUrl } from './list-query.ts';
import { listRows } from './list-rows.ts';
import { recordChoices } from './relation-choices.server.ts';
import { requireAdminSession } from './require-admin-session.server.ts';
import { screenOfRequest } from './screen-of-request.server.ts';

/**
 * Every list screen (advertisers, articles, categories, legal pages, products, users, leads): search, sort by any
 * column, filters and paging, all read from the URL and checked against the type's allow-list; one page of rows
 * and a count from the store, so a list of thousands of rows costs what a list of twenty-five does.
 */
export async function loadList(page: PageRequest & { context: Readonly<RouterContextProvider> }) {
  const screen = screenOfRequest(page);
  const { actor, stores, useCases } = await requireAdminSession(page, { type: screen.type, action: 'read' });
  const definition = LIST_DEFINITIONS[screen.type];
  if (!definition) throw new Error(`no list definition for ${screen.type}`);
  const { url } = page;
  const state = listStateFromUrl(screen.type, definition, url.searchParams);
  const listed = await stores.resources.list(listQuery(screen.type, definition, state));
  // A filter naming something that no longer exists (a deleted category in a bookmark) is said, not a 500.
  if (!listed.ok) throw data({ message: 'Ce filtre ne correspond à rien\u00a0: revenez à la liste complète.' }, { status: 400 });
  const filters = await Promise.all(
    definition.filters.map(async (filter) => {
      if (Array.isArray(filter.options))
        return { field: filter.field, label: filter.label, options: filter.options as FilterOption[], complete: true };
      const { type, nameField } = filter.options as { type: typeof screen.type; nameField: string };
      // Every record, a page at a time; the one a bookmarked URL filters by stays selected even past the cap.
      const selected = state.filters[filter.field];
      const { options, complete } = await recordChoices(stores.resources, type, nameField, selected ? { selected: Number(selected) } : {});
      return { field: filter.field, label: filter.label, options, complete };
    }),
  );
  return {
    screen: { segment: screen.segment, label: screen.label, singular: screen.singular },
    columns: listHeaders(screen.type, definition),
    rows: listRows(definition.columns, listed.value.records, listed.value.included, useCases.today()),
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
