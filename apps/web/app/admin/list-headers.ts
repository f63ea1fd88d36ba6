import { ALLOW_LISTS, type ApiType } from '@pretscope/core';
import type { ListDefinition } from './list-definitions.ts';

/** A column header as the list screen draws it: a sort link only when the store can sort by `sortKey`. */
export interface ListHeader {
  field: string;
  /** What `?sort=` names for this column: the field, or a related record's attribute (`advertiser.name`). */
  sortKey: string;
  label: string;
  sortable: boolean;
  numeric: boolean;
  /** The column whose text opens the record (its name or title). */
  link: boolean;
}

const NUMERIC_KINDS = new Set(['datetime', 'day', 'rate', 'amount', 'months']);

/** The headers of a list: sortable as the type's allow-list says (the same list the API and the URL parsing use). */
export function listHeaders(type: ApiType, definition: ListDefinition): ListHeader[] {
  const { sortable } = ALLOW_LISTS[type];
  return definition.columns.map((column) => {
    const sortKey = column.sort ?? column.field;
    return {
      field: column.field,
      sortKey,
      label: column.label,
      sortable: column.unsortable === undefined && sortable.includes(sortKey),
      numeric: NUMERIC_KINDS.has(column.kind),
      link: column.kind === 'title',
    };
  });
}
