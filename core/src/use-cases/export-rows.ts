import { INTERNAL_FIELDS, mayExport, type Actor } from '../access/access-policy.ts';
import type { ApiType } from '../api/api-types.ts';
import { isInternal } from '../catalogue/is-internal.ts';
import type { ResourceQuery } from '../query/resource-query.ts';
import { ALLOW_LISTS } from '../query/resource-allow-list.ts';
import type { ResourceRecord, ResourceStore, ResourceStoreError } from '../ports/resource-store.ts';
import { err, ok, type Result } from '../result.ts';

/** Rows read per query: large enough to keep the number of queries low, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 500;

/** One exported row: `id` first, then the type's columns; dates as ISO 8601 text, lists and objects as they are. */
export type ExportRow = Record<string, unknown>;

export interface ExportTable {
  type: ApiType;
  /** Column names in order: `id`, the attributes a client may select, then the internal ones (admins only). */
  columns: string[];
  /** How many rows there were when the export started. */
  total: number;
  /**
   * The rows page by page in id order, each page read when the previous one has been taken: memory stays flat
   * whatever the size of the table. A row written meanwhile after the last id read is included; none comes twice.
   */
  pages: AsyncIterable<ExportRow[]>;
}

export type ExportError = { type: 'access/denied'; signedIn: boolean } | ResourceStoreError;

export interface ExportRowsDeps {
  /**
   * A resource store on a fresh unit of work, asked once per page: what a page read is dropped with it, so memory
   * stays flat however long the table (an ORM's identity map would otherwise keep every row read).
   */
  resources: () => ResourceStore;
  /** The site's origin, for the derived `isInternal` of products (as the API answers it). */
  siteUrl: string;
}

/**
 * The columns of a type's export: the allow-list's attributes (what the API lets a client select), minus the
 * names of relations (their ids are attributes of their own, like `authorId`), plus the internal fields.
 */
export function exportColumns(type: ApiType): string[] {
  const allow = ALLOW_LISTS[type];
  const attributes = allow.fields.filter((field) => !(field in allow.includable));
  return ['id', ...attributes, ...(INTERNAL_FIELDS[type] ?? []).filter((field) => !attributes.includes(field))];
}

/**
 * Every row of a type, for an admin, through the resource store and its allow-list (the same reads as the API's
 * list): the CSV download, the Google Sheets export and the CLI's `export` all read tables this way. The first
 * page is read at once, so a refusal or a store error is an answer rather than a failure midway.
 */
export async function exportRows(
  deps: ExportRowsDeps,
  input: { actor: Actor; type: ApiType; pageSize?: number },
): Promise<Result<ExportTable, ExportError>> {
  if (!mayExport(input.actor, input.type)) return err({ type: 'access/denied', signedIn: input.actor !== null });
  const pageSize = input.pageSize ?? EXPORT_PAGE_SIZE;
  const columns = exportColumns(input.type);
  const pageAfter = (afterId: number | undefined): ResourceQuery => ({
    type: input.type,
    filter: {},
    sort: [{ field: 'id', direction: 'asc' }],
    page: { offset: 0, limit: pageSize },
    include: [],
    ...(afterId === undefined ? {} : { afterId }),
  });
  const first = await deps.resources().list(pageAfter(undefined));
  if (!first.ok) return first;
  const toRow = (record: ResourceRecord) => exportRow(record, columns, deps.siteUrl);

  async function* pages(): AsyncGenerator<ExportRow[]> {
    let records = first.ok ? first.value.records : [];
    while (records.length > 0) {
      yield records.map(toRow);
      if (records.length < pageSize) return;
      const next = await deps.resources().list(pageAfter(records[records.length - 1]?.id));
      // The first page answered; a later failure is a broken invariant (the table did not change shape).
      if (!next.ok) throw new Error(`export of ${input.type} failed after id ${records[records.length - 1]?.id}: ${next.error.type}`);
      records = next.value.records;
    }
  }

  return ok({ type: input.type, columns, total: first.value.count, pages: pages() });
}

function exportRow(record: ResourceRecord, columns: readonly string[], siteUrl: string): ExportRow {
  const row: ExportRow = {};
  for (const column of columns) {
    const value =
      column === 'id'
        ? record.id
        : column === 'isInternal' && record.type === 'products'
          ? isInternal(record.attributes as { link?: string; brokerLink?: string }, siteUrl)
          : record.attributes[column];
    row[column] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return row;
}
