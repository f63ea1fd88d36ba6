import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { formatCount } from './admin-format.ts';
import { AdminIcon } from './admin-icon.tsx';
import type { FilterOption } from './list-definitions.ts';
import type { ListHeader } from './list-headers.ts';
import { listUrl, type ListState } from './list-query.ts';
import type { ListRow } from './list-rows.ts';
import { Pager } from './pager.tsx';

export interface AdminListViewProps {
  screen: { segment: string; label: string; singular: string };
  columns: ListHeader[];
  rows: ListRow[];
  count: number;
  pageSize: number;
  state: ListState;
  /** `complete` is false when a directory has more records than a choice list shows (a note says so). */
  filters: { field: string; label: string; options: FilterOption[]; complete: boolean }[];
  searchable: boolean;
  searchHint: string;
  canCreate: boolean;
  exportable: boolean;
}

function SortHeader({ column, state, pathname }: { column: AdminListViewProps['columns'][number]; state: ListState; pathname: string }) {
  const active = state.sort?.field === column.sortKey ? state.sort.direction : null;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined;
  if (!column.sortable)
    return (
      <th scope="col" className={column.numeric ? 'numeric' : undefined}>
        {column.label}
      </th>
    );
  const next = active === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={ariaSort} className={column.numeric ? 'numeric' : undefined}>
      <Link
        to={listUrl(pathname, state, { sort: { field: column.sortKey, direction: next } })}
        title={`Trier par ${column.label.toLowerCase()} (${next === 'asc' ? 'croissant' : 'décroissant'})`}
      >
        {column.label}
        <span aria-hidden="true">{active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}</span>
      </Link>
    </th>
  );
}

/** A list screen: search and filters (a GET form, so it works without JavaScript), sortable columns and paging. */
export function AdminListView({
  screen,
  columns,
  rows,
  count,
  pageSize,
  state,
  filters,
  searchable,
  searchHint,
  canCreate,
  exportable,
}: AdminListViewProps) {
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (state.page - 1) * pageSize + 1;
  const last = Math.min(count, state.page * pageSize);
  const base = `/_admin_/${screen.segment}`;
  return (
    <>
      <div className="admin-page-head">
        <h1>{screen.label}</h1>
        <div className="admin-toolbar" style={{ margin: 0 }}>
          {exportable ? (
            <a className="button button--quiet" href={`${base}/export.csv${search}`} download>
              <AdminIcon name="download" /> Exporter en CSV
            </a>
          ) : null}
          {canCreate ? (
            <Link className="button" to={`${base}/new`}>
              <AdminIcon name="plus" /> Ajouter
            </Link>
          ) : null}
        </div>
      </div>
      <Form method="get" className="admin-toolbar" role="search" aria-label={`Rechercher dans ${screen.label.toLowerCase()}`}>
        {state.sort ? <input type="hidden" name="sort" value={`${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`} /> : null}
        {searchable ? (
          <div className="field">
            <label htmlFor="list-search">Rechercher</label>
            <input id="list-search" type="search" name="q" defaultValue={state.q} placeholder={searchHint} key={state.q} />
          </div>
        ) : null}
        {filters.map((filter) => (
          <div className="field" key={filter.field}>
            <label htmlFor={`filter-${filter.field}`}>{filter.label}</label>
            <select
              id={`filter-${filter.field}`}
              name={filter.field}
              defaultValue={state.filters[filter.field] ?? ''}
              key={state.filters[filter.field] ?? ''}
              onChange={(event) => submit(event.currentTarget.form)}
            >
              <option value="">Tous</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              {filter.complete ? null : (
                <option disabled value="…">{`… (les ${formatCount(filter.options.length)} premiers par nom seulement)`}</option>
              )}
            </select>
          </div>
        ))}
        <button type="submit" className="button button--quiet">
          Filtrer
        </button>
        {state.q || Object.keys(state.filters).length > 0 ? <Link to={base}>Tout afficher</Link> : null}
      </Form>
      <div className="admin-table-wrap" aria-busy={loading || undefined}>
        <table className="admin-table">
          <caption>{count === 0 ? 'Aucun résultat.' : `${formatCount(first)}–${formatCount(last)} sur ${formatCount(count)}`}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortHeader key={column.field} column={column} state={state} pathname={pathname} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.cells.map((cell, index) => {
                  const content = cell.tone ? (
                    <span className={`status-badge status-badge--${cell.tone}`}>{cell.text}</span>
                  ) : cell.code ? (
                    <code>{cell.text}</code>
                  ) : (
                    cell.text
                  );
                  return (
                    <td key={columns[index]?.field ?? index} className={cell.numeric ? 'numeric' : undefined}>
                      {columns[index]?.link ? <Link to={`${base}/${row.id}`}>{content}</Link> : content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="admin-empty">
            {state.q || Object.keys(state.filters).length > 0
              ? 'Aucun élément ne correspond à ces critères.'
              : 'Aucun élément pour l’instant.'}
          </p>
        ) : null}
      </div>
      <Pager page={state.page} pages={pages} hrefFor={(page) => listUrl(pathname, state, { page })} />
    </>
  );
}
