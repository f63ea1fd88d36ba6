import type { ApiType } from '../api/api-types.ts';
import type { ResourceQuery } from '../query/resource-query.ts';
import type { Result } from '../result.ts';

/** A related record's identity, as JSON:API names it. */
export interface ResourceIdentifier {
  type: ApiType;
  id: number;
}

/** One stored record of any type: its attributes (API names) and its relations as identifiers. */
export interface ResourceRecord {
  type: ApiType;
  id: number;
  attributes: Record<string, unknown>;
  relationships: Record<string, ResourceIdentifier | ResourceIdentifier[] | null>;
}

export interface ResourcePage {
  records: ResourceRecord[];
  /** The records named by the query's `include`, each once. */
  included: ResourceRecord[];
  /** How many records match the filters, all pages together; -1 for a keyset page (see ResourceQuery.afterId). */
  count: number;
}

export type ResourceStoreError =
  | { type: 'resource/not-found'; resourceType: ApiType; id: number }
  /** A unique value (a slug, an e-mail) is taken. */
  | { type: 'resource/conflict'; resourceType: ApiType; field: string; detail: string }
  /** A relation names a record that does not exist, or a filter value does not fit its field. */
  | { type: 'resource/invalid'; resourceType: ApiType; field: string; detail: string };

/**
 * Create / read / update / delete and resource queries for every API type. Attributes come in already validated
 * by the core's schemas; relation ids travel as attributes (`advertiserId`, `categories: [1, 2]`), as the spec's
 * save payload sends them.
 */
export interface ResourceStore {
  list(query: ResourceQuery): Promise<Result<ResourcePage, ResourceStoreError>>;
  count(query: ResourceQuery): Promise<Result<number, ResourceStoreError>>;
  /** One record; with `visibleAt` (a visitor's read, as ResourceQuery.visibleAt), a hidden one is not found. */
  get(
    type: ApiType,
    id: number,
    include?: readonly string[],
    options?: { visibleAt?: Date },
  ): Promise<Result<{ record: ResourceRecord; included: ResourceRecord[] }, ResourceStoreError>>;
  /**
   * A new record, under the next number; with `id`, under that one (a deleted record brought back under its own
   * number, issue 22), or a `resource/conflict` on `id` when a record has it.
   */
  create(
    type: ApiType,
    attributes: Record<string, unknown>,
    options?: { id?: number },
  ): Promise<Result<ResourceRecord, ResourceStoreError>>;
  update(type: ApiType, id: number, attributes: Record<string, unknown>): Promise<Result<ResourceRecord, ResourceStoreError>>;
  remove(type: ApiType, id: number): Promise<Result<void, ResourceStoreError>>;
}
